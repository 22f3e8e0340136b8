import type { Action } from '../run/actions.js'
import type { Direction } from '../run/directions.js'

/** The parts of a `KeyboardEvent` that decide the action. */
export interface KeyPress {
  key: string
  code: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  shiftKey?: boolean
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
  KeyG: { kind: 'pickup' },
  KeyI: { kind: 'inventory' },
  KeyV: { kind: 'history' },
  KeyX: { kind: 'look' },
  KeyR: { kind: 'regenerate' },
  KeyL: { kind: 'labels' },
  KeyN: { kind: 'new-game' },
  Tab: { kind: 'panel' },
  Escape: { kind: 'leave' },
  Space: { kind: 'wait' },
  Numpad5: { kind: 'wait' },
  NumpadDecimal: { kind: 'wait' },
}

const isShortcut = (press: KeyPress) => press.ctrlKey || press.metaKey || press.altKey

/**
 * The dungeon's keys: the action for a key, or null. Letters go by their place on the keyboard
 * (`code`), as the movement keys do; `>` goes by the character typed (`key`), which is Shift+.
 * on one layout and another key elsewhere. D is a step right (WASD), so Shift+D drops. Browser
 * shortcuts (Ctrl, Cmd, Alt) are left to the browser.
 */
export const actionForKey: KeyMap = (press) => {
  if (isShortcut(press)) return null
  if (press.key === '>') return { kind: 'descend' }
  if (press.key === '.') return { kind: 'wait' }
  if (press.code === 'KeyD' && press.shiftKey) return { kind: 'drop-menu' }
  const direction = directionForKey(press.code)
  if (direction) return { kind: 'move', direction }
  return BY_CODE[press.code] ?? null
}

/** The screens the dungeon can be in: as `Session`'s mode names them. */
export type ModeName = 'play' | 'inventory' | 'history' | 'look' | 'targeting'

const MODE_NAMES: readonly ModeName[] = ['play', 'inventory', 'history', 'look', 'targeting']

const isEnter = (code: string) => code === 'Enter' || code === 'NumpadEnter'

/** The pack's letter a key chooses (a = 0), by its place on the keyboard, or null. */
export function letterIndex(code: string): number | null {
  const match = /^Key([A-Z])$/.exec(code)
  return match ? (match[1] as string).charCodeAt(0) - 65 : null
}

/** In a menu every letter chooses (WASD included); Escape closes it. */
const menuKeys: KeyMap = (press) => {
  if (isShortcut(press)) return null
  if (press.code === 'Escape') return { kind: 'cancel' }
  const index = letterIndex(press.code)
  return index === null ? null : { kind: 'choose', index }
}

/** The message history scrolls up and down; Escape, Enter or V closes it. */
const historyKeys: KeyMap = (press) => {
  if (isShortcut(press)) return null
  if (press.code === 'Escape' || press.code === 'KeyV' || isEnter(press.code))
    return { kind: 'cancel' }
  const direction = directionForKey(press.code)
  return direction === 'up' || direction === 'down' ? { kind: 'move', direction } : null
}

/**
 * Looking and aiming: the movement keys move the cursor, Enter confirms, Escape cancels (and X
 * leaves look mode as it entered it).
 */
function cursorKeys(closing: string | null): KeyMap {
  return (press) => {
    if (isShortcut(press)) return null
    if (press.code === 'Escape' || press.code === closing) return { kind: 'cancel' }
    if (isEnter(press.code)) return { kind: 'confirm' }
    const direction = directionForKey(press.code)
    return direction ? { kind: 'move', direction } : null
  }
}

const MODE_KEYS: Readonly<Record<ModeName, KeyMap>> = {
  play: actionForKey,
  inventory: menuKeys,
  history: historyKeys,
  look: cursorKeys('KeyX'),
  targeting: cursorKeys(null),
}

/** The keys of the dungeon in `mode`. */
export function keysForMode(mode: ModeName): KeyMap {
  return MODE_KEYS[mode]
}

/** True for a key the dungeon uses in some mode: the browser must not act on it too. */
export function dungeonClaims(press: KeyPress): boolean {
  return MODE_NAMES.some((mode) => MODE_KEYS[mode](press) !== null)
}

/** The farewell screen's one key: Enter starts a new game. */
export const quitScreenKeys: KeyMap = (press) =>
  press.code === 'Enter' || press.code === 'NumpadEnter' || press.code === 'KeyN'
    ? { kind: 'new-game' }
    : null
