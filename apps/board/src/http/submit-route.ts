import { defaultChoice, RUN_VERSION, type RunRecord } from '@delve/run'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database.js'
import { runKey, spellingKey } from '../db/run-key.js'
import { findRunBySpelling, insertRun, rankOf } from '../db/runs-table.js'
import { type Verifier, VerifierBusyError, VerifierTimeoutError } from '../verify/verifier.js'
import type { Verification } from '../verify/verify-worker.js'
import { checkName, checkSeed, checkText, dailyOf, FieldError } from './fields.js'
import { placeOf } from './place.js'
import { submissionSchema } from './schemas.js'

interface Submission extends RunRecord {
  version: number
  name: string
}

/** `POST /api/runs`: a run replayed on a worker thread, stored as the replay says. */
export function submitRoute(
  app: FastifyInstance,
  db: Database,
  verifier: Verifier,
  today: () => string,
): void {
  app.post(
    '/api/runs',
    { schema: { body: submissionSchema }, config: { limitGroup: 'submissions' } },
    async (request, reply) => {
      const body = request.body as Submission
      const name = checkName(checkText(body.name, 'name'))
      checkSeed(body.seed)
      checkText(body.log, 'log')
      if (body.version !== RUN_VERSION) {
        throw new FieldError(
          'version',
          `this board replays runs of version ${RUN_VERSION}, not ${body.version}`,
          422,
        )
      }
      const daily = dailyOf(body.seed, today())
      if (daily !== null) checkDefaultChoice(body.choice)
      const record: RunRecord = {
        version: body.version,
        seed: body.seed,
        choice: body.choice,
        log: body.log,
        checksum: body.checksum,
        turns: body.turns,
      }
      // Sent before spelt just so: nothing to replay. Another spelling of a stored run is
      // replayed once (its cost bounded by its turns), then found by its run key.
      const spelling = spellingKey(body)
      const known = await findRunBySpelling(db, spelling)
      if (known) {
        if (known.checksum !== record.checksum || known.turns !== record.turns) {
          throw new FieldError('checksum', claimedElsewhere(known), 422)
        }
        return {
          id: known.id,
          rank: await rankOf(db, known.id),
          duplicate: true,
          ...placeOf(known),
        }
      }
      const found = await verify(verifier, record)
      if (found.end === 'playing') {
        throw new FieldError(
          'log',
          `the run has not ended (alive on turn ${found.turns}): a board ranks runs won or lost`,
          422,
        )
      }
      const run = {
        key: runKey({
          version: body.version,
          seed: body.seed,
          choiceKey: found.choiceKey,
          log: found.log,
        }),
        spelling,
        version: body.version,
        seed: body.seed,
        choiceKey: found.choiceKey,
        choice: JSON.stringify(record.choice),
        daily,
        log: found.log,
        checksum: found.checksum,
        name,
        won: found.end === 'won',
        depth: found.depth,
        turns: found.turns,
        level: found.level,
        kills: found.kills,
        cause: found.cause,
        story: found.story,
      }
      const { id, inserted } = await insertRun(db, run)
      reply.code(inserted ? 201 : 200)
      return { id, rank: await rankOf(db, id), duplicate: !inserted, ...placeOf(run) }
    },
  )
}

/**
 * A daily run is the day's dungeon as it comes: every field its choice names must be the
 * default's (`{}`, `{ preset: 'tcod' }` and `{ width: 80 }` are all the default choice).
 */
function checkDefaultChoice(choice: Record<string, unknown>): void {
  const defaults = defaultChoice() as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(choice)) {
    if (defaults[key] !== value) {
      throw new FieldError(
        'choice',
        `a daily run is the day's dungeon as it comes: its generator choice must be the default (${key} ${JSON.stringify(defaults[key])}, got ${JSON.stringify(value)})`,
        422,
      )
    }
  }
}

function claimedElsewhere(known: { turns: number; checksum: string }): string {
  return (
    `this input log was replayed to turn ${known.turns} and checksum ${known.checksum}, ` +
    'not to the end the submission claims'
  )
}

/** The replay's verdict, a refusal naming what went wrong as a `FieldError`. */
async function verify(
  verifier: Verifier,
  record: RunRecord,
): Promise<Extract<Verification, { ok: true }>> {
  let found: Verification
  try {
    found = await verifier.verify(record)
  } catch (error) {
    // Too many waiting, or out of time: nothing against the run (a busy machine is slow).
    if (error instanceof VerifierBusyError || error instanceof VerifierTimeoutError) {
      throw new FieldError('log', `the board is busy (${error.message}); try again soon`, 503)
    }
    throw error
  }
  if (found.ok) return found
  const where = found.input !== undefined ? ` (input ${found.input}, turn ${found.turn})` : ''
  const before = found.before ? ', refused before its replay' : ''
  // A log that plays to another turn was cut or changed; one that plays to the claimed turn with
  // another world claims a false end.
  const field =
    found.input === undefined && found.turn === record.turns && /ended elsewhere/.test(found.reason)
      ? 'checksum'
      : /level cannot be made/.test(found.reason)
        ? 'choice'
        : 'log'
  throw new FieldError(field, `the run does not check out${before}: ${found.reason}${where}`, 422)
}
