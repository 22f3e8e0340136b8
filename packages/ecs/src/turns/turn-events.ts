import type { BumpEvent, MoveEvent } from '../systems/events.js'

/** A blow: `damage` = max(0, attacker's power − target's defence); `hp` is what the target has left. */
export interface AttackEvent {
  attacker: number
  target: number
  damage: number
  hp: number
}

/** A creature that died at (x, y), leaving a corpse there; `kind` is its monster kind, if any. */
export interface DeathEvent {
  eid: number
  x: number
  y: number
  player: boolean
  kind?: number
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
}

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
  }
}
