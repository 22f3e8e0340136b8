import type { TileMap } from '../grid/tile-map.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import type { Rng } from '../random/rng.js'
import { carveRoom, makeRoom } from '../rooms/carve-room.js'
import { type KeepOut, meetsKeepOut, tunnelKeepingOut } from '../rooms/keep-out.js'
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
 *
 * With `keepOut` (L tunnels only), a leaf's room that meets one of its boxes is moved (its
 * corner drawn again, `KEEP_OUT_TRIES` times at most) or left out, a subtree without rooms is
 * not joined, and a tunnel goes round the boxes (`keptOutTunnel`).
 */
export function carveBsp(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
  keepOut?: KeepOut,
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
  createRooms(root, map, options, rng, keepOut)
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

/** Corners drawn for a leaf's room that meets a box kept out of, before the leaf goes without. */
const KEEP_OUT_TRIES = 4

function createRooms(
  node: BspNode,
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
  keepOut: KeepOut | undefined,
): void {
  const { left, right } = node
  if (left && right) {
    createRooms(left, map, options, rng, keepOut)
    createRooms(right, map, options, rng, keepOut)
    const a = pickRoom(left, rng)
    const b = pickRoom(right, rng)
    // Both halves have rooms but where a box kept out of left one without.
    if (a === undefined || b === undefined) return
    if (keepOut === undefined) {
      carveTunnel(map, a.center, b.center, options.tunnel, rng)
      return
    }
    // The coin `carveTunnel` flips for an L.
    const from = a.center
    const to = b.center
    tunnelKeepingOut(map, keepOut, from.x, from.y, to.x, to.y, rng.chance(0.5))
    return
  }
  // A leaf: the room's box, walls included, lies inside the leaf.
  const { roomMinSize, roomMaxSize, roomShape } = options
  const w = rng.int(roomMinSize, Math.min(roomMaxSize, node.w - 1))
  const h = rng.int(roomMinSize, Math.min(roomMaxSize, node.h - 1))
  let x = node.x + rng.int(0, node.w - 1 - w)
  let y = node.y + rng.int(0, node.h - 1 - h)
  if (keepOut !== undefined) {
    for (let t = 0; meetsKeepOut(keepOut.boxes, x, y, x + w, y + h); t++) {
      if (t === KEEP_OUT_TRIES) return
      x = node.x + rng.int(0, node.w - 1 - w)
      y = node.y + rng.int(0, node.h - 1 - h)
    }
  }
  const room = makeRoom(x, y, w, h, roomShape, rng)
  carveRoom(map, room)
  node.room = room
}

/**
 * The cookbook's `get_room`: a leaf's room, or one of the two halves' picked by a coin (the one
 * there is, with no coin, when a box kept out of left the other without rooms; undefined when
 * neither has any).
 */
function pickRoom(node: BspNode, rng: Rng): RectangularRoom | undefined {
  if (node.room) return node.room
  if (node.left === undefined || node.right === undefined) return undefined
  const a = pickRoom(node.left, rng)
  const b = pickRoom(node.right, rng)
  if (a === undefined || b === undefined) return a ?? b
  return rng.int(0, 1) === 0 ? a : b
}

function collectRooms(node: BspNode, rooms: RectangularRoom[]): void {
  if (node.room) rooms.push(node.room)
  if (node.left) collectRooms(node.left, rooms)
  if (node.right) collectRooms(node.right, rooms)
}
