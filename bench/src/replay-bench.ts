import type { RunRecord } from '@delve/run'
import { type Group, type GroupResult, runGroup, type Settings } from './harness.js'
import { formatTime, type Verdict } from './report.js'

export interface ReplaySize {
  /** Bot runs are recorded until their turns add up to at least this many. */
  turns: number
  /** The most verifying them all may take, in milliseconds (the target). */
  budgetMs: number
}

export const FULL_REPLAY: ReplaySize = { turns: 5000, budgetMs: 300 }
export const SMOKE_REPLAY: ReplaySize = { turns: 150, budgetMs: 300 }

/**
 * `@delve/run`, loaded by `loadGame` only for the parts that play runs: its balance bot, which
 * plays whole runs, its records and `verifyRun`, and `act` with the saves the act part starts from.
 */
export type GameReplay = typeof import('@delve/run')

export async function loadGame(): Promise<GameReplay> {
  return import('@delve/run')
}

export const VERIFY = 'Delve verifyRun, every record replayed and its end checked'
export const BOT_PLAY = 'the balance bot playing the same runs (reference)'

/** The seed of the bench's `i`th bot run. */
const seedOf = (i: number) => `replay-bench-${i}`

/**
 * Bot runs from fixed seeds, recorded, until their turns reach `size.turns`: the bot's runs end
 * (won or lost) in about 600 turns, so 5 000 turns are several runs, each replayed from its seed.
 */
function recordings(game: GameReplay, size: ReplaySize): RunRecord[] {
  const out: RunRecord[] = []
  let turns = 0
  for (let i = 0; turns < size.turns; i++) {
    const recording = game.recordRun(game.botRun(seedOf(i)).run)
    out.push(recording)
    turns += recording.turns
  }
  return out
}

/**
 * `verifyRun` on recorded bot runs, headless: each replayed from its seed and input log with the
 * code that played it, its end checked against its checksum and turn; against the bot playing the
 * same runs (which decides every turn, then plays it with the same code).
 */
export function replayGroup(game: GameReplay, runs: readonly RunRecord[], turns: number): Group {
  return {
    title: `Verifying ${runs.length} recorded bot runs, ${turns.toLocaleString('en-US')} turns in all`,
    reference: BOT_PLAY,
    cases: [
      {
        name: VERIFY,
        run: () => {
          for (const record of runs) {
            const verdict = game.verifyRun(record)
            if (!verdict.ok) throw new Error(`${record.seed}: ${verdict.reason}`)
          }
        },
      },
      {
        name: BOT_PLAY,
        run: () => {
          for (let i = 0; i < runs.length; i++) game.botRun(seedOf(i))
        },
      },
    ],
  }
}

/** The replay part: its group and the verdict on verifying the whole 5 000 turns. */
export function runReplay(
  game: GameReplay,
  size: ReplaySize,
  settings: Settings,
  log: (line: string) => void,
): { group: GroupResult; verdict: Verdict } {
  log(`verifyRun over ${size.turns} turns …`)
  const runs = recordings(game, size)
  const turns = runs.reduce((sum, r) => sum + r.turns, 0)
  // The bot takes seconds for these runs: few rounds.
  const group = runGroup(replayGroup(game, runs, turns), {
    ...settings,
    rounds: Math.min(settings.rounds, 5),
    warmupRounds: 1,
  })
  const verify = group.results.find((r) => r.name === VERIFY)
  const ms = verify?.time.median ?? Number.NaN
  const ratio = verify?.ratio ?? Number.NaN
  const per1000 = (ms / turns) * 1000
  return {
    group,
    verdict: {
      target: `verifyRun of a ${size.turns.toLocaleString('en-US')}-turn run ≤ ${size.budgetMs / 1000} s (${runs.length} runs of the balance bot, ${turns.toLocaleString('en-US')} turns: none lasts ${size.turns.toLocaleString('en-US')})`,
      measured: `${formatTime(ms)}: ${formatTime(per1000)} per 1 000 turns (${ratio.toFixed(2)}× the bot playing them)`,
      pass: ms <= size.budgetMs,
      value: ms,
      unit: 'ms',
    },
  }
}
