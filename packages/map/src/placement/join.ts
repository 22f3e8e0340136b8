import type { Point } from '../grid/point.js'
import { LOCKED_DOOR, Tile } from '../grid/tile.js'
import { drawInt, remainder } from '../random/draw.js'
import { keptOutTunnel } from '../rooms/keep-out.js'
import { Role } from '../vaults/orient.js'
import type { Box, RoomBox, Site } from './site.js'
import type { Stamped } from './stamp.js'

/**
 * Joins each entrance of the vault in box `own` to the level by a corridor through rock (and
 * the vault's own spaces), never into another box or over the map's border, to the nearest
 * walkable or locked tile outside every box, its rock dug to floor (and listed in
 * `placed.dug`). The corridor runs straight from the entrance when one of the four ways meets
 * the level (the shortest such, north, east, south, west on a tie); else a breadth-first search
 * finds a shortest one. An entrance already beside the level digs nothing. False when an
 * entrance cannot be reached: nothing is put back here, the caller takes the vault back.
 */
export function joinEntrances(site: Site, own: number, placed: Stamped): boolean {
  for (const entrance of placed.entrances) {
    if (!straight(site, own, placed, entrance) && !joinOne(site, own, placed, entrance)) {
      return false
    }
  }
  return true
}

/**
 * Joins each entrance of a vault laid before the rooms (box `own`; `boxes` the laid vaults'
 * boxes with their rings, as kept out of) to the room whose centre is nearest: out through its
 * ring, then a tunnel that keeps out of every vault (`keptOutTunnel`). An entrance inside the box,
 * or facing the border too closely, is joined as `joinEntrances` joins one. False when one
 * cannot be joined.
 */
export function joinLaid(
  site: Site,
  own: number,
  placed: Stamped,
  boxes: readonly number[],
): boolean {
  const box = site.boxes[own]
  if (box === undefined) return false
  const { width, height, tiles } = site.map
  for (const entrance of placed.entrances) {
    const way = wayOut(box, entrance)
    const dx = way === 1 ? 1 : way === 3 ? -1 : 0
    const dy = way === 2 ? 1 : way === 0 ? -1 : 0
    // The tile beyond the ring, where the tunnel starts.
    const x = entrance.x + 2 * dx
    const y = entrance.y + 2 * dy
    const onEdge =
      (way === 0 && entrance.y === box.y) ||
      (way === 1 && entrance.x === box.x + box.width - 1) ||
      (way === 2 && entrance.y === box.y + box.height - 1) ||
      (way === 3 && entrance.x === box.x)
    const room = nearestRoom(site.rooms, x, y)
    if (!onEdge || room === undefined || x < 1 || y < 1 || x > width - 2 || y > height - 2) {
      if (!straight(site, own, placed, entrance) && !joinOne(site, own, placed, entrance)) {
        return false
      }
      continue
    }
    const cx = (room.x1 + room.x2) >> 1
    const cy = (room.y1 + room.y2) >> 1
    // Straight on first, away from the vault, where the way allows.
    if (!keptOutTunnel(site.map, boxes, x, y, cx, cy, dx !== 0, true)) return false
    const ring = (entrance.y + dy) * width + entrance.x + dx
    tiles[ring] = Tile.Floor
    placed.dug.push(ring)
  }
  return true
}

/** The room whose centre is nearest (x, y) (the first on a tie), or undefined when none. */
function nearestRoom(rooms: readonly RoomBox[], x: number, y: number): RoomBox | undefined {
  let best: RoomBox | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (let r = 0; r < rooms.length; r++) {
    const room = rooms[r] as RoomBox
    const dx = ((room.x1 + room.x2) >> 1) - x
    const dy = ((room.y1 + room.y2) >> 1) - y
    const distance = dx * dx + dy * dy
    if (distance < bestDistance) {
      best = room
      bestDistance = distance
    }
  }
  return best
}

/**
 * What a corridor of the vault in box `own` reads of a tile: `FREE`, walkable or locked outside
 * every box (the level, where it may end); `DIG`, rock it may dig (outside every box, or a space
 * of its own box); `BLOCKED`, anything else: one answer from the owner marks and the roles, for
 * every tile the searches look at.
 */
const FREE = 0
const DIG = 1
const BLOCKED = 2

/** `FREE`, `DIG` or `BLOCKED` for tile `i` (see above), of box `own` `boxWidth` wide. */
function corridorTile(
  site: Site,
  placed: Stamped,
  own: number,
  boxWidth: number,
  i: number,
): number {
  const owner = site.ownerOf(i)
  const code = site.map.tiles[i] as number
  // Passable: every code from floor to the locked door.
  const passable = code !== Tile.Wall && code <= LOCKED_DOOR
  if (owner === -1) return passable ? FREE : DIG
  if (owner !== own || passable) return BLOCKED
  const { width } = site.map
  const x = i % width
  const k = ((i - x) / width - placed.y) * boxWidth + (x - placed.x)
  return placed.roles[k] === Role.Space ? DIG : BLOCKED
}

/**
 * The straight corridor from an entrance, when one way meets the level; true when dug. The way
 * out of the box at the entrance is looked along first: it is most often the shortest, and then
 * the others are only looked along as far (one tile more for a way before it, which wins a tie).
 */
function straight(site: Site, own: number, placed: Stamped, entrance: Point): boolean {
  const { width, height, tiles } = site.map
  const box = site.boxes[own]
  if (box === undefined) return false
  let best = Number.POSITIVE_INFINITY
  let bestWay = -1
  const first = wayOut(box, entrance)
  const at = entrance.y * width + entrance.x
  for (let n = 0; n < 4; n++) {
    const way = (first + n) % 4
    // How far the map's border lets it go (a corridor stays off the border), and the step.
    const room =
      way === 0
        ? entrance.y - 1
        : way === 1
          ? width - 2 - entrance.x
          : way === 2
            ? height - 2 - entrance.y
            : entrance.x - 1
    const step = stepOf(way, width)
    const limit = Math.min(way < bestWay ? best + 1 : best, room + 1)
    for (let k = 1, i = at + step; k < limit; k++, i += step) {
      const tile = corridorTile(site, placed, own, box.width, i)
      if (tile === FREE) {
        best = k
        bestWay = way
        break
      }
      if (tile === BLOCKED) break
    }
  }
  if (bestWay < 0) return false
  const step = stepOf(bestWay, width)
  for (let k = 1, i = at + step; k < best; k++, i += step) {
    tiles[i] = Tile.Floor
    placed.dug.push(i)
  }
  return true
}

/** The index step of a way (0 … 3: N, E, S, W) on a map `width` wide. */
function stepOf(way: number, width: number): number {
  return way === 0 ? -width : way === 1 ? 1 : way === 2 ? width : -1
}

/** The way (0 … 3: N, E, S, W) out of the box at an entrance on its edge; N for one inside. */
function wayOut(box: Box, entrance: Point): number {
  if (entrance.y === box.y) return 0
  if (entrance.x === box.x + box.width - 1) return 1
  if (entrance.y === box.y + box.height - 1) return 2
  if (entrance.x === box.x) return 3
  return 0
}

/**
 * The most tiles a search looks at for one entrance: a level whose floor lies farther off than
 * this allows (a huge, nearly empty map) keeps the cost bounded; the vault goes elsewhere.
 */
const MOST_SEARCHED = 4096

/** The way back from a tile the search entered: 1 … 4 the step N, E, S, W it came by. */
const FROM_START = 5

/** The most tiles a search queues: each of the `MOST_SEARCHED` it looks at queues up to four. */
const MOST_QUEUED = 1 + 4 * MOST_SEARCHED

function joinOne(site: Site, own: number, placed: Stamped, entrance: Point): boolean {
  const { width, height, tiles } = site.map
  const box = site.boxes[own]
  if (box === undefined) return false
  const came = site.scratch()
  const queue = site.queue(MOST_QUEUED)
  let queued = 0
  const first = entrance.y * width + entrance.x
  queue[queued++] = first
  came[first] = FROM_START
  // The search stays off the border: columns 1 … width − 2, rows 1 … height − 2.
  const lowest = width
  const highest = (height - 1) * width
  let found = -1
  for (let head = 0; head < queued && head < MOST_SEARCHED && found < 0; head++) {
    const at = queue[head] as number
    const column = at % width
    for (let k = 0; k < 4; k++) {
      let n: number
      if (k === 0) n = at - width
      else if (k === 1) n = column < width - 2 ? at + 1 : -1
      else if (k === 2) n = at + width
      else n = column > 1 ? at - 1 : -1
      if (n < lowest || n >= highest || came[n] !== 0) continue
      const tile = corridorTile(site, placed, own, box.width, n)
      if (tile === FREE) {
        found = at
        break
      }
      if (tile === DIG) {
        came[n] = k + 1
        queue[queued++] = n
      }
    }
  }
  // Dig back from the tile beside the level to the entrance, which is floor already.
  for (let t = found; t >= 0 && came[t] !== FROM_START; ) {
    tiles[t] = Tile.Floor
    placed.dug.push(t)
    const k = (came[t] as number) - 1
    t -= k === 0 ? -width : k === 1 ? 1 : k === 2 ? width : -1
  }
  // Leave the scratch all zeros for the next search.
  for (let q = 0; q < queued; q++) came[queue[q] as number] = 0
  return found >= 0
}

/** Random tiles tried for a key before every candidate is counted. */
const KEY_SAMPLES = 64

/**
 * A tile for a vault's key: floor outside every box (so never behind a lock: every such tile is
 * reachable from the start without passing one), not the start nor another key. A few random
 * tiles are tried (half of them in rooms), then every candidate is counted and one drawn;
 * undefined when there is none.
 * The tile is kept clear of later vaults as a box of its own.
 */
export function placeKey(site: Site): Point | undefined {
  const { width, tiles } = site.map
  const start = site.start.y * width + site.start.x
  const ok = (i: number) =>
    tiles[i] === Tile.Floor && i !== start && site.ownerAt(i % width, Math.floor(i / width)) === -1
  const { rng, rooms } = site
  let found = -1
  for (let s = 0; s < KEY_SAMPLES && found < 0; s++) {
    let i: number
    if (rooms.length > 0 && s % 2 === 0) {
      // Half the tries inside a random room, where a sparse level has its floor.
      const r = rng.next()
      const room = rooms[remainder(r, rooms.length)] as RoomBox
      const across = room.x2 - room.x1 - 1
      const along = (r >>> 8) % Math.max(1, across * (room.y2 - room.y1 - 1))
      i = (room.y1 + 1 + Math.floor(along / across)) * width + room.x1 + 1 + (along % across)
      if (across < 1 || i < 0 || i >= tiles.length) continue
    } else {
      i = drawInt(rng, 0, tiles.length - 1)
    }
    if (ok(i)) found = i
  }
  if (found < 0) {
    let count = 0
    for (let i = 0; i < tiles.length; i++) if (ok(i)) count++
    if (count === 0) return undefined
    let n = drawInt(rng, 0, count - 1)
    for (let i = 0; i < tiles.length && found < 0; i++) if (ok(i) && n-- === 0) found = i
  }
  const key = { x: found % width, y: Math.floor(found / width) }
  site.addBox({ x: key.x, y: key.y, width: 1, height: 1, glyphs: null })
  return key
}
