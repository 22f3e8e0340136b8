import { checkOptions } from '@delve/map'
import { act } from '../act/act.js'
import type { GeneratorChoice } from '../chain/generator-choice.js'
import { RULES_OPTIONS } from '../content/run-rules.js'
import { checkLogged } from '../input/check-logged.js'
import { decodeLog, encodeLog } from '../input/log-codec.js'
import { ReplayError } from '../input/replay-error.js'
import type { LoggedInput } from '../input/run-input.js'
import { checkRun } from '../run/check-run.js'
import { createRun, type RunOptions } from '../run/create-run.js'
import type { Run, RunStats } from '../run/run.js'
import { contentChecksum, defaultContentChecksum, runChecksum } from './checksum.js'

/**
 * The version of the rules a record was played by; a record of another version is refused.
 * Version 2: nothing below the goal's level, the win is climbing out with it, levels left
 * behind are kept, each level's generator is drawn from the depth table. Version 3: potions
 * and scrolls unknown until used or identified, more of them, stacked in the pack; time costs
 * something: a food clock, rations among the items, wandering monsters. Version 4: eighteen
 * monster kinds, sleep and noise; darts and javelins thrown, wands of lightning, slowing and
 * digging, the marksman perk. Version 5: vaults in the levels, their locked doors and keys,
 * their altars that cage the rest when one item is taken. Version 6: monsters a summoner or a
 * scroll called give no experience; the depth table retuned. Version 7: rooms and corridors and
 * BSP levels lay their vaults first and are made round them (`@delve/map`'s `layVaults`).
 * Version 8: taking the stairs costs a turn, spent on the level left; a healing potion at full
 * health is drunk (one more hit point at most), an unknown scroll aimed elsewhere aims itself.
 * Version 9: healing potions heal a share of the most hit points; the dead gain no experience;
 * nothing may be dropped on a caged altar.
 * Version 10: the cave spider (behaviour `ambush`) lies in wait from depth 3 to 6.
 */
export const RUN_VERSION = 10

/**
 * A run as it is shared, saved and submitted: its seed and generator choice, what the player did
 * (the input log, encoded), and where it ended (the world's checksum and the turn). A replay link,
 * a save's log and a board submission all carry one.
 */
export interface RunRecord {
  /** `RUN_VERSION` when made; absent in records made before it was written (version 1). */
  version?: number
  seed: string
  choice: GeneratorChoice
  /** The input log, encoded (`encodeLog`). */
  log: string
  /** `runChecksum` of the run where it ended: its world and the levels it kept. */
  checksum: string
  /** Turns the run took. */
  turns: number
  /**
   * `contentChecksum` of the content it was played with, when not the default: checked against
   * the content a replay is given, so other content is said to be other content.
   */
  content?: string
}

/** The content a record was played with, when not the defaults: the same as `createRun` takes. */
export type ReplayOptions = Pick<
  RunOptions,
  'kinds' | 'tables' | 'goal' | 'perks' | 'vaults' | 'messages'
>

/** The record of `run` as it stands; a `ReplayError` for a run that cannot be replayed. */
export function recordRun(run: Run): RunRecord {
  checkRun('recordRun', 'run', run)
  const inputs = run.inputLog()
  if (!inputs) {
    throw new ReplayError('this run cannot be replayed: it did not start from its seed here')
  }
  return {
    version: RUN_VERSION,
    seed: run.runSeed,
    choice: run.choice,
    log: encodeLog(inputs),
    checksum: runChecksum(run),
    turns: run.turn,
    ...contentField(run),
  }
}

/** A run's content checksum, as a record or a save carries it: only when not the default. */
export function contentField(run: Run): { content?: string } {
  const content = contentChecksum(run.rules)
  return content === defaultContentChecksum() ? {} : { content }
}

/** What a record needs to be played again: its seed, choice and log (encoded or not). */
export interface ReplaySource {
  version?: number
  seed: string
  choice: GeneratorChoice
  log: string | readonly LoggedInput[]
  /** The content it was played with, when not the default (`RunRecord.content`). */
  content?: string
}

/**
 * Plays a run again from its seed, choice and input log, headless, with the same code that played
 * it, and returns the run it ends in. A log the run refuses somewhere (an input that changes
 * nothing, an item it does not hold, a descent off the stairs, anything after the end) means the
 * replay went elsewhere: a `ReplayError` says at which input and turn, never another error.
 */
export function replayRun(source: ReplaySource, options: ReplayOptions = {}): Run {
  checkOptions('replayRun', options, RULES_OPTIONS)
  if (typeof source !== 'object' || source === null)
    throw new ReplayError('the replay is not a record')
  checkVersion(source)
  if (typeof source.seed !== 'string') throw new ReplayError('the replay has no seed')
  const inputs = typeof source.log === 'string' ? decodeLog(source.log) : source.log
  if (!Array.isArray(inputs)) throw new ReplayError('the replay has no log')
  const run = startReplay(source, options)
  try {
    playAll(run, inputs)
  } catch (error) {
    throw otherContent(error, source, run)
  }
  return run
}

/** Plays the inputs on `run`; a `ReplayError` at the first it refuses. */
function playAll(run: Run, inputs: readonly LoggedInput[]): void {
  inputs.forEach((input, n) => {
    const turn = run.turn
    let done: boolean
    try {
      done = run.end === null && applyInput(run, input)
    } catch (error) {
      throw new ReplayError(
        `input ${n + 1} of the replay is refused: ${messageOf(error)}`,
        n + 1,
        turn,
      )
    }
    if (!done) {
      throw new ReplayError(
        `the replay went elsewhere: input ${n + 1} (${input.kind}) was refused on turn ${turn}`,
        n + 1,
        turn,
      )
    }
  })
}

/**
 * A replay that went elsewhere, said to be of other content where it is: a record that names no
 * content was played with the default, and one given other content than that cannot follow it.
 */
function otherContent(error: unknown, source: ReplaySource, run: Run): unknown {
  if (!(error instanceof ReplayError) || source.content !== undefined) return error
  if (contentChecksum(run.rules) === defaultContentChecksum()) return error
  return new ReplayError(
    `${error.message}; the record was played with the default content (it names no other), and this content differs from it`,
    error.input,
    error.turn,
    'content',
  )
}

/**
 * A `ReplayError` for a record of other rules than these: one of another version, or with none
 * (made before records carried one: version 1). It names the version found and the one played.
 */
function checkVersion(source: ReplaySource): void {
  const version = source.version ?? 1
  if (version !== RUN_VERSION) {
    throw new ReplayError(
      `the replay is of version ${JSON.stringify(version)}; this game plays version ${RUN_VERSION}`,
    )
  }
}

/**
 * The run a replay starts from; a record of another version, or whose level cannot be made, is
 * a `ReplayError`.
 */
export function startReplay(source: ReplaySource, options: ReplayOptions = {}): Run {
  checkOptions('startReplay', options, RULES_OPTIONS)
  if (typeof source !== 'object' || source === null) {
    throw new ReplayError('the replay is not a record')
  }
  checkVersion(source)
  let run: Run
  try {
    run = createRun({ ...options, seed: source.seed, generator: source.choice })
  } catch (error) {
    throw new ReplayError(`the replay's level cannot be made: ${messageOf(error)}`)
  }
  const content = contentChecksum(run.rules)
  const claimed = source.content
  if (claimed !== undefined && claimed !== content) {
    throw new ReplayError(
      `the record was played with other content (kinds with their behaviours and turn rules, tables, goal, perks or vaults) than this: its content is ${String(claimed).slice(0, 16)}, this is ${content}`,
      undefined,
      undefined,
      'content',
    )
  }
  return run
}

/** How a record checks out: where its replay ends, or where and why it does not. */
export type RunVerdict =
  | {
      ok: true
      /** The run's end: won, died, or still going when the log ran out (a save, say). */
      end: 'won' | 'died' | 'playing'
      turn: number
      depth: number
      /** The deepest level the run reached (the board ranks by it: a won run ends on depth 1). */
      deepest: number
      /** The hero's level. */
      level: number
      checksum: string
      /** "killed by a troll on depth 7", "escaped with the amulet of the deep", or ''. */
      cause: string
      stats: RunStats
    }
  | {
      ok: false
      /** Why the record is refused, in a sentence. */
      reason: string
      /** The input (counted from 1) and turn where the replay went elsewhere, when it did. */
      input?: number
      turn?: number
      /** `content`: the record was played with other content than the replay was given. */
      code?: 'content'
    }

/**
 * Replays `record` and checks that it ends where it says: the same checksum and turn. Never
 * throws: a malformed record, a log that goes elsewhere or ends elsewhere is `{ ok: false }`
 * with the reason (and the input and turn where the replay left the record's path). `look`, if
 * given, is shown the replayed run when it checks out, before the verdict is returned: a server
 * reads its story there without replaying it twice.
 */
export function verifyRun(
  record: RunRecord,
  options: ReplayOptions = {},
  look?: (run: Run) => void,
): RunVerdict {
  // It never throws, as promised: what it cannot use is a verdict too.
  if (look !== undefined && typeof look !== 'function') {
    return {
      ok: false,
      reason: `verifyRun: look must be a function or undefined, got ${typeof look}`,
    }
  }
  let run: Run
  try {
    checkOptions('verifyRun', options, RULES_OPTIONS)
    if (typeof record !== 'object' || record === null)
      throw new ReplayError('the record is not an object')
    if (typeof record.checksum !== 'string' || !/^[0-9a-f]{16}$/.test(record.checksum)) {
      throw new ReplayError('the record has no checksum of 16 hexadecimal digits')
    }
    if (!Number.isSafeInteger(record.turns) || record.turns < 0) {
      throw new ReplayError('the record has no count of turns')
    }
    run = replayRun(record, options)
  } catch (error) {
    const refusal: RunVerdict = { ok: false, reason: messageOf(error) }
    if (error instanceof ReplayError && error.input !== undefined) {
      refusal.input = error.input
      refusal.turn = error.turn
    }
    if (error instanceof ReplayError && error.code !== undefined) refusal.code = error.code
    return refusal
  }
  const checksum = runChecksum(run)
  if (checksum !== record.checksum || run.turn !== record.turns) {
    const refusal: RunVerdict = {
      ok: false,
      reason:
        `the replay ended elsewhere than the run it records: turn ${run.turn} ` +
        `(recorded ${record.turns}), checksum ${checksum} (recorded ${record.checksum})`,
      turn: run.turn,
    }
    const other = otherContent(new ReplayError(refusal.reason), record, run)
    if (other instanceof ReplayError && other.code === 'content') {
      refusal.reason = other.message
      refusal.code = 'content'
    }
    return refusal
  }
  const end = run.end
  look?.(run)
  return {
    ok: true,
    end: end === null ? 'playing' : end.won ? 'won' : 'died',
    turn: run.turn,
    depth: run.depth,
    deepest: run.deepest,
    level: run.character().level,
    checksum,
    cause: end?.cause ?? '',
    stats: { ...run.stats },
  }
}

/**
 * Replays a record and checks where it ends: the run, or a `ReplayError` when it ends elsewhere
 * (a changed rule, a tampered log).
 */
export function checkRecording(record: RunRecord, options: ReplayOptions = {}): Run {
  checkOptions('checkRecording', options, RULES_OPTIONS)
  const run = replayRun(record, options)
  const found = runChecksum(run)
  if (found !== record.checksum) {
    throw new ReplayError(
      `the replay ended elsewhere than the run it records (checksum ${found}, recorded ${record.checksum})`,
    )
  }
  return run
}

/**
 * Plays one logged input on `run` through `act`, the way it was played; false when the run
 * refuses it (nothing changed).
 */
export function applyInput(run: Run, input: LoggedInput): boolean {
  checkRun('applyInput', 'run', run)
  checkLogged('applyInput', 'input', input)
  return act(run, input).taken
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
