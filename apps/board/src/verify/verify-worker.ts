// Runs on a worker thread of the verifier's pool: replays one record with @delve/run, the same
// code the game plays with, and says what the replay found.
import {
  dailyDay,
  decodeLog,
  encodeLog,
  type LoggedInput,
  namedFields,
  type RunRecord,
  runStory,
  verifyRun,
} from '@delve/run'
import { boundError, countInputs } from './input-bound.js'

/** What a replay found: the run's end as the server saw it, or why the record was refused. */
export type Verification =
  | {
      ok: true
      /** Whether the run ended: won or died (a record of a run still going is `playing`). */
      end: 'won' | 'died' | 'playing'
      depth: number
      turns: number
      level: number
      kills: number
      cause: string
      checksum: string
      /** The generator choice's named fields as JSON, '{}' for the defaults. */
      choiceKey: string
      story: string
      /** The log as `encodeLog` writes it (each spelling of one log gives the same). */
      log: string
    }
  | { ok: false; reason: string; input?: number; turn?: number; before?: true }

export default function verify(record: RunRecord): Verification {
  let inputs: LoggedInput[]
  try {
    inputs = decodeLog(record.log)
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
  // Refused before the replay: a log of more than its turns would cost more than they say.
  const bound = boundError(countInputs(inputs), record.turns)
  if (bound !== undefined) return { ok: false, reason: bound, before: true }
  let story = ''
  let choiceKey = '{}'
  const verdict = verifyRun(record, {}, (run) => {
    choiceKey = JSON.stringify(namedFields(run.choice))
    const daily = dailyDay(run.runSeed)
    story = runStory(run, daily === undefined ? {} : { daily })
  })
  if (!verdict.ok) return verdict
  return {
    ok: true,
    end: verdict.end,
    depth: verdict.deepest,
    turns: verdict.turn,
    level: verdict.level,
    kills: verdict.stats.kills,
    cause: verdict.cause,
    checksum: verdict.checksum,
    choiceKey,
    story,
    log: encodeLog(inputs),
  }
}
