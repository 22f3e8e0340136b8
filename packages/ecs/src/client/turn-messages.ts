import { hasComponent } from 'bitecs'
import { checkBoolean, checkInteger, checkLists } from '../checks.js'
import { ArgumentRangeError, ArgumentTypeError } from '../errors.js'
import { BUMP_REASONS, type BumpReason } from '../events/step-events.js'
import type { EffectEvent, SayEvent, TurnEvents } from '../events/turn-events.js'
import type { EquipSlot, GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { lowestWith } from '../world/sight.js'

const BUMPS: Readonly<Record<BumpReason, string>> = {
  wall: 'You bump into a wall.',
  bounds: 'The edge of the world: there is nothing beyond.',
  entity: 'Something blocks your way.',
}

/** What the player is told of a step that was refused: no time passes. */
export function bumpMessage(reason: BumpReason): string {
  if (reason !== 'wall' && reason !== 'bounds' && reason !== 'entity') {
    const reasons = BUMP_REASONS.map((r) => JSON.stringify(r)).join(', ')
    if (typeof reason !== 'string')
      throw new ArgumentTypeError('bumpMessage', 'reason', reason, reasons)
    throw new ArgumentRangeError('bumpMessage', 'reason', reason, reasons)
  }
  return BUMPS[reason]
}

/** The lists of a turn's events `turnMessages` reads (`says` may be absent: older events). */
const TOLD = [
  'bumps',
  'pickups',
  'unequips',
  'equips',
  'drops',
  'uses',
  'effects',
  'attacks',
] as const

/**
 * The log's lines for one turn of `world` (`playTurn`'s events), in the order things happened.
 * A refused action gets one line, its reason ("You bump into a wall.", or the rule's own
 * refusal). A turn taken tells what the player did with an item ("You read the fireball
 * scroll.", "You wield the dagger.", "You take off the leather armour.") and what its magic did, each blow ("You hit the goblin for 3.", "The orc hits you for
 * 2.", "… but does no damage."), then the death it caused ("You kill the goblin.", "You die."),
 * and the lines of the game's own kinds and effects (`events.says`) where they were said.
 * Creatures and items are named from `world.kinds`; "you" is `player` (default: the world's
 * player, the lowest id tagged `Player`).
 */
export function turnMessages(world: GameWorld, events: TurnEvents, player?: number): string[] {
  const fn = 'turnMessages'
  checkWorld(fn, world)
  checkLists(fn, 'events', events, TOLD, "a turn's events, as playTurn returns them")
  checkBoolean(fn, 'events.taken', events.taken)
  if (events.says !== undefined && !Array.isArray(events.says)) {
    throw new ArgumentTypeError(fn, 'events.says', events.says, 'an array, or none')
  }
  const { refused } = events
  if (
    refused !== undefined &&
    typeof (refused as { message?: unknown } | null)?.message !== 'string'
  ) {
    throw new ArgumentTypeError(
      fn,
      'events.refused',
      refused,
      'a refusal { code, message }, or none',
    )
  }
  if (player !== undefined) checkInteger(fn, 'player', player, 0, world.capacity - 1)
  return tellTurn(world, events, player ?? lowestWith(world, [world.components.Player]))
}

function tellTurn(world: GameWorld, events: TurnEvents, player: number): string[] {
  if (!events.taken) {
    if (events.refused) return [events.refused.message]
    const bump = events.bumps.find((b) => b.eid === player)
    return bump ? [bumpMessage(bump.reason)] : []
  }
  const { kinds } = world
  const { Monster } = world.components
  const lines: string[] = []
  const the = (eid: number) => {
    if (eid === player) return 'you'
    // A corpse keeps its `Monster` kind: the dead are named as they were.
    const name = hasComponent(world, eid, Monster)
      ? kinds.monsters[Monster.kind[eid] as number]?.name
      : undefined
    return `the ${name ?? 'creature'}`
  }
  const item = (e: { kind: number }) => `the ${kinds.items[e.kind]?.name ?? 'thing'}`
  for (const e of events.pickups) lines.push(`You pick up ${item(e)}.`)
  // What comes off first: a swap takes off the old before putting on the new, a drop before it.
  for (const e of events.unequips) lines.push(wearLine(the(e.eid), WEAR[e.slot].off, item(e)))
  for (const e of events.equips) lines.push(wearLine(the(e.eid), WEAR[e.slot].on, item(e)))
  for (const e of events.drops) lines.push(`You drop ${item(e)}.`)
  for (const e of events.uses) {
    const glyph = kinds.items[e.kind]?.glyph
    const verb = glyph === '!' ? 'drink' : glyph === '?' ? 'read' : 'use'
    lines.push(`You ${verb} ${item(e)}.`)
  }
  for (const e of events.effects) lines.push(...effectLines(e, the))
  // The game's own lines, each before the blows struck after it was said.
  const says = [...(events.says ?? [])].sort((a, b) => a.after - b.after)
  let said = 0
  const tell = (blows: number) => {
    for (; said < says.length && (says[said] as SayEvent).after <= blows; said++) {
      lines.push((says[said] as SayEvent).text)
    }
  }
  for (const [blow, { attacker, target, damage, hp, missed, ranged }] of events.attacks.entries()) {
    tell(blow)
    const who = capitalise(the(attacker))
    const whom = the(target)
    const you = attacker === player
    const hits = ranged ? (you ? 'shoot' : 'shoots') : you ? 'hit' : 'hits'
    if (missed) {
      lines.push(`${who} ${you ? 'miss' : 'misses'} ${whom}.`)
      continue
    }
    lines.push(
      damage > 0
        ? `${who} ${hits} ${whom} for ${damage}.`
        : `${who} ${hits} ${whom} but ${you ? 'do' : 'does'} no damage.`,
    )
    if (hp > 0) continue
    if (target === player) lines.push('You die.')
    else lines.push(`${who} ${you ? 'kill' : 'kills'} ${whom}.`)
  }
  tell(Number.POSITIVE_INFINITY)
  return lines
}

/** What one effect did, and the death it caused. */
function effectLines(e: EffectEvent, the: (eid: number) => string): string[] {
  const whom = the(e.target)
  const you = whom === 'you'
  let line: string
  switch (e.effect) {
    case 'heal':
      line = you
        ? `You recover ${e.amount} hit points.`
        : `${capitalise(whom)} recovers ${e.amount} hit points.`
      break
    case 'lightning':
      line = `Lightning strikes ${whom} for ${e.amount}.`
      break
    case 'fireball':
      line = `The fire burns ${whom} for ${e.amount}.`
      break
    case 'confusion':
      line = `${capitalise(whom)} ${you ? 'reel' : 'reels'}, confused.`
      break
    case 'confusion-over':
      line = `${capitalise(whom)} ${you ? 'are' : 'is'} no longer confused.`
      break
    default:
      line = `The ${e.effect} touches ${whom}.`
  }
  const damaging = e.effect !== 'heal' && e.effect !== 'confusion' && e.effect !== 'confusion-over'
  if (!damaging || e.hp > 0) return [line]
  return [line, you ? 'You die.' : `${capitalise(whom)} dies.`]
}

/** The verbs of gear, by slot: what "you" do, and what another does. */
const WEAR: Readonly<Record<EquipSlot, { on: Verb; off: Verb }>> = {
  weapon: { on: ['wield', 'wields'], off: ['put away', 'puts away'] },
  armour: { on: ['put on', 'puts on'], off: ['take off', 'takes off'] },
}

type Verb = readonly [you: string, other: string]

/** "You wield the dagger.", "The orc takes off the chain mail." */
function wearLine(who: string, [you, other]: Verb, what: string): string {
  return `${capitalise(who)} ${who === 'you' ? you : other} ${what}.`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
