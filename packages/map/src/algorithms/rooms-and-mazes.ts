import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { connectRegions } from '../maze/connect-regions.js'
import { removeDeadEnds } from '../maze/dead-ends.js'
import { growMazes } from '../maze/grow-maze.js'
import { createMazeGrid, markCells } from '../maze/maze-grid.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import { BitPool } from '../random/bit-pool.js'
import type { Rng } from '../random/rng.js'
import { RectangularRoom } from '../rooms/room.js'
import { RoomGrid } from '../rooms/room-grid.js'

/**
 * Bob Nystrom's "Rooms and Mazes". Rooms are placed first: each of `maxRooms` attempts draws a
 * width, a height, then x and y (each from the fewest bits of a 32-bit draw that hold its range,
 * again when too big), and is skipped if it meets an earlier room (grown by `padding`).
 * Rooms are aligned to a grid of cells two tiles apart, so their walls lie between cells: sides
 * are even (a drawn side in `roomMinSize … roomMaxSize` is `2 × randint(⌈min/2⌉, ⌊max/2⌋)`, or
 * `roomMinSize − 1` when that range holds no even number) and corners lie at even steps from the
 * margin. The cells left are filled with mazes (`growMazes`, turning by `mazeWinding`), every
 * room and maze is joined through one-tile connectors (`connectRegions`: a random spanning tree,
 * plus `mazeExtraConnectors` % of the rest, for loops) and dead ends are filled in
 * (`removeDeadEnds`), leaving the rooms and the winding corridors between them. The first attempt
 * always fits, so there is at least one room; a lone room of one tile gets the tile beside it,
 * so that its stairs have two tiles. With an even area inside the margin, its last column or row
 * stays rock.
 */
export function carveRoomsAndMazes(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
): RectangularRoom[] {
  const { width: W, height: H, tiles } = map
  const { maxRooms, roomMinSize, roomMaxSize, margin, padding } = options
  const area = { x1: margin + 1, y1: margin + 1, x2: W - 2 - margin, y2: H - 2 - margin }
  const grid = createMazeGrid(map, area)

  const low = (roomMinSize + 1) >> 1
  const high = roomMaxSize >> 1
  const smallest = low <= high ? 2 * low : roomMinSize - 1
  const mostRooms = Math.min(maxRooms, Math.ceil((W * H) / ((smallest + 1) * (smallest + 1))))
  const kept = new RoomGrid(W, H, roomMaxSize + 1, mostRooms)
  const rooms: RectangularRoom[] = []
  // Each draw takes the fewest bits that hold its range from a 32-bit draw, again when too big.
  const bits = new BitPool(rng)
  for (let attempt = 0; attempt < maxRooms; attempt++) {
    const w = low <= high ? 2 * (low + bits.below(high - low + 1)) : smallest
    const h = low <= high ? 2 * (low + bits.below(high - low + 1)) : smallest
    const x = margin + 2 * bits.below(((W - 1 - 2 * margin - w) >> 1) + 1)
    const y = margin + 2 * bits.below(((H - 1 - 2 * margin - h) >> 1) + 1)
    if (kept.hits(x - padding, y - padding, x + w + padding, y + h + padding)) continue
    kept.add(x, y, x + w, y + h)
    rooms.push(new RectangularRoom(x, y, w, h))
    // Rows of a few tiles: a plain loop beats the call into `fill`.
    for (let row = y + 1; row < y + h; row++) {
      for (let i = row * W + x + 1, end = row * W + x + w; i < end; i++) tiles[i] = Tile.Floor
    }
    markCells(grid, x + 1, y + 1, x + w - 1, y + h - 1, rooms.length)
  }

  const roomCount = rooms.length
  const end = growMazes(map, grid, roomCount + 1, options.mazeWinding, rng)
  connectRegions(map, grid, end - 1, options.mazeExtraConnectors, rng)
  removeDeadEnds(map, grid, roomCount)
  if (roomCount === 1) openLoneTile(map, rooms[0] as RectangularRoom, area)
  return rooms
}

/** A room of one tile with no way out: floor on the first of its E, S, W, N neighbours in the area. */
function openLoneTile(
  map: TileMap,
  room: RectangularRoom,
  area: { x1: number; y1: number; x2: number; y2: number },
): void {
  if (room.width !== 2 || room.height !== 2) return
  const { width: W, tiles } = map
  const { x, y } = room.center
  const i = y * W + x
  if (tiles[i - W] || tiles[i + 1] || tiles[i + W] || tiles[i - 1]) return
  if (x + 1 <= area.x2) tiles[i + 1] = Tile.Floor
  else if (y + 1 <= area.y2) tiles[i + W] = Tile.Floor
  else if (x - 1 >= area.x1) tiles[i - 1] = Tile.Floor
  else tiles[i - W] = Tile.Floor
}
