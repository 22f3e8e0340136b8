import type { Point } from '@delve/map'
import type { AimInfo, AimPreview } from '@delve/run'

/**
 * What the keys, the pointer and the screen are doing now: playing; choosing an item from the
 * pack, to use or to drop; reading the message history from line `top`; looking about with a
 * cursor; or aiming the pack's `index`-th item (`item` is its kind's name) at `cursor`, with what
 * the use would reach there (`preview`). Nothing but a turn changes the run: leaving a mode costs
 * nothing. A level-up choice owed is asked before anything else (`level-up`: a letter or a tap
 * chooses, nothing skips it); `character` shows the hero. Giving up a run (`order`: a new game, or
 * leaving) is asked on a screen of its own (`confirm`): Y or its first button gives it up; N,
 * Escape or the other button plays on.
 */
export type Mode =
  | { name: 'play' }
  | { name: 'inventory'; purpose: 'use' | 'drop' }
  | { name: 'history'; top: number }
  | { name: 'look'; cursor: Point }
  | { name: 'level-up' }
  | { name: 'character' }
  | { name: 'confirm'; order: 'new-game' | 'leave' }
  | {
      name: 'targeting'
      index: number
      item: string
      cursor: Point
      aim: AimInfo
      preview: AimPreview
    }

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
