import { type Dungeon, fromAscii, isWalkable, type Point } from '@delve/map'
import { hasComponent, query } from 'bitecs'
import {
  createGameWorld,
  type GameWorld,
  MonsterKind,
  makeFighter,
  PLAYER_STATS,
  spawnBlocker,
  spawnEntity,
  spawnPlayer,
} from '../src/index.js'

const DIGITS = '123456789'

/**
 * A world on a generated `dungeon` with the player at its start: the tutorial's fighter, seeing
 * `sight` tiles round (its first view taken as it is spawned), room for a few more entities.
 */
export function explorerIn(dungeon: Dungeon, sight: number): { world: GameWorld; player: number } {
  const world = createGameWorld(dungeon, { capacity: 16, generated: true })
  const player = spawnPlayer(world, undefined, { sight })
  makeFighter(world, player, PLAYER_STATS)
  return { world, player }
}

/**
 * A world from a drawing. `@` is the player, digits are blockers spawned in digit order (so
 * their ids rise with the digit), `g` goblins, `i` non-blocking items; each stands on floor.
 * Spawned in that order: player, digits, goblins, items. `ids` maps each digit to its id.
 */
export function worldFromAscii(drawing: string): {
  world: GameWorld
  player: number
  ids: Record<string, number>
  blockers: number[]
  items: number[]
} {
  const map = fromAscii(drawing, `@gi${DIGITS}`)
  const world = createGameWorld(map, { capacity: 64 })
  const at = (ch: string): Point[] => map.marks[ch] ?? []
  const [start] = at('@')
  const player = start ? spawnPlayer(world, start) : 0
  const ids: Record<string, number> = {}
  for (const digit of DIGITS) {
    const [p] = at(digit)
    if (p) ids[digit] = spawnEntity(world, p)
  }
  const blockers = at('g').map((p) => spawnBlocker(world, p, MonsterKind.Goblin))
  const items = at('i').map((p) => spawnEntity(world, p, { blocks: false }))
  return { world, player, ids, blockers, items }
}

/** The occupancy grid recomputed from scratch: what it must equal after every step. */
export function occupancyFromPositions(world: GameWorld, blockers: readonly number[]): Int32Array {
  const { Position } = world.components
  const grid = new Int32Array(world.dungeon.width * world.dungeon.height)
  for (const eid of blockers) {
    grid[(Position.y[eid] as number) * world.dungeon.width + (Position.x[eid] as number)] = eid
  }
  return grid
}

/** The same, for every entity tagged `BlocksMovement`. */
export function recomputedOccupancy(world: GameWorld): Int32Array {
  const { Position, BlocksMovement } = world.components
  return occupancyFromPositions(world, [...query(world, [Position, BlocksMovement])])
}

/**
 * Where every entity should be after one step, by the documented rule, computed the slow and
 * obvious way (a fixpoint over sets) from positions and intents alone: an oracle for the systems.
 */
export function expectedPositions(world: GameWorld): Map<number, Point> {
  const { Position, MoveIntent, BlocksMovement } = world.components
  const { width, height, tiles } = world.dungeon
  const walkable = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && isWalkable(tiles[y * width + x] as number)
  const all = [...query(world, [Position, MoveIntent])].sort((a, b) => a - b)
  const from = new Map(
    all.map((e) => [e, { x: Position.x[e] as number, y: Position.y[e] as number }]),
  )
  const blocks = new Set(all.filter((e) => hasComponent(world, e, BlocksMovement)))
  const key = (p: Point) => `${p.x},${p.y}`
  const holder = new Map([...blocks].map((e) => [key(from.get(e) as Point), e]))

  // Moves that pass the terrain checks.
  const wants = new Map<number, Point>()
  for (const e of all) {
    const { x, y } = from.get(e) as Point
    const dx = MoveIntent.dx[e] as number
    const dy = MoveIntent.dy[e] as number
    if (dx === 0 && dy === 0) continue
    if (!walkable(x + dx, y + dy)) continue
    if (dx !== 0 && dy !== 0 && !walkable(x + dx, y) && !walkable(x, y + dy)) continue
    wants.set(e, { x: x + dx, y: y + dy })
  }
  // The lowest id claims each tile; a winner moves once its tile is free or its holder moves.
  const winner = new Map<string, number>()
  for (const [e, to] of wants) {
    if (!blocks.has(e)) continue
    const k = key(to)
    if (!winner.has(k) || e < (winner.get(k) as number)) winner.set(k, e)
  }
  const moving = new Set<number>()
  for (let changed = true; changed; ) {
    changed = false
    for (const [k, e] of winner) {
      if (moving.has(e)) continue
      const h = holder.get(k)
      if (h === undefined || moving.has(h)) {
        moving.add(e)
        changed = true
      }
    }
  }
  const end = new Map<number, Point>(from)
  const finalHolder = new Set<string>()
  for (const e of blocks) {
    const p = moving.has(e) ? (wants.get(e) as Point) : (from.get(e) as Point)
    end.set(e, p)
    finalHolder.add(key(p))
  }
  for (const [e, to] of wants) {
    if (!blocks.has(e) && !finalHolder.has(key(to))) end.set(e, to)
  }
  return end
}

/** Every entity's position, by id. */
export function positions(world: GameWorld): Map<number, Point> {
  const { Position, MoveIntent } = world.components
  return new Map(
    [...query(world, [Position, MoveIntent])]
      .sort((a, b) => a - b)
      .map((e) => [e, { x: Position.x[e] as number, y: Position.y[e] as number }]),
  )
}

/**
 * The first cell where the world's occupancy grid differs from the one recomputed from
 * positions, described; undefined when they agree. Much faster than a deep `toEqual`.
 */
export function occupancyMismatch(world: GameWorld): string | undefined {
  const expected = recomputedOccupancy(world)
  const { occupancy } = world
  const { width } = world.dungeon
  if (occupancy.length !== expected.length) {
    return `grid has ${occupancy.length} cells, the map ${expected.length}`
  }
  for (let i = 0; i < expected.length; i++) {
    if (occupancy[i] !== expected[i]) {
      return `(${i % width}, ${Math.floor(i / width)}) holds ${occupancy[i]}, positions say ${expected[i]}`
    }
  }
  return undefined
}
