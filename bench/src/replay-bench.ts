import { type Group, type GroupResult, runGroup, type Settings } from './harness.js'
import { formatTime, type Verdict } from './report.js'

export interface ReplaySize {
  /** Bot runs are recorded until their turns add up to at least this many. */
  turns: number
  /** The most the whole replay may take, in milliseconds (the target). */
  budgetMs: number
}

export const FULL_REPLAY: ReplaySize = { turns: 5000, budgetMs: 1000 }
export const SMOKE_REPLAY: ReplaySize = { turns: 150, budgetMs: 1000 }

/** A recorded run, as `recordRun` of `@delve/run` makes it (only what the bench reads is named). */
export interface Recording {
  turns: number
}

/**
 * `@delve/run`'s headless code: its balance bot, which plays whole runs, and its replays, the
 * same code the game plays a shared run back with.
 */
export interface GameReplay {
  botRun(seed: string): { run: unknown }
  recordRun(run: unknown): Recording
  /** Replays a recording from its seed and log, and throws unless it ends on its checksum. */
  checkRecording(recording: Recording): unknown
}

export async function loadGame(): Promise<GameReplay> {
  const run = await import('@delve/run')
  return {
    botRun: run.botRun,
    recordRun: run.recordRun as GameReplay['recordRun'],
    checkRecording: run.checkRecording as GameReplay['checkRecording'],
  }
}

export const REPLAY = 'Delve replay, every recording checked against its checksum'
export const BOT_PLAY = 'the balance bot playing the same runs (reference)'

/** The seed of the bench's `i`th bot run. */
const seedOf = (i: number) => `replay-bench-${i}`

/** Bot runs from fixed seeds, recorded, until their turns reach `size.turns`. */
function recordings(game: GameReplay, size: ReplaySize): Recording[] {
  const out: Recording[] = []
  let turns = 0
  for (let i = 0; turns < size.turns; i++) {
    const recording = game.recordRun(game.botRun(seedOf(i)).run)
    out.push(recording)
    turns += recording.turns
  }
  return out
}

/**
 * Replaying recorded bot runs headless, from seed and input log with the game's own code, each
 * ending checked against its checksum; against the bot playing the same runs (which decides every
 * turn, then plays it with the same code).
 */
export function replayGroup(game: GameReplay, runs: readonly Recording[], turns: number): Group {
  return {
    title: `Replaying ${runs.length} recorded bot runs, ${turns.toLocaleString('en-US')} turns in all`,
    reference: BOT_PLAY,
    cases: [
      {
        name: REPLAY,
        run: () => {
          for (const recording of runs) game.checkRecording(recording)
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

/** The replay part: its group and the verdict on the whole replay's time. */
export function runReplay(
  game: GameReplay,
  size: ReplaySize,
  settings: Settings,
  log: (line: string) => void,
): { group: GroupResult; verdict: Verdict } {
  log(`replays of ${size.turns} turns …`)
  const runs = recordings(game, size)
  const turns = runs.reduce((sum, r) => sum + r.turns, 0)
  // The bot takes seconds for these runs: few rounds.
  const group = runGroup(replayGroup(game, runs, turns), {
    ...settings,
    rounds: Math.min(settings.rounds, 5),
    warmupRounds: 1,
  })
  const replay = group.results.find((r) => r.name === REPLAY)
  const ms = replay?.time.median ?? Number.NaN
  const ratio = replay?.ratio ?? Number.NaN
  return {
    group,
    verdict: {
      target: `a headless replay of a ${size.turns.toLocaleString('en-US')}-turn run (${runs.length} bot runs, ${turns.toLocaleString('en-US')} turns, checksums checked) < ${size.budgetMs / 1000} s`,
      measured: `${formatTime(ms)} (${ratio.toFixed(2)}× the bot playing them)`,
      pass: ms < size.budgetMs,
    },
  }
}
