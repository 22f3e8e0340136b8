import { canStep, isWalkable, Tile } from '@delve/map'
import { checkInteger } from '../checks.js'
import { EntityError } from '../errors.js'
import { hasHealth } from '../turns/combat.js'
import { checkPlayer } from '../turns/turn.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { stop, type WalkDecision } from './decision.js'
import { monsterStop } from './monster-stop.js'
import { itemUnder, monsterInView, nearestMonsterInView } from './stops.js'

/**
 * Whether a run (shift + a direction) goes on after a step by (dx, dy): the caller takes the
 * first step itself, then asks before each next one. It stops with a monster in view, on an item,
 * on a door, on entering a junction or a room from a corridor (more than two ways on where the
 * last tile had two at most), and where the way ahead is shut, unless a corridor turns: then the
 * step follows the bend (the caller runs on in the direction returned).
 */
export function runStep(world: GameWorld, player: number, dx: number, dy: number): WalkDecision {
  const fn = 'runStep'
  checkWorld(fn, world)
  checkPlayer(fn, world, player, true)
  checkInteger(fn, 'dx', dx, -1, 1, EntityError)
  checkInteger(fn, 'dy', dy, -1, 1, EntityError)
  if (dx === 0 && dy === 0) {
    throw new EntityError(
      fn,
      'dy',
      dy,
      '-1 or 1 when dx is 0: a run goes somewhere, dx and dy not both 0',
    )
  }
  if (!hasHealth(world, player)) return stop('dead')
  if (monsterInView(world)) return monsterStop(world, player, nearestMonsterInView(world, player))
  if (itemUnder(world, player)) return stop('item')
  const { Position } = world.components
  const x = Position.x[player] as number
  const y = Position.y[player] as number
  const { dungeon } = world
  if (dungeon.tiles[y * dungeon.width + x] === Tile.Door) return stop('door')
  const ways = waysOn(world, x, y)
  if (ways > 2 && waysOn(world, x - dx, y - dy) <= 2) return stop('junction')
  if (open(world, x, y, dx, dy)) return { kind: 'step', dx, dy }
  if (ways !== 2 || (dx !== 0 && dy !== 0)) return stop('blocked')
  // A corridor's bend: the one cardinal way on that is not the way back.
  for (const [tx, ty] of CARDINAL) {
    if ((tx === -dx && ty === -dy) || !open(world, x, y, tx, ty)) continue
    return { kind: 'step', dx: tx, dy: ty }
  }
  return stop('blocked')
}

const CARDINAL = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const

/** Walkable cardinal neighbours of (x, y): 2 in a corridor, more at a junction or in a room. */
function waysOn(world: GameWorld, x: number, y: number): number {
  const { width, height, tiles } = world.dungeon
  let ways = 0
  for (const [tx, ty] of CARDINAL) {
    const nx = x + tx
    const ny = y + ty
    if (
      nx >= 0 &&
      ny >= 0 &&
      nx < width &&
      ny < height &&
      isWalkable(tiles[ny * width + nx] as number)
    ) {
      ways++
    }
  }
  return ways
}

function open(world: GameWorld, x: number, y: number, dx: number, dy: number): boolean {
  return (
    canStep(world.dungeon, x, y, dx, dy) &&
    world.occupancy[(y + dy) * world.dungeon.width + x + dx] === 0
  )
}
