import { canStep, type Point } from '@delve/map'
import { hasComponent, query } from 'bitecs'
import { isIntegerIn } from '../checks.js'
import { EntityError } from '../errors.js'
import { createTurnEvents, type Refusal, type TurnEvents } from '../events/turn-events.js'
import { equip, unequip } from '../growth/equipment.js'
import { chooseLevelUp, type LevelUpStat } from '../growth/experience.js'
import { step } from '../systems/step.js'
import type { GameWorld } from '../world/game-world.js'
import { blockerAt } from '../world/queries.js'
import { assertEntity } from '../world/spawn.js'
import { attack, isAlive } from './combat.js'
import { carried, drop, pickUp, useItem } from './item-actions.js'
import { monstersAct } from './monster-turn.js'

/**
 * What the player does with a turn: step (or attack) by (dx, dy); wait; pick up an item lying
 * underfoot (`item`, default the first); drop a carried item; use a carried item, aimed at
 * `target` where its kind wants a tile; wield or wear a carried item, or take it off; settle an
 * owed level-up choice (`hp`, `power` or `defence`: a free action, taking no turn). Items are
 * entity ids (`inventoryOf`, `itemsAt`).
 */
export type PlayerAction =
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'wait' }
  | { kind: 'pickup'; item?: number }
  | { kind: 'drop'; item: number }
  | { kind: 'use'; item: number; target?: Point }
  | { kind: 'equip'; item: number }
  | { kind: 'unequip'; item: number }
  | { kind: 'level-up'; stat: LevelUpStat }

/**
 * One turn, as the tutorials play it. The player acts first: a step into a hostile fighter is an
 * attack; any other step goes through `step` (collision, movement, the player's view); a wait
 * passes; the item actions go as their rules say. A refused action — a step into a wall or off
 * the map, or an item action the rules forbid (`events.refused` says why) — takes no time:
 * nothing else happens and `taken` is false. Otherwise the monsters act (`monstersAct`), the turn
 * count goes up, and every hurt fighter with `regen` n wins back a hit point on each n-th turn.
 */
export function playTurn(world: GameWorld, player: number, action: PlayerAction): TurnEvents {
  assertPlayer(world, player)
  const events = createTurnEvents()
  const refused = act(world, player, action, events)
  if (refused) events.refused = refused
  else if (action.kind !== 'move' && action.kind !== 'level-up') events.taken = true
  if (!events.taken) return events
  monstersAct(world, player, events)
  world.turn++
  regenerate(world)
  return events
}

/**
 * Throws an `EntityError` saying exactly what is missing unless `player` can play a turn: a live
 * entity tagged `Player`, a fighter (hit points), with sight (else no monster ever sees it).
 */
function assertPlayer(world: GameWorld, player: number): void {
  assertEntity(world, player)
  const { Player, Corpse, Viewshed } = world.components
  if (!hasComponent(world, player, Player)) {
    throw new EntityError(
      `entity ${player} is not a player: playTurn takes the id spawnPlayer returned`,
    )
  }
  if (hasComponent(world, player, Corpse)) {
    throw new EntityError(`entity ${player} is dead: it takes no turns`)
  }
  if (!isAlive(world, player)) {
    throw new EntityError(
      `entity ${player} cannot fight, so it cannot play a turn: give it hit points first, e.g. makeFighter(world, ${player}, PLAYER_STATS)`,
    )
  }
  if (!hasComponent(world, player, Viewshed)) {
    throw new EntityError(
      `entity ${player} has no sight, so no monster would ever see it: spawnPlayer(world, at, { sight: 8 }) or setViewshed(world, ${player}, 8)`,
    )
  }
}

/** The player's action, the one place each kind of action is carried out. */
function act(
  world: GameWorld,
  player: number,
  action: PlayerAction,
  events: TurnEvents,
): Refusal | undefined {
  switch (action?.kind) {
    case 'move':
      move(world, player, action.dx, action.dy, events)
      return undefined
    case 'wait':
      return undefined
    case 'pickup':
      return pickUp(world, player, events, action.item)
    case 'drop':
      return drop(world, player, events, action.item)
    case 'use':
      return useItem(world, player, events, action.item, action.target)
    case 'equip':
      return carried(world, player, action.item) ?? equip(world, player, action.item, events)
    case 'unequip':
      return carried(world, player, action.item) ?? unequip(world, player, action.item, events)
    case 'level-up':
      return chooseLevelUp(world, player, action.stat, events)
    default:
      throw new EntityError(
        `unknown action ${JSON.stringify((action as { kind?: unknown } | undefined)?.kind)}: expected move, wait, pickup, drop, use, equip, unequip or level-up`,
      )
  }
}

function move(world: GameWorld, player: number, dx: number, dy: number, events: TurnEvents) {
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
    return
  }
  world.components.MoveIntent.dx[player] = dx
  world.components.MoveIntent.dy[player] = dy
  const stepped = step(world)
  events.bumps.push(...stepped.bumps)
  events.moves.push(...stepped.moves)
  events.taken = stepped.moves.some((m) => m.eid === player)
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
