import { ArgumentTypeError } from '@delve/art'
import { DIRECTIONS, type Direction, STEPS } from '@delve/map'
import { checkBoolean, checkObject, checkString } from '../checks/check.js'

export { DIRECTIONS, type Direction, directionOf, STEPS, type Step } from '@delve/map'

/**
 * The orders of a whole run (`Roguelike` playing a `Run` of `@delve/run`), beyond steps and
 * waits: pick up, open the pack to use or to drop, go down or up the stairs, explore, travel to
 * the stairs, rest, and confirm or cancel an aim or a menu.
 */
export const RUN_COMMANDS = [
  'pickup',
  'inventory',
  'drop',
  'descend',
  'ascend',
  'explore',
  'travel',
  'rest',
  'confirm',
  'cancel',
] as const

/** One of the run's orders. */
export type RunCommand = (typeof RUN_COMMANDS)[number]

/** What a key of a table does: step one way, wait a turn, or one of the run's orders. */
export type KeyCommand = Direction | 'wait' | RunCommand

/**
 * Keys by `KeyboardEvent.code`, the key's place on the keyboard rather than its letter, so the
 * same keys sit under the same fingers on AZERTY and other layouts. `Shift+CODE` is the key
 * with Shift held (`Shift+Period` is `>` on a US keyboard); a name of one character is the
 * character typed, whatever key types it (`>`), for keys no code names.
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

/**
 * The run's orders, as Delve's game has them: G picks up, I opens the pack to use an item, D to
 * drop one, `>` goes down the stairs and `<` up them, O explores, Shift+G travels to the stairs
 * (down, or up while carrying the amulet out), R or Z rests, Enter confirms an aim, Escape
 * cancels.
 */
export const RUN_ORDER_KEYS: KeyTable = {
  KeyG: 'pickup',
  KeyI: 'inventory',
  KeyD: 'drop',
  'Shift+Period': 'descend',
  '>': 'descend',
  'Shift+Comma': 'ascend',
  '<': 'ascend',
  KeyO: 'explore',
  'Shift+KeyG': 'travel',
  KeyR: 'rest',
  KeyZ: 'rest',
  Enter: 'confirm',
  NumpadEnter: 'confirm',
  Escape: 'cancel',
}

/**
 * The keys of a whole run: arrows, number pad, vi-keys, the waits and the run's orders. No WASD:
 * D drops (as in Delve's game). Copy it to change it: `{ ...DEFAULT_RUN_KEYS, KeyQ: 'explore' }`.
 */
export const DEFAULT_RUN_KEYS: KeyTable = {
  ...ARROW_KEYS,
  ...NUMPAD_KEYS,
  ...VI_KEYS,
  ...WAIT_KEYS,
  ...RUN_ORDER_KEYS,
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
 * What a table says `code` does, or null. With Shift held, a `Shift+CODE` entry comes first;
 * failing one, a key that types a character counts only unshifted (Shift+L is another order
 * than L), while the arrows, the number pad and the other navigation keys count with Shift too.
 */
export function commandForKey(
  code: string,
  shiftKey = false,
  table: KeyTable = DEFAULT_KEYS,
): KeyCommand | null {
  checkKeyArguments('commandForKey', code, shiftKey, table)
  if (shiftKey) {
    const chord = `Shift+${code}`
    if (Object.hasOwn(table, chord)) return table[chord] ?? null
    if (!NAVIGATION.test(code)) return null
  }
  return Object.hasOwn(table, code) ? (table[code] ?? null) : null
}

/**
 * What a table says a key press does (`commandForKey`), else what it says the character typed
 * does (an entry of one character, such as `>`), or null. Browser shortcuts (Ctrl, Cmd, Alt
 * held) are left to the browser.
 */
export function commandForPress(
  press: KeyPress,
  table: KeyTable = DEFAULT_KEYS,
): KeyCommand | null {
  checkPress('commandForPress', press)
  checkObject('commandForPress', 'table', table, KEY_TABLE)
  if (press.ctrlKey || press.metaKey || press.altKey) return null
  const command = commandForKey(press.code, press.shiftKey === true, table)
  if (command !== null || press.key.length !== 1) return command
  return Object.hasOwn(table, press.key) ? (table[press.key] ?? null) : null
}

/** True for one of the eight directions. */
export function isDirection(command: unknown): command is Direction {
  return (DIRECTIONS as readonly unknown[]).includes(command)
}

/** The direction a table gives `code` (as `commandForKey`), or null for any other command. */
export function directionForKey(
  code: string,
  shiftKey = false,
  table: KeyTable = DEFAULT_KEYS,
): Direction | null {
  checkKeyArguments('directionForKey', code, shiftKey, table)
  const command = commandForKey(code, shiftKey, table)
  return isDirection(command) ? command : null
}

/** A turn a key asks for, as `playTurn` of `@delve/ecs` takes it. */
export type KeyAction = { kind: 'move'; dx: -1 | 0 | 1; dy: -1 | 0 | 1 } | { kind: 'wait' }

/**
 * A key map from a table: each key to `playTurn`'s move or wait. Browser shortcuts (Ctrl, Cmd,
 * Alt held) are left to the browser. Throws a `KeyTableError` (an `ArgumentTypeError`) for a
 * table that is not an object, or with a command that is neither a direction nor `wait` (the
 * run's orders are for a `Roguelike` playing a `Run`).
 */
export function keyMap(table: KeyTable = DEFAULT_KEYS): KeyMap<KeyAction> {
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    throw new KeyTableError('keyMap', 'table', table, KEY_TABLE)
  }
  for (const [code, command] of Object.entries(table)) {
    if (command !== 'wait' && !isDirection(command)) {
      const run = (RUN_COMMANDS as readonly unknown[]).includes(command)
        ? ' (the run’s orders are for a Roguelike playing a Run)'
        : ''
      throw new KeyTableError(
        'keyMap',
        `table.${code}`,
        command,
        `'wait' or one of ${DIRECTIONS.join(', ')}${run}`,
      )
    }
  }
  return (press) => {
    checkPress('keyMap(table)', press)
    const command = commandForPress(press, table)
    if (command === null) return null
    if (command === 'wait') return { kind: 'wait' }
    // Checked above: every other command of the table is a direction.
    const { dx, dy } = STEPS[command as Direction]
    return { kind: 'move', dx, dy }
  }
}

/**
 * `table` if every command of it is one of `KeyCommand`'s (a direction, `wait` or one of
 * `RUN_COMMANDS`); else a `KeyTableError` naming `fn`, the key and the command.
 */
export function checkKeyTable(table: KeyTable, fn = 'checkKeyTable', argument = 'table'): KeyTable {
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    throw new KeyTableError(fn, argument, table, KEY_TABLE)
  }
  for (const [code, command] of Object.entries(table)) {
    const known =
      command === 'wait' ||
      isDirection(command) ||
      (RUN_COMMANDS as readonly unknown[]).includes(command)
    if (!known) {
      throw new KeyTableError(
        fn,
        `${argument}.${code}`,
        command,
        `'wait', one of ${DIRECTIONS.join(', ')} or one of ${RUN_COMMANDS.join(', ')}`,
      )
    }
  }
  return table
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

/** A key press: an object with the `code` and the `key` of a `KeyboardEvent`. */
export function checkPress(fn: string, press: unknown): void {
  const given = checkObject(fn, 'press', press, 'a KeyPress { key, code, shiftKey?, … }')
  checkString(fn, 'press.code', given.code)
  checkString(fn, 'press.key', given.key)
}
