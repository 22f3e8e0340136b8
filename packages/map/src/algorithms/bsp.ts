import type { TileMap } from '../grid/tile-map.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import type { Rng } from '../random/rng.js'
import { carveRoom, makeRoom } from '../rooms/carve-room.js'
import type { RectangularRoom } from '../rooms/room.js'
import { carveTunnel } from '../rooms/tunnel.js'

/** A partition of the map: x, y, w, h in tiles; either a leaf with a room or two children. */
interface BspNode {
  x: number
  y: number
  w: number
  h: number
  left?: BspNode
  right?: BspNode
  room?: RectangularRoom
}

/**
 * The cookbook's BSP dungeon. The area inside the margin is split `iterations` times; a room is
 * carved in every leaf and, bottom-up, each pair of siblings is joined by a tunnel between a room
 * of one and a room of the other. Rooms come back left to right in tree order.
 *
 * Kept from the cookbook: the split direction (across the longer side once it is 1.25 times the
 * other, otherwise a coin), the split position `randint(min, size − min)`, a node that cannot
 * split stays a leaf, a round that splits nothing is tried again, and the room joined for a subtree
 * is one of its two halves' picked by a coin. Fixed: every leaf is at least `bspMinLeafSize`
 * tiles, which holds the smallest room, so every leaf gets one (and never a negative size); rooms
 * stay inside their leaf, walls included, so they stay inside the map and apart; room sizes follow
 * `roomMinSize … roomMaxSize`; `padding` leaves that many tiles between siblings.
 */
export function carveBsp(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
): RectangularRoom[] {
  const { margin, iterations } = options
  const root: BspNode = {
    x: margin,
    y: margin,
    w: map.width - 2 * margin,
    h: map.height - 2 * margin,
  }
  let frontier = [root]
  for (let round = 0; round < iterations; round++) {
    const next: BspNode[] = []
    for (const node of frontier) {
      if (split(node, options, rng)) next.push(node.left as BspNode, node.right as BspNode)
    }
    if (next.length > 0) frontier = next
  }
  createRooms(root, map, options, rng)
  const rooms: RectangularRoom[] = []
  collectRooms(root, rooms)
  return rooms
}

function split(node: BspNode, options: ResolvedDungeonOptions, rng: Rng): boolean {
  const { bspMinLeafSize: min, padding } = options
  const { x, y, w, h } = node
  // 4w ≥ 5h is w / h ≥ 1.25 without a division.
  let horizontal: boolean
  if (w > h && 4 * w >= 5 * h) horizontal = false
  else if (h > w && 4 * h >= 5 * w) horizontal = true
  else horizontal = rng.chance(0.5)

  // The padding is a gap between the two halves, taken out before the split.
  const size = (horizontal ? h : w) - padding
  const largest = size - min
  if (largest <= min) return false
  const at = rng.int(min, largest)
  if (horizontal) {
    node.left = { x, y, w, h: at }
    node.right = { x, y: y + at + padding, w, h: size - at }
  } else {
    node.left = { x, y, w: at, h }
    node.right = { x: x + at + padding, y, w: size - at, h }
  }
  return true
}

function createRooms(node: BspNode, map: TileMap, options: ResolvedDungeonOptions, rng: Rng): void {
  const { left, right } = node
  if (left && right) {
    createRooms(left, map, options, rng)
    createRooms(right, map, options, rng)
    const a = pickRoom(left, rng)
    const b = pickRoom(right, rng)
    carveTunnel(map, a.center, b.center, options.tunnel, rng)
    return
  }
  // A leaf: the room's box, walls included, lies inside the leaf.
  const { roomMinSize, roomMaxSize, roomShape } = options
  const w = rng.int(roomMinSize, Math.min(roomMaxSize, node.w - 1))
  const h = rng.int(roomMinSize, Math.min(roomMaxSize, node.h - 1))
  const x = node.x + rng.int(0, node.w - 1 - w)
  const y = node.y + rng.int(0, node.h - 1 - h)
  const room = makeRoom(x, y, w, h, roomShape, rng)
  carveRoom(map, room)
  node.room = room
}

/** The cookbook's `get_room`: a leaf's room, or one of the two halves' picked by a coin. */
function pickRoom(node: BspNode, rng: Rng): RectangularRoom {
  if (node.room) return node.room
  const a = pickRoom(node.left as BspNode, rng)
  const b = pickRoom(node.right as BspNode, rng)
  return rng.int(0, 1) === 0 ? a : b
}

function collectRooms(node: BspNode, rooms: RectangularRoom[]): void {
  if (node.room) rooms.push(node.room)
  if (node.left) collectRooms(node.left, rooms)
  if (node.right) collectRooms(node.right, rooms)
}
