import { canStep, findPath, type Point } from '@delve/map'
import { defaultChoice } from '../params/generator-choice.js'
import { directionOf } from '../run/directions.js'
import { DungeonRun } from '../run/dungeon-run.js'

/** How one bot run ended. */
export interface BotRun {
  seed: string
  /** The deepest level reached. */
  depth: number
  turns: number
  kills: number
  end: 'died' | 'out of turns'
}

export interface BotOptions {
  /** Give up after this many turns (default 6000): a careful bot rests a lot. */
  maxTurns?: number
}

/**
 * A simple, careful player, for measuring the game's balance without a screen: it walks toward
 * the down stairs along `findPath`, attacks whatever stands beside it or in its way, rests while
 * it is hurt and sees no monster, and goes down the stairs once it is well again. The run is the
 * game's own (`DungeonRun`, the default generator), so a seed always plays out the same way.
 */
export function playBot(seed: string, options: BotOptions = {}): BotRun {
  const maxTurns = options.maxTurns ?? 6000
  const run = DungeonRun.start(defaultChoice(), seed)
  let path: Point[] = []
  while (!run.dead && run.turn < maxTurns) {
    const at = run.playerPosition()
    const seen = run.monsters().filter((m) => run.vision.visible[m.y * run.level.width + m.x] === 1)
    const foe = seen.find(
      (m) =>
        Math.max(Math.abs(m.x - at.x), Math.abs(m.y - at.y)) === 1 &&
        canStep(run.level, at.x, at.y, m.x - at.x, m.y - at.y),
    )
    const hurt = run.hp / run.maxHp
    if (foe) {
      run.move(directionOf(foe.x - at.x, foe.y - at.y) ?? 'up')
    } else if (seen.length === 0 && hurt < (run.onStairsDown() ? 0.8 : 0.5)) {
      run.wait()
    } else if (run.onStairsDown()) {
      run.descend()
      path = []
    } else {
      path = pathOn(run, path, at)
      const next = path[1]
      if (!next) break
      run.move(directionOf(next.x - at.x, next.y - at.y) ?? 'up')
    }
  }
  const { turns, kills } = run.stats
  return { seed, depth: run.depth, turns, kills, end: run.dead ? 'died' : 'out of turns' }
}

/** The path to the down stairs from `at`: the last one, while the bot is still on it. */
function pathOn(run: DungeonRun, path: Point[], at: Point): Point[] {
  const i = path.findIndex((p) => p.x === at.x && p.y === at.y)
  if (i >= 0 && i < path.length - 1) return path.slice(i)
  const stairs = run.level.stairsDown
  return (stairs && findPath(run.level, at, stairs)) ?? []
}

/** Depths reached over a set of runs: the order statistics, and how many got past a few depths. */
export interface BalanceReport {
  runs: number
  min: number
  quartile1: number
  median: number
  quartile3: number
  max: number
  /** How many runs got deeper than 5, 10 and 15. */
  past: Record<5 | 10 | 15, number>
  died: number
  outOfTurns: number
}

export function balanceReport(runs: readonly BotRun[]): BalanceReport {
  const depths = runs.map((r) => r.depth).sort((a, b) => a - b)
  const at = (q: number) => depths[Math.min(depths.length - 1, Math.floor(q * depths.length))] ?? 0
  const past = (d: number) => depths.filter((depth) => depth > d).length
  return {
    runs: runs.length,
    min: depths[0] ?? 0,
    quartile1: at(0.25),
    median: at(0.5),
    quartile3: at(0.75),
    max: depths.at(-1) ?? 0,
    past: { 5: past(5), 10: past(10), 15: past(15) },
    died: runs.filter((r) => r.end === 'died').length,
    outOfTurns: runs.filter((r) => r.end === 'out of turns').length,
  }
}
