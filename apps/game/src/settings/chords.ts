/**
 * A key as a binding names it: its place on the keyboard (`KeyboardEvent.code`, the same on every
 * layout) and whether Shift is held. Ctrl, Alt and ⌘ are never part of one: those shortcuts are
 * the browser's.
 */
export interface Chord {
  code: string
  shift: boolean
}

/** The parts of a key event a chord is read from. */
export interface ChordPress {
  code: string
  shiftKey?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

/** How a chord is written down (storage, tests): `KeyG`, `Shift+KeyN`. */
export type ChordText = string

/**
 * A `KeyboardEvent.code` as the standard names them: letters and digits only, starting with a
 * capital (`KeyA`, `Numpad7`, `ArrowUp`, `Slash`, `F2`).
 */
const CODE = /^[A-Z][A-Za-z0-9]{0,31}$/

/** Keys that only modify others, or lock: never a binding of their own. */
const MODIFIERS: ReadonlySet<string> = new Set([
  'ShiftLeft',
  'ShiftRight',
  'ControlLeft',
  'ControlRight',
  'AltLeft',
  'AltRight',
  'MetaLeft',
  'MetaRight',
  'OSLeft',
  'OSRight',
  'CapsLock',
  'NumLock',
  'ScrollLock',
  'Fn',
  'FnLock',
])

/** True for a code a binding may use: a real code, and not a modifier. */
export function bindableCode(code: string): boolean {
  return CODE.test(code) && !MODIFIERS.has(code)
}

export function chordText(chord: Chord): ChordText {
  return chord.shift ? `Shift+${chord.code}` : chord.code
}

/** The chord `text` names, or null when it names none (a bad stored value). */
export function parseChord(text: unknown): Chord | null {
  if (typeof text !== 'string') return null
  const shift = text.startsWith('Shift+')
  const code = shift ? text.slice('Shift+'.length) : text
  return bindableCode(code) ? { code, shift } : null
}

/**
 * The chord a key press makes, or null for a press no binding may take: a browser shortcut
 * (Ctrl, Alt or ⌘ held), a modifier alone, an event without a code.
 */
export function chordOf(press: ChordPress): Chord | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null
  if (!bindableCode(press.code)) return null
  return { code: press.code, shift: press.shiftKey === true }
}

/** A letter key's code: `KeyA`…`KeyZ`. */
export const isLetterCode = (code: string): boolean => /^Key[A-Z]$/.test(code)

/** What a few codes are called on a key cap (a US keyboard's; the place is what counts). */
const CAPS: Readonly<Record<string, string>> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Space: 'Space',
  Escape: 'Esc',
  Enter: 'Enter',
  Tab: 'Tab',
  Backspace: '⌫',
  Period: '.',
  Comma: ',',
  Slash: '/',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  BracketLeft: '[',
  BracketRight: ']',
  Minus: '-',
  Equal: '=',
  Backquote: '`',
  IntlBackslash: '<',
  PageUp: 'PgUp',
  PageDown: 'PgDn',
  NumpadAdd: 'num +',
  NumpadSubtract: 'num −',
  NumpadMultiply: 'num *',
  NumpadDivide: 'num /',
  NumpadDecimal: 'num .',
  NumpadEnter: 'num Enter',
}

/** What those keys type unshifted on a US keyboard. */
const US_PLAIN: Readonly<Record<string, string>> = {
  Period: '.',
  Comma: ',',
  Slash: '/',
  Equal: '=',
  Minus: '-',
  Semicolon: ';',
  Digit1: '1',
}

/** What Shift and a punctuation key type on a US keyboard, shown as that character. */
const SHIFTED: Readonly<Record<string, string>> = {
  Period: '>',
  Comma: '<',
  Slash: '?',
  Equal: '+',
  Minus: '_',
  Semicolon: ':',
  Digit1: '!',
}

/**
 * A chord as a key cap reads: `G`, `⇧N`, `num 7`, `↑`, `?`. With the player's keyboard layout
 * (`navigator.keyboard.getLayoutMap()`, code to character), a letter, digit or punctuation key
 * is named by what it types there: KeyQ is `A` on AZERTY.
 */
export function chordLabel(chord: Chord, layout?: ReadonlyMap<string, string>): string {
  const typed = layout?.get(chord.code)
  // Shifted punctuation is named by its US character only where the key is the US one.
  const usKey = typed === undefined || typed === US_PLAIN[chord.code]
  if (chord.shift && SHIFTED[chord.code] && usKey) return SHIFTED[chord.code] as string
  if (typed) return chord.shift ? `⇧${typed.toUpperCase()}` : typed.toUpperCase()
  const letter = /^Key([A-Z])$/.exec(chord.code)?.[1]
  const digit = /^Digit([0-9])$/.exec(chord.code)?.[1]
  const pad = /^Numpad([0-9])$/.exec(chord.code)?.[1]
  const cap =
    letter ??
    digit ??
    (pad === undefined ? undefined : `num ${pad}`) ??
    CAPS[chord.code] ??
    chord.code
  return chord.shift ? `⇧${cap}` : cap
}
