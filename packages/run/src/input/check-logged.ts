import {
  ArgumentRangeError,
  ArgumentTypeError,
  checkInteger,
  checkKnownKeys,
  checkOneOf,
  checkPoint,
  checkRecord,
  DIRECTIONS,
} from '@delve/map'
import type { LoggedInput } from './run-input.js'

/** The fields of each kind of logged input besides `kind`. */
const LOGGED: Readonly<Record<LoggedInput['kind'], readonly string[]>> = {
  move: ['direction'],
  wait: [],
  pickup: [],
  descend: [],
  ascend: [],
  'level-up': ['choice'],
  use: ['index', 'target'],
  drop: ['index'],
  wear: ['index'],
}

const KINDS = Object.keys(LOGGED) as LoggedInput['kind'][]

/**
 * An input as the log keeps it: a known kind, only its own fields, each of its type and range
 * (a direction by name, a level-up choice 0 to 2, a pack index 0 to 25, a target of integers).
 */
export function checkLogged(fn: string, argument: string, value: unknown): LoggedInput {
  const input = checkRecord(fn, argument, value, `a logged input { kind: ${KINDS.join(' | ')} }`)
  const kind = input.kind
  if (typeof kind !== 'string' || !Object.hasOwn(LOGGED, kind)) {
    const Kind = typeof kind === 'string' ? ArgumentRangeError : ArgumentTypeError
    throw new Kind(fn, `${argument}.kind`, kind, `one of ${KINDS.join(', ')}`)
  }
  const k = kind as LoggedInput['kind']
  checkKnownKeys(fn, argument, input, ['kind', ...LOGGED[k]])
  switch (k) {
    case 'move':
      checkOneOf(fn, `${argument}.direction`, input.direction, DIRECTIONS)
      break
    case 'level-up':
      checkInteger(fn, `${argument}.choice`, input.choice, 0, 2)
      break
    case 'use':
    case 'drop':
    case 'wear':
      checkInteger(fn, `${argument}.index`, input.index, 0, 25)
      if (k === 'use' && input.target !== undefined) {
        const target = checkPoint(fn, `${argument}.target`, input.target)
        checkKnownKeys(fn, `${argument}.target`, target, ['x', 'y'])
        checkInteger(fn, `${argument}.target.x`, target.x, 0, 4095)
        checkInteger(fn, `${argument}.target.y`, target.y, 0, 4095)
      }
      break
    default:
      break
  }
  return value as LoggedInput
}
