import { type Direction, directionForKey } from './directions.js'

/** Everything a key can ask of the game. */
export type KeyAction =
  | { kind: 'move'; direction: Direction }
  | { kind: 'regenerate' }
  | { kind: 'descend' }
  | { kind: 'labels' }
  | { kind: 'panel' }
  | { kind: 'new-game' }
  | { kind: 'leave' }

/** The parts of a `KeyboardEvent` that decide the action. */
export interface KeyPress {
  key: string
  code: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

const BY_CODE: Readonly<Record<string, KeyAction>> = {
  KeyR: { kind: 'regenerate' },
  KeyL: { kind: 'labels' },
  KeyN: { kind: 'new-game' },
  Tab: { kind: 'panel' },
  Escape: { kind: 'leave' },
}

/**
 * The action for a key, or null. Letters go by their place on the keyboard (`code`), as the
 * movement keys do; `>` goes by the character typed (`key`), which is Shift+. on one layout and
 * another key elsewhere. Browser shortcuts (Ctrl, Cmd, Alt) are left to the browser.
 */
export function actionForKey(press: KeyPress): KeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null
  if (press.key === '>') return { kind: 'descend' }
  const direction = directionForKey(press.code)
  if (direction) return { kind: 'move', direction }
  return BY_CODE[press.code] ?? null
}
