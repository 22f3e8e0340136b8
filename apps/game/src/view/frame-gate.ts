/** The game loop as the gate drives it (Phaser's `game.loop`: `sleep` stops asking for frames). */
export interface SleepingLoop {
  sleep(): void
  /** Starts asking for frames again; `seamless`: the time slept does not count as game time. */
  wake(seamless?: boolean): void
}

/**
 * Frames in a row with nothing to do before the loop sleeps: the frame that drew the last change,
 * then one more, so that what Phaser defers to the next frame (a scene started, a resize) is done.
 */
export const QUIET_FRAMES = 2

/**
 * Draws only when something changed. After each frame the game says whether it still has work
 * (a walk or a replay going on, the camera easing after the player, a save due); a key the
 * system repeats is work too (the game steps at its own pace while it is held). After
 * `QUIET_FRAMES` frames in a row without any, the loop sleeps: no frame is drawn, no time spent,
 * until an input, a resize or a change made from the page (`wake`) starts it again. With WebGL
 * drawn in software, a page redrawing a still map took half a core; a sleeping one takes none.
 */
export class FrameGate {
  private quiet = 0
  private asleep = false
  private readonly held = new Set<string>()

  constructor(
    private readonly loop: SleepingLoop,
    private readonly busy: () => boolean,
    /** Runs `wake` later, outside the event being handled (by default on a zero timeout). */
    private readonly later: (wake: () => void) => void = (wake) => setTimeout(wake, 0),
  ) {}

  /** True while the loop sleeps: everything asked of the game is handled and drawn. */
  get idle(): boolean {
    return this.asleep
  }

  /**
   * Something happened that the game must handle or draw: the loop runs again. It wakes after the
   * event being handled, so that the game's own listeners have queued it by the first frame.
   */
  wake(): void {
    this.quiet = 0
    if (!this.asleep) return
    this.asleep = false
    this.later(() => {
      if (!this.asleep) this.loop.wake(true)
    })
  }

  /** A key (`id`) is held down, repeating, or came up: the game draws on while any is held. */
  hold(id: string, down: boolean): void {
    if (down) this.held.add(id)
    else this.held.delete(id)
    this.wake()
  }

  /** The window lost the focus: its key-ups will not come. */
  releaseAll(): void {
    this.held.clear()
    this.wake()
  }

  /** After each frame drawn: the loop sleeps once `QUIET_FRAMES` frames in a row had no work. */
  frameDrawn(): void {
    // A frame while asleep: the loop was started from elsewhere; it is awake again.
    this.asleep = false
    if (this.held.size > 0 || this.busy()) {
      this.quiet = 0
      return
    }
    this.quiet++
    if (this.quiet < QUIET_FRAMES) return
    this.asleep = true
    this.loop.sleep()
  }
}

/** The events that may change what the game shows, or hand it input. */
const WAKING_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'pointermove',
  'pointerout',
  'mousemove',
  'mousedown',
  'mouseup',
  'mouseout',
  'click',
  'wheel',
  'touchstart',
  'touchmove',
  'touchend',
  'touchcancel',
  'input',
  'change',
  'resize',
  'focus',
] as const

/**
 * Wakes the gate at every input the page gets (listened to on the window, before anything else
 * handles it), and tells it which keys the system repeats: the game then steps at its own pace
 * until the key comes up. A key down and not yet repeated needs no frame (one press, one step);
 * a finger resting on the map is the scene's own work (`busy`).
 */
export function wakeOnInput(target: Window, gate: FrameGate): void {
  const options = { capture: true, passive: true }
  for (const type of WAKING_EVENTS) target.addEventListener(type, () => gate.wake(), options)
  target.addEventListener(
    'keydown',
    (e) => (e.repeat ? gate.hold(`key:${e.code}`, true) : gate.wake()),
    options,
  )
  target.addEventListener('keyup', (e) => gate.hold(`key:${e.code}`, false), options)
  target.addEventListener('blur', () => gate.releaseAll(), options)
  target.document.addEventListener('visibilitychange', () => gate.wake(), options)
}
