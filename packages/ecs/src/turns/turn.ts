import { canStep, type Point, Tile } from '@delve/map'
import { hasComponent } from 'bitecs'
import { checkInteger, isRecord } from '../checks.js'
import { NOISE_RADIUS } from '../creatures/minds.js'
import { hear } from '../creatures/sleep.js'
import { EntityError } from '../errors.js'
import { createTurnEvents, type Refusal, type TurnEvents } from '../events/turn-events.js'
import { takeOff, wear } from '../growth/equipment.js'
import { type LevelUpStat, levelUp } from '../growth/experience.js'
import { stepWorld } from '../systems/step.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, standing } from '../world/internals.js'
import { occupantAt } from '../world/queries.js'
import { checkEntity } from '../world/spawn.js'
import { hasHealth, strike } from './combat.js'
import { carried, drop, pickUp, useItem } from './item-actions.js'
import { monstersTurn } from './monster-turn.js'
import { turnRules } from './turn-rules.js'

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
 * nothing else happens and `taken` is false. Otherwise the monsters act (`monstersAct`), the
 * world's turn rules run in order (`defineRule`, while the player lives), the turn count goes up, and every hurt fighter with `regen` n wins back a hit point on each n-th turn.
 */
export function playTurn(world: GameWorld, player: number, action: PlayerAction): TurnEvents {
  checkWorld('playTurn', world)
  checkPlayer('playTurn', world, player)
  checkAction(action)
  const events = createTurnEvents()
  const refused = act(world, player, action, events)
  if (refused) events.refused = refused
  else if (action.kind !== 'move' && action.kind !== 'level-up') events.taken = true
  if (!events.taken) return events
  monstersTurn(world, player, events)
  turnRules(world, player, events)
  world.turn++
  regenerate(world)
  return events
}

/**
 * Throws an `EntityError` naming `fn` and saying exactly what is missing unless `player` can play
 * (or walk): a live entity tagged `Player`, a fighter (hit points), with sight (else no monster
 * ever sees it, and it learns nothing of the level). What was never given is told the call to
 * make first. A dead player is refused unless `deadToo` (a walk answers `dead` for it).
 */
export function checkPlayer(fn: string, world: GameWorld, player: number, deadToo = false): void {
  checkEntity(fn, 'player', world, player)
  const { Player, Corpse, Viewshed, Position } = world.components
  if (!hasComponent(world, player, Player) || !hasComponent(world, player, Position)) {
    throw new EntityError(
      fn,
      'player',
      player,
      'the id spawnPlayer returned',
      `${player}, but entity ${player} is not a player`,
    )
  }
  const dead = hasComponent(world, player, Corpse)
  if (dead && !deadToo) {
    throw new EntityError(
      fn,
      'player',
      player,
      'a living player',
      `${player}, but entity ${player} is dead: it takes no turns`,
    )
  }
  if (!dead && !hasHealth(world, player)) {
    throw new EntityError(
      fn,
      'player',
      player,
      `a player that can fight: call makeFighter(world, ${player}, PLAYER_STATS) first`,
      `${player}, a player that cannot fight (no hit points)`,
    )
  }
  if (!hasComponent(world, player, Viewshed)) {
    throw new EntityError(
      fn,
      'player',
      player,
      `a player with sight: call setViewshed(world, ${player}, 8) first, or spawnPlayer(world, at, { sight: 8 })`,
      `${player}, a player with no sight, so no monster would ever see it`,
    )
  }
}

const ACTIONS = 'move, wait, pickup, drop, use, equip, unequip or level-up'

/**
 * The action's shape, before anything happens: an object of a known kind, whole steps, item ids
 * that are integers. What the rules may forbid (an item not carried, a stat that is none) is a
 * refusal, not an error: it is the player's choice.
 */
function checkAction(action: PlayerAction): void {
  const fn = 'playTurn'
  if (!isRecord(action)) {
    throw new EntityError(fn, 'action', action, `an action { kind }: ${ACTIONS}`)
  }
  switch (action.kind) {
    case 'move': {
      const { dx, dy } = action
      checkInteger(fn, 'action.dx', dx, -1, 1, EntityError)
      checkInteger(fn, 'action.dy', dy, -1, 1, EntityError)
      if (dx === 0 && dy === 0) {
        throw new EntityError(fn, 'action', action, 'a step: dx and dy -1, 0 or 1, not both 0')
      }
      return
    }
    case 'wait':
    case 'level-up':
      return
    case 'pickup':
      if (action.item !== undefined) checkItemId(action.item)
      return
    case 'drop':
    case 'use':
    case 'equip':
    case 'unequip':
      checkItemId(action.item)
      return
    default:
      throw new EntityError(fn, 'action.kind', (action as { kind?: unknown }).kind, ACTIONS)
  }
}

/** An item id is an integer; which ids the player may act on is the rules' to refuse. */
function checkItemId(item: unknown): void {
  checkInteger(
    'playTurn',
    'action.item',
    item,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    EntityError,
  )
}

/** The player's action (its shape checked), the one place each kind of action is carried out. */
function act(
  world: GameWorld,
  player: number,
  action: PlayerAction,
  events: TurnEvents,
): Refusal | undefined {
  switch (action.kind) {
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
      return carried(world, player, action.item) ?? wear(world, player, action.item, events)
    case 'unequip':
      return carried(world, player, action.item) ?? takeOff(world, player, action.item, events)
    case 'level-up':
      return levelUp(world, player, action.stat, events)
  }
}

function move(world: GameWorld, player: number, dx: number, dy: number, events: TurnEvents) {
  const { Position, Hostile } = world.components
  const x = Position.x[player] as number
  const y = Position.y[player] as number
  const foe = occupantAt(world, x + dx, y + dy)
  if (
    foe !== 0 &&
    hasComponent(world, foe, Hostile) &&
    hasHealth(world, foe) &&
    canStep(world.dungeon, x, y, dx, dy)
  ) {
    strike(world, player, foe, events)
    events.taken = true
    return
  }
  world.components.MoveIntent.dx[player] = dx
  world.components.MoveIntent.dy[player] = dy
  const stepped = stepWorld(world, true)
  events.bumps.push(...stepped.bumps)
  events.moves.push(...stepped.moves)
  events.taken = stepped.moves.some((m) => m.eid === player)
  // A door opened is heard as a blow is.
  const nx = Position.x[player] as number
  const ny = Position.y[player] as number
  if (events.taken && world.dungeon.tiles[ny * world.dungeon.width + nx] === Tile.Door) {
    hear(world, nx, ny, NOISE_RADIUS, events)
  }
}

function regenerate(world: GameWorld): void {
  const { Health } = world.components
  const hurt = standing(world, 'living')
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
