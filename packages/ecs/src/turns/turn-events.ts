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

/**
 * What one turn did, in the order it happened: the player's action, then the monsters'. `taken`
 * is false when the player's move was refused by a wall or the edge: no time passed.
 */
export interface TurnEvents {
  taken: boolean
  bumps: BumpEvent[]
  moves: MoveEvent[]
  attacks: AttackEvent[]
  deaths: DeathEvent[]
}

export function createTurnEvents(): TurnEvents {
  return { taken: false, bumps: [], moves: [], attacks: [], deaths: [] }
}
