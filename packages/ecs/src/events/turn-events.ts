import { checkInteger, checkLists } from '../checks.js'
import { EntityError } from '../errors.js'
import type { BumpEvent, MoveEvent } from './step-events.js'

/**
 * A blow: `damage` by the world's combat rule; `hp` is what the target has left. `missed` when a
 * rolled blow did not land; `ranged` for a shot from afar.
 */
export interface AttackEvent {
  attacker: number
  target: number
  damage: number
  hp: number
  missed?: true
  ranged?: true
}

/** A creature that died at (x, y), leaving a corpse there; `kind` is its monster kind, if any. */
export interface DeathEvent {
  eid: number
  x: number
  y: number
  player: boolean
  kind?: number
  /** Who killed it, when a creature did (a blow, or an item used). */
  by?: number
}

/** Experience gained by a kill (or a potion's insight). */
export interface ExperienceEvent {
  eid: number
  amount: number
  /** How many blows the turn had struck when it was gained; absent: before any. */
  after?: number
}

/** A level reached: a level-up choice is now owed. */
export interface LevelEvent {
  eid: number
  level: number
  /** How many blows the turn had struck when it was reached; absent: before any. */
  after?: number
}

/** A level-up choice settled: `stat` grew by `amount`. */
export interface RaiseEvent {
  eid: number
  stat: 'hp' | 'power' | 'defence'
  amount: number
}

/** A piece of equipment put on or taken off, in its slot. */
export interface EquipEvent {
  eid: number
  item: number
  kind: number
  slot: 'weapon' | 'armour'
}

/** Why an action was refused: a code a client can test, and a line it can show. */
export interface Refusal {
  code: string
  message: string
}

/** An item changing hands: picked up from the floor, dropped on it, or used up. */
export interface ItemEvent {
  /** Who picked it up, dropped or used it. */
  eid: number
  item: number
  /** The item's kind, an index into `world.kinds.items`. */
  kind: number
  /** Where it was picked up or dropped; for a use, the tile aimed at, if any. */
  x: number
  y: number
  /**
   * For a drop that was not the player's action (a thief's loot falling where it dies): how many
   * blows the turn had struck when it fell; absent: before any.
   */
  after?: number
}

/**
 * What an effect did to one creature: `effect` names it (`heal`, `lightning`, `fireball`,
 * `confusion`, `confusion-over`, or a game's own); `amount` is the hit points healed or taken, or
 * the turns of confusion; `hp` the target's hit points after it. `source` used the item (or, for
 * `confusion-over`, is the creature itself), `kind` is the item's kind (−1 when none).
 */
export interface EffectEvent {
  effect: string
  source: number
  target: number
  kind: number
  amount: number
  hp: number
  /**
   * How many blows the turn had struck when it happened (acid after the blow that splashed it, a
   * rule's harm after the monsters' blows), so `turnMessages` tells it in its place among them;
   * absent: before any blow (an item's use, the player's action).
   */
  after?: number
}

/**
 * `event` with its place among the turn's blows (`after`, set only once a blow was struck): every
 * effect, drop, experience and level the rules record goes through here.
 */
export function placed<T extends object>(
  events: Pick<TurnEvents, 'attacks'>,
  event: T,
): T & { after?: number } {
  const blows = events.attacks.length
  if (blows > 0) (event as { after?: number }).after = blows
  return event
}

/**
 * A line a kind or an effect gives of its own ("You blink.", "The bat flutters."), told by
 * `turnMessages` as it is. `eid` is who it is about, if anyone; `after` is how many blows the
 * turn had struck when it was said, so it is told in its place among them.
 */
export interface SayEvent {
  text: string
  eid?: number
  after: number
  /**
   * True for a line of the blow before its place (the experience its kill gave): told right after
   * that blow, before the effects placed with it (the acid it splashed). Absent: after them.
   */
  first?: boolean
  /**
   * The item kind the text names by its own name, if any: `turnMessages` names it as its
   * `itemName` does (a potion the player does not know, by its look).
   */
  item?: number
  /**
   * The catalogue key of an engine's own line (`'wake'`, `'thief.snatch'`, `'summon.call'`,
   * `'summon.call.many'`), so a test or a client can tell it without its words; absent for the
   * lines of a game's kinds and effects.
   */
  key?: string
}

/**
 * What one turn did, in the order it happened: the player's action, then the monsters'. `taken`
 * is false when the player's action was refused — a step into a wall or the edge, or an item
 * action the rules forbid (`refused` says why): no time passed and nothing changed.
 */
export interface TurnEvents {
  taken: boolean
  /** Why the player's action was refused, when it was not a step into a wall or the edge. */
  refused?: Refusal
  bumps: BumpEvent[]
  moves: MoveEvent[]
  attacks: AttackEvent[]
  deaths: DeathEvent[]
  pickups: ItemEvent[]
  drops: ItemEvent[]
  uses: ItemEvent[]
  effects: EffectEvent[]
  experience: ExperienceEvent[]
  levels: LevelEvent[]
  raises: RaiseEvent[]
  equips: EquipEvent[]
  unequips: EquipEvent[]
  /** Lines of the game's own kinds and effects (`say`), in the order said. */
  says: SayEvent[]
  /** Monsters a summoner called this turn. */
  summons: SummonEvent[]
}

/** A monster called by a summoner (`by`) onto (x, y). */
export interface SummonEvent {
  eid: number
  by: number
  kind: number
  x: number
  y: number
}

/** An empty record of a turn's events, for a turn to fill: nothing taken, no lists. */
export function createTurnEvents(): TurnEvents {
  return {
    taken: false,
    bumps: [],
    moves: [],
    attacks: [],
    deaths: [],
    pickups: [],
    drops: [],
    uses: [],
    effects: [],
    experience: [],
    levels: [],
    raises: [],
    equips: [],
    unequips: [],
    says: [],
    summons: [],
  }
}

/** The lists of a turn's events, each an array. */
const TURN_LISTS = [
  'bumps',
  'moves',
  'attacks',
  'deaths',
  'pickups',
  'drops',
  'uses',
  'effects',
  'experience',
  'levels',
  'raises',
  'equips',
  'unequips',
  'says',
  'summons',
] as const

/** Where a turn's events come from, in words. */
const TURN_EVENTS = "a turn's events: createTurnEvents() makes them, playTurn returns them"

/**
 * Throws an `ArgumentTypeError` naming `fn` unless `events` is a turn's events: an object whose
 * lists are arrays (fifteen checks, no allocation). A call that records into it checks first,
 * so a missing list never leaves the world half changed.
 */
export function checkTurnEvents(fn: string, argument: string, events: unknown): void {
  checkLists(fn, argument, events, TURN_LISTS, TURN_EVENTS)
}

/** Most characters in a line `say` takes. */
export const MAX_SAY_LENGTH = 200

const SAY_LISTS = ['says', 'attacks'] as const
const LINE = `text of 1 to ${MAX_SAY_LENGTH} characters`

/**
 * Adds a line of the game's own to the turn (an effect's "You blink.", passing `use.events`),
 * about `eid` if given; `turnMessages` tells it where it falls among the turn's blows. An
 * `EntityError` for text that is empty, longer than `MAX_SAY_LENGTH` or not text, or an `eid`
 * that is no entity id; an `ArgumentTypeError` for events with no `says` and `attacks` lists.
 */
export function say(
  events: Pick<TurnEvents, 'says' | 'attacks'>,
  text: string,
  eid?: number,
): void {
  checkLists('say', 'events', events, SAY_LISTS, TURN_EVENTS)
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_SAY_LENGTH) {
    throw new EntityError('say', 'text', text, LINE)
  }
  if (eid !== undefined) checkInteger('say', 'eid', eid, 1, 0x7fffffff, EntityError)
  const line: SayEvent = { text, after: events.attacks.length }
  if (eid !== undefined) line.eid = eid
  events.says.push(line)
}
