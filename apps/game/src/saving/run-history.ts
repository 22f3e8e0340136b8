import type { SaveStorage } from './run-save.js'

/** One finished run, as the history keeps it. */
export interface RunRecord {
  /** The UTC day it ended (YYYY-MM-DD). */
  day: string
  seed: string
  depth: number
  level: number
  turns: number
  kills: number
  won: boolean
  /** "killed by a troll on depth 7", "took the amulet on depth 10", … */
  cause: string
}

/** What the history needs of a run that ended, or was given up. */
export interface RunEnded {
  runSeed: string
  depth: number
  /** The hero's level. */
  level: number
  stats: { turns: number; kills: number }
  won: boolean
  cause: string
}

/** The history's record of a run that ended (or was given up) on UTC day `day`. */
export function recordOf(end: RunEnded, day: string): RunRecord {
  return {
    day,
    seed: end.runSeed,
    depth: end.depth,
    level: end.level,
    turns: end.stats.turns,
    kills: end.stats.kills,
    won: end.won,
    cause: end.cause,
  }
}

/** What the history holds: the last runs, newest first, and the best ever. */
export interface History {
  runs: RunRecord[]
  best: RunRecord | null
  /** Set when what was stored could not be read: it was replaced, and this says why. */
  problem?: string
}

/** Where the history is kept in the browser. */
export const HISTORY_KEY = 'delve.history.v1'
/** How many runs it keeps. */
export const HISTORY_RUNS = 20

/** A won run beats any loss; then the deeper, then the shorter. */
export function better(a: RunRecord, b: RunRecord): boolean {
  if (a.won !== b.won) return a.won
  if (a.depth !== b.depth) return a.depth > b.depth
  return a.turns < b.turns
}

/**
 * The runs played in this browser: the last `HISTORY_RUNS` and the best. A history that cannot
 * be read (not JSON, not the right shape, storage refused) is reported once and replaced by an
 * empty one; it never stops the game.
 */
export class RunHistory {
  constructor(
    private readonly storage: SaveStorage | null,
    private readonly key: string = HISTORY_KEY,
  ) {}

  load(): History {
    let text: string | null
    try {
      text = this.storage?.getItem(this.key) ?? null
    } catch (error) {
      return { runs: [], best: null, problem: `the history could not be read (${String(error)})` }
    }
    if (text === null) return { runs: [], best: null }
    const read = readHistory(text)
    if (typeof read === 'string') {
      this.write({ runs: [], best: null })
      return {
        runs: [],
        best: null,
        problem: `the history was unreadable and was replaced: ${read}`,
      }
    }
    return read
  }

  /** Adds a finished run; returns the history as it now stands. */
  add(record: RunRecord): History {
    const { runs, best, problem } = this.load()
    const next: History = {
      runs: [record, ...runs].slice(0, HISTORY_RUNS),
      best: best === null || better(record, best) ? record : best,
    }
    this.write(next)
    return problem ? { ...next, problem } : next
  }

  private write(history: History): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify({ runs: history.runs, best: history.best }))
    } catch {
      // A full or refused storage keeps no history; the game plays on.
    }
  }
}

/** The history in `text`, or why it is not one. */
function readHistory(text: string): History | string {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return 'not JSON'
  }
  if (typeof data !== 'object' || data === null) return 'not an object'
  const { runs, best } = data as { runs?: unknown; best?: unknown }
  if (!Array.isArray(runs) || !runs.every(isRecord)) return 'runs is not a list of runs'
  if (best !== null && !isRecord(best)) return 'best is not a run'
  return { runs: runs.slice(0, HISTORY_RUNS), best: best as RunRecord | null }
}

function isRecord(value: unknown): value is RunRecord {
  if (typeof value !== 'object' || value === null) return false
  const r = value as Record<string, unknown>
  const count = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0
  return (
    typeof r.day === 'string' &&
    typeof r.seed === 'string' &&
    typeof r.cause === 'string' &&
    typeof r.won === 'boolean' &&
    count(r.depth) &&
    count(r.level) &&
    count(r.turns) &&
    count(r.kills)
  )
}
