import { canStep, DIRS_8, type Point, type TileMap } from '@delve/map'
import { hasComponent } from 'bitecs'
import { MindState, WAKE_CHANCE, WAKE_RADIUS, WANDER_TURNS } from '../creatures/minds.js'
import { wakeLine } from '../creatures/sleep.js'
import { logToEvents } from '../events/step-events.js'
import { checkTurnEvents, placed, say, type TurnEvents } from '../events/turn-events.js'
import { stepWorld } from '../systems/step.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, standing } from '../world/internals.js'
import { hash } from '../world/noise.js'
import { checkPlaced, occupantAt } from '../world/queries.js'
import { inPlayerSight } from '../world/sight.js'
import { hasHealth, strike } from './combat.js'
import { MonstersTurn, stepTo, turnScratch } from './monster-moves.js'
import { behaviourOf } from './registry.js'

/** What an action costs in energy; a creature of speed 100 acts once a turn. */
export const ACTION_COST = 100

/**
 * The monsters' part of a turn. Each monster with a `Mind` gains its speed in energy; then, in
 * rounds, every monster with at least `ACTION_COST` spends it and acts, in ascending entity id,
 * until none can (a rat of speed 150 acts three times in two turns, a troll of 50 every other).
 * In a round, each decides in id order — an attack lands at once; moves are resolved together by
 * the movement rule of `step` (the lowest id wins a contested tile; monsters never stack, enter
 * walls or swap). A hostile monster that sees the player steps down one Dijkstra map toward the
 * player, made once per turn and shared; one that lost sight walks to where it last saw the
 * player (`stepNearer`); arrived there, or stopped by walls, it wanders a while (its turns chosen
 * by `noise`), then rests. How a hunter acts is its kind's behaviour's (`act` of the world's
 * `kinds.behaviours`): the monster turn only dispatches. Every monster's step is constant work:
 * only the map costs more.
 */
export function monstersAct(world: GameWorld, player: number, events: TurnEvents): void {
  checkWorld('monstersAct', world)
  checkPlaced('monstersAct', 'player', world, player)
  checkTurnEvents('monstersAct', 'events', events)
  monstersTurn(world, player, events)
}

/** `monstersAct` for arguments the caller vouches for: `playTurn`'s own. */
export function monstersTurn(world: GameWorld, player: number, events: TurnEvents): void {
  const c = world.components
  const found = standing(world, 'monsters')
  const scratch = turnScratch(world)
  let count = 0
  for (let i = 0; i < found.length; i++) scratch.order[count++] = found[i] as number
  const order = scratch.order.subarray(0, count).sort()
  for (const eid of order) gainEnergy(world, eid, events)
  const chase = new MonstersTurn(world, player, events)
  for (;;) {
    let acting = 0
    for (const eid of order) {
      if ((c.Energy.energy[eid] as number) < ACTION_COST || !hasHealth(world, eid)) continue
      c.Energy.energy[eid] = (c.Energy.energy[eid] as number) - ACTION_COST
      acting++
      if (hasHealth(world, player)) decide(chase, eid)
    }
    if (acting === 0) return
    stepWorld(world, false)
    const stepped = logToEvents(world.log)
    events.bumps.push(...stepped.bumps)
    events.moves.push(...stepped.moves)
  }
}

/**
 * A monster's energy for the turn: its speed, or half of it while slowed (the turn counts down;
 * its last is told as a `slow-over` effect event).
 */
function gainEnergy(world: GameWorld, eid: number, events: TurnEvents): void {
  const { Energy, Health } = world.components
  const slowed = Energy.slowed[eid] as number
  const speed = Energy.speed[eid] as number
  Energy.energy[eid] = (Energy.energy[eid] as number) + (slowed > 0 ? speed >> 1 : speed)
  if (slowed === 0) return
  Energy.slowed[eid] = slowed - 1
  if (slowed > 1) return
  events.effects.push(
    placed(events, {
      effect: 'slow-over',
      source: eid,
      target: eid,
      kind: -1,
      amount: 0,
      hp: Health.hp[eid] as number,
    }),
  )
}

function decide(chase: MonstersTurn, eid: number): void {
  const { world, player } = chase
  const { Position, Mind, Hostile } = world.components
  const at = { x: Position.x[eid] as number, y: Position.y[eid] as number }
  const target = { x: Position.x[player] as number, y: Position.y[player] as number }
  const hostile = hasComponent(world, eid, Hostile)
  if ((Mind.state[eid] as number) === MindState.Confused && stumble(chase, eid, at)) return
  if ((Mind.state[eid] as number) === MindState.Asleep && !stir(chase, eid, at, target)) return
  const state = Mind.state[eid] as number
  if (hostile && inPlayerSight(world, eid)) {
    Mind.state[eid] = MindState.Hunting
    Mind.targetX[eid] = target.x
    Mind.targetY[eid] = target.y
    chase.towardMap()
    const kind = world.kinds.monsters[world.components.Monster.kind[eid] as number]
    if (kind?.say !== undefined && state !== MindState.Hunting) say(chase.events, kind.say, eid)
    const behaviour = behaviourOf(world, eid)
    if (behaviour === undefined) chase.hunt(eid)
    else behaviour.act(chase, eid)
  } else if (state === MindState.Hunting || state === MindState.Searching) {
    const goal = { x: Mind.targetX[eid] as number, y: Mind.targetY[eid] as number }
    const next = stepNearer(world.dungeon, at, goal)
    if (next === undefined) {
      Mind.state[eid] = MindState.Wandering
      Mind.timer[eid] = WANDER_TURNS
    } else {
      Mind.state[eid] = MindState.Searching
      stepTo(chase, eid, at, next)
    }
  } else if (state === MindState.Wandering) {
    const left = Mind.timer[eid] as number
    if (left === 0) {
      Mind.state[eid] = MindState.Resting
      return
    }
    Mind.timer[eid] = left - 1
    const [dx, dy] = DIRS_8[hash(world.seed, world.turn, eid) % 8] as readonly [number, number]
    world.components.MoveIntent.dx[eid] = dx
    world.components.MoveIntent.dy[eid] = dy
  }
}

/**
 * A sleeper's chance to wake: with the player in its sight within `WAKE_RADIUS`, `WAKE_CHANCE`
 * times in 100 (a draw of `noise`, nothing to save). True: it woke, and acts this very action.
 */
function stir(chase: MonstersTurn, eid: number, at: Point, target: Point): boolean {
  const { world } = chase
  if (!hasComponent(world, eid, world.components.Hostile) || !inPlayerSight(world, eid))
    return false
  const dx = target.x - at.x
  const dy = target.y - at.y
  if (dx * dx + dy * dy > WAKE_RADIUS * WAKE_RADIUS) return false
  if (hash(world.seed, world.turn, eid, WAKING) % 100 >= WAKE_CHANCE) return false
  world.components.Mind.state[eid] = MindState.Resting
  wakeLine(world, eid, chase.events)
  return true
}

/** Set apart from the monsters' other draws of `noise`. */
const WAKING = 0x5a5a_0000

/**
 * A confused monster's action: a step in a direction chosen by `noise`, striking whatever
 * creature stands there (friend or foe). With no turns of confusion left it comes to its senses
 * instead (`confusion-over`), resting, and acts as usual: false is returned.
 */
function stumble(chase: MonstersTurn, eid: number, at: Point): boolean {
  const { world } = chase
  const { Mind, Health, Fighter } = world.components
  const left = Mind.timer[eid] as number
  if (left === 0) {
    Mind.state[eid] = MindState.Resting
    chase.events.effects.push(
      placed(chase.events, {
        effect: 'confusion-over',
        source: eid,
        target: eid,
        kind: -1,
        amount: 0,
        hp: Health.hp[eid] as number,
      }),
    )
    return false
  }
  Mind.timer[eid] = left - 1
  const [dx, dy] = DIRS_8[hash(world.seed, world.turn, eid, left) % 8] as readonly [number, number]
  if (!canStep(world.dungeon, at.x, at.y, dx, dy)) return true
  const other = occupantAt(world, at.x + dx, at.y + dy)
  if (other !== 0) {
    if (hasComponent(world, other, Health) && hasComponent(world, eid, Fighter)) {
      strike(world, eid, other, chase.events)
    }
    return true
  }
  world.components.MoveIntent.dx[eid] = dx
  world.components.MoveIntent.dy[eid] = dy
  return true
}

/**
 * The step that brings a searcher nearest its goal (the octile distance, ties clockwise from
 * north), if one brings it nearer at all: where it last saw the player it had a clear line, so a
 * greedy step nearly always gets there, and it costs the same whatever the map's size. Undefined
 * on the goal, or when walls are in the way: the searcher gives up and wanders.
 */
function stepNearer(map: TileMap, at: Point, goal: Point): Point | undefined {
  let best = octile(at, goal)
  let next: Point | undefined
  for (const [dx, dy] of DIRS_8) {
    if (!canStep(map, at.x, at.y, dx, dy)) continue
    const to = { x: at.x + dx, y: at.y + dy }
    const left = octile(to, goal)
    if (left < best) {
      best = left
      next = to
    }
  }
  return next
}

/** Octile distance in half steps (a straight step 2, a diagonal 3), in integers. */
function octile(a: Point, b: Point): number {
  const dx = Math.abs(a.x - b.x)
  const dy = Math.abs(a.y - b.y)
  return 2 * Math.max(dx, dy) + Math.min(dx, dy)
}
