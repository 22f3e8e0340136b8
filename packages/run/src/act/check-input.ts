import { DIRECTIONS } from '@delve/map'
import { OFFER_SIZE } from '../growth/perk-offer.js'
import type { RunInput } from '../input/run-input.js'
import type { Run } from '../run/run.js'
import { ActInputError } from './act-input-error.js'

const KINDS = new Set<RunInput['kind']>([
  'move',
  'wait',
  'pickup',
  'descend',
  'ascend',
  'level-up',
  'use',
  'drop',
  'wear',
  'explore',
  'travel',
  'run',
  'rest',
])

/** The most letters a pack has: a to z. */
const PACK_LETTERS = 26

/** The fields each kind of input has besides `kind`. */
const FIELDS: Readonly<Record<RunInput['kind'], readonly string[]>> = {
  move: ['direction'],
  wait: [],
  pickup: [],
  descend: [],
  ascend: [],
  'level-up': ['choice'],
  use: ['index', 'target'],
  drop: ['index'],
  wear: ['index'],
  explore: [],
  travel: ['stairs', 'to'],
  run: ['direction'],
  rest: [],
}

/** Throws an `ActInputError` for anything that is not a `RunInput` on `run`'s level. */
export function checkInput(input: RunInput, run: Run): void {
  if (typeof input !== 'object' || input === null || !KINDS.has(input.kind)) {
    const kind =
      typeof input === 'object' && input !== null ? (input as { kind?: unknown }).kind : input
    throw new ActInputError('input.kind', kind, [...KINDS].join(', '))
  }
  const fields = FIELDS[input.kind]
  for (const key of Object.keys(input)) {
    if (key !== 'kind' && !fields.includes(key)) {
      const allowed = fields.length === 0 ? 'nothing' : fields.join(', ')
      throw new ActInputError(
        `input.${key}`,
        (input as unknown as Record<string, unknown>)[key],
        `no ${key} in a ${input.kind} input: its fields besides kind are ${allowed}`,
      )
    }
  }
  switch (input.kind) {
    case 'move':
    case 'run':
      if (!DIRECTIONS.includes(input.direction)) {
        throw new ActInputError('input.direction', input.direction, DIRECTIONS.join(', '))
      }
      return
    case 'travel':
      if (input.stairs !== undefined && input.stairs !== 'up' && input.stairs !== 'down') {
        throw new ActInputError(
          'input.stairs',
          input.stairs,
          "'up', 'down' or nothing (the way on)",
        )
      }
      if (input.to !== undefined) {
        if (input.stairs !== undefined) {
          throw new ActInputError('input.to', input.to, 'no to in a travel to the stairs')
        }
        checkTile('input.to', input.to, run)
      }
      return
    case 'level-up':
      if (!Number.isInteger(input.choice) || input.choice < 0 || input.choice >= OFFER_SIZE) {
        throw new ActInputError(
          'input.choice',
          input.choice,
          `an integer from 0 to ${OFFER_SIZE - 1} (a perk of run.levelUpOffer())`,
        )
      }
      return
    case 'use':
    case 'drop':
    case 'wear':
      if (!Number.isInteger(input.index) || input.index < 0 || input.index >= PACK_LETTERS) {
        throw new ActInputError(
          'input.index',
          input.index,
          `an integer from 0 to ${PACK_LETTERS - 1}`,
        )
      }
      if (input.kind === 'use' && input.target !== undefined) {
        checkTile('input.target', input.target, run)
      }
      return
    default:
      return
  }
}

/** Throws an `ActInputError` for a `field` that is not a tile `{ x, y }` of `run`'s level. */
function checkTile(field: string, tile: unknown, run: Run): void {
  const { x, y } = (typeof tile === 'object' && tile !== null ? tile : {}) as {
    x?: unknown
    y?: unknown
  }
  if (!Number.isInteger(x) || !Number.isInteger(y)) {
    throw new ActInputError(field, tile, 'a tile { x, y } of integers')
  }
  const { width, height } = run.level
  if ((x as number) < 0 || (y as number) < 0 || (x as number) >= width || (y as number) >= height) {
    throw new ActInputError(field, tile, `a tile of the ${width}×${height} level`)
  }
}
