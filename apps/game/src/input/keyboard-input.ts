import type { Action } from '../run/actions.js'
import type { Direction } from '../run/directions.js'
import type { KeyMap } from './key-actions.js'
import { KeyRepeat } from './key-repeat.js'

/** Where key events come from: Phaser's keyboard plugin, or anything with the same two calls. */
export interface KeySource {
  on(
    event: 'keydown' | 'keyup',
    listener: (event: KeyboardEvent) => void,
    context?: unknown,
  ): unknown
  off(
    event: 'keydown' | 'keyup',
    listener: (event: KeyboardEvent) => void,
    context?: unknown,
  ): unknown
}

/**
 * Remembers the events already handled. Phaser hands on every key event still in its queue each
 * time another arrives within a frame, so without this a quick keydown, keyup would come back as
 * two presses, and one Enter could start two runs.
 */
export class OncePerEvent {
  private readonly seen = new WeakSet<Event>()

  /** True the first time `event` is offered, false every time after. */
  first(event: Event): boolean {
    if (this.seen.has(event)) return false
    this.seen.add(event)
    return true
  }
}

export interface KeyboardInputOptions {
  /** Events to leave alone, such as keys typed into a form field. */
  ignore?: (event: KeyboardEvent) => boolean
}

/**
 * A screen's keyboard: reads each key event once, turns it into an action with the screen's key
 * map, and queues it; `take` hands the queue over at the start of a frame, with the held
 * movement key's repeats (timed by `KeyRepeat`, not by the operating system's key repeat).
 */
export class KeyboardInput {
  private queue: { action: Action; down: boolean }[] = []
  private readonly once = new OncePerEvent()
  private readonly repeat = new KeyRepeat<Direction>()

  constructor(
    private readonly source: KeySource,
    private readonly keys: KeyMap,
    private readonly options: KeyboardInputOptions = {},
  ) {
    source.on('keydown', this.onKeyDown, this)
    source.on('keyup', this.onKeyUp, this)
  }

  /**
   * The actions for this frame, in order: the keys pressed since the last call, then the held
   * movement key's repeat when one is due at `now`.
   */
  take(now: number): Action[] {
    const keys = this.queue
    this.queue = []
    const actions: Action[] = []
    for (const { action, down } of keys) {
      if (action.kind !== 'move') actions.push(action)
      else if (down)
        actions.push({ kind: 'move', direction: this.repeat.press(action.direction, now) })
      else this.repeat.release(action.direction, now)
    }
    const direction = this.repeat.poll(now)
    if (direction) actions.push({ kind: 'move', direction })
    return actions
  }

  /** Lets go of every held key: key-ups are lost while the window is in the background. */
  releaseAll(): void {
    this.repeat.clear()
  }

  /** Stops listening. */
  destroy(): void {
    this.source.off('keydown', this.onKeyDown, this)
    this.source.off('keyup', this.onKeyUp, this)
    this.queue = []
    this.repeat.clear()
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (this.options.ignore?.(event) || !this.once.first(event)) return
    const action = this.keys(event)
    if (!action) return
    // The browser must not scroll, move focus or search on the game's keys.
    event.preventDefault()
    // The operating system's repeat is ignored: holding a key is timed by `KeyRepeat`.
    if (event.repeat) return
    this.queue.push({ action, down: true })
  }

  private onKeyUp(event: KeyboardEvent): void {
    if (!this.once.first(event)) return
    const action = this.keys(event)
    if (action?.kind === 'move') this.queue.push({ action, down: false })
  }
}

/** A source that never sends a key, for a game configured without a keyboard. */
export const NO_KEYS: KeySource = {
  on: () => undefined,
  off: () => undefined,
}
