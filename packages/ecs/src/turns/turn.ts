import { canStep } from '@delve/map'
import { hasComponent, query } from 'bitecs'
import { isIntegerIn } from '../checks.js'
import { EntityError } from '../errors.js'
import { step } from '../systems/step.js'
import type { GameWorld } from '../world/game-world.js'
import { blockerAt } from '../world/queries.js'
import { assertEntity } from '../world/spawn.js'
import { attack, isAlive } from './combat.js'
import { monstersAct } from './monster-turn.js'
import { createTurnEvents, type TurnEvents } from './turn-events.js'

/** What the player does with a turn: step (or attack) by (dx, dy), or wait. */
export type PlayerAction = { kind: 'move'; dx: number; dy: number } | { kind: 'wait' }

/**
 * One turn, as the tutorials play it. The player acts first: a step into a hostile fighter is an
 * attack; any other step goes through `step` (collision, movement, the player's view); a wait
 * passes. A step refused by a wall or the map's edge takes no time: nothing else happens and
 * `taken` is false. Otherwise the monsters act (`monstersAct`), the turn count goes up, and every
 * hurt fighter with `regen` n wins back a hit point on each n-th turn.
 */
export function playTurn(world: GameWorld, player: number, action: PlayerAction): TurnEvents {
  assertEntity(world, player)
  if (!isAlive(world, player)) throw new EntityError(`entity ${player} is dead: it takes no turns`)
  const events = createTurnEvents()
  if (action.kind === 'move') {
    const { dx, dy } = action
    if (!isIntegerIn(dx, -1, 1) || !isIntegerIn(dy, -1, 1) || (dx === 0 && dy === 0)) {
      throw new EntityError(`move (${dx}, ${dy}): dx and dy must be -1, 0 or 1, not both 0`)
    }
    const { Position, Hostile } = world.components
    const x = Position.x[player] as number
    const y = Position.y[player] as number
    const foe = blockerAt(world, x + dx, y + dy)
    if (
      foe !== 0 &&
      hasComponent(world, foe, Hostile) &&
      isAlive(world, foe) &&
      canStep(world.dungeon, x, y, dx, dy)
    ) {
      attack(world, player, foe, events)
      events.taken = true
    } else {
      world.components.MoveIntent.dx[player] = dx
      world.components.MoveIntent.dy[player] = dy
      const stepped = step(world)
      events.bumps.push(...stepped.bumps)
      events.moves.push(...stepped.moves)
      events.taken = stepped.moves.some((move) => move.eid === player)
    }
  } else if (action.kind === 'wait') {
    events.taken = true
  } else {
    throw new EntityError(`unknown action ${JSON.stringify((action as { kind: unknown }).kind)}`)
  }
  if (!events.taken) return events
  monstersAct(world, player, events)
  world.turn++
  regenerate(world)
  return events
}

function regenerate(world: GameWorld): void {
  const { Health } = world.components
  const hurt = query(world, [Health])
  for (let i = 0; i < hurt.length; i++) {
    const eid = hurt[i] as number
    const every = Health.regen[eid] as number
    if (
      every > 0 &&
      world.turn % every === 0 &&
      (Health.hp[eid] as number) < (Health.max[eid] as number)
    ) {
      Health.hp[eid] = (Health.hp[eid] as number) + 1
    }
  }
}
