import { inBounds, type Point } from '@delve/map'
import type { Action } from '../play/actions.js'
import type { Outcome, Session } from '../play/session.js'

/** How long a finger rests on a tile before it is a look rather than a tap, in milliseconds. */
const LONG_PRESS_MS = 450

/** How far a finger may drift, in pixels, and still be pressing the same tile. */
const PRESS_SLOP = 10

/** What the map's pointer reads of a pointer event (Phaser's pointer has it). */
interface PointerEvent {
  x: number
  y: number
  wasTouch: boolean
  isDown: boolean
  leftButtonDown(): boolean
}

/** What the pointer asks of the scene. */
export interface PointerHost {
  session(): Session
  /** The map's tile under the screen's point (x, y). */
  tileAt(x: number, y: number): Point
  perform(action: Action): void
  show(outcome: Outcome): void
  /** A walk begins now: its first step is not kept waiting. */
  walkNow(): void
  /** The tile under the mouse changed: the look line says what is there. */
  hovered(): void
  /** Calls `then` after `ms` milliseconds of the scene's clock, unless removed first. */
  later(ms: number, then: () => void): { remove(): void }
  /** True while two fingers pinch the map: their touches are no tap. */
  pinching(): boolean
}

/**
 * The mouse and the fingers on the map: a click acts at once, a finger when lifted (unless it
 * rested there to look); the mouse's hover, and a resting finger, name what is under them, and
 * move the aim while aiming.
 */
export class MapPointer {
  /** The tile under the mouse, for the look line; null when the mouse is off the map. */
  hovered: Point | null = null
  /** A finger on the map: where it went down, and whether it has rested long enough to look. */
  private press: { x: number; y: number; looked: boolean; timer: { remove(): void } } | null = null

  constructor(private readonly host: PointerHost) {}

  /** True while a finger rests on the map. */
  get pressing(): boolean {
    return this.press !== null
  }

  // A click on the map acts at once; a finger acts when lifted, unless it rested there to look.
  // (A click or a tap on the page's bars, the sidebar or the pad never reaches the map.)
  down(pointer: PointerEvent): void {
    if (pointer.wasTouch) this.fingerDown(pointer)
    else if (pointer.leftButtonDown()) this.pointAt(this.host.tileAt(pointer.x, pointer.y))
  }

  up(pointer: PointerEvent): void {
    if (pointer.wasTouch) this.fingerUp(pointer)
  }

  moved(pointer: PointerEvent): void {
    if (pointer.wasTouch) this.fingerMoved(pointer)
    else this.hoverAt(this.host.tileAt(pointer.x, pointer.y))
  }

  /** The scene shuts down: a finger's timer goes with it. */
  destroy(): void {
    this.press?.timer.remove()
    this.press = null
  }

  /**
   * A click or a tap on tile `to`: in play a walk there; looking or aiming, the cursor goes there
   * (on the cursor's own tile it confirms); a menu ignores the map.
   */
  pointAt(to: Point): void {
    const mode = this.host.session().mode.name
    if (this.host.session().exploring) {
      this.host.show(this.host.session().interrupt())
    } else if (mode === 'play') {
      this.host.walkNow()
      this.host.perform({ kind: 'walk-to', to })
    } else if (mode === 'look' || mode === 'targeting') {
      this.host.perform({ kind: 'point', to })
    }
  }

  /** The mouse is over `tile` (null: off the map): aiming follows it; in play it is described. */
  hoverAt(tile: Point | null): void {
    const { run, mode } = this.host.session()
    const inside = tile !== null && inBounds(run.level, tile.x, tile.y)
    const at = inside ? tile : null
    if (at && mode.name === 'targeting' && (at.x !== mode.cursor.x || at.y !== mode.cursor.y)) {
      // Only a new tile moves the cursor: pointing at the cursor's own tile would confirm.
      this.host.perform({ kind: 'point', to: at })
    }
    if (at?.x === this.hovered?.x && at?.y === this.hovered?.y) return
    this.hovered = at
    this.host.hovered()
  }

  private fingerDown(pointer: PointerEvent): void {
    this.press?.timer.remove()
    const { x, y } = pointer
    // Resting on a tile in play names what is there, as the mouse's hover does.
    const timer = this.host.later(LONG_PRESS_MS, () => {
      if (!this.press) return
      this.press.looked = true
      if (this.host.session().mode.name === 'play') this.hoverAt(this.host.tileAt(x, y))
    })
    this.press = { x, y, looked: false, timer }
  }

  private fingerMoved(pointer: PointerEvent): void {
    const press = this.press
    if (!press || !pointer.isDown) return
    if (Math.hypot(pointer.x - press.x, pointer.y - press.y) > PRESS_SLOP) {
      press.timer.remove()
      this.press = null
    }
  }

  private fingerUp(pointer: PointerEvent): void {
    const press = this.press
    this.press = null
    if (!press) return
    press.timer.remove()
    // A pinch zooms: the finger lifted last is no tap.
    if (!press.looked && !this.host.pinching()) this.pointAt(this.host.tileAt(pointer.x, pointer.y))
  }
}
