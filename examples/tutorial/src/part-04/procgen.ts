import {
  carveLTunnel,
  carveRoom,
  createTileMap,
  type Point,
  RectangularRoom,
  type Rng,
  type TileMap,
} from '@delve/map'

/** A level: its tiles (`tiles[y * width + x]`), its rooms, and where the player enters. */
export interface GameMap extends TileMap {
  rooms: RectangularRoom[]
  start: Point
}

/** How a dungeon is laid out: how many rooms are tried, their sizes, the map's size. */
export interface DungeonOptions {
  maxRooms: number
  roomMinSize: number
  roomMaxSize: number
  mapWidth: number
  mapHeight: number
}

/**
 * Rooms and corridors: start from solid rock; try `maxRooms` times to place a room of a random
 * size at a random place, skipping one that overlaps a room already kept; carve each kept room
 * and join it to the one kept before it by an L-shaped tunnel, horizontal or vertical first by
 * the toss of a coin. The player enters in the middle of the first room.
 */
export function generateDungeon(options: DungeonOptions, rng: Rng): GameMap {
  const { maxRooms, roomMinSize, roomMaxSize, mapWidth, mapHeight } = options
  const map = createTileMap(mapWidth, mapHeight)
  const rooms: RectangularRoom[] = []
  let start = { x: Math.floor(mapWidth / 2), y: Math.floor(mapHeight / 2) }

  for (let attempt = 0; attempt < maxRooms; attempt++) {
    const width = rng.int(roomMinSize, roomMaxSize)
    const height = rng.int(roomMinSize, roomMaxSize)
    const x = rng.int(0, mapWidth - width - 1)
    const y = rng.int(0, mapHeight - height - 1)
    // Its corners are its walls: two rooms that share a wall tile intersect.
    const room = new RectangularRoom(x, y, width, height)
    if (rooms.some((other) => room.intersects(other))) continue

    carveRoom(map, room) // floor inside the walls
    const previous = rooms.at(-1)
    if (previous === undefined) start = room.center
    else carveLTunnel(map, previous.center, room.center, rng.chance(0.5))
    rooms.push(room)
  }
  return { ...map, rooms, start }
}
