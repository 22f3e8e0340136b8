import { checkNumber, checkObject } from '../checks/check.js'

/** How a held key repeats: the wait before the first repeat, and between the later ones. */
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

  /**
   * Any action values, compared with `===`. `timing`: a delay of 0 ms or more and an interval
   * above 0 ms; anything else throws an `ArgumentTypeError` or `ArgumentRangeError`.
   */
  constructor(private readonly timing: RepeatTiming = WALK_REPEAT) {
    const t = checkObject('new KeyRepeat', 'timing', timing, 'a RepeatTiming { delay, interval }')
    checkNumber('new KeyRepeat', 'timing.delay', t.delay, 0)
    checkNumber('new KeyRepeat', 'timing.interval', t.interval, 0, Number.POSITIVE_INFINITY, true)
  }

  /** A key went down at `now` (a finite time in ms): its action happens at once, repeats start after the delay. */
  press(action: Action, now: number): Action {
    checkNumber('KeyRepeat.press', 'now', now)
    this.forget(action)
    this.held.push(action)
    this.nextAt = now + this.timing.delay
    return action
  }

  /** A key came up. If it was the one repeating, the next held key takes over after a delay. */
  release(action: Action, now: number): void {
    checkNumber('KeyRepeat.release', 'now', now)
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
    checkNumber('KeyRepeat.poll', 'now', now)
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
