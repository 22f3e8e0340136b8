import { checkFunction, checkNumber, checkObject, checkOptions } from '../checks/check.js'
import { KeyRepeat } from './key-repeat.js'
import type { KeyMap, KeyPress } from './key-table.js'

/** Where key events come from: Phaser's keyboard plugin, or anything with the same two calls. */
export interface KeySource {
  /** Calls `listener` on each `event` (Phaser's keyboard plugin has this shape). */
  on(
    event: 'keydown' | 'keyup',
    listener: (event: KeyboardEvent) => void,
    context?: unknown,
  ): unknown
  /** Stops calling `listener` on `event`. */
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

  /** True the first time `event` (an event object) is offered, false every time after. */
  first(event: Event): boolean {
    checkObject('OncePerEvent.first', 'event', event, 'an event object')
    if (this.seen.has(event)) return false
    this.seen.add(event)
    return true
  }
}

/** What `KeyboardInput` takes besides the keyboard and the key map. */
export interface KeyboardInputOptions {
  /** Events to leave alone, such as keys typed into a form field. */
  ignore?: (event: KeyboardEvent) => boolean
  /**
   * Whether a key is one of the screen's, in any of its modes (default: the key map gives it an
   * action now). Such a key's browser default is prevented and it is queued.
   */
  claims?: (press: KeyPress) => boolean
  /** Whether an action repeats while its key is held (default: a `move`). */
  repeats?: (action: { kind: string }) => boolean
}

const isMove = (action: { kind: string }) => action.kind === 'move'

/**
 * A key event as queued: the parts that decide its action, and whether it went down, came up, or
 * is the system's own repeat of a key still down (`held`).
 */
interface QueuedKey {
  press: KeyPress
  down: boolean
  held: boolean
}

/**
 * A screen's keyboard: reads each key event once, queues the screen's keys, and hands them over
 * at the start of a frame as actions, with the held movement key's repeats (timed by `KeyRepeat`,
 * not by the operating system's key repeat). A key counts as held only once the system repeats it:
 * a press whose key-up is late to arrive (a busy machine) is one step, never a walk, and a player
 * who turned key repeat off or made its delay longer is obeyed. Each key is turned into an action only when its turn
 * in the queue comes, by the key map as it is then: a key that opens a menu changes what the
 * next key in the same frame does (I, then A chooses the first item rather than stepping left).
 */
export class KeyboardInput<Action extends { kind: string }> {
  private queue: QueuedKey[] = []
  private readonly once = new OncePerEvent()
  /** The held keys, by code, each repeated while it is a movement key in the current mode. */
  private readonly repeat = new KeyRepeat<string>()
  /** Each held key's press, and whether the system has repeated it yet (only then it repeats). */
  private readonly held = new Map<string, { press: KeyPress; repeating: boolean }>()

  /**
   * Throws an `ArgumentTypeError` for a source without `on` and `off`, a key map that is not a
   * function, or options whose callbacks are not functions.
   */
  constructor(
    private readonly source: KeySource,
    private readonly keys: KeyMap<Action>,
    private readonly options: KeyboardInputOptions = {},
  ) {
    checkKeyboardInput(source, keys, options)
    source.on('keydown', this.onKeyDown, this)
    source.on('keyup', this.onKeyUp, this)
  }

  /**
   * The actions for this frame, in order: the keys pressed since the last call, then the held
   * movement key's repeat when one is due at `now`. Lazy: each key is mapped as it is reached,
   * after the actions before it have been performed.
   */
  take(now: number): IterableIterator<Action> {
    checkNumber('KeyboardInput.take', 'now', now)
    const keys = this.queue
    this.queue = []
    return this.drain(keys, now)
  }

  private *drain(keys: readonly QueuedKey[], now: number): IterableIterator<Action> {
    for (const { press, down, held } of keys) {
      if (!down) {
        this.held.delete(press.code)
        this.repeat.release(press.code, now)
        continue
      }
      if (held) {
        const key = this.held.get(press.code)
        if (key) key.repeating = true
        continue
      }
      const action = this.keys(press)
      if (!action) continue
      if (this.repeats(action)) {
        this.held.set(press.code, { press, repeating: false })
        this.repeat.press(press.code, now)
      }
      yield action
    }
    const current = this.repeat.current()
    const key = current === null ? undefined : this.held.get(current)
    if (!key?.repeating || this.repeat.poll(now) === null) return
    const action = this.keys(key.press)
    if (action && this.repeats(action)) yield action
  }

  private repeats(action: Action): boolean {
    return (this.options.repeats ?? isMove)(action)
  }

  /** Lets go of every held key: key-ups are lost while the window is in the background. */
  releaseAll(): void {
    this.repeat.clear()
    this.held.clear()
  }

  /** Stops listening. */
  destroy(): void {
    this.source.off('keydown', this.onKeyDown, this)
    this.source.off('keyup', this.onKeyUp, this)
    this.queue = []
    this.releaseAll()
  }

  private claims(press: KeyPress): boolean {
    return this.options.claims ? this.options.claims(press) : this.keys(press) !== null
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (this.options.ignore?.(event) || !this.once.first(event)) return
    const press = pressOf(event)
    if (!this.claims(press)) return
    // The browser must not scroll, move focus or search on the game's keys.
    event.preventDefault()
    // The system's repeat only tells that the key is held: the pace is `KeyRepeat`'s.
    this.queue.push({ press, down: true, held: event.repeat })
  }

  private onKeyUp(event: KeyboardEvent): void {
    if (!this.once.first(event)) return
    // Every key-up is queued: a key held down for a repeat must be let go whatever the mode.
    this.queue.push({ press: pressOf(event), down: false, held: false })
  }
}

/** The parts of a key event that decide its action, copied: the event object is not kept. */
function pressOf(event: KeyboardEvent): KeyPress {
  const { key, code, ctrlKey, metaKey, altKey, shiftKey } = event
  return { key, code, ctrlKey, metaKey, altKey, shiftKey }
}

/** A source that never sends a key, for a game configured without a keyboard. */
export const NO_KEYS: KeySource = {
  on: () => undefined,
  off: () => undefined,
}

function checkKeyboardInput(source: unknown, keys: unknown, given: unknown): void {
  const fn = 'new KeyboardInput'
  const from = checkObject(fn, 'source', source, 'a KeySource: scene.input.keyboard, or NO_KEYS')
  checkFunction(fn, 'source.on', from.on)
  checkFunction(fn, 'source.off', from.off)
  checkFunction(fn, 'keys', keys)
  const options = checkOptions(fn, given)
  for (const name of ['ignore', 'claims', 'repeats']) {
    if (options[name] !== undefined) checkFunction(fn, `options.${name}`, options[name])
  }
}
