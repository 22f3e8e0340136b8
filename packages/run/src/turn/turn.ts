import {
  bumpMessage,
  type PlayerAction,
  playTurn,
  type SayEvent,
  type TurnEvents,
  turnMessages,
} from '@delve/ecs'
import { isClimbing, wake } from '../goal/goal.js'
import { anItem, learnt, namerAsKnown } from '../identification/identification.js'
import { isDead, joinLevel, packHoldsGoal, type RunState, tell } from '../state/run-state.js'
import type { TurnReport } from '../state/run-types.js'
import {
  causeOfDeath,
  gainLine,
  levelLine,
  NO_LINES,
  quiet,
  refusedReport,
} from '../state/turn-lines.js'
import { passTime } from '../time/passing-time.js'
import { cage } from '../vaults/cages.js'
import { spokenList } from '../walks/walk-messages.js'
import { runLine } from '../words/run-messages.js'

/**
 * Plays one of the player's turns in the world, and what follows from it: the lines told, kinds
 * learnt, altars caged, the goal taken, the floor remembered, the tallies, the perks' effects
 * after kills and time's cost. `first` are lines told before the turn's own (a door unlocked).
 */
export function play(
  s: RunState,
  action: PlayerAction,
  first: readonly string[] = NO_LINES,
): TurnReport {
  if (isDead(s)) return { taken: false, moved: false, messages: [], died: false, events: undefined }
  const { player, world } = s
  const events = playTurn(world, player, action)
  // Monsters a summoner called join the level's.
  for (const called of events.summons) joinLevel(s, called.eid)
  if (!events.taken) {
    // The refusal's reason, or the bump's; a step refused without either met someone.
    const [reason = bumpMessage('entity')] = turnMessages(world, events, player)
    return refusedReport(reason)
  }
  let moved = false
  for (const move of events.moves) if (move.eid === player) moved = true
  s.stats.turns++
  if (moved) s.stats.steps++
  // Most turns are a step or a wait and nothing else: nothing to tell, learn, cage or count.
  const eventful = !quiet(events)
  // The run's own lines of the player's action (kinds learnt, altars caged, the goal taken, what
  // lies where it stepped): told after the action's own lines, before the monsters' part.
  const own: string[] = []
  // The turn's lines name kinds as the player knew them when it began: what it taught comes after.
  const namer =
    eventful && events.uses.length > 0 ? namerAsKnown(s, new Set(s.knownKinds)) : s.itemNamer
  if (eventful) {
    const held = s.holdsGoal
    if (events.pickups.length > 0 || events.drops.length > 0 || events.uses.length > 0) {
      s.holdsGoal = packHoldsGoal(s)
    }
    learnt(s, events, own)
    cage(s, events, own)
    for (const e of events.effects) if (e.effect === 'summon') joinLevel(s, e.target)
    if (s.holdsGoal && !held && isClimbing(s)) own.push(...wake(s))
  }
  // One look at the floor a turn: what is in sight, and what lies where the player stepped.
  const { Position } = world.components
  const here = moved
    ? (Position.y[player] as number) * world.dungeon.width + (Position.x[player] as number)
    : -1
  underfoot(s, s.memory.update(world, here), own)
  tally(s, events)
  // Nothing after death: the dead gain nothing from their kills, and time stops for them.
  const died = isDead(s)
  if (eventful && !died) afterKills(s, events)
  const messages =
    eventful || own.length > 0 ? [...first, ...story(s, events, own, died, namer)] : [...first]
  passTime(s, events, messages)
  if (messages.length > 0) tell(s, messages)
  return { taken: true, moved, messages, died: isDead(s), events }
}

/**
 * The turn's lines in the order things happened: `turnMessages`, with the run's own lines of the
 * action (`own`) after the action's, and the experience and levels gained right after the blow
 * or effect that won them; none of those once the player died (a death ends the story).
 */
function story(
  s: RunState,
  events: TurnEvents,
  own: readonly string[],
  died: boolean,
  namer: (kind: number) => string,
): string[] {
  const { world, player } = s
  const lines: SayEvent[] = own.map((text) => ({ text, after: 0 }))
  if (!died) {
    // A gain won by the player's killing blow is told right after it, before the effects placed
    // with it (the acid a jelly splashed); one won by an effect, after that effect.
    const gained = (text: string, after = 0): SayEvent => {
      const blow = events.attacks[after - 1]
      const kill = blow !== undefined && blow.attacker === player && blow.hp === 0 && !blow.missed
      return kill ? { text, after, first: true } : { text, after }
    }
    for (const e of events.experience) {
      if (e.eid === player) lines.push(gained(gainLine(e.amount, world.kinds), e.after))
    }
    for (const e of events.levels) {
      if (e.eid === player) lines.push(gained(levelLine(e.level, world.kinds), e.after))
    }
  }
  const told = lines.length === 0 ? events : { ...events, says: [...lines, ...events.says] }
  return turnMessages(world, told, player, namer)
}

/** Counts the turn's kills and uses, and notes what ended the run. */
function tally(s: RunState, events: TurnEvents): void {
  const { world, stats } = s
  // Both tallies exist from the first turn on (saves hold them, empty or not).
  if (!s.tallied) {
    stats.killsByKind ??= {}
    stats.used ??= {}
    s.tallied = true
  }
  if (events.deaths.length === 0 && events.uses.length === 0) return
  const byKind = stats.killsByKind as Record<string, number>
  for (const death of events.deaths) {
    if (death.player) {
      stats.cause = causeOfDeath(world, death.by, s.player, s.place.depth)
      continue
    }
    stats.kills++
    const name = world.kinds.monsters[death.kind ?? -1]?.name ?? 'creature'
    byKind[name] = (byKind[name] ?? 0) + 1
  }
  const used = stats.used as Record<string, number>
  for (const use of events.uses) {
    const name = world.kinds.items[use.kind]?.name ?? 'item'
    used[name] = (used[name] ?? 0) + 1
  }
}

/** What the perks taken do after each kill of the player's (bloodlust's healing). */
function afterKills(s: RunState, events: TurnEvents): void {
  if (events.deaths.length === 0 || s.stats.perks === undefined) return
  for (const death of events.deaths) {
    if (death.by !== s.player || death.player) continue
    for (const name of s.stats.perks) {
      s.rules.perks.find((perk) => perk.name === name)?.onKill?.(s.world, s.player)
    }
  }
}

/** Adds "You see a healing potion here." to `lines` for the items where the player stepped. */
function underfoot(s: RunState, here: readonly number[], lines: string[]): void {
  if (here.length === 0) return
  const { Item } = s.world.components
  const names = here.map((item) => anItem(s, Item.kind[item] as number))
  lines.push(runLine(s.world.kinds, 'see-here', { things: spokenList(names) }))
}
