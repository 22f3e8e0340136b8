import type { Direction } from '@delve/map'
import type { KeyMap as KeyMapOf, KeyPress } from '@delve/phaser'
import type { Action } from '../play/actions.js'
import {
  type Bindings,
  DEFAULT_BINDINGS,
  type KeyBindings,
  keyBindings,
} from '../settings/bindings.js'
import { commandAction, commandDirection } from '../settings/commands.js'

/** How a screen reads its keys: the action for a key, or null for a key it leaves alone. */
export type KeyMap = KeyMapOf<Action>

/**
 * The direction a key moves the player or a cursor with `bindings` (the defaults: arrows, number
 * pad and its NumLock-off keys, vi-keys; shifted, they run), or null for any other key.
 */
export function directionForKey(
  code: string,
  shiftKey = false,
  bindings: Bindings = DEFAULT_BINDINGS,
): Direction | null {
  return directionOf(keyBindings(bindings), { key: '', code, shiftKey })
}

/** The direction a key steps or runs, which moves a cursor as a step does. */
function directionOf(keys: KeyBindings, press: KeyPress): Direction | null {
  const id = keys.commandFor(press)
  return id === null ? null : commandDirection(id)
}

const isShortcut = (press: KeyPress) => press.ctrlKey || press.metaKey || press.altKey

/**
 * The dungeon's keys in play with `bindings` (see `KeyBindings`): letters and the rest by their
 * place on the keyboard (`code`), so they sit under the same fingers on AZERTY and other
 * layouts; `>` and `.` also by the character typed, on keys bound to nothing. The page's own
 * commands (zoom, settings) are not the run's: they give no action here. Browser shortcuts
 * (Ctrl, Cmd, Alt) are left to the browser.
 */
function playKeys(keys: KeyBindings): KeyMap {
  return (press) => {
    if (isShortcut(press)) return null
    const id = keys.commandFor(press)
    return id === null ? null : commandAction(id)
  }
}

/** The dungeon's keys in play, with the default bindings. */
export const actionForKey: KeyMap = playKeys(keyBindings(DEFAULT_BINDINGS))

/** The screens the dungeon can be in: as `Session`'s mode names them. */
export type ModeName =
  | 'play'
  | 'inventory'
  | 'history'
  | 'look'
  | 'targeting'
  | 'level-up'
  | 'character'
  | 'confirm'
  | 'over'

const MODE_NAMES: readonly ModeName[] = [
  'play',
  'inventory',
  'history',
  'look',
  'targeting',
  'level-up',
  'character',
  'confirm',
  'over',
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

/** The message history scrolls up and down; Escape, Enter or its own key closes it. */
function historyKeys(keys: KeyBindings): KeyMap {
  return (press) => {
    if (isShortcut(press)) return null
    if (press.code === 'Escape' || isEnter(press.code) || keys.commandFor(press) === 'history')
      return { kind: 'cancel' }
    const direction = directionOf(keys, press)
    return direction === 'up' || direction === 'down' ? { kind: 'move', direction } : null
  }
}

/**
 * Looking and aiming: the movement keys move the cursor, Enter confirms, Escape cancels (and
 * look's own key leaves look mode as it entered it).
 */
function cursorKeys(keys: KeyBindings, closing: string | null): KeyMap {
  return (press) => {
    if (isShortcut(press)) return null
    if (press.code === 'Escape') return { kind: 'cancel' }
    if (isEnter(press.code)) return { kind: 'confirm' }
    if (press.key === 'Clear') return null
    const id = keys.commandFor(press)
    if (closing !== null && id === closing) return { kind: 'cancel' }
    const direction = directionOf(keys, press)
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

/**
 * A question whose yes gives up the run: Y answers yes; N (Shift or not) and Escape answer no;
 * every other key, Enter included, leaves it asked.
 */
const confirmKeys: KeyMap = (press) => {
  if (isShortcut(press)) return null
  if (press.code === 'KeyY') return { kind: 'confirm' }
  return press.code === 'KeyN' || press.code === 'Escape' ? { kind: 'cancel' } : null
}

/** The character screen: any of Escape, Enter or its own key closes it. */
function characterKeys(keys: KeyBindings): KeyMap {
  return (press) =>
    !isShortcut(press) &&
    (press.code === 'Escape' || isEnter(press.code) || keys.commandFor(press) === 'character')
      ? { kind: 'cancel' }
      : null
}

/** Each mode's keys with a set of bindings. */
function modeKeys(keys: KeyBindings): Readonly<Record<ModeName, KeyMap>> {
  return {
    play: playKeys(keys),
    inventory: menuKeys,
    history: historyKeys(keys),
    look: cursorKeys(keys, 'look'),
    targeting: cursorKeys(keys, null),
    'level-up': levelUpKeys,
    character: characterKeys(keys),
    confirm: confirmKeys,
    // The run is over: the end screen has the keys.
    over: () => null,
  }
}

const modeKeysOf = new WeakMap<Bindings, Readonly<Record<ModeName, KeyMap>>>()

/** The modes' keys for `bindings`, made once per bindings object. */
function keysOf(bindings: Bindings): Readonly<Record<ModeName, KeyMap>> {
  let keys = modeKeysOf.get(bindings)
  if (!keys) {
    keys = modeKeys(keyBindings(bindings))
    modeKeysOf.set(bindings, keys)
  }
  return keys
}

/** The keys of the dungeon in `mode`, with the player's bindings (default: the defaults). */
export function keysForMode(mode: ModeName, bindings: Bindings = DEFAULT_BINDINGS): KeyMap {
  return keysOf(bindings)[mode]
}

/** True for a key the dungeon uses in some mode: the browser must not act on it too. */
export function dungeonClaims(press: KeyPress, bindings: Bindings = DEFAULT_BINDINGS): boolean {
  const keys = keysOf(bindings)
  return MODE_NAMES.some((mode) => keys[mode](press) !== null)
}

/** The farewell screen's one key: Enter (or N) starts a new game. */
export const quitScreenKeys: KeyMap = (press) =>
  isEnter(press.code) || press.code === 'KeyN' ? { kind: 'new-game' } : null
