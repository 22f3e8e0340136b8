// The board under load (`--only board`): the real board (`@delve/board`'s `dist/main.js`) as its
// own process on loopback with PGlite in a temporary folder, fed distinct finished runs the
// diving bot played beforehand, submitted and read at once by autocannon; and, before that,
// `verifyRun` through the board's own pool of threads, without HTTP. This file is also the
// worker that plays the runs (`node:worker_threads`, started on this file).
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { type BoardProcess, startBoard, stopBoard } from '@delve/board/process'
import {
  act,
  createRun,
  dailySeed,
  playOn,
  RUN_VERSION,
  type RunRecord,
  recordRun,
  verifyRun,
} from '@delve/run'
import type autocannon from 'autocannon'
import type { Verdict } from './report.js'

export interface BoardSize {
  /** Distinct finished runs played beforehand (the diving bot's: a few hundred turns each). */
  runs: number
  /** Runs submitted before the load, so that there are runs to read from its first second. */
  warm: number
  /** Seconds the load lasts. */
  seconds: number
  /** Connections submitting at once, each its next run as soon as the last is answered. */
  submitters: number
  /** Connections reading boards and runs at once. */
  readers: number
  /** The board's verifier threads (and the threads that play the runs beforehand). */
  threads: number
}

export const FULL_BOARD: BoardSize = {
  runs: 256,
  warm: 20,
  seconds: 30,
  submitters: 50,
  readers: 10,
  threads: Math.min(2, availableParallelism()),
}
export const SMOKE_BOARD: BoardSize = { ...FULL_BOARD, runs: 24, warm: 6, seconds: 3 }

/** The target: this many submitting at once for this long, and no answer but 2xx. */
const TARGET = { submitters: 50, seconds: 30 }

/** The days of the daily runs among the bench's runs: past days, so any day may read them. */
const DAYS = ['2026-06-01', '2026-06-02']
/** The runs' seeds: two daily ones and twelve others, so boards hold a score or more each. */
const SEEDS = [...DAYS.map(dailySeed), ...Array.from({ length: 12 }, (_, n) => `board-bench-${n}`)]

/**
 * Run `index` of the list: the diving bot on seed `SEEDS[index % 14]` after `index / 14` turns
 * waited first, so every run of a seed is its own (the monsters have moved meanwhile).
 */
function playRun(index: number): RunRecord {
  const run = createRun({ seed: SEEDS[index % SEEDS.length] as string })
  for (let n = 0; n < Math.floor(index / SEEDS.length); n++) act(run, { kind: 'wait' })
  playOn('diver', run)
  if (!run.end) throw new Error(`playRun: the diver did not finish run ${index} in 6000 turns`)
  return recordRun(run)
}

// On a worker thread of `playRuns`: plays the runs it is given and sends their records back.
if (!isMainThread && (workerData as { boardBench?: number[] } | null)?.boardBench) {
  const indices = (workerData as { boardBench: number[] }).boardBench
  parentPort?.postMessage(indices.map((index) => ({ index, record: playRun(index) })))
}

/** The bench's runs, played on `threads` worker threads, or read from the last bench's file. */
async function playRuns(size: BoardSize, log: (line: string) => void) {
  const cache = join(tmpdir(), `delve-board-bench-v${RUN_VERSION}-${size.runs}.json`)
  if (existsSync(cache)) {
    const records = JSON.parse(readFileSync(cache, 'utf8')) as RunRecord[]
    // Rules may change within a version while they are being written: three replays say whether
    // the file still holds runs of these rules.
    if (records.slice(0, 3).every((record) => verifyRun(record).ok)) {
      log(`board: ${records.length} runs read from ${cache}`)
      return { records, seconds: 0, cache }
    }
  }
  log(`board: playing ${size.runs} runs on ${size.threads} threads …`)
  const started = performance.now()
  const shares = Array.from({ length: size.threads }, (_, t) =>
    Array.from({ length: size.runs }, (_, i) => i).filter((i) => i % size.threads === t),
  )
  const played = await Promise.all(
    shares.map(async (share) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { boardBench: share } })
      const [answer] = (await once(worker, 'message')) as [{ index: number; record: RunRecord }[]]
      await worker.terminate()
      return answer
    }),
  )
  const records: RunRecord[] = []
  for (const { index, record } of played.flat()) records[index] = record
  writeFileSync(cache, JSON.stringify(records))
  return { records, seconds: (performance.now() - started) / 1000, cache }
}

/**
 * The board as its own process on a free loopback port, PGlite in `dataDir`. Its rate limits
 * (per address, and all the load comes from this one) are raised past what the load can send:
 * the board trusts no forwarded-for header, so many addresses cannot be faked honestly.
 */
function startLoadedBoard(dataDir: string, threads: number): Promise<BoardProcess> {
  return startBoard({
    HOST: '127.0.0.1',
    BOARD_DATA: dataDir,
    BOARD_THREADS: String(threads),
    BOARD_SUBMISSIONS_PER_MINUTE: '1000000000',
    BOARD_READS_PER_MINUTE: '1000000000',
  })
}

/** What one autocannon instance saw, with every status counted. */
interface Load {
  requests: number
  perSecond: number
  p99: number
  statuses: Map<number, number>
  /** Sockets that failed and requests that timed out. */
  errors: number
  seconds: number
}

function loadOf(result: autocannon.Result, statuses: Map<number, number>): Load {
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
  }
}

export interface BoardRun {
  size: BoardSize
  date: string
  machine: string
  /** The one-minute load average before the load, and at its end. */
  loadBefore: number
  loadAfter: number
  playSeconds: number
  fromCache: boolean
  turns: number
  submissions: Load
  reads: Load
  /** New runs replayed and stored (201), and the seconds from the load's start to the last. */
  stored: number
  storedSeconds: number
  pool: { runs: number; turns: number; seconds: number }
}

/** Submits `record` as `name`; throws unless the board answers 2xx. */
async function submitOne(origin: string, record: RunRecord, name: string): Promise<number> {
  const answer = await fetch(`${origin}/api/runs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...record, name }),
  })
  const body = (await answer.json()) as { id: number; message?: string }
  if (!answer.ok)
    throw new Error(`board bench: warm-up run refused ${answer.status}: ${body.message}`)
  return body.id
}

export async function runBoardBench(
  size: BoardSize,
  log: (line: string) => void,
): Promise<BoardRun> {
  // Loaded here, not above: the worker threads load this file and need none of them.
  const { Verifier } = await import('@delve/board')
  const { default: autocannon } = await import('autocannon')
  const { machineDescription } = await import('./run.js')
  const { records, seconds: playSeconds } = await playRuns(size, log)
  const turns = records.reduce((sum, record) => sum + record.turns, 0)

  // verifyRun through the board's pool, every run at once, no HTTP and no database.
  log(`board: verifying ${records.length} runs through a pool of ${size.threads} threads …`)
  const verifier = new Verifier({ threads: size.threads })
  await Promise.all(records.slice(0, size.threads).map((record) => verifier.verify(record)))
  const poolStart = performance.now()
  const verdicts = await Promise.all(records.map((record) => verifier.verify(record)))
  const poolSeconds = (performance.now() - poolStart) / 1000
  await verifier.close()
  const refused = verdicts.findIndex((verdict) => !verdict.ok)
  if (refused >= 0) throw new Error(`board bench: run ${refused} does not verify`)

  const dataDir = mkdtempSync(join(tmpdir(), 'delve-board-bench-'))
  const board = await startLoadedBoard(dataDir, size.threads)
  try {
    const bodies = records.map((record, n) => JSON.stringify({ ...record, name: `bench ${n}` }))
    const ids: number[] = []
    for (let n = 0; n < size.warm; n++) {
      ids.push(await submitOne(board.origin, records[n] as RunRecord, `bench ${n}`))
    }
    const reads = [
      ...DAYS.map((day) => `/api/boards/daily/${day}`),
      ...SEEDS.slice(DAYS.length).map((seed) => `/api/boards/seed/${seed}`),
      ...ids.map((id) => `/api/runs/${id}`),
    ]
    const loadBefore = loadavg()[0] ?? 0
    log(`board: ${size.submitters} submitting and ${size.readers} reading for ${size.seconds} s …`)
    // Each submission is the next run of the list: the new ones first, then the same again
    // (duplicates, answered 200 from the stored run). Each read the next of `reads`.
    let nextRun = size.warm
    let nextRead = 0
    const started = performance.now()
    let lastStored = started
    let stored = 0
    const count = (statuses: Map<number, number>, status: number) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    const submitted = new Map<number, number>()
    const read = new Map<number, number>()
    const [submissions, readings] = await Promise.all([
      autocannon({
        url: board.origin,
        connections: size.submitters,
        duration: size.seconds,
        timeout: 60,
        requests: [
          {
            method: 'POST',
            path: '/api/runs',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              body: bodies[nextRun++ % bodies.length] as string,
            }),
            onResponse: (status) => {
              count(submitted, status)
              if (status === 201) {
                stored++
                lastStored = performance.now()
              }
            },
          },
        ],
      }),
      autocannon({
        url: board.origin,
        connections: size.readers,
        duration: size.seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: reads[nextRead++ % reads.length] }),
            onResponse: (status) => {
              count(read, status)
            },
          },
        ],
      }),
    ])
    const loadAfter = loadavg()[0] ?? 0
    return {
      size,
      date: new Date().toISOString().slice(0, 10),
      machine: machineDescription(),
      loadBefore,
      loadAfter,
      playSeconds,
      fromCache: playSeconds === 0,
      turns,
      submissions: loadOf(submissions, submitted),
      reads: loadOf(readings, read),
      stored,
      storedSeconds: (lastStored - started) / 1000,
      pool: { runs: records.length, turns, seconds: poolSeconds },
    }
  } finally {
    await stopBoard(board, 'SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Answers other than 2xx, by status: none is asked for (a 429 would be the limit's doing). */
function refusals(load: Load): [number, number][] {
  return [...load.statuses].filter(([status]) => status < 200 || status >= 300)
}

export function boardVerdict(run: BoardRun): Verdict {
  const bad = [...refusals(run.submissions), ...refusals(run.reads)]
  const wrong = bad.reduce((sum, [, n]) => sum + n, 0) + run.submissions.errors + run.reads.errors
  const { submitters } = run.size
  return {
    target: `≥ ${TARGET.submitters} concurrent submissions for ${TARGET.seconds} s, 0 errors but 429s asked for`,
    measured: `${submitters} submitting for ${run.submissions.seconds.toFixed(1)} s, ${wrong} errors (no 429 asked for)`,
    pass:
      submitters >= TARGET.submitters && run.submissions.seconds >= TARGET.seconds && wrong === 0,
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`
const rate = (value: number) => value.toFixed(value >= 100 ? 0 : 1)
const statusList = (load: Load) =>
  [...load.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ')

/** The Board section of BENCHMARKS.md, from `run`, made by `command`. */
export function boardSection(run: BoardRun, command: string): string {
  const { size, submissions, reads, pool } = run
  const verdict = boardVerdict(run)
  const other = [...refusals(submissions), ...refusals(reads)]
  return [
    '<!-- board:start -->',
    '## Board',
    '',
    `From \`${command}\` on ${run.date} (${run.machine};`,
    `load average over one minute ${run.loadBefore.toFixed(2)} as the load began, ${run.loadAfter.toFixed(2)} as it ended).`,
    '',
    `The board (\`apps/board/dist/main.js\`) as its own process on 127.0.0.1, PGlite in a temporary`,
    `folder, ${size.threads} verifier threads, its rate limits raised with \`BOARD_SUBMISSIONS_PER_MINUTE\` and`,
    '`BOARD_READS_PER_MINUTE` (all the load comes from one address, and the board trusts no',
    `forwarded-for header). ${size.runs} distinct finished runs of the diving bot (${SEEDS.length} seeds, ${DAYS.length} of them daily,`,
    `${run.turns.toLocaleString('en-US')} turns in all) ${run.fromCache ? 'read from the last run’s file' : `played beforehand in ${run.playSeconds.toFixed(1)} s on ${size.threads} worker threads`}; ${size.warm} of them`,
    `submitted first, so there are runs to read. Then for ${size.seconds} s at once: ${size.submitters} connections submitting, each`,
    'the next run of the list as soon as its last was answered (the new ones first, then the same',
    `again: duplicates, answered 200 from the stored run), and ${size.readers} connections reading the daily and`,
    'seed boards and the warm-up runs in turn. The bench and the board share the two cores.',
    '',
    '| what | figure |',
    '|---|---|',
    `| submissions answered | ${submissions.requests.toLocaleString('en-US')} in ${submissions.seconds.toFixed(1)} s, ${rate(submissions.perSecond)}/s (${statusList(submissions)}) |`,
    `| verifications: new runs replayed and stored (201) | ${run.stored} in the first ${run.storedSeconds.toFixed(1)} s, ${rate(run.stored / Math.max(run.storedSeconds, 0.001))}/s ${run.stored === size.runs - size.warm ? '(every new run: only duplicates were left after)' : `(${size.runs - size.warm - run.stored} new runs not reached)`} |`,
    `| reads answered | ${reads.requests.toLocaleString('en-US')} in ${reads.seconds.toFixed(1)} s, ${rate(reads.perSecond)}/s (${statusList(reads)}) |`,
    `| p99 latency, submissions | ${ms(submissions.p99)} |`,
    `| p99 latency, reads | ${ms(reads.p99)} |`,
    `| answers other than 2xx | ${other.length === 0 ? '0' : other.map(([s, n]) => `${n} × ${s}`).join(', ')} (429s asked for: none) |`,
    `| socket errors and timeouts | ${submissions.errors + reads.errors} |`,
    `| verifyRun through the board's pool, ${size.threads} threads, no HTTP (the same ${pool.runs} runs at once) | ${rate(pool.runs / pool.seconds)} runs/s, ${Math.round(pool.turns / pool.seconds).toLocaleString('en-US')} turns/s |`,
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| ${verdict.target} | ${verdict.measured} | ${verdict.pass ? 'PASS' : 'MISS'} |`,
    '<!-- board:end -->',
  ].join('\n')
}

/**
 * Puts `section` into the report at `file`: in place of the last one (between its markers), or
 * before the notes at the end when there is none yet.
 */
export function writeBoardSection(file: string, section: string): void {
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf('<!-- board:start -->')
  const end = text.indexOf('<!-- board:end -->')
  let next: string
  if (start >= 0 && end > start) {
    next = text.slice(0, start) + section + text.slice(end + '<!-- board:end -->'.length)
  } else {
    const notes = text.indexOf('\n## Notes')
    next =
      notes >= 0
        ? `${text.slice(0, notes + 1)}${section}\n\n${text.slice(notes + 1)}`
        : `${text.trimEnd()}\n\n${section}\n`
  }
  writeFileSync(file, next)
}
