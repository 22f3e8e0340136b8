import type { Point } from '../grid/point.js'
import { isWalkable, Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { CircularRoom, type RectangularRoom } from './room.js'

/**
 * Puts a `Door` where a corridor enters a room, and lists each room's doors (reading order).
 * A door is a floor tile of a rectangular room's wall, not a corner, that is a one-tile gap: the
 * tiles on either side of it along the wall are rock, and the tiles across the wall (one inside
 * the room, one outside it) are walkable. A wider opening (a corridor running along the wall, or
 * two corridors side by side) stays open floor, and stairs are never turned into doors. Round
 * rooms get none: their edge is not a straight wall. Touches only the rooms' walls, so the cost
 * is the sum of their perimeters, and a room with no door keeps the shared empty list.
 */
export function placeDoors(map: TileMap, rooms: readonly RectangularRoom[]): void {
  for (const room of rooms) {
    if (room instanceof CircularRoom) continue
    const { x1, y1, x2, y2 } = room
    let doors: Point[] | undefined
    // Reading order: the top wall, then each row's left and right walls, then the bottom wall.
    for (let x = x1 + 1; x < x2; x++)
      if (isDoorway(map, x, y1, true)) doors = door(map, doors, x, y1)
    for (let y = y1 + 1; y < y2; y++) {
      if (isDoorway(map, x1, y, false)) doors = door(map, doors, x1, y)
      if (isDoorway(map, x2, y, false)) doors = door(map, doors, x2, y)
    }
    for (let x = x1 + 1; x < x2; x++)
      if (isDoorway(map, x, y2, true)) doors = door(map, doors, x, y2)
    if (doors) room.doors = doors
  }
}

/** Writes a door at (x, y) and adds it to the room's list, made on its first door. */
function door(map: TileMap, doors: Point[] | undefined, x: number, y: number): Point[] {
  map.tiles[y * map.width + x] = Tile.Door
  const list = doors ?? []
  list.push({ x, y })
  return list
}

/**
 * True when (x, y), on a wall that runs `horizontal`ly, is a floor tile between two rock tiles
 * along the wall, with walkable tiles on both sides across it (off the map counts as rock).
 */
function isDoorway(map: TileMap, x: number, y: number, horizontal: boolean): boolean {
  const { width, height, tiles } = map
  const i = y * width + x
  if (tiles[i] !== Tile.Floor) return false
  if (horizontal) {
    if (tiles[i - 1] !== Tile.Wall || tiles[i + 1] !== Tile.Wall) return false
    if (y === 0 || y === height - 1) return false
    return isWalkable(tiles[i - width] as number) && isWalkable(tiles[i + width] as number)
  }
  if (tiles[i - width] !== Tile.Wall || tiles[i + width] !== Tile.Wall) return false
  if (x === 0 || x === width - 1) return false
  return isWalkable(tiles[i - 1] as number) && isWalkable(tiles[i + 1] as number)
}
