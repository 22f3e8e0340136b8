import { GENERATOR_OPTIONS } from '@delve/run'
import { SEED_MAX } from './fields.js'

/** Most turns a submitted run may take: a replay of more would hold a thread too long. */
export const MAX_TURNS = 200_000
/** Most characters of an input log (a 200 000-turn run's log is well under it). */
export const MAX_LOG = 900_000
/** Most bytes of a submission's body: past it, 413. */
export const BODY_LIMIT = 1_048_576
/** Most rows a page of a board holds. */
export const PAGE_MAX = 100
/** Most characters of a board's `?choice=`. */
export const CHOICE_QUERY_MAX = 2048

/**
 * The board's own bounds on a seeded run's generator choice, inside the game's: a replay makes
 * every level it reaches with the choice and plays every turn on it, so both cost with the map
 * (a 4096×4096 map or 100 000 rooms cost seconds a level; the diver's run on a 160×100 map, 1.1
 * to 1.5 s to replay on a busy machine, on 100×56 0.16 to 0.27 s). 100×56 is a quarter more
 * than the default map each way.
 */
export const RANKED_CHOICE_MAX: Readonly<Record<string, number>> = {
  width: 100,
  height: 56,
  maxRooms: 100,
  margin: 25,
  padding: 100,
  bspMinLeafSize: 100,
}

/** One field of a choice: its type and the game's range, within the board's own bounds. */
function fieldSchema(spec: (typeof GENERATOR_OPTIONS)[number]): object {
  if (spec.type === 'choice') return { type: 'string', enum: [...spec.choices] }
  if (spec.type === 'boolean') return { type: 'boolean' }
  const bounds: { minimum?: number; maximum?: number } = {}
  if (typeof spec.min === 'number') bounds.minimum = spec.min
  const board = RANKED_CHOICE_MAX[spec.name]
  const most = typeof spec.max === 'number' ? spec.max : undefined
  const maximum = board === undefined ? most : Math.min(board, most ?? board)
  if (maximum !== undefined) bounds.maximum = maximum
  return { type: 'integer', ...bounds }
}

/**
 * A generator choice as the game records it: the option table's fields (any may be left out:
 * its default), each of its type and in range; any other name is refused, not dropped.
 */
export const choiceSchema = {
  type: 'object',
  propertyNames: { enum: GENERATOR_OPTIONS.map((spec) => spec.name) },
  properties: Object.fromEntries(GENERATOR_OPTIONS.map((spec) => [spec.name, fieldSchema(spec)])),
} as const

/** A run submitted to the board: the record the game keeps (`RunRecord`) and a player's name. */
export const submissionSchema = {
  type: 'object',
  required: ['version', 'seed', 'choice', 'log', 'checksum', 'turns', 'name'],
  // Other fields (a client's own claims) are dropped, never read.
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 1, maximum: 1000 },
    seed: { type: 'string', minLength: 1, maxLength: SEED_MAX },
    choice: choiceSchema,
    log: { type: 'string', maxLength: MAX_LOG },
    checksum: { type: 'string', pattern: '^[0-9a-f]{16}$' },
    turns: { type: 'integer', minimum: 0, maximum: MAX_TURNS },
    // The name's own rules (trimmed, no hidden characters) are checked after: their message
    // says which rule.
    name: { type: 'string', maxLength: 200 },
  },
} as const

/** A whole number written plainly in an address: no sign, no leading zero, no `0x`. */
const whole = (digits: number) => ({ type: 'string', pattern: `^[1-9][0-9]{0,${digits - 1}}$` })

/** `?page=&size=` of a board, and a seed board's `?choice=`: text, read as it is written. */
export const pageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: whole(7),
    size: whole(3),
    choice: { type: 'string', maxLength: CHOICE_QUERY_MAX },
  },
} as const

export const runIdSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: whole(10) },
} as const

export const dateSchema = {
  type: 'object',
  required: ['date'],
  properties: { date: { type: 'string', maxLength: 64 } },
} as const

export const seedSchema = {
  type: 'object',
  required: ['seed'],
  properties: { seed: { type: 'string', maxLength: 4096 } },
} as const
