import { createTileMap, fillRect, type Point, Tile, type TileMap } from '@delve/map'

/** A level: its tiles (`tiles[y * width + x]`, a `Tile` code each) and where the player enters. */
export interface GameMap extends TileMap {
  start: Point
}

/** A map to try the rules on: floor inside a border of wall, and a short wall to walk into. */
export function makeTestMap(width: number, height: number): GameMap {
  const map = createTileMap(width, height) // every tile a wall
  fillRect(map, 1, 1, width - 2, height - 2, Tile.Floor)
  fillRect(map, 30, 22, 32, 22, Tile.Wall)
  return { ...map, start: { x: Math.floor(width / 2), y: Math.floor(height / 2) } }
}
