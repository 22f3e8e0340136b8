import type { Action } from '../run/actions.js'
import type { Direction } from '../run/directions.js'

/** The parts of a `KeyboardEvent` that decide the action. */
export interface KeyPress {
  key: string
  code: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

/** How a screen reads its keys: the action for a key, or null for a key it leaves alone. */
export type KeyMap = (press: KeyPress) => Action | null

/**
 * Movement keys by `KeyboardEvent.code`, the key's place on the keyboard rather than its letter,
 * so WASD sits under the same fingers on AZERTY and other layouts.
 */
const DIRECTION_BY_CODE: Readonly<Record<string, Direction>> = {
  KeyW: 'up',
  KeyA: 'left',
  KeyS: 'down',
  KeyD: 'right',
  ArrowUp: 'up',
  ArrowLeft: 'left',
  ArrowDown: 'down',
  ArrowRight: 'right',
  // The number pad, as roguelikes have always used it: the diagonals too.
  Numpad8: 'up',
  Numpad9: 'up-right',
  Numpad6: 'right',
  Numpad3: 'down-right',
  Numpad2: 'down',
  Numpad1: 'down-left',
  Numpad4: 'left',
  Numpad7: 'up-left',
}

/** The direction a key moves the player, or null for any other key. */
export function directionForKey(code: string): Direction | null {
  return DIRECTION_BY_CODE[code] ?? null
}

const BY_CODE: Readonly<Record<string, Action>> = {
  KeyR: { kind: 'regenerate' },
  KeyL: { kind: 'labels' },
  KeyN: { kind: 'new-game' },
  Tab: { kind: 'panel' },
  Escape: { kind: 'leave' },
  Space: { kind: 'wait' },
  Numpad5: { kind: 'wait' },
  NumpadDecimal: { kind: 'wait' },
}

/**
 * The dungeon's keys: the action for a key, or null. Letters go by their place on the keyboard
 * (`code`), as the movement keys do; `>` goes by the character typed (`key`), which is Shift+.
 * on one layout and another key elsewhere. Browser shortcuts (Ctrl, Cmd, Alt) are left to the
 * browser.
 */
export const actionForKey: KeyMap = (press) => {
  if (press.ctrlKey || press.metaKey || press.altKey) return null
  if (press.key === '>') return { kind: 'descend' }
  if (press.key === '.') return { kind: 'wait' }
  const direction = directionForKey(press.code)
  if (direction) return { kind: 'move', direction }
  return BY_CODE[press.code] ?? null
}

/** The farewell screen's one key: Enter starts a new game. */
export const quitScreenKeys: KeyMap = (press) =>
  press.code === 'Enter' || press.code === 'NumpadEnter' || press.code === 'KeyN'
    ? { kind: 'new-game' }
    : null
