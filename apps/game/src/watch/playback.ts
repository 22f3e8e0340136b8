import type { LoggedInput, Run } from '@delve/run'
import {
  applyInput,
  decodeLog,
  ReplayError,
  type RunRecord,
  runChecksum,
  startReplay,
} from '@delve/run'

/** How a replay ended: as the run it records (`same`), or elsewhere, and the sentence saying so. */
export interface ReplayVerdict {
  same: boolean
  text: string
}

/** Milliseconds between two turns at each speed, slowest first. */
export const REPLAY_SPEEDS = [500, 250, 120, 60, 25, 8] as const

/**
 * A recording played back a turn at a time, on a run made from its seed by the same code that
 * played it (`applyInput`, the run's own methods). The screen draws `run` after each step; the
 * controls are plain fields (playing, speed) and calls (step, toEnd). When the log runs out, or
 * an input is refused on the way, the verdict says whether the world is the one recorded.
 */
export class Playback {
  readonly run: Run
  private readonly inputs: readonly LoggedInput[]
  private at = 0
  playing = true
  /** An index into `REPLAY_SPEEDS`. */
  speed = 2
  private ended: ReplayVerdict | null = null

  /** A playback of `recording`; a log that cannot be read is a `ReplayError`. */
  constructor(readonly recording: RunRecord) {
    this.inputs = decodeLog(recording.log)
    this.run = startReplay(recording)
    if (this.inputs.length === 0) this.finish()
  }

  /** The turn on screen, and the turns the recorded run took. */
  get turn(): number {
    return this.run.turn
  }

  get of(): number {
    return this.recording.turns
  }

  /** Null while it plays on; how it ended once the log is spent or went elsewhere. */
  get verdict(): ReplayVerdict | null {
    return this.ended
  }

  get done(): boolean {
    return this.ended !== null
  }

  /** Milliseconds between turns at the current speed. */
  get delay(): number {
    return REPLAY_SPEEDS[this.speed] ?? REPLAY_SPEEDS[2]
  }

  faster(): void {
    this.speed = Math.min(REPLAY_SPEEDS.length - 1, this.speed + 1)
  }

  slower(): void {
    this.speed = Math.max(0, this.speed - 1)
  }

  /**
   * Plays the inputs of one turn (a level-up choice or a descent goes with the turn after it):
   * `level` when the run went down the stairs, `player` when it played, `none` once over.
   */
  step(): 'none' | 'player' | 'level' {
    if (this.ended) return 'none'
    const { run } = this
    const turn = run.turn
    const depth = run.depth
    while (this.at < this.inputs.length && run.turn === turn) {
      const input = this.inputs[this.at] as LoggedInput
      let taken = false
      try {
        // As `replayRun` plays it: nothing is taken once the run has ended, won or lost.
        taken = run.end === null && applyInput(run, input)
      } catch {
        taken = false
      }
      if (!taken) {
        this.ended = {
          same: false,
          text:
            `This replay went elsewhere than the run it records: input ${this.at + 1} ` +
            `(${input.kind}) was refused on turn ${run.turn}. A rule changed, or the link was altered.`,
        }
        this.playing = false
        break
      }
      this.at++
    }
    if (!this.ended && this.at >= this.inputs.length) this.finish()
    return run.depth !== depth ? 'level' : 'player'
  }

  /** Plays every input left, at once; `level` if the level changed on the way. */
  toEnd(): 'none' | 'player' | 'level' {
    const depth = this.run.depth
    let change: 'none' | 'player' | 'level' = 'none'
    while (!this.ended) change = this.step()
    return this.run.depth !== depth ? 'level' : change
  }

  /** The log is spent: the world is checked against the recording's checksum and turns. */
  private finish(): void {
    const { run } = this
    const found = runChecksum(run)
    const kills = run.stats.kills
    const where = `turn ${run.turn}, depth ${run.depth}, ${kills} ${kills === 1 ? 'kill' : 'kills'}`
    this.ended =
      found === this.recording.checksum && run.turn === this.recording.turns
        ? { same: true, text: `The replay ends where the run did: ${where}.` }
        : {
            same: false,
            text:
              `This replay ended elsewhere than the run it records (${where}): ` +
              'a rule changed, or the link was altered.',
          }
    this.playing = false
  }
}

/** A playback of the recording `read` gives, or why it cannot be played: never a throw. */
export function tryPlayback(read: () => RunRecord): { playback: Playback } | { refused: string } {
  try {
    return { playback: new Playback(read()) }
  } catch (error) {
    return { refused: error instanceof ReplayError ? error.message : 'the replay cannot be read' }
  }
}
