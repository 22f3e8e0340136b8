import { COMMANDS } from './commands.js'

/**
 * The pad's band holds this many buttons beside its steps (three columns of three rows upright,
 * two columns of four in the column of a phone on its side).
 */
export const MOST_PAD_BUTTONS = 8

/** The commands a pad button may give: those with a pad name, in the table's order. */
export const PAD_CHOICES: readonly string[] = COMMANDS.filter((row) => row.pad).map((row) => row.id)

/** The pad's buttons until the player chooses: explore, the items, look, the log, the stairs. */
export const DEFAULT_PAD: readonly string[] = Object.freeze([
  'explore',
  'pickup',
  'inventory',
  'look',
  'drop',
  'history',
  'descend',
])

/** The pad's buttons read from storage, and what was wrong with what was stored. */
export interface DecodedPad {
  pad: readonly string[]
  problems: string[]
}

/**
 * The pad's buttons from a stored list of command ids: those the pad offers, each once, at most
 * `MOST_PAD_BUTTONS`; anything else is left out and said. Nothing stored: the default buttons.
 */
export function decodePad(stored: unknown): DecodedPad {
  if (stored === undefined || stored === null) return { pad: DEFAULT_PAD, problems: [] }
  if (!Array.isArray(stored)) {
    return { pad: DEFAULT_PAD, problems: ['the pad’s buttons were not a list'] }
  }
  const problems: string[] = []
  const pad: string[] = []
  for (const id of stored) {
    if (typeof id !== 'string' || !PAD_CHOICES.includes(id)) {
      problems.push(`the pad has no button “${String(id).slice(0, 24)}”`)
    } else if (pad.includes(id)) {
      problems.push(`the pad’s “${id}” button was listed twice`)
    } else if (pad.length >= MOST_PAD_BUTTONS) {
      problems.push(`the pad holds ${MOST_PAD_BUTTONS} buttons at most`)
      break
    } else {
      pad.push(id)
    }
  }
  return { pad: Object.freeze(pad), problems }
}

/**
 * The pad's buttons with `id` shown (added at the end) or not (taken out, the others keeping
 * their order); a ninth is refused (the list is returned unchanged).
 */
export function togglePad(pad: readonly string[], id: string, shown: boolean): readonly string[] {
  if (!PAD_CHOICES.includes(id))
    throw new RangeError(`togglePad: id must be a pad button, got ${id}`)
  if (!shown) return pad.includes(id) ? Object.freeze(pad.filter((chosen) => chosen !== id)) : pad
  if (pad.includes(id) || pad.length >= MOST_PAD_BUTTONS) return pad
  return Object.freeze([...pad, id])
}
