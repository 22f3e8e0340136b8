import type { GameWorld } from '@delve/ecs'
import type { GeneratorChoice } from '../chain/generator-choice.js'
import { decodeLog, encodeLog } from '../input/log-codec.js'
import { ReplayError } from '../input/replay-error.js'
import type { RunInput } from '../input/run-input.js'
import { DungeonRun, type PlayLevel } from '../run/run.js'
import { worldChecksum } from './checksum.js'

/** A run as it can be shared: its seed and choice, what the player did, where it ended. */
export interface Recording {
  seed: string
  choice: GeneratorChoice
  /** The input log, encoded (`encodeLog`). */
  log: string
  /** `worldChecksum` of the world the run ended in. */
  checksum: string
  /** Turns the run took, to show before playing it back. */
  turns: number
}

/** The recording of `run` as it stands; throws `ReplayError` for a run that cannot be replayed. */
export function recordRun(run: DungeonRun): Recording {
  const inputs = run.inputLog()
  if (!inputs) {
    throw new ReplayError('this run cannot be replayed: it did not start from its seed here')
  }
  return {
    seed: run.runSeed,
    choice: run.choice,
    log: encodeLog(inputs),
    checksum: worldChecksum(run.world),
    turns: run.turn,
  }
}

/**
 * Plays a run again from its seed, choice and input log (encoded or not), headless, with the same
 * code that played it, and returns the world it ends in. A log the run refuses somewhere (an
 * input that changes nothing, an item it does not hold, a descent off the stairs, anything after
 * death) means the replay went elsewhere: a `ReplayError` says where, never a crash.
 */
export function replayRun(
  seed: string,
  choice: GeneratorChoice,
  log: string | readonly RunInput[],
): GameWorld<PlayLevel> {
  return replayToRun(seed, choice, log).world
}

/** The run a replay starts from; a level that cannot be made is a `ReplayError`. */
export function startReplay(seed: string, choice: GeneratorChoice): DungeonRun {
  try {
    return DungeonRun.start(choice, seed)
  } catch (error) {
    throw new ReplayError(`the replay's level cannot be made: ${messageOf(error)}`)
  }
}

/** The same, giving back the run itself (its stats, log and messages). */
export function replayToRun(
  seed: string,
  choice: GeneratorChoice,
  log: string | readonly RunInput[],
): DungeonRun {
  if (typeof seed !== 'string') throw new ReplayError('the replay has no seed')
  const inputs = typeof log === 'string' ? decodeLog(log) : log
  const run = startReplay(seed, choice)
  inputs.forEach((input, n) => {
    let done: boolean
    try {
      done = !run.dead && applyInput(run, input)
    } catch (error) {
      throw new ReplayError(`input ${n + 1} of the replay is refused: ${messageOf(error)}`)
    }
    if (!done) {
      throw new ReplayError(
        `the replay went elsewhere: input ${n + 1} (${input.kind}) was refused on turn ${run.turn}`,
      )
    }
  })
  return run
}

/**
 * Replays a recording and checks where it ends: the world, or a `ReplayError` when the checksum
 * differs (a changed rule, a tampered log).
 */
export function checkRecording(recording: Recording): GameWorld<PlayLevel> {
  const world = replayRun(recording.seed, recording.choice, recording.log)
  const found = worldChecksum(world)
  if (found !== recording.checksum) {
    throw new ReplayError(
      `the replay ended elsewhere than the run it records (checksum ${found}, recorded ${recording.checksum})`,
    )
  }
  return world
}

/** Plays one input on `run`; false when the run refuses it (nothing changed). */
export function applyInput(run: DungeonRun, input: RunInput): boolean {
  switch (input.kind) {
    case 'move':
      return run.move(input.direction).taken
    case 'wait':
      return run.wait().taken
    case 'pickup':
      return run.pickUp().taken
    case 'descend':
      return run.descend()
    case 'level-up': {
      const owed = run.levelUps
      run.levelUp(input.stat)
      return run.levelUps < owed
    }
    case 'use':
      return run.use(input.index, input.target).taken
    case 'drop':
      return run.drop(input.index).taken
    case 'wear':
      return run.toggleWorn(input.index).taken
    default:
      return false
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
