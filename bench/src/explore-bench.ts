import {
  createGameWorld,
  exploreStep,
  type GameWorld,
  makeFighter,
  PLAYER_STATS,
  playTurn,
  spawnPlayer,
  visibilitySystem,
} from '@delve/ecs'
import { type Dungeon, dijkstraMap, generateDungeon } from '@delve/map'
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
export const EXPLORE_FAR = 'Delve exploreStep, frontier far (half the level explored)'
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
  visibilitySystem(world)
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

/**
 * One exploreStep in a game in progress, and one whose nearest frontier is half the level away,
 * against one dijkstraMap over the whole level.
 */
export function exploreGroup(size: ExploreSize): Group {
  const mid = midScene(size)
  const { world, player, dungeon } = exploreScene(size)
  const out = new Float64Array(dungeon.width * dungeon.height)
  const goals = [dungeon.start]
  return {
    title: `One auto-explore step on ${size.width}×${size.height}`,
    reference: ONE_DIJKSTRA_MAP,
    cases: [
      { name: EXPLORE_STEP, run: () => void exploreStep(mid.world, mid.player) },
      { name: EXPLORE_FAR, run: () => void exploreStep(world, player) },
      { name: ONE_DIJKSTRA_MAP, run: () => void dijkstraMap(dungeon, goals, { out }) },
    ],
  }
}

/** The explore part: a group and two verdicts (each step's time against the budget) per size. */
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
    for (const [name, what] of [
      [EXPLORE_STEP, 'in a game in progress'],
      [EXPLORE_FAR, 'with the nearest frontier half the level away'],
    ] as const) {
      const step = group.results.find((r) => r.name === name)
      const ms = step?.time.median ?? Number.NaN
      verdicts.push({
        target: `one exploreStep at ${size.width}×${size.height} ${what} ≤ ${size.budgetMs} ms`,
        measured: `${ms.toFixed(3)} ms (${formatRatio(step?.ratio ?? Number.NaN)} one dijkstraMap)`,
        pass: ms <= size.budgetMs,
      })
    }
  }
  return { groups, verdicts }
}
