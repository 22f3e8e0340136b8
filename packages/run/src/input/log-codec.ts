import { ArgumentTypeError, DIRECTIONS } from '@delve/map'
import { checkLogged } from './check-logged.js'
import { ReplayError } from './replay-error.js'
import type { LoggedInput } from './run-input.js'

// The log as text for an address, in characters a URL carries as they are. One letter a move, in
// DIRECTIONS order (a ring of keys around s); a count before a move or a wait repeats it.
const MOVES = 'wedcxzaq'
const SINGLE: Readonly<Record<string, LoggedInput>> = {
  s: { kind: 'wait' },
  g: { kind: 'pickup' },
  v: { kind: 'descend' },
  u: { kind: 'ascend' },
}
// A level-up's choice of the offer, first to third: the letters of the stats the first rules
// offered in that order (hit points, power, defence).
const CHOICES = 'HPD'
const PACK = 'abcdefghijklmnopqrstuvwxyz'

/** Most inputs a log may hold, and most characters its text may have: far above any real run. */
export const MAX_INPUTS = 1_000_000
/** Most characters an encoded input log may have. */
export const MAX_LOG_TEXT = 4_000_000
/** A coordinate or a count has at most this many digits (maps are at most 4096 tiles a side). */
const MAX_DIGITS = 6

/** The inputs as compact text: `12d` is twelve steps right, `Ub-3-4.` reads b at (3, 4). */
export function encodeLog(inputs: readonly LoggedInput[]): string {
  if (!Array.isArray(inputs)) {
    throw new ArgumentTypeError('encodeLog', 'inputs', inputs, 'an array of logged inputs')
  }
  for (let i = 0; i < inputs.length; i++) checkLogged('encodeLog', `inputs[${i}]`, inputs[i])
  const parts: string[] = []
  for (let i = 0; i < inputs.length; ) {
    const code = codeOf(inputs[i] as LoggedInput)
    let n = 1
    if (code.length === 1 && repeatable(code)) {
      while (i + n < inputs.length && codeOf(inputs[i + n] as LoggedInput) === code) n++
    }
    parts.push(n > 1 ? `${n}${code}` : code)
    i += n
  }
  return parts.join('')
}

/** The inputs of an encoded log; throws `ReplayError`, saying where, for anything else. */
export function decodeLog(text: unknown): LoggedInput[] {
  if (typeof text !== 'string') throw new ReplayError('the replay log is not text')
  if (text.length > MAX_LOG_TEXT) {
    throw new ReplayError(`the replay log is too long (${text.length} characters)`)
  }
  const reader = { text, at: 0 }
  const inputs: LoggedInput[] = []
  while (reader.at < text.length) {
    const count = readNumber(reader) ?? 1
    const start = reader.at
    const op = text[reader.at++] ?? ''
    const input = readInput(reader, op)
    if (!input)
      throw new ReplayError(`the replay log has ${describe(op)} at character ${start + 1}`)
    if (count < 1 || (count > 1 && !repeatable(op))) {
      throw new ReplayError(`the replay log repeats ${describe(op)} at character ${start + 1}`)
    }
    if (inputs.length + count > MAX_INPUTS) {
      throw new ReplayError(`the replay log holds more than ${MAX_INPUTS} inputs`)
    }
    for (let k = 0; k < count; k++) inputs.push(input)
  }
  return inputs
}

function codeOf(input: LoggedInput): string {
  switch (input.kind) {
    case 'move':
      return MOVES[DIRECTIONS.indexOf(input.direction)] ?? ''
    case 'wait':
      return 's'
    case 'pickup':
      return 'g'
    case 'descend':
      return 'v'
    case 'ascend':
      return 'u'
    case 'level-up': {
      const code = CHOICES[input.choice]
      if (code === undefined) throw new ReplayError(`level-up choice ${input.choice} has no letter`)
      return code
    }
    case 'use':
      return `U${letter(input.index)}${input.target ? `-${input.target.x}-${input.target.y}.` : ''}`
    case 'drop':
      return `R${letter(input.index)}`
    case 'wear':
      return `W${letter(input.index)}`
  }
}

function letter(index: number): string {
  const code = PACK[index]
  if (code === undefined) throw new ReplayError(`pack index ${index} has no letter`)
  return code
}

const repeatable = (code: string) => MOVES.includes(code) || code === 's'

interface Reader {
  text: string
  at: number
}

function readInput(reader: Reader, op: string): LoggedInput | undefined {
  const move = MOVES.indexOf(op)
  if (op !== '' && move >= 0) return { kind: 'move', direction: DIRECTIONS[move] ?? 'up' }
  const single = SINGLE[op]
  if (single) return single
  const choice = op === '' ? -1 : CHOICES.indexOf(op)
  if (choice >= 0) return { kind: 'level-up', choice }
  if (op !== 'U' && op !== 'R' && op !== 'W') return undefined
  const code = reader.text[reader.at++]
  const index = code === undefined ? -1 : PACK.indexOf(code)
  if (index < 0) return undefined
  if (op === 'R') return { kind: 'drop', index }
  if (op === 'W') return { kind: 'wear', index }
  if (reader.text[reader.at] !== '-') return { kind: 'use', index }
  reader.at++
  const x = readNumber(reader)
  if (reader.text[reader.at++] !== '-') return undefined
  const y = readNumber(reader)
  if (x === undefined || y === undefined || reader.text[reader.at++] !== '.') return undefined
  return { kind: 'use', index, target: { x, y } }
}

/** A run of decimal digits (at most `MAX_DIGITS`), or undefined where none starts. */
function readNumber(reader: Reader): number | undefined {
  const start = reader.at
  while (reader.at < reader.text.length && isDigit(reader.text[reader.at] as string)) {
    reader.at++
    if (reader.at - start > MAX_DIGITS) {
      throw new ReplayError(`the replay log has a number too long at character ${start + 1}`)
    }
  }
  return reader.at === start ? undefined : Number(reader.text.slice(start, reader.at))
}

const isDigit = (c: string) => c >= '0' && c <= '9'

function describe(op: string): string {
  if (op === '') return 'an unfinished entry'
  const code = op.codePointAt(0) ?? 0
  return code >= 0x21 && code <= 0x7e
    ? `"${op}"`
    : `character U+${code.toString(16).padStart(4, '0')}`
}
