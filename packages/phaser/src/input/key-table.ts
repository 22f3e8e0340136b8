import { ArgumentTypeError } from '@delve/art'
import { DIRECTIONS, type Direction, STEPS } from '@delve/map'
import { checkBoolean, checkObject, checkString } from '../checks/check.js'

export { DIRECTIONS, type Direction, directionOf, STEPS, type Step } from '@delve/map'

/** What a key of a table does: step one way, or wait a turn. */
export type KeyCommand = Direction | 'wait'

/**
 * Keys by `KeyboardEvent.code`, the key's place on the keyboard rather than its letter, so the
 * same keys sit under the same fingers on AZERTY and other layouts.
 */
export type KeyTable = Readonly<Record<string, KeyCommand>>

/** The arrow keys. */
export const ARROW_KEYS: KeyTable = {
  ArrowUp: 'up',
  ArrowLeft: 'left',
  ArrowDown: 'down',
  ArrowRight: 'right',
}

/**
 * The number pad, as roguelikes have always used it, diagonals too (its codes are the same with
 * NumLock on or off), and the keys NumLock off turns it into, where a system reports those.
 */
export const NUMPAD_KEYS: KeyTable = {
  Numpad8: 'up',
  Numpad9: 'up-right',
  Numpad6: 'right',
  Numpad3: 'down-right',
  Numpad2: 'down',
  Numpad1: 'down-left',
  Numpad4: 'left',
  Numpad7: 'up-left',
  Home: 'up-left',
  PageUp: 'up-right',
  End: 'down-left',
  PageDown: 'down-right',
}

/** The vi-keys (Rogue's and NetHack's), for keyboards without a number pad. */
export const VI_KEYS: KeyTable = {
  KeyH: 'left',
  KeyJ: 'down',
  KeyK: 'up',
  KeyL: 'right',
  KeyY: 'up-left',
  KeyU: 'up-right',
  KeyB: 'down-left',
  KeyN: 'down-right',
}

/** W, A, S and D, as most games on a keyboard move. */
export const WASD_KEYS: KeyTable = {
  KeyW: 'up',
  KeyA: 'left',
  KeyS: 'down',
  KeyD: 'right',
}

/** Waiting a turn: Space, the number pad's 5 and its point, and the full stop. */
export const WAIT_KEYS: KeyTable = {
  Space: 'wait',
  Numpad5: 'wait',
  NumpadDecimal: 'wait',
  Period: 'wait',
}

/** Every key above: arrows, number pad, vi-keys, WASD and the waits. Copy it to change it. */
export const DEFAULT_KEYS: KeyTable = {
  ...ARROW_KEYS,
  ...NUMPAD_KEYS,
  ...VI_KEYS,
  ...WASD_KEYS,
  ...WAIT_KEYS,
}

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
export type KeyMap<Action> = (press: KeyPress) => Action | null

/** Keys that type nothing: they mean the same with Shift held. */
const NAVIGATION = /^(Arrow|Numpad|Home$|End$|Page)/

/**
 * What a table says `code` does, or null. A key that types a character counts only unshifted
 * (Shift+L is another order than L); the arrows, the number pad and the other navigation keys
 * count with Shift too.
 */
export function commandForKey(
  code: string,
  shiftKey = false,
  table: KeyTable = DEFAULT_KEYS,
): KeyCommand | null {
  checkKeyArguments('commandForKey', code, shiftKey, table)
  if (shiftKey && !NAVIGATION.test(code)) return null
  return Object.hasOwn(table, code) ? (table[code] ?? null) : null
}

/** The direction a table gives `code` (as `commandForKey`), or null for a wait or no command. */
export function directionForKey(
  code: string,
  shiftKey = false,
  table: KeyTable = DEFAULT_KEYS,
): Direction | null {
  checkKeyArguments('directionForKey', code, shiftKey, table)
  const command = commandForKey(code, shiftKey, table)
  return command === null || command === 'wait' ? null : command
}

/** A turn a key asks for, as `playTurn` of `@delve/ecs` takes it. */
export type KeyAction = { kind: 'move'; dx: -1 | 0 | 1; dy: -1 | 0 | 1 } | { kind: 'wait' }

/**
 * A key map from a table: each key to `playTurn`'s move or wait. Browser shortcuts (Ctrl, Cmd,
 * Alt held) are left to the browser. Throws a `KeyTableError` (an `ArgumentTypeError`) for a
 * table that is not an object, or with a command that is neither a direction nor `wait`.
 */
export function keyMap(table: KeyTable = DEFAULT_KEYS): KeyMap<KeyAction> {
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    throw new KeyTableError('keyMap', 'table', table, KEY_TABLE)
  }
  for (const [code, command] of Object.entries(table)) {
    if (command !== 'wait' && !DIRECTIONS.includes(command)) {
      throw new KeyTableError(
        'keyMap',
        `table.${code}`,
        command,
        `'wait' or one of ${DIRECTIONS.join(', ')}`,
      )
    }
  }
  return (press) => {
    checkObject('keyMap(table)', 'press', press, 'a KeyPress { key, code, shiftKey?, … }')
    checkString('keyMap(table)', 'press.code', press.code)
    if (press.ctrlKey || press.metaKey || press.altKey) return null
    const command = commandForKey(press.code, press.shiftKey === true, table)
    if (command === null) return null
    if (command === 'wait') return { kind: 'wait' }
    const { dx, dy } = STEPS[command]
    return { kind: 'move', dx, dy }
  }
}

/** A key table that is not an object, or has a command that is not one. */
export class KeyTableError extends ArgumentTypeError {
  override name = 'KeyTableError'
}

const KEY_TABLE = 'a key table: an object of KeyboardEvent codes to commands'

function checkKeyArguments(fn: string, code: unknown, shiftKey: unknown, table: unknown): void {
  checkString(fn, 'code', code)
  checkBoolean(fn, 'shiftKey', shiftKey)
  checkObject(fn, 'table', table, KEY_TABLE)
}
