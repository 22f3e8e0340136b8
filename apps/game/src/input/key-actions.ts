import {
  ARROW_KEYS,
  directionForKey as commandDirection,
  type KeyMap as KeyMapOf,
  type KeyPress,
  type KeyTable,
  NUMPAD_KEYS,
  VI_KEYS,
} from '@delve/phaser'
import type { Action } from '../run/actions.js'
import type { Direction } from '../run/directions.js'

export type { KeyPress }

/** How a screen reads its keys: the action for a key, or null for a key it leaves alone. */
export type KeyMap = KeyMapOf<Action>

/**
 * The game's movement keys, by `KeyboardEvent.code` (the key's place on the keyboard, so the
 * same keys sit under the same fingers on any layout): the arrows, the number pad (and the keys
 * NumLock off turns it into) and the vi-keys. No WASD: A and D are other orders here (D drops).
 */
const MOVE_KEYS: KeyTable = { ...ARROW_KEYS, ...NUMPAD_KEYS, ...VI_KEYS }

/**
 * The direction a key moves the player or a cursor, or null for any other key. A vi-key moves
 * only unshifted: Shift+N and Shift+L are other orders.
 */
export function directionForKey(code: string, shiftKey = false): Direction | null {
  return commandDirection(code, shiftKey, MOVE_KEYS)
}

/** Letters and other keys that give an order, unshifted. */
const BY_CODE: Readonly<Record<string, Action>> = {
  KeyG: { kind: 'pickup' },
  KeyI: { kind: 'inventory' },
  KeyD: { kind: 'drop-menu' },
  KeyV: { kind: 'history' },
  KeyX: { kind: 'look' },
  KeyC: { kind: 'character' },
  KeyZ: { kind: 'rest' },
  KeyO: { kind: 'explore' },
  KeyR: { kind: 'regenerate' },
  Tab: { kind: 'panel' },
  Escape: { kind: 'leave' },
  Space: { kind: 'wait' },
  Numpad5: { kind: 'wait' },
  NumpadDecimal: { kind: 'wait' },
}

/**
 * Orders given with Shift, kept off the keys a player presses all the time: a new game (Shift+N,
 * as N is a vi-key step; asked twice in a run) and the room labels (Shift+L; the sandbox's).
 */
const BY_SHIFTED_CODE: Readonly<Record<string, Action>> = {
  KeyN: { kind: 'new-game' },
  KeyL: { kind: 'labels' },
  KeyZ: { kind: 'rest' },
  KeyD: { kind: 'drop-menu' },
  KeyG: { kind: 'travel' },
}

const isShortcut = (press: KeyPress) => press.ctrlKey || press.metaKey || press.altKey

/**
 * The dungeon's keys: the action for a key, or null. Letters go by their place on the keyboard
 * (`code`), as the movement keys do; `>` goes by the character typed (`key`), which is Shift+.
 * on one layout and another key elsewhere, and so do `.` and Clear (the number pad's 5 with
 * NumLock off), which wait. Browser shortcuts (Ctrl, Cmd, Alt) are left to the browser.
 */
export const actionForKey: KeyMap = (press) => {
  if (isShortcut(press)) return null
  if (press.key === '>') return { kind: 'descend' }
  if (press.key === '.' || press.key === 'Clear') return { kind: 'wait' }
  const shift = press.shiftKey === true
  if (shift && BY_SHIFTED_CODE[press.code]) return BY_SHIFTED_CODE[press.code] ?? null
  if (shift) {
    // Shift and a direction runs (the vi-keys too, but for N and L, taken above).
    const direction = commandDirection(press.code, false, MOVE_KEYS)
    return direction ? { kind: 'run', direction } : (BY_CODE[press.code] ?? null)
  }
  const direction = directionForKey(press.code)
  if (direction) return { kind: 'move', direction }
  return BY_CODE[press.code] ?? null
}

/** The screens the dungeon can be in: as `Session`'s mode names them. */
export type ModeName =
  | 'play'
  | 'inventory'
  | 'history'
  | 'look'
  | 'targeting'
  | 'level-up'
  | 'character'

const MODE_NAMES: readonly ModeName[] = [
  'play',
  'inventory',
  'history',
  'look',
  'targeting',
  'level-up',
  'character',
]

const isEnter = (code: string) => code === 'Enter' || code === 'NumpadEnter'

/** The pack's letter a key chooses (a = 0), by its place on the keyboard, or null. */
export function letterIndex(code: string): number | null {
  const match = /^Key([A-Z])$/.exec(code)
  return match ? (match[1] as string).charCodeAt(0) - 65 : null
}

/** In a menu every letter chooses (the vi-keys included); Escape closes it. */
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
  const direction = directionForKey(press.code, press.shiftKey)
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
    if (press.key === 'Clear') return null
    const direction = directionForKey(press.code, press.shiftKey)
    return direction ? { kind: 'move', direction } : null
  }
}

/** A level-up choice: a, b or c (or 1, 2, 3); nothing else, so no held key skips it. */
const levelUpKeys: KeyMap = (press) => {
  if (isShortcut(press)) return null
  const digit = /^(?:Digit|Numpad)([123])$/.exec(press.code)?.[1]
  const index = digit ? Number(digit) - 1 : letterIndex(press.code)
  return index !== null && index <= 2 ? { kind: 'choose', index } : null
}

/** The character screen: any of Escape, Enter or C closes it. */
const characterKeys: KeyMap = (press) =>
  !isShortcut(press) && (press.code === 'Escape' || press.code === 'KeyC' || isEnter(press.code))
    ? { kind: 'cancel' }
    : null

const MODE_KEYS: Readonly<Record<ModeName, KeyMap>> = {
  play: actionForKey,
  inventory: menuKeys,
  history: historyKeys,
  look: cursorKeys('KeyX'),
  targeting: cursorKeys(null),
  'level-up': levelUpKeys,
  character: characterKeys,
}

/** The keys of the dungeon in `mode`. */
export function keysForMode(mode: ModeName): KeyMap {
  return MODE_KEYS[mode]
}

/** True for a key the dungeon uses in some mode: the browser must not act on it too. */
export function dungeonClaims(press: KeyPress): boolean {
  return MODE_NAMES.some((mode) => MODE_KEYS[mode](press) !== null)
}

/** The farewell screen's one key: Enter (or N) starts a new game. */
export const quitScreenKeys: KeyMap = (press) =>
  isEnter(press.code) || press.code === 'KeyN' ? { kind: 'new-game' } : null
