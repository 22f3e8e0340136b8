import { blockerAt, type GameWorld, itemsAt, spawnItem, spawnMonster } from '@delve/ecs'
import {
  carveLTunnel,
  carveRoom,
  createRng,
  createTileMap,
  type Point,
  RectangularRoom,
  type Rng,
  setTile,
  Tile,
  type TileMap,
} from '@delve/map'
import {
  CHAIN_MAIL,
  CONFUSION_SCROLL,
  FIREBALL_SCROLL,
  HEALING_POTION,
  LIGHTNING_SCROLL,
  ORC,
  SWORD,
  TROLL,
} from './entity-factories.js'

/**
 * A level: its tiles (`tiles[y * width + x]`), its rooms, where the player enters and where the
 * stairs lead down.
 */
export interface GameMap extends TileMap {
  rooms: RectangularRoom[]
  start: Point
  downStairs: Point
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
 * the toss of a coin. The player enters in the middle of the first room; the stairs down are
 * in the middle of the last.
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
  const downStairs = rooms.at(-1)?.center ?? start
  setTile(map, downStairs.x, downStairs.y, Tile.StairsDown)
  return { ...map, rooms, start, downStairs }
}

/** Every floor's layout: how many rooms are tried, their sizes, the map's size, in tiles. */
export const DUNGEON: DungeonOptions = {
  maxRooms: 30,
  roomMinSize: 6,
  roomMaxSize: 10,
  mapWidth: 80,
  mapHeight: 45,
}

/** A table by floor: from each floor listed on, a value (until a deeper row takes over). */
type FloorTable = readonly (readonly [floor: number, value: number])[]

/** The most items and monsters a room holds, by floor. */
const MAX_ITEMS_BY_FLOOR: FloorTable = [
  [1, 1],
  [4, 2],
]
const MAX_MONSTERS_BY_FLOOR: FloorTable = [
  [1, 2],
  [4, 3],
  [6, 5],
]

/**
 * How likely each kind is, by floor: from `floor` on, `kind` has `weight` (a deeper row of the
 * same kind takes its place); a kind is drawn with its weight's share of all the weights.
 */
type Chances = readonly (readonly [floor: number, kind: number, weight: number])[]

const ITEM_CHANCES: Chances = [
  [0, HEALING_POTION, 35],
  [2, CONFUSION_SCROLL, 10],
  [4, LIGHTNING_SCROLL, 25],
  [4, SWORD, 5],
  [6, FIREBALL_SCROLL, 25],
  [6, CHAIN_MAIL, 15],
]
const ENEMY_CHANCES: Chances = [
  [0, ORC, 80],
  [3, TROLL, 15],
  [5, TROLL, 30],
  [7, TROLL, 60],
]

/** A table's value on `floor`: that of the deepest row at or above it (0 above them all). */
export function maxValueForFloor(table: FloorTable, floor: number): number {
  let value = 0
  for (const [from, of] of table) if (from <= floor) value = of
  return value
}

/** The most items and monsters a room of `floor` holds. */
export function floorLimits(floor: number): { maxItems: number; maxMonsters: number } {
  return {
    maxItems: maxValueForFloor(MAX_ITEMS_BY_FLOOR, floor),
    maxMonsters: maxValueForFloor(MAX_MONSTERS_BY_FLOOR, floor),
  }
}

/** `count` kinds drawn by their weights on `floor`, each draw on its own. */
export function entitiesAtRandom(
  chances: Chances,
  count: number,
  floor: number,
  rng: Rng,
): number[] {
  // Kinds in the order first listed: the draws do not depend on how a table is iterated.
  const weights = new Map<number, number>()
  for (const [from, kind, weight] of chances) if (from <= floor) weights.set(kind, weight)
  let total = 0
  for (const weight of weights.values()) total += weight
  const drawn: number[] = []
  for (let i = 0; i < count; i++) {
    let roll = rng.int(0, total - 1)
    for (const [kind, weight] of weights) {
      if (roll < weight) {
        drawn.push(kind)
        break
      }
      roll -= weight
    }
  }
  return drawn
}

/**
 * Floor `depth` of the dungeon of `seed`: its map, and the draws to furnish it with. Each floor
 * draws from a generator of its own, so the same seed makes the same floors, saved or not.
 */
export function generateFloor(seed: string, depth: number): { map: GameMap; rng: Rng } {
  const rng = createRng(`${seed}/${depth}`)
  return { map: generateDungeon(DUNGEON, rng), rng }
}

/** Monsters and items in every room of `map`, the world's level, floor `floor` of the dungeon. */
export function furnish(world: GameWorld, map: GameMap, rng: Rng, floor: number): void {
  for (const room of map.rooms) placeEntities(world, room, floor, rng)
}

/**
 * Monsters and items in a room, as many and of such kinds as the floor's tables say, each on a
 * random floor tile of it where nothing is yet (a tile already taken is skipped, not tried
 * again). Deeper floors hold more of them, and more of the stronger kinds.
 */
export function placeEntities(
  world: GameWorld,
  room: RectangularRoom,
  floor: number,
  rng: Rng,
): void {
  const { maxMonsters, maxItems } = floorLimits(floor)
  const monsters = entitiesAtRandom(ENEMY_CHANCES, rng.int(0, maxMonsters), floor, rng)
  const items = entitiesAtRandom(ITEM_CHANCES, rng.int(0, maxItems), floor, rng)
  for (const kind of monsters) {
    const at = randomTile(room, rng)
    if (isFree(world, at)) spawnMonster(world, at, kind)
  }
  for (const kind of items) {
    const at = randomTile(room, rng)
    if (isFree(world, at)) spawnItem(world, at, kind)
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
