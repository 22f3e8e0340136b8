import { MAX_RUN_SEED_LENGTH } from '@delve/run'

/** Most turns a submitted run may take: a replay of more would hold a thread too long. */
export const MAX_TURNS = 200_000
/** Most characters of an input log (a 200 000-turn run's log is well under it). */
export const MAX_LOG = 900_000
/** Most bytes of a submission's body: past it, 413. */
export const BODY_LIMIT = 1_048_576
/** Most rows a page of a board holds. */
export const PAGE_MAX = 100

/** A run submitted to the board: the record the game keeps (`RunRecord`) and a player's name. */
export const submissionSchema = {
  type: 'object',
  required: ['version', 'seed', 'choice', 'log', 'checksum', 'turns', 'name'],
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 1, maximum: 1000 },
    seed: { type: 'string', minLength: 1, maxLength: MAX_RUN_SEED_LENGTH },
    choice: { type: 'object', maxProperties: 64 },
    log: { type: 'string', maxLength: MAX_LOG },
    checksum: { type: 'string', pattern: '^[0-9a-f]{16}$' },
    turns: { type: 'integer', minimum: 0, maximum: MAX_TURNS },
    // The name's own rules (trimmed, no control characters) are checked after: their message
    // says which rule.
    name: { type: 'string', maxLength: 200 },
  },
} as const

/** `?page=&size=` of a board. */
export const pageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 20 },
    choice: { type: 'string', maxLength: 4096, default: '{}' },
  },
} as const

export const runIdSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const
