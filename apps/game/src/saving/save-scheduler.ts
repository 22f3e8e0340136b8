/**
 * Writes the save after the frame that shows a change, so the player sees the new state before
 * any time goes into storing it. A write that took long (a huge level's snapshot) holds the
 * next one back, so saving never takes more than a tenth of the time; `flush` writes at once,
 * for when the page is going away.
 */
export class SaveScheduler {
  private dirty = false
  private notBefore = Number.NEGATIVE_INFINITY

  constructor(
    private readonly write: () => void,
    private readonly now: () => number,
  ) {}

  /** Something worth saving changed. */
  changed(): void {
    this.dirty = true
  }

  /** True while a change waits to be written. */
  get pending(): boolean {
    return this.dirty
  }

  /** After each rendered frame: writes the change, unless the last write asks for a pause. */
  frameRendered(): void {
    if (this.dirty && this.now() >= this.notBefore) this.flush()
  }

  flush(): void {
    if (!this.dirty) return
    this.dirty = false
    const started = this.now()
    this.write()
    const took = this.now() - started
    this.notBefore = started + took * 10
  }
}
