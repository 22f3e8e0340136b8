import { type Playback, REPLAY_SPEEDS } from './playback.js'
import type { ReplayControl, ReplayShown } from './replay-bar.js'

/** What the driver shows through: the bar, and the screen's redraw after a turn or a level. */
export interface ReplayScreen {
  showBar(state: ReplayShown): void
  redraw(change: 'player' | 'level'): void
  leave(): void
}

/**
 * Plays a `Playback` on screen: a turn each time its delay has passed while playing, a turn per
 * `step`, all at once on `end`; the bar says where it is. No clock of its own: the screen's frame
 * time comes in through `tick`.
 */
export class ReplayDriver {
  private due = 0

  constructor(
    readonly playback: Playback,
    private readonly screen: ReplayScreen,
  ) {}

  /** `window.delve.state().replay`. */
  report(): { turn: number; of: number; playing: boolean } {
    const { turn, of, playing } = this.playback
    return { turn, of, playing }
  }

  /** True while turns are still to be played by the clock: playing, and not at the end. */
  get running(): boolean {
    return this.playback.playing && !this.playback.done
  }

  /** Called every frame with the frame's time. */
  tick(time: number): void {
    const { playback } = this
    if (!playback.playing || playback.done || time < this.due) return
    this.due = time + playback.delay
    this.play(playback.step())
  }

  control(control: ReplayControl): void {
    const { playback } = this
    switch (control) {
      case 'toggle':
        playback.playing = !playback.playing && !playback.done
        this.due = 0
        break
      case 'step':
        playback.playing = false
        this.play(playback.step())
        return
      case 'faster':
        playback.faster()
        break
      case 'slower':
        playback.slower()
        break
      case 'end':
        this.play(playback.toEnd())
        return
      case 'leave':
        this.screen.leave()
        return
    }
    this.showBar()
  }

  showBar(): void {
    const { playback } = this
    this.screen.showBar({
      turn: playback.turn,
      of: playback.of,
      playing: playback.playing,
      speed: playback.speed + 1,
      speeds: REPLAY_SPEEDS.length,
      verdict: playback.verdict,
    })
  }

  private play(change: 'none' | 'player' | 'level'): void {
    if (change !== 'none') this.screen.redraw(change)
    this.showBar()
  }
}
