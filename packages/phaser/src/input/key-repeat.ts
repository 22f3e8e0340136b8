export interface RepeatTiming {
  /** Milliseconds from the press to the first repeat. */
  delay: number
  /** Milliseconds between later repeats. */
  interval: number
}

/** A pause long enough to tell a tap from a hold, then a steady walking pace. */
export const WALK_REPEAT: RepeatTiming = { delay: 200, interval: 90 }

/**
 * Turns held keys into a steady stream of actions, independent of the operating system's own key
 * repeat. The most recently pressed key wins; releasing it hands over to a key still held.
 */
export class KeyRepeat<Action> {
  private readonly held: Action[] = []
  private nextAt = 0

  constructor(private readonly timing: RepeatTiming = WALK_REPEAT) {}

  /** A key went down at `now`: its action happens at once, repeats start after the delay. */
  press(action: Action, now: number): Action {
    this.forget(action)
    this.held.push(action)
    this.nextAt = now + this.timing.delay
    return action
  }

  /** A key came up. If it was the one repeating, the next held key takes over after a delay. */
  release(action: Action, now: number): void {
    const wasCurrent = this.current() === action
    this.forget(action)
    if (wasCurrent) this.nextAt = now + this.timing.delay
  }

  /** Lets go of everything, e.g. when the window loses focus and key-ups would go missing. */
  clear(): void {
    this.held.length = 0
  }

  /** The action to repeat at `now`, or null. At most one per call, so a stalled frame never bursts. */
  poll(now: number): Action | null {
    const action = this.current()
    if (action === null || now < this.nextAt) return null
    this.nextAt += this.timing.interval
    if (this.nextAt <= now) this.nextAt = now + this.timing.interval
    return action
  }

  /** The action a held key asks for, or null when nothing is held. */
  current(): Action | null {
    return this.held.at(-1) ?? null
  }

  private forget(action: Action): void {
    const index = this.held.indexOf(action)
    if (index >= 0) this.held.splice(index, 1)
  }
}
