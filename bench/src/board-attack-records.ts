// The submissions of the board attack bench (board-attack-bench.ts): forged records that cost
// the board's replay what they can, real runs that cost the most the board's bounds allow, and
// honest players' runs.
import {
  act,
  createRun,
  decodeLog,
  encodeLog,
  type GeneratorChoice,
  GOAL_DEPTH,
  playOn,
  RUN_VERSION,
  type RunRecord,
  recordRun,
  replayRun,
} from '@delve/run'

/** A submission and what it is. */
export interface Labelled {
  label: string
  record: RunRecord
}

/** The board's bounds as they stand (apps/board: MAX_LOG, FREE_STAIRS, TURNS_A_STAIR). */
const MAX_LOG = 900_000
const stairsAllowed = (turns: number) => 2 * GOAL_DEPTH + 10 + Math.floor(turns / 50)

/** The biggest map the board ranks, for each algorithm. */
const ALGORITHMS = ['rooms-and-corridors', 'bsp', 'caves', 'rooms-and-mazes', 'drunkard'] as const
const biggest = (algorithm: string) =>
  ({ algorithm, width: 100, height: 56, maxRooms: 100 }) as unknown as GeneratorChoice

/** A checksum no run ends on: a forged record's (its replay costs the same until the end). */
const forged = (n: number) => n.toString(16).padStart(16, '0')

/** The diver's run of `seed`, and its log's inputs. */
function dive(seed: string, choice?: GeneratorChoice) {
  const run = createRun(choice ? { seed, generator: choice } : { seed })
  playOn('diver', run)
  return { run, inputs: decodeLog(recordRun(run).log) }
}

/**
 * The diver's run of `seed` cut at its last descent, then up and down the stairs there as
 * often as the board allows: the most levels left and entered its bounds let a log hold.
 */
function stairsAtTheBound(seed: string, choice?: GeneratorChoice): RunRecord {
  const { run: whole, inputs } = dive(seed, choice)
  const last = inputs.map((input) => input.kind).lastIndexOf('descend')
  const cut = inputs.slice(0, last + 1)
  const run = replayRun({ version: RUN_VERSION, seed, choice: whole.choice, log: cut })
  let stairs = cut.filter((input) => input.kind === 'descend' || input.kind === 'ascend').length
  while (stairs + 2 <= stairsAllowed(run.turn)) {
    act(run, { kind: 'ascend' })
    act(run, { kind: 'descend' })
    stairs += 2
  }
  return recordRun(run)
}

/** Depth 2 reached by the diver, then up and down the stairs until the log is at its limit. */
function stairsDance(seed: string, n: number): RunRecord {
  const { run, inputs } = dive(seed)
  const down = inputs.findIndex((input) => input.kind === 'descend')
  const prefix = inputs.slice(0, down + 1)
  const turns = prefix.filter((input) => input.kind !== 'level-up').length
  const head = encodeLog(prefix)
  const log = head + 'uv'.repeat(Math.floor((MAX_LOG - head.length) / 2))
  return { version: RUN_VERSION, seed, choice: run.choice, log, checksum: forged(n), turns }
}

/** A record whose first level costs what `choice` asks: one wait, a forged end. */
const bigLevel = (choice: object, n: number): RunRecord => ({
  version: RUN_VERSION,
  seed: `big-level-${n}`,
  choice: choice as GeneratorChoice,
  log: 's',
  checksum: forged(n),
  turns: 1,
})

/** A run that waits on depth 1 until it dies (hunger, or a monster that finds it). */
function waitedOut(seed: string): RunRecord {
  const run = createRun({ seed })
  while (!run.end && run.turn < 20_000) act(run, { kind: 'wait' })
  return recordRun(run)
}

/**
 * `worst`: each costly submission once (the forged ones that fit the limits the board had, the
 * real ones at the bounds it has); `load`: `count` distinct ones for the attacker at its limit.
 */
export function attackRecords(count: number): { worst: Labelled[]; load: Labelled[] } {
  const dance = stairsDance('attack-stairs', 1)
  const worst: Labelled[] = [
    {
      label: `depth 2, then the stairs up and down until the log is ${Math.round(dance.log.length / 1000)} KB (forged end)`,
      record: dance,
    },
    {
      label: 'a 4096×4096 map, one wait (forged end)',
      record: bigLevel({ width: 4096, height: 4096 }, 2),
    },
    { label: '100 000 rooms, one wait (forged end)', record: bigLevel({ maxRooms: 100_000 }, 3) },
    { label: 'a run waited out on depth 1', record: waitedOut('attack-wait') },
    ...ALGORITHMS.map((algorithm) => ({
      label: `${algorithm} at 100×56 (100 rooms): the diver to its deepest, then the stairs up and down as often as its turns allow (not ended: refused after its whole replay)`,
      record: stairsAtTheBound(`attack-${algorithm}`, biggest(algorithm)),
    })),
  ]
  const load: Labelled[] = []
  for (let n = 0; n < count; n++) {
    const kind = n % 3
    if (kind === 0)
      load.push({ label: 'stairs dance', record: { ...dance, checksum: forged(100 + n) } })
    else if (kind === 1)
      load.push({ label: '4096×4096', record: bigLevel({ width: 4096, height: 4096 }, 100 + n) })
    else {
      const algorithm = ALGORITHMS[n % ALGORITHMS.length] as string
      load.push({
        label: `${algorithm} at the bound`,
        record: stairsAtTheBound(`load-${n}`, biggest(algorithm)),
      })
    }
  }
  return { worst, load }
}

/** `count` honest players' finished runs: the diver's, each of its own seed. */
export function honestRecords(count: number): Labelled[] {
  return Array.from({ length: count }, (_, n) => {
    const { run } = dive(`honest-${n}`)
    return { label: `honest ${n}`, record: recordRun(run) }
  })
}
