/**
 * Times an action from the key press to the end of the next rendered frame: `start` when the
 * key is handled, `frameRendered` after each frame. Nothing is timed until the next start.
 */
export class FrameTimer {
  private startedAt: number | null = null
  /** Milliseconds of the last completed measurement, or null before the first. */
  last: number | null = null

  start(now: number): void {
    this.startedAt = now
  }

  frameRendered(now: number): void {
    if (this.startedAt === null) return
    this.last = now - this.startedAt
    this.startedAt = null
  }
}
