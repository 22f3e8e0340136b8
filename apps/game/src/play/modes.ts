import type { Point } from '@delve/map'
import type { ControlMode } from '@delve/phaser'

/**
 * The screens of the game's own, beyond the controller's: reading the message history from line
 * `top`; looking about with a cursor; the hero (`character`); a question whose yes gives up the
 * run (`confirm`, `order`: a new game, or leaving): Y or its first button gives it up; N, Escape
 * or the other button plays on. Leaving any of them costs nothing.
 */
export type GameMode =
  | { name: 'history'; top: number }
  | { name: 'look'; cursor: Point }
  | { name: 'character' }
  | { name: 'confirm'; order: 'new-game' | 'leave' }

/**
 * What the keys, the pointer and the screen are doing now: one of `@delve/phaser`'s controller
 * modes (`play`, `inventory`, `targeting`, `level-up`, `over`), with the same names, or one of
 * the game's own screens (`GameMode`).
 */
export type Mode = ControlMode | GameMode

export const PLAYING: Mode = Object.freeze({ name: 'play' })

/** Lines of the history shown at once; the history opens on its last page. */
export const HISTORY_PAGE = 20

/** The first line of the history's last page. */
export function lastPage(lines: number): number {
  return Math.max(0, lines - HISTORY_PAGE)
}

/** `at` moved by (dx, dy), kept on a `width` × `height` map. */
export function moveCursor(at: Point, dx: number, dy: number, width: number, height: number) {
  return {
    x: Math.min(width - 1, Math.max(0, at.x + dx)),
    y: Math.min(height - 1, Math.max(0, at.y + dy)),
  }
}
