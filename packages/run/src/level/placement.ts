import {
  despawn,
  type GameWorld,
  getPosition,
  type Level,
  makeFighter,
  nearestFreeTile,
  populate,
  populateItems,
  setAsleep,
  spawnItem,
  spawnMonster,
} from '@delve/ecs'
import {
  ArgumentTypeError,
  checkFunction,
  checkInteger,
  checkPoint,
  checkString,
  computeFov,
  createRng,
  DIRS_8,
  dijkstraMap,
  inBounds,
  isWalkable,
  type Point,
  pointToIndex,
  type Rng,
  type TileMap,
} from '@delve/map'
import { itemSeed, monsterSeed, sleepSeed } from '../chain/seed-chain.js'
import { checkDepth, checkWorld } from '../content/checks.js'
import { ARRIVAL_CLEARANCE, monsterCount, rowFor } from '../content/default-tables.js'
import type { RunRules } from '../content/run-rules.js'
import { checkRules } from '../content/run-rules.js'

/**
 * The level's monsters, as the rules' monster table says for `depth`, drawn with `populate` from an rng fixed
 * by the level's seed, so the same level always holds the same monsters. A monster starts
 * asleep, and one asleep in a corridor would wall off part of the level until it woke: those are
 * sent away again (more are drawn than wanted, the first that fit are kept), keeping every
 * tile the player could reach still reachable. None is placed
 * within `ARRIVAL_CLEARANCE` of `arrival` or in sight of it. Returns the ids of the monsters kept.
 */
export function populateLevel<L extends Level>(
  world: GameWorld<L>,
  rules: RunRules,
  levelSeed: string,
  rooms: number,
  depth: number,
  arrival: Point,
  sight: number,
): number[] {
  checkWorld('populateLevel', world)
  checkRules('populateLevel', rules)
  checkString('populateLevel', 'levelSeed', levelSeed)
  checkInteger('populateLevel', 'rooms', rooms, 0)
  checkDepth('populateLevel', 'depth', depth)
  checkPoint('populateLevel', 'arrival', arrival)
  checkInteger('populateLevel', 'sight', sight, 0, 64)
  const level = world.dungeon
  const row = rowFor(rules.monsters, depth)
  const count = monsterCount(row, rooms, walkableTiles(level))
  const inSight = seenFrom(level, arrival, sight)
  // Candidates to spare: on a maze most floor is corridor, where no sleeper may stand.
  const placed = populate(world, level, createRng(monsterSeed(levelSeed)), count * 4, {
    kinds: row.kinds,
    minDistance: ARRIVAL_CLEARANCE + 1,
    exclude: inSight,
  })
  const blocked = new Uint8Array(level.width * level.height)
  const open = (x: number, y: number) => isOpen(level, blocked, x, y)
  const kept: number[] = []
  for (const eid of placed) {
    const { x, y } = getPosition(world, eid)
    if (kept.length < count && keepsWayAround(open, x, y)) {
      blocked[pointToIndex(level, { x, y })] = 1
      kept.push(eid)
    } else {
      despawn(world, eid)
    }
  }
  // A pack kind brings the rest of its pack, on free tiles beside it that keep the way round.
  const seen = new Set(inSight.map((p) => pointToIndex(level, p)))
  for (const leader of [...kept]) {
    const kind = world.components.Monster.kind[leader] as number
    const pack = world.kinds.monsters[kind]?.pack ?? 1
    for (let more = 1; more < pack; more++) {
      const at = nearestFreeTile(world, getPosition(world, leader))
      if (!at || seen.has(pointToIndex(level, at)) || !keepsWayAround(open, at.x, at.y)) break
      if (Math.max(Math.abs(at.x - arrival.x), Math.abs(at.y - arrival.y)) <= ARRIVAL_CLEARANCE) {
        break
      }
      blocked[pointToIndex(level, at)] = 1
      kept.push(spawnMonster(world, at, kind))
    }
  }
  if (row.hp > 0 || row.power > 0) for (const eid of kept) harden(world, eid, row.hp, row.power)
  // Some start asleep: the kind's own chance, else the row's, drawn from the level's seed.
  const sleeps = createRng(sleepSeed(levelSeed))
  for (const eid of kept) {
    const kind = world.kinds.monsters[world.components.Monster.kind[eid] as number]
    const chance = kind?.sleeps ?? row.asleep ?? 0
    if (sleeps.int(0, 99) < chance) setAsleep(world, eid)
  }
  return kept
}

/** The tiles in sight from `at`, `sight` tiles far: no monster waits there on arrival. */
export function seenFrom(level: TileMap, at: Point, sight: number): Point[] {
  const seen = computeFov(level, at, sight)
  const tiles: Point[] = []
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] === 1) tiles.push({ x: i % level.width, y: Math.floor(i / level.width) })
  }
  return tiles
}

function walkableTiles(level: TileMap): number {
  let count = 0
  for (let i = 0; i < level.tiles.length; i++) if (isWalkable(level.tiles[i] as number)) count++
  return count
}

/** Deeper monsters hit harder and last longer than their kind's own stats. */
export function harden(world: GameWorld, eid: number, hp: number, power: number): void {
  const info = world.kinds.monsters[world.components.Monster.kind[eid] as number]
  if (!info) return
  makeFighter(world, eid, { ...info, hp: info.hp + hp, power: info.power + power })
}

/**
 * True when closing the tile at (x, y) cannot cut any path between other open tiles (moving in
 * the four directions): the open tiles beside it are all joined by one unbroken arc of open
 * tiles around it, so any path through it can step around instead. Corridors fail (their two
 * ends only meet through the tile), room interiors pass. A local test: it may refuse a tile
 * that a longer detour would have spared, never the other way round.
 */
export function keepsWayAround(
  open: (x: number, y: number) => boolean,
  x: number,
  y: number,
): boolean {
  checkFunction('keepsWayAround', 'open', open)
  checkInteger('keepsWayAround', 'x', x)
  checkInteger('keepsWayAround', 'y', y)
  // `DIRS_8` walks the ring clockwise from north: each neighbour is a king's step from the next.
  const ring = DIRS_8.map(([dx, dy]) => open(x + dx, y + dy))
  // Ring positions 0, 2, 4, 6 are the rook's neighbours, the only ones a path passes through.
  const sides = [0, 2, 4, 6].filter((i) => ring[i])
  if (sides.length <= 1) return true
  // Walk the ring from a closed tile: each run of open tiles is one arc.
  const closed = ring.indexOf(false)
  if (closed < 0) return true
  const arcOf = new Array<number>(8).fill(-1)
  let arc = -1
  for (let step = 1; step <= 8; step++) {
    const i = (closed + step) % 8
    if (!ring[i]) continue
    if (!ring[(i + 7) % 8]) arc++
    arcOf[i] = arc
  }
  return sides.every((i) => arcOf[i] === arcOf[sides[0] as number])
}

function isOpen(level: TileMap, blocked: Uint8Array, x: number, y: number): boolean {
  if (!inBounds(level, x, y)) return false
  const i = pointToIndex(level, { x, y })
  return blocked[i] === 0 && isWalkable(level.tiles[i] as number)
}

/**
 * The level's items, as the rules' item and equipment tables say for `depth`: that many on distinct
 * floor tiles away from the start, kinds drawn from the rows, from an rng fixed by the level's
 * seed (potions and scrolls first, a thrown weapon with its stack, then equipment), none on the
 * tiles to `avoid` (the vaults' marks). Returns their ids.
 */
export function placeItems<L extends Level>(
  world: GameWorld<L>,
  rules: RunRules,
  levelSeed: string,
  depth: number,
  avoid: readonly Point[] = [],
): number[] {
  checkWorld('placeItems', world)
  checkRules('placeItems', rules)
  checkString('placeItems', 'levelSeed', levelSeed)
  checkDepth('placeItems', 'depth', depth)
  checkPoints('placeItems', 'avoid', avoid)
  const rng = createRng(itemSeed(levelSeed))
  const items = rowFor(rules.items, depth)
  const gear = rowFor(rules.equipment, depth)
  const placed = populateItems(world, rng, items.items, {
    kinds: items.loot,
    ...(avoid.length > 0 ? { exclude: avoid } : {}),
  })
  const taken = [...avoid, ...placed.map((eid) => getPosition(world, eid))]
  const stacked = placed.flatMap((eid) => [eid, ...stackOn(world, rng, eid)])
  return [
    ...stacked,
    ...populateItems(world, rng, gear.pieces, { kinds: gear.kinds, exclude: taken }),
  ]
}

/** Damage a thrown kind may deal at most and still lie in a big stack (darts, not javelins). */
const LIGHT_THROWN = 4

/**
 * A thrown weapon lies in a stack: the others of its kind on its tile, spawned here. Light ones
 * (darts) come 2 to 5 together, heavy ones (javelins) 1 or 2. None for any other item.
 */
function stackOn(world: GameWorld, rng: Rng, item: number): number[] {
  const kind = world.components.Item.kind[item] as number
  const thrown = world.kinds.items[kind]?.thrown
  if (!thrown) return []
  const count = thrown.damage <= LIGHT_THROWN ? rng.int(2, 5) : rng.int(1, 2)
  const at = getPosition(world, item)
  return Array.from({ length: count - 1 }, () => spawnItem(world, at, kind))
}

/**
 * On the goal's level: the goal's item (the amulet) on the floor tile farthest from the arrival,
 * its guard (the warden) on the free tile nearest it. Returns the guard's id, or 0 on any other
 * level, with no guard, or when the level has no room.
 */
export function placeGoal<L extends Level>(
  world: GameWorld<L>,
  rules: RunRules,
  depth: number,
  arrival: Point,
  avoid: readonly Point[] = [],
): number {
  checkWorld('placeGoal', world)
  checkRules('placeGoal', rules)
  checkDepth('placeGoal', 'depth', depth)
  checkPoint('placeGoal', 'arrival', arrival)
  checkPoints('placeGoal', 'avoid', avoid)
  const { goal } = rules
  if (goal === null || depth !== goal.depth) return 0
  const level = world.dungeon
  const distance = dijkstraMap(level, [arrival])
  // Never on a vault's mark (an altar, whose cage would shut it in).
  const marked = new Set(avoid.map((p) => pointToIndex(level, p)))
  let far = -1
  for (let i = 0; i < distance.length; i++) {
    const d = distance[i] as number
    if (marked.has(i)) continue
    if (Number.isFinite(d) && (far < 0 || d > (distance[far] as number))) far = i
  }
  if (far < 0) return 0
  const amulet = { x: far % level.width, y: Math.floor(far / level.width) }
  spawnItem(world, amulet, goal.item)
  if (goal.guard < 0) return 0
  const guard = nearestFreeTile(world, amulet)
  return guard ? spawnMonster(world, guard, goal.guard) : 0
}

/** A list of points of integers. */
function checkPoints(fn: string, argument: string, value: unknown): void {
  if (!Array.isArray(value)) throw new ArgumentTypeError(fn, argument, value, 'an array of points')
  value.forEach((p, i) => {
    checkPoint(fn, `${argument}[${i}]`, p)
  })
}
