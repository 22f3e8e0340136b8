import { createTurnEvents, itemsAt, type PlayerAction, slotOf } from '@delve/ecs'
import {
  ArgumentRangeError,
  checkInteger,
  checkOneOf,
  checkPoint,
  DIRECTIONS,
  type Direction,
  LOCKED_DOOR,
  type Point,
  STEPS,
  tileAt,
} from '@delve/map'
import { packFull, packStacks } from '../content/stacks.js'
import { OFFER_SIZE, perkOffer } from '../growth/perk-offer.js'
import type { Perk } from '../growth/perks.js'
import { checkIndex } from '../state/run-checks.js'
import { isDead, note, type RunState, tell } from '../state/run-state.js'
import type { TurnReport } from '../state/run-types.js'
import { NO_LINES, refusedReport } from '../state/turn-lines.js'
import { lockedVaultAt, unlockVault, vaultsOf } from '../state/vault-doors.js'
import { isCaged } from '../vaults/cages.js'
import { RUN_LINES, runLine } from '../words/run-messages.js'
import { play } from './turn.js'
import { useUnknown } from './unknown-use.js'

/** One turn: the player steps one tile in `direction`, or attacks the monster there. */
export function move(s: RunState, direction: Direction): TurnReport {
  checkOneOf('testHooks.move', 'direction', direction, DIRECTIONS)
  const { dx, dy } = STEPS[direction]
  const { Position } = s.world.components
  const x = (Position.x[s.player] as number) + dx
  const y = (Position.y[s.player] as number) + dy
  let first: readonly string[] = NO_LINES
  const level = s.world.dungeon
  if (tileAt(level, x, y) === LOCKED_DOOR && !isDead(s)) {
    // A vault's key opens its doors, and the step goes through; without it, nothing happens.
    const vault = lockedVaultAt(vaultsOf(level), { x, y })
    const line = vault ? unlockVault(s.world, s.player, vault, s.itemNamer) : null
    if (line === null) return refusedReport(runLine(s.world.kinds, 'refuse.locked'))
    first = [line]
  }
  return note(s, { kind: 'move', direction }, play(s, { kind: 'move', dx, dy }, first))
}

/** One turn spent standing still: the monsters act, hurt fighters heal a little. */
export function wait(s: RunState): TurnReport {
  return note(s, { kind: 'wait' }, play(s, { kind: 'wait' }))
}

/** Where the player stands. */
function hereOf(s: RunState): Point {
  const { Position } = s.world.components
  return { x: Position.x[s.player] as number, y: Position.y[s.player] as number }
}

/** The refusal of a drop on a caged altar. */
export const CAGED_DROP = RUN_LINES['refuse.altar-caged']

/** One turn: picks up the first item underfoot (refused, at no cost, with none or a full pack). */
export function pickUp(s: RunState): TurnReport {
  const { player, world } = s
  const at = hereOf(s)
  const here = itemsAt(world, at.x, at.y)
  if (here.length > 0 && isCaged(s, at) && !isDead(s)) {
    return refusedReport(runLine(s.world.kinds, 'refuse.offering-caged'))
  }
  // The first item underfoot that fits: one that joins a stack, or any while a letter is free.
  const item = here.find((eid) => !packFull(world, player, eid))
  if (here.length > 0 && item === undefined && !isDead(s)) {
    return refusedReport(runLine(s.world.kinds, 'refuse.pack-full'))
  }
  const action: PlayerAction = item === undefined ? { kind: 'pickup' } : { kind: 'pickup', item }
  return note(s, { kind: 'pickup' }, play(s, action))
}

/** One turn: drops the pack's `index`-th item (a = 0) underfoot. */
export function drop(s: RunState, index: number): TurnReport {
  checkIndex('testHooks.drop', index)
  const item = packItem(s, index)
  if (item === 0) return refusedReport(runLine(s.world.kinds, 'refuse.no-item'))
  // Laid on a caged altar it would be caged with the offerings, never to be taken again.
  if (isCaged(s, hereOf(s)) && !isDead(s))
    return refusedReport(runLine(s.world.kinds, 'refuse.altar-caged'))
  return note(s, { kind: 'drop', index }, play(s, { kind: 'drop', item }))
}

/** One turn: uses the pack's `index`-th item, aimed at `target` where it needs one. */
export function use(s: RunState, index: number, target?: Point): TurnReport {
  checkIndex('testHooks.use', index)
  if (target !== undefined) checkTarget(s, 'testHooks.use', target)
  const item = packItem(s, index)
  if (item === 0) return refusedReport(runLine(s.world.kinds, 'refuse.no-item'))
  // An unknown kind aimed elsewhere takes no aim (its own, kept out of the log: it is the run's).
  const blind = useUnknown(s, item, s.world.components.Item.kind[item] as number)
  if (blind !== undefined) return note(s, { kind: 'use', index }, blind)
  const at = target ? { target: { x: target.x, y: target.y } } : {}
  return note(s, { kind: 'use', index, ...at }, play(s, { kind: 'use', item, ...at }))
}

/** One turn: wields or wears the pack's `index`-th item, or takes it off if it is on. */
export function toggleWorn(s: RunState, index: number): TurnReport {
  checkIndex('testHooks.toggleWorn', index)
  const item = packItem(s, index)
  if (item === 0) return refusedReport(runLine(s.world.kinds, 'refuse.no-item'))
  const action = slotOf(s.world, s.player, item) === null ? 'equip' : 'unequip'
  return note(s, { kind: 'wear', index }, play(s, { kind: action, item }))
}

/**
 * The item the pack's `index`-th letter acts on (of a stack, the last picked up), or 0: what
 * `inventory()[index].item` is, without naming the whole pack.
 */
function packItem(s: RunState, index: number): number {
  const stack = packStacks(s.world, s.player)[index]
  return stack?.[stack.length - 1] ?? 0
}

/**
 * The perks the level-up owed now offers (`OFFER_SIZE` of the rules' perks, drawn from the run's
 * seed and the level reached), or none when none is owed.
 */
export function levelUpOffer(s: RunState): readonly Perk[] {
  const { Experience } = s.world.components
  const owed = Experience.pending[s.player] as number
  if (owed === 0 || isDead(s)) return []
  const level = (Experience.level[s.player] as number) - owed + 1
  return perkOffer(s.place.runSeed, level, s.rules.perks, s.stats.perks ?? [])
}

/** Settles a level-up: `choice` is the index of a perk of `levelUpOffer()`. No time passes. */
export function levelUp(s: RunState, choice: number): TurnReport {
  checkInteger('testHooks.levelUp', 'choice', choice, 0, OFFER_SIZE - 1)
  if (isDead(s)) return refusedReport(runLine(s.world.kinds, 'refuse.dead-grow'))
  const { Experience } = s.world.components
  if (Experience.pending[s.player] === 0)
    return refusedReport(runLine(s.world.kinds, 'refuse.no-level-up'))
  const offer = levelUpOffer(s)
  const perk = Number.isInteger(choice) ? offer[choice] : undefined
  if (perk === undefined) {
    return refusedReport(`Choose one of: ${offer.map((p) => p.name).join(', ')}.`)
  }
  Experience.pending[s.player] = (Experience.pending[s.player] as number) - 1
  perk.grant(s.world, s.player)
  s.stats.perks = [...(s.stats.perks ?? []), perk.name]
  const line = `${perk.line}: ${perk.gives}.`
  tell(s, [line])
  if (s.recording) s.inputs.push({ kind: 'level-up', choice })
  return { taken: false, moved: false, messages: [line], died: false, events: createTurnEvents() }
}

/** A tile of this level. */
export function checkTarget(s: RunState, fn: string, target: unknown): void {
  const { width, height } = s.world.dungeon
  const p = checkPoint(fn, 'target', target)
  if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) {
    throw new ArgumentRangeError(fn, 'target', target, `a tile of the ${width}×${height} level`)
  }
}
