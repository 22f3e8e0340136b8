import { blockerAt, type GameWorld, itemsAt, spawnItem, spawnMonster } from '@delve/ecs'
import {
  carveLTunnel,
  carveRoom,
  createTileMap,
  type Point,
  RectangularRoom,
  type Rng,
  type TileMap,
} from '@delve/map'
import {
  CONFUSION_SCROLL,
  FIREBALL_SCROLL,
  HEALING_POTION,
  LIGHTNING_SCROLL,
  ORC,
  TROLL,
} from './entity-factories.js'

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

/**
 * Up to `maxMonsters` monsters and `maxItems` items in a room, each on a random floor tile of it
 * where nothing is yet (a tile already taken is skipped, not tried again): an orc four times in
 * five, else a troll; a healing potion seven times in ten, else a scroll (fireball, confusion
 * or lightning, as likely as each other).
 */
export function placeEntities(
  world: GameWorld,
  room: RectangularRoom,
  maxMonsters: number,
  maxItems: number,
  rng: Rng,
): void {
  const monsters = rng.int(0, maxMonsters)
  const items = rng.int(0, maxItems)
  for (let i = 0; i < monsters; i++) {
    const at = randomTile(room, rng)
    if (!isFree(world, at)) continue
    spawnMonster(world, at, rng.float() < 0.8 ? ORC : TROLL)
  }
  for (let i = 0; i < items; i++) {
    const at = randomTile(room, rng)
    if (!isFree(world, at)) continue
    const chance = rng.float()
    if (chance < 0.7) spawnItem(world, at, HEALING_POTION)
    else if (chance < 0.8) spawnItem(world, at, FIREBALL_SCROLL)
    else if (chance < 0.9) spawnItem(world, at, CONFUSION_SCROLL)
    else spawnItem(world, at, LIGHTNING_SCROLL)
  }
}

/** A floor tile of `room`, at random. */
function randomTile(room: RectangularRoom, rng: Rng): Point {
  return { x: rng.int(room.x1 + 1, room.x2 - 1), y: rng.int(room.y1 + 1, room.y2 - 1) }
}

/** Whether nothing stands or lies on `at`. */
function isFree(world: GameWorld, { x, y }: Point): boolean {
  return blockerAt(world, x, y) === 0 && itemsAt(world, x, y).length === 0
}
