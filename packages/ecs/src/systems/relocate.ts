import { inBounds, isWalkable, type Point, type Rng } from '@delve/map'
import { hasComponent } from 'bitecs'
import { checkFunction, checkLists, checkOptions, isRecord } from '../checks.js'
import { EntityError } from '../errors.js'
import { refusal } from '../events/messages.js'
import type { MoveEvent } from '../events/step-events.js'
import type { Refusal } from '../events/turn-events.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, internals } from '../world/internals.js'
import { draw } from '../world/noise.js'
import { checkPlaced } from '../world/queries.js'
import { cancelPendingMoves } from '../world/scratch.js'
import { updateView } from './visibility.js'

/** Where a move made outside a step is recorded: a turn's events (`use.events`) or a step's. */
export interface MovesRecord {
  moves: MoveEvent[]
}

/**
 * Puts `eid` on tile `to` at once, outside a step, as an effect moves a creature (a blink, a
 * push): `occupancy` follows a blocker, the player's view is seen again from the new tile (as after
 * a step), moves the systems approved but have not applied are forgotten, and the move is added
 * to `events.moves` when given. A wall (`wall`) or, for a blocker, another blocker's tile
 * (`occupied`) is refused, changing nothing; a non-blocker (an item, a corpse) may share a tile.
 * Moving onto its own tile does nothing. An `EntityError` for an unknown entity, one with no
 * `Position` (a carried item) or a `to` that is not a tile of the map.
 */
export function moveEntity(
  world: GameWorld,
  eid: number,
  to: Point,
  events?: MovesRecord,
): Refusal | undefined {
  checkWorld('moveEntity', world)
  return relocate('moveEntity', world, eid, to, events)
}

/** `moveEntity` for `fn` (`teleport` moves to a tile it is told through it), in a checked world. */
function relocate(
  fn: string,
  world: GameWorld,
  eid: number,
  to: Point,
  events: MovesRecord | undefined,
): Refusal | undefined {
  checkPlaced(fn, 'eid', world, eid)
  const { BlocksMovement } = world.components
  const { dungeon, occupancy } = world
  const argument = fn === 'moveEntity' ? 'to' : 'options.to'
  const { x, y } = (isRecord(to) ? to : {}) as Partial<Point>
  if (
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    !inBounds(dungeon, x as number, y as number)
  ) {
    throw new EntityError(
      fn,
      argument,
      to,
      `a tile {x, y} of the ${dungeon.width}×${dungeon.height} map`,
    )
  }
  checkMovesRecord(fn, events)
  const index = (y as number) * dungeon.width + (x as number)
  if (!isWalkable(dungeon.tiles[index] as number)) {
    return refusal(world.kinds.messages, 'wall')
  }
  const blocks = hasComponent(world, eid, BlocksMovement)
  const other = occupancy[index] as number
  if (blocks && other !== 0 && other !== eid) {
    return refusal(world.kinds.messages, 'occupied')
  }
  place(world, eid, index, blocks, events)
  return undefined
}

/** How `teleport` chooses. */
export interface TeleportOptions {
  /** The tile to land on; without it, a free walkable tile other than its own, at random. */
  to?: Point
  /**
   * Where the random tile is drawn from (one draw); default the world's own chance (`roll`), which
   * a snapshot saves, so a replayed or restored game lands on the same tile.
   */
  rng?: Rng
  /** The turn's events, where the move is recorded (an effect passes `use.events`). */
  events?: MovesRecord
}

/**
 * Moves `eid` to `options.to`, as `moveEntity` does, or to a walkable tile drawn at random among
 * those it could stand on (for a blocker, none held by another blocker; never its own tile).
 * Refused as `no-room` when there is none. Each such tile is as likely as the others.
 */
export function teleport(
  world: GameWorld,
  eid: number,
  options: TeleportOptions = {},
): Refusal | undefined {
  const fn = 'teleport'
  checkWorld(fn, world)
  const { to, rng, events } = checkOptions(
    fn,
    options,
    'an object { to?, rng?, events? }',
  ) as TeleportOptions
  if (to !== undefined) return relocate(fn, world, eid, to, events)
  checkPlaced(fn, 'eid', world, eid)
  const { Position, BlocksMovement } = world.components
  if (rng !== undefined) {
    checkFunction(
      fn,
      'options.rng.int',
      (rng as Partial<Rng> | null)?.int,
      'an Rng from createRng, with its int(min, max)',
    )
  }
  checkMovesRecord(fn, events)
  const { dungeon, occupancy } = world
  const { tiles, width } = dungeon
  const here = (Position.y[eid] as number) * width + (Position.x[eid] as number)
  const blocks = hasComponent(world, eid, BlocksMovement)
  const open = (i: number) =>
    i !== here && isWalkable(tiles[i] as number) && (!blocks || occupancy[i] === 0)
  let count = 0
  for (let i = 0; i < tiles.length; i++) if (open(i)) count++
  if (count === 0) return refusal(world.kinds.messages, 'no-room')
  let left = rng ? rng.int(0, count - 1) : draw(world, count)
  for (let i = 0; i < tiles.length; i++) {
    if (!open(i)) continue
    if (left-- === 0) {
      place(world, eid, i, blocks, events)
      break
    }
  }
  return undefined
}

/** The move itself, checked already: the position, the grid, the view and the record. */
function place(
  world: GameWorld,
  eid: number,
  index: number,
  blocks: boolean,
  events: MovesRecord | undefined,
): void {
  const { Position } = world.components
  const { width } = world.dungeon
  const fromX = Position.x[eid] as number
  const fromY = Position.y[eid] as number
  const x = index % width
  const y = (index - x) / width
  if (x === fromX && y === fromY) return
  if (blocks) {
    const from = fromY * width + fromX
    if (world.occupancy[from] === eid) world.occupancy[from] = 0
    world.occupancy[index] = eid
  }
  Position.x[eid] = x
  Position.y[eid] = y
  cancelPendingMoves(internals(world).scratch)
  updateView(world)
  events?.moves.push({ eid, fromX, fromY, x, y })
}

const MOVES = ['moves'] as const

/** `events`, when given, must have a `moves` list to record the move in (checked before it). */
function checkMovesRecord(fn: string, events: unknown): void {
  if (events === undefined) return
  const argument = fn === 'moveEntity' ? 'events' : 'options.events'
  checkLists(
    fn,
    argument,
    events,
    MOVES,
    "a record of moves: a turn's events (use.events) or a step's",
  )
}
