import {
  type ChordPress,
  type ChordText,
  chordOf,
  chordText,
  isLetterCode,
  parseChord,
} from './chords.js'
import { BY_CHARACTER, COMMANDS, commandRow, isStep } from './commands.js'

/** Each command's keys, by command id, in the order they were given. Never changed in place. */
export type Bindings = Readonly<Record<string, readonly ChordText[]>>

/** The most keys one command keeps: enough for arrows, number pad, vi-keys and one more. */
export const MOST_KEYS = 6

/** The keys every command has until the player changes them. */
export const DEFAULT_BINDINGS: Bindings = Object.freeze(
  Object.fromEntries(COMMANDS.map((row) => [row.id, Object.freeze([...row.keys])])),
)

/** What bindings read from storage came to, and what was wrong with what was stored. */
export interface DecodedBindings {
  bindings: Bindings
  /** Sentences for the player; empty when everything stored was good. */
  problems: string[]
}

/**
 * The bindings as stored: only the commands whose keys differ from the defaults, so a command
 * added later arrives with its own defaults.
 */
export function encodeBindings(bindings: Bindings): Record<string, ChordText[]> {
  const changed: Record<string, ChordText[]> = {}
  for (const row of COMMANDS) {
    const keys = bindings[row.id] ?? []
    if (!sameKeys(keys, row.keys)) changed[row.id] = [...keys]
  }
  return changed
}

/**
 * Bindings from what was stored (`encodeBindings`'s shape, parsed from JSON): the defaults with
 * each stored command's keys in their place. Whatever is wrong is left out and said, never
 * thrown: a value that is not an object, a command no longer known, a key that is not one, a
 * key given to two commands (the first keeps it), too many keys. A stored key takes precedence
 * over a default one: the default's command loses it.
 */
export function decodeBindings(stored: unknown): DecodedBindings {
  const problems: string[] = []
  if (stored === undefined || stored === null) return { bindings: DEFAULT_BINDINGS, problems }
  if (typeof stored !== 'object' || Array.isArray(stored)) {
    problems.push(`the keys were not a table of commands (${describe(stored)})`)
    return { bindings: DEFAULT_BINDINGS, problems }
  }
  const chosen = new Map<string, ChordText[]>()
  const owner = new Map<ChordText, string>()
  for (const [id, value] of Object.entries(stored as Record<string, unknown>)) {
    const row = commandRow(id)
    if (!row) {
      problems.push(`there is no command “${short(id)}”`)
      continue
    }
    if (!Array.isArray(value)) {
      problems.push(`the keys of “${row.label}” were not a list (${describe(value)})`)
      continue
    }
    const keys: ChordText[] = []
    for (const item of value) {
      const chord = parseChord(item)
      if (!chord) {
        problems.push(`“${short(String(item))}” is not a key (for “${row.label}”)`)
        continue
      }
      const text = chordText(chord)
      const other = owner.get(text)
      if (other !== undefined) {
        problems.push(`${text} was given to two commands; “${commandRow(other)?.label}” keeps it`)
        continue
      }
      if (keys.length >= MOST_KEYS) {
        problems.push(`“${row.label}” had more than ${MOST_KEYS} keys`)
        break
      }
      owner.set(text, id)
      keys.push(text)
    }
    chosen.set(id, keys)
  }
  const bindings: Record<string, readonly ChordText[]> = {}
  for (const row of COMMANDS) {
    const keys = chosen.get(row.id)
    // A default key the player gave to another command is that command's now.
    bindings[row.id] = Object.freeze(keys ?? row.keys.filter((key) => !owner.has(key)))
  }
  return { bindings: Object.freeze(bindings), problems }
}

/** What binding a key did: the new bindings, and the command that lost the key, if one did. */
export interface Rebound {
  bindings: Bindings
  /** The command the key was taken from; null when it was free (or already this command's). */
  tookFrom: string | null
}

/**
 * Gives `chord` to command `id`, taking it from any other command that had it (a key does one
 * thing). A command with `MOST_KEYS` already loses its oldest key to make room.
 */
export function bindChord(bindings: Bindings, id: string, chord: ChordText): Rebound {
  if (!commandRow(id)) throw new RangeError(`bindChord: id must be a command's, got ${id}`)
  if (!parseChord(chord)) throw new RangeError(`bindChord: chord must be a key, got ${chord}`)
  let tookFrom: string | null = null
  const next: Record<string, readonly ChordText[]> = {}
  for (const row of COMMANDS) {
    const keys = bindings[row.id] ?? []
    if (row.id !== id && keys.includes(chord)) tookFrom = row.id
    next[row.id] = row.id === id ? keys : keys.filter((key) => key !== chord)
  }
  const own = next[id] ?? []
  if (!own.includes(chord)) next[id] = [...own, chord].slice(-MOST_KEYS)
  return { bindings: Object.freeze(next), tookFrom }
}

/** Takes `chord` off command `id`. */
export function unbindChord(bindings: Bindings, id: string, chord: ChordText): Bindings {
  return Object.freeze({
    ...bindings,
    [id]: Object.freeze((bindings[id] ?? []).filter((key) => key !== chord)),
  })
}

/** A key press as the lookup reads it: its place, Shift, and the character it types. */
export interface BoundPress extends ChordPress {
  key: string
}

/**
 * Bindings as a lookup from a key press to its command, built once per set of bindings:
 * 1. the command bound to the key with Shift as held;
 * 2. with Shift held and nothing bound to that, what the key does unshifted, unless that is a
 *    step on a letter (⇧N is not a step: the vi-keys step unshifted only);
 * 3. on a key bound to nothing at all, the command of the character typed (`BY_CHARACTER`), so
 *    `>` goes down on a layout where `>` is another key; and `>`, `?` or `+` typed without
 *    Shift (an on-screen keyboard) go by the character first.
 * Browser shortcuts (Ctrl, Alt, ⌘) give nothing.
 */
export class KeyBindings {
  private readonly byChord = new Map<ChordText, string>()

  constructor(bindings: Bindings) {
    for (const row of COMMANDS) {
      for (const key of bindings[row.id] ?? []) {
        if (!this.byChord.has(key)) this.byChord.set(key, row.id)
      }
    }
  }

  /** The command id of `press`, or null. */
  commandFor(press: BoundPress): string | null {
    // A character typed with Shift on most keyboards (`>`, `?`, `+`) that came without Shift
    // was made some other way (an on-screen keyboard, a layout of its own): it goes by itself.
    if (press.ctrlKey || press.metaKey || press.altKey) return null
    if (!press.shiftKey && TYPED_WITHOUT_SHIFT.has(press.key)) return this.typed(press)
    const chord = chordOf(press)
    if (!chord) return this.typed(press)
    const exact = this.byChord.get(chordText(chord))
    if (exact !== undefined) return exact
    const plain = chord.shift ? this.byChord.get(chord.code) : undefined
    if (plain !== undefined) return isStep(plain) && isLetterCode(chord.code) ? null : plain
    return this.typed(press)
  }

  private typed(press: BoundPress): string | null {
    return BY_CHARACTER[press.key] ?? null
  }
}

/** The characters of `BY_CHARACTER` a keyboard types with Shift as a rule. */
const TYPED_WITHOUT_SHIFT: ReadonlySet<string> = new Set(['>', '?', '+'])

const lookups = new WeakMap<Bindings, KeyBindings>()

/** The lookup for `bindings`, made once per bindings object. */
export function keyBindings(bindings: Bindings): KeyBindings {
  let lookup = lookups.get(bindings)
  if (!lookup) {
    lookup = new KeyBindings(bindings)
    lookups.set(bindings, lookup)
  }
  return lookup
}

function sameKeys(a: readonly ChordText[], b: readonly ChordText[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i])
}

/** A stored value, briefly, for a message. */
function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (value === null) return 'null'
  return typeof value === 'string' ? `“${short(value)}”` : typeof value
}

function short(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text
}
