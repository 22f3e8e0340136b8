import { inBounds, type Point, pointToIndex } from '@delve/map'
import { hasComponent } from 'bitecs'
import { checkInteger, checkNumber, checkPoint, isRecord } from '../checks.js'
import { ArgumentTypeError, EntityError } from '../errors.js'
import { type MessageParams, refusal } from '../events/messages.js'
import type { Refusal } from '../events/turn-events.js'
import type { GameWorld, ItemKindInfo } from '../world/game-world.js'
import { checkWorld, standing } from '../world/internals.js'
import { checkPlaced, occupantAt } from '../world/queries.js'
import { flight } from './line-path.js'

/**
 * Who a use reaches, or why it cannot be aimed so; for a `line` use, also the tiles its line
 * crosses (`path`, from beside the user to where it stops).
 */
export type Aim = { affected: number[]; path?: Point[]; refused?: undefined } | { refused: Refusal }

/**
 * Who a use of an item of `kind` by `user`, aimed at `target`, would reach (by the kind's
 * `use.targets`), or why it is refused: nothing happens either way. `playTurn` asks this before
 * running an effect; a client asks it while the player aims, to highlight what would be hit.
 * "In sight" is the player's view, `world.vision`.
 */
export function aimItem(world: GameWorld, user: number, kind: number, target?: Point): Aim {
  const fn = 'aimItem'
  checkWorld(fn, world)
  checkPlaced(fn, 'user', world, user)
  checkInteger(fn, 'kind', kind, 0, world.kinds.items.length - 1, EntityError)
  return aim(fn, 'target', world, user, kind, target)
}

/**
 * `aimItem` for `fn`, whose `argument` is the target (`playTurn`'s `action.target`): a placed
 * user and a kind of the world the caller vouches for; the target is checked when the kind
 * wants one (a self or nearest item ignores it).
 */
export function aim(
  fn: string,
  argument: string,
  world: GameWorld,
  user: number,
  kind: number,
  target: Point | undefined,
): Aim {
  const info = world.kinds.items[kind] as Readonly<ItemKindInfo>
  const { use } = info
  if (!use) return refuse(world, 'not-usable', 'not-usable-kind', { name: info.name })
  const { Position } = world.components
  const from = { x: Position.x[user] as number, y: Position.y[user] as number }
  const range = use.range ?? 0
  if (use.targets === 'self') return { affected: [user] }
  if (use.targets === 'nearest') {
    const foe = nearestHostile(world, from, range)
    if (foe === 0) return refuse(world, 'no-target', 'no-enemy-near')
    return { affected: [foe] }
  }
  if (target === undefined)
    return refuse(world, 'needs-target', 'needs-target', { name: info.name })
  checkTarget(fn, argument, world, target)
  if (world.vision.visible[pointToIndex(world.dungeon, target)] !== 1) {
    return refuse(world, 'out-of-sight')
  }
  if (distance2(from, target) > range * range) return refuse(world, 'out-of-range')
  if (use.targets === 'line') {
    if (target.x === from.x && target.y === from.y) {
      return refuse(world, 'self-target')
    }
    return flight(world, from, target, range, use.bolt === true)
  }
  if (use.targets === 'creature') {
    const who = occupantAt(world, target.x, target.y)
    if (who === user) return refuse(world, 'self-target')
    if (who === 0 || !hasComponent(world, who, world.components.Health)) {
      return refuse(world, 'no-target', 'no-one-there')
    }
    return { affected: [who] }
  }
  const radius = use.radius ?? 0
  return { affected: creaturesNear(world, target, radius) }
}

/** Every living creature within `radius` of `at` (dx² + dy² ≤ radius²), in ascending id. */
export function creaturesWithin(world: GameWorld, at: Point, radius: number): number[] {
  const fn = 'creaturesWithin'
  checkWorld(fn, world)
  checkPoint(fn, 'at', at)
  checkNumber(fn, 'radius', radius, 0, Number.POSITIVE_INFINITY)
  return creaturesNear(world, at, radius)
}

function creaturesNear(world: GameWorld, at: Point, radius: number): number[] {
  const { Position } = world.components
  const found: number[] = []
  for (const eid of standing(world, 'creatures')) {
    const p = { x: Position.x[eid] as number, y: Position.y[eid] as number }
    if (distance2(p, at) <= radius * radius) found.push(eid)
  }
  return found.sort((a, b) => a - b)
}

/** The hostile creature in sight nearest `from` within `range` (ties: the lowest id), or 0. */
function nearestHostile(world: GameWorld, from: Point, range: number): number {
  const { Position } = world.components
  const { visible } = world.vision
  let best = 0
  let bestDistance = range * range + 1
  for (const eid of standing(world, 'foes')) {
    const p = { x: Position.x[eid] as number, y: Position.y[eid] as number }
    if (visible[pointToIndex(world.dungeon, p)] !== 1) continue
    const d = distance2(p, from)
    if (d < bestDistance || (d === bestDistance && eid < best)) {
      best = eid
      bestDistance = d
    }
  }
  return best
}

/** A tile of the map: an `ArgumentTypeError` for what is no point, an `EntityError` for one off it. */
function checkTarget(fn: string, argument: string, world: GameWorld, target: unknown): void {
  const { width, height } = world.dungeon
  const tile = `a tile {x, y} of the ${width}×${height} map`
  if (!isRecord(target)) throw new ArgumentTypeError(fn, argument, target, tile)
  const { x, y } = target
  if (
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    !inBounds(world.dungeon, x as number, y as number)
  ) {
    throw new EntityError(fn, argument, target, tile)
  }
}

function distance2(a: Point, b: Point): number {
  const dx = a.x - b.x
  const dy = a.y - b.y
  return dx * dx + dy * dy
}

function refuse(world: GameWorld, code: string, key?: string, params?: MessageParams): Aim {
  return { refused: refusal(world.kinds.messages, code, key, params) }
}
