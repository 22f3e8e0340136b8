import {
  createGameWorld,
  exploreStep,
  type GameWorld,
  makeFighter,
  PLAYER_STATS,
  playTurn,
  spawnPlayer,
  travelStep,
} from '@delve/ecs'
import { type Dungeon, dijkstraMap, generateDungeon, type Point } from '@delve/map'
import { type Group, type GroupResult, runGroup, type Settings } from './harness.js'
import { formatRatio, type Verdict } from './report.js'

export interface ExploreSize {
  width: number
  height: number
  attempts: number
  /** The most one exploreStep may take here, in milliseconds (the target). */
  budgetMs: number
  /** Steps of auto-explore played from the start before the mid-exploration step is timed. */
  played: number
}

export const FULL_EXPLORE_SIZES: readonly ExploreSize[] = [
  { width: 80, height: 45, attempts: 30, budgetMs: 1, played: 40 },
  { width: 1000, height: 1000, attempts: 8333, budgetMs: 5, played: 500 },
]
export const SMOKE_EXPLORE_SIZES: readonly ExploreSize[] = [
  { width: 40, height: 30, attempts: 12, budgetMs: 1, played: 20 },
]

export const EXPLORE_STEP = 'Delve exploreStep, mid-exploration'
export const EXPLORE_FAR =
  'Delve exploreStep, each step of a walk to a frontier half the level away'
export const EXPLORE_CHANGED =
  'Delve exploreStep, frontier half the level away, the first step after the explored tiles changed'
export const EXPLORE_LEARNT =
  'Delve exploreStep, frontier half the level away, the first step after a tenth of the level was learnt at once'
export const TRAVEL_FAR = 'Delve travelStep, each step of a walk to the farthest explored tile'

/** The most steps of a timed walk (the walk is replayed from its start, tile by tile). */
const WALK_STEPS = 2000
export const ONE_DIJKSTRA_MAP = 'one dijkstraMap over the level (reference)'

function startScene(size: ExploreSize) {
  const dungeon = generateDungeon({
    seed: `explore-${size.width}`,
    width: size.width,
    height: size.height,
    maxRooms: size.attempts,
  })
  const world = createGameWorld(dungeon, { capacity: 4, generated: true })
  const player = spawnPlayer(world, undefined, { sight: 8 })
  makeFighter(world, player, PLAYER_STATS)
  return { world, player, dungeon }
}

/** The level after `size.played` steps of auto-explore from the start: a game in progress. */
export function midScene(size: ExploreSize): { world: GameWorld; player: number } {
  const { world, player } = startScene(size)
  for (let n = 0; n < size.played; n++) {
    const decision = exploreStep(world, player)
    if (decision.kind !== 'step') break
    playTurn(world, player, { kind: 'move', dx: decision.dx, dy: decision.dy })
  }
  if (exploreStep(world, player).kind !== 'step') {
    throw new Error(`explore scene ${size.width}×${size.height}: explored too soon`)
  }
  return { world, player }
}

/**
 * A level half explored: every tile within half the farthest walking distance of the start, and
 * what borders them (the walls the player saw), so the frontier runs across the middle and the
 * step's Dijkstra map spreads over half the level. The player stands on the start, unhurt.
 */
export function exploreScene(size: ExploreSize): {
  world: GameWorld
  player: number
  dungeon: Dungeon
} {
  const { world, player, dungeon } = startScene(size)
  const dist = dijkstraMap(dungeon, [dungeon.start])
  let far = 0
  for (const d of dist) if (d !== Number.POSITIVE_INFINITY && d > far) far = d
  const { width, height } = dungeon
  const { explored } = world.vision
  for (let i = 0; i < dist.length; i++) {
    if ((dist[i] as number) > far / 2) continue
    const x = i % width
    const y = Math.floor(i / width)
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
        explored[ny * width + nx] = 1
      }
    }
  }
  if (exploreStep(world, player).kind !== 'step') {
    throw new Error(`explore scene ${width}×${height}: the first decision is not a step`)
  }
  return { world, player, dungeon }
}

/** Puts the player on tile `i` (its position and the occupancy grid), as a step would. */
function place(world: GameWorld, player: number, i: number): void {
  const { width } = world.dungeon
  const { Position } = world.components
  const from = (Position.y[player] as number) * width + (Position.x[player] as number)
  if (world.occupancy[from] === player) world.occupancy[from] = 0
  Position.x[player] = i % width
  Position.y[player] = Math.floor(i / width)
  world.occupancy[i] = player
}

/**
 * The tiles a walk steps on, from the player's tile, following `decide` until it stops, reaches a
 * tile where `arrived` holds, or is `most` steps long; the player is put back where it stood. No turn is played, so what
 * the player has explored stays as it is: the walk crosses explored ground, as a walk to a far
 * frontier does until the frontier comes into view.
 */
function walkOf(
  world: GameWorld,
  player: number,
  decide: () => ReturnType<typeof exploreStep>,
  arrived: (i: number) => boolean,
  most: number,
): Int32Array {
  const { width } = world.dungeon
  const { Position } = world.components
  const here = () => (Position.y[player] as number) * width + (Position.x[player] as number)
  const start = here()
  const tiles = [start]
  for (let n = 0; n < most; n++) {
    const d = decide()
    if (d.kind !== 'step') break
    place(world, player, here() + d.dy * width + d.dx)
    tiles.push(here())
    if (arrived(here())) break
  }
  place(world, player, start)
  return Int32Array.from(tiles)
}

/**
 * A wall tile with no explored tile around it, deep in the unexplored part: marking it explored
 * and not in turn changes what the player knows (so a walk's map must be made again) without
 * changing any decision (it is not walkable, and it borders no explored tile).
 */
function hiddenWall(world: GameWorld): number {
  const { width, height, tiles } = world.dungeon
  const { explored } = world.vision
  for (let i = width * height - 1; i >= 0; i--) {
    const x = i % width
    const y = (i - x) / width
    if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1 || tiles[i] !== 0) continue
    let alone = true
    for (let dy = -1; dy <= 1 && alone; dy++) {
      for (let dx = -1; dx <= 1; dx++) if (explored[i + dy * width + dx] === 1) alone = false
    }
    if (alone) return i
  }
  throw new Error('explore scene: no unexplored wall')
}

/**
 * The explored marks with a band of a tenth of the level's rows, where the least was explored,
 * explored too: a large change far from the player, as a map read or a save loaded makes.
 */
function withFarBand(world: GameWorld): Uint8Array {
  const { width, height } = world.dungeon
  const { explored } = world.vision
  const rows = Math.max(1, Math.floor(height / 10))
  let best = 0
  let least = Number.POSITIVE_INFINITY
  for (let top = 0; top + rows <= height; top++) {
    let count = 0
    for (let i = top * width; i < (top + rows) * width; i++) count += explored[i] as number
    if (count < least) {
      least = count
      best = top
    }
  }
  const band = explored.slice()
  band.fill(1, best * width, (best + rows) * width)
  return band
}

/** Whether tile `i` has a neighbour (of 8, on the map) not explored: the frontier, reached. */
function bordersUnexplored(world: GameWorld, i: number): boolean {
  const { width, height } = world.dungeon
  const x = i % width
  const y = (i - x) / width
  for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
    for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
      if (world.vision.explored[ny * width + nx] !== 1) return true
    }
  }
  return false
}

/** The explored walkable tile farthest from the player by the known ways (a travel goal). */
function farthestKnown(world: GameWorld, player: number, dungeon: Dungeon): Point {
  const { width } = dungeon
  const { Position } = world.components
  const start = { x: Position.x[player] as number, y: Position.y[player] as number }
  const known = {
    ...dungeon,
    tiles: dungeon.tiles.map((t, i) => (world.vision.explored[i] === 1 ? t : 0)),
  }
  const dist = dijkstraMap(known, [start])
  let best = 0
  for (let i = 0; i < dist.length; i++) {
    const d = dist[i] as number
    if (d !== Number.POSITIVE_INFINITY && d > (dist[best] as number)) best = i
  }
  return { x: best % width, y: Math.floor(best / width) }
}

/**
 * One exploreStep in a game in progress; the steps of a walk toward a frontier half the level away
 * (the player put on each tile of the walk in turn, each step timed with its decision); the first
 * step after what the player knows changed (the walk's map made again); the steps of a travel to
 * the farthest known tile; against one dijkstraMap over the whole level.
 */
export function exploreGroup(size: ExploreSize): Group {
  const mid = midScene(size)
  const { world, player, dungeon } = exploreScene(size)
  const out = new Float64Array(dungeon.width * dungeon.height)
  const goals = [dungeon.start]
  const walk = walkOf(
    world,
    player,
    () => exploreStep(world, player),
    (i) => bordersUnexplored(world, i),
    WALK_STEPS,
  )
  const goal = farthestKnown(world, player, dungeon)
  const goalIndex = goal.y * dungeon.width + goal.x
  const travel = walkOf(
    world,
    player,
    () => travelStep(world, player, goal),
    (i) => i === goalIndex,
    WALK_STEPS,
  )
  const wall = hiddenWall(world)
  const { explored } = world.vision
  // Learning a tenth of the level at once gets a world of its own: the other cases keep theirs.
  const learnt = exploreScene(size)
  const half = learnt.world.vision.explored.slice()
  const band = withFarBand(learnt.world)
  return {
    title: `One auto-explore or travel step on ${size.width}×${size.height}`,
    reference: ONE_DIJKSTRA_MAP,
    cases: [
      { name: EXPLORE_STEP, run: () => void exploreStep(mid.world, mid.player) },
      {
        name: EXPLORE_FAR,
        run: (i) => {
          place(world, player, walk[i % walk.length] as number)
          exploreStep(world, player)
        },
      },
      {
        name: EXPLORE_CHANGED,
        run: () => {
          place(world, player, walk[0] as number)
          explored[wall] = explored[wall] === 1 ? 0 : 1
          exploreStep(world, player)
        },
      },
      {
        // Each call learns a tenth of the level at once, or forgets it: both learn it all again.
        name: EXPLORE_LEARNT,
        run: (i) => {
          learnt.world.vision.explored.set(i % 2 === 0 ? band : half)
          exploreStep(learnt.world, learnt.player)
        },
      },
      {
        name: TRAVEL_FAR,
        run: (i) => {
          place(world, player, travel[i % travel.length] as number)
          travelStep(world, player, goal)
        },
      },
      { name: ONE_DIJKSTRA_MAP, run: () => void dijkstraMap(dungeon, goals, { out }) },
    ],
  }
}

/** The explore part: a group and a verdict (each step's time against the budget) per case and size. */
export function runExplore(
  sizes: readonly ExploreSize[],
  settings: Settings,
  log: (line: string) => void,
): { groups: GroupResult[]; verdicts: Verdict[] } {
  const groups: GroupResult[] = []
  const verdicts: Verdict[] = []
  for (const size of sizes) {
    log(`explore ${size.width}×${size.height} …`)
    const group = runGroup(exploreGroup(size), settings)
    groups.push(group)
    for (const [name, call, where] of [
      [EXPLORE_STEP, 'one exploreStep', 'in a game in progress'],
      [EXPLORE_FAR, 'one exploreStep', 'walking to a frontier half the level away'],
      [
        EXPLORE_CHANGED,
        'one exploreStep',
        'with the frontier half the level away, the first after the explored tiles changed',
      ],
      [
        EXPLORE_LEARNT,
        'one exploreStep',
        'with the frontier half the level away, the first after a tenth of the level was learnt at once',
      ],
      [TRAVEL_FAR, 'one travelStep', 'walking to the farthest explored tile'],
    ] as const) {
      const step = group.results.find((r) => r.name === name)
      const ms = step?.time.median ?? Number.NaN
      verdicts.push({
        target: `${call} at ${size.width}×${size.height} ${where} ≤ ${size.budgetMs} ms`,
        measured: `${ms.toFixed(3)} ms (${formatRatio(step?.ratio ?? Number.NaN)} one dijkstraMap)`,
        pass: ms <= size.budgetMs,
        value: ms,
        unit: 'ms',
      })
    }
  }
  return { groups, verdicts }
}
