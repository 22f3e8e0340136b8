import { inventoryOf, type PlayerAction, playTurn, slotOf } from '@delve/ecs'
import { STEPS } from '@delve/map'
import type { LoggedInput, Run } from '@delve/run'
import type { GroupResult, Settings } from './harness.js'
import type { GameReplay } from './replay-bench.js'
import { formatRatio, formatTime, type Verdict } from './report.js'
import { type Summary, summarize } from './stats.js'

export interface ActSize {
  /** Bot runs are cut into levels until the levels' turns add up to at least this many. */
  turns: number
  /** The most `act` may take over the ECS turns it wraps. */
  limit: number
}

export const FULL_ACT: ActSize = { turns: 5000, limit: 1.2 }
export const SMOKE_ACT: ActSize = { turns: 150, limit: 1.2 }

export const ACT = 'Delve act, the run’s one entry point'
export const ECS_TURNS =
  'the same turns by playTurn of @delve/ecs on an identical world (reference)'

/**
 * One level of a bot run: the run as a save on arriving there, and the inputs played on it (the
 * descent that ends it left out: it is no ECS turn).
 */
export interface Segment {
  save: string
  inputs: LoggedInput[]
}

/** The seed of the bench's `i`th bot run. */
const seedOf = (i: number) => `act-bench-${i}`

/**
 * The fixed inputs: the balance bot's runs from fixed seeds, replayed input by input and cut at
 * every descent, until the levels' inputs add up to `turns`. Every depth a run reaches is in it,
 * so the monsters are as many and as strong as in a game.
 */
export function actSegments(game: GameReplay, turns: number): Segment[] {
  const segments: Segment[] = []
  let total = 0
  for (let i = 0; total < turns; i++) {
    const record = game.recordRun(game.botRun(seedOf(i)).run)
    const run = game.startReplay(record)
    let segment: Segment = { save: game.saveRun(run), inputs: [] }
    for (const input of game.decodeLog(record.log)) {
      if (!game.applyInput(run, input)) throw new Error(`${record.seed}: ${input.kind} refused`)
      if (input.kind !== 'descend') {
        segment.inputs.push(input)
        total++
        continue
      }
      if (segment.inputs.length > 0) segments.push(segment)
      segment = { save: game.saveRun(run), inputs: [] }
    }
    if (segment.inputs.length > 0) segments.push(segment)
  }
  return segments
}

/** The `@delve/ecs` action a logged input is on the run's world, its pack read as `Run` reads it. */
function actionOf(run: Run, input: LoggedInput): PlayerAction {
  const { world, player } = run
  switch (input.kind) {
    case 'move': {
      const { dx, dy } = STEPS[input.direction]
      return { kind: 'move', dx, dy }
    }
    case 'wait':
    case 'pickup':
      return { kind: input.kind }
    case 'level-up':
      return { kind: 'level-up', stat: input.stat }
    case 'use': {
      const item = inventoryOf(world, player)[input.index] as number
      return input.target
        ? { kind: 'use', item, target: { ...input.target } }
        : { kind: 'use', item }
    }
    case 'drop':
      return { kind: 'drop', item: inventoryOf(world, player)[input.index] as number }
    case 'wear': {
      const item = inventoryOf(world, player)[input.index] as number
      return { kind: slotOf(world, player, item) === null ? 'equip' : 'unequip', item }
    }
    case 'descend':
      throw new Error('a descent is no ECS turn')
  }
}

/** Plays one level's inputs through `act`. */
function playActs(game: GameReplay, run: Run, segment: Segment): void {
  for (const input of segment.inputs) game.act(run, input)
}

/** Plays the same turns with `playTurn` alone on the run's world. */
function playTurns(run: Run, segment: Segment): void {
  for (const input of segment.inputs) playTurn(run.world, run.player, actionOf(run, input))
}

const load = (game: GameReplay, segments: readonly Segment[]) =>
  segments.map((s) => game.loadRun(s.save))

/**
 * Both ways end every level in the same world (the same checksum); throws where they differ. The
 * ECS way plays `skip` (an input's index in the first segment) as a wait, to show it notices.
 */
export function checkActAgreement(game: GameReplay, segments: readonly Segment[], skip = -1): void {
  const viaAct = load(game, segments)
  const viaTurns = load(game, segments)
  segments.forEach((segment, k) => {
    playActs(game, viaAct[k] as Run, segment)
    const inputs = segment.inputs.map(
      (input, i): LoggedInput => (k === 0 && i === skip ? { kind: 'wait' } : input),
    )
    playTurns(viaTurns[k] as Run, { ...segment, inputs })
  })
  segments.forEach((_, k) => {
    const a = game.worldChecksum((viaAct[k] as Run).world)
    const b = game.worldChecksum((viaTurns[k] as Run).world)
    if (a !== b) throw new Error(`level ${k}: act and playTurn differ (${a}, ${b})`)
  })
}

/** Per-round totals for the two ways, in milliseconds: CPU time and wall-clock time. */
interface Timings {
  cpu: [number[], number[]]
  wall: [number[], number[]]
}

/**
 * Times the two ways over every level, from runs freshly loaded outside the timing (playing
 * changes them), with a full collection first when `--expose-gc` allows. They take turns level by
 * level (the first level of round r starts with the way r mod 2, each next level with the other),
 * so a busy machine's slow moments fall on both alike; a sample is a round's total for each.
 */
function timeBoth(game: GameReplay, segments: readonly Segment[], settings: Settings): Timings {
  const timings: Timings = { cpu: [[], []], wall: [[], []] }
  const gc = (globalThis as { gc?: () => void }).gc
  for (let round = 0; round < settings.warmupRounds + settings.rounds; round++) {
    const viaAct = load(game, segments)
    const viaTurns = load(game, segments)
    gc?.()
    const cpu = [0, 0]
    const wall = [0, 0]
    segments.forEach((segment, k) => {
      for (let way = 0; way < 2; way++) {
        const which = (round + k + way) % 2
        const cpuBefore = process.cpuUsage()
        const started = performance.now()
        if (which === 0) playActs(game, viaAct[k] as Run, segment)
        else playTurns(viaTurns[k] as Run, segment)
        wall[which] = (wall[which] as number) + performance.now() - started
        const used = process.cpuUsage(cpuBefore)
        cpu[which] = (cpu[which] as number) + (used.user + used.system) / 1000
      }
    })
    if (round < settings.warmupRounds) continue
    for (const which of [0, 1] as const) {
      timings.cpu[which].push(cpu[which] as number)
      timings.wall[which].push(wall[which] as number)
    }
  }
  return timings
}

/**
 * The act part: `act` against the ECS turns it wraps, on the same fixed inputs. Judged in CPU
 * time: both run in one thread of one process, and on a machine others load the wall clock
 * mostly measures them (the wall-clock ratio is in the note).
 */
export function runAct(
  game: GameReplay,
  size: ActSize,
  settings: Settings,
  log: (line: string) => void,
): { group: GroupResult; verdict: Verdict } {
  log(`act against playTurn over ${size.turns} turns …`)
  const segments = actSegments(game, size.turns)
  const turns = segments.reduce((sum, s) => sum + s.inputs.length, 0)
  checkActAgreement(game, segments)
  const timings = timeBoth(game, segments, settings)
  const [act, ecs] = timings.cpu.map(summarize) as [Summary, Summary]
  const [actWall, ecsWall] = timings.wall.map(summarize) as [Summary, Summary]
  const ratio = act.median / ecs.median
  const runs = new Set(segments.map((s) => JSON.parse(s.save).runSeed)).size
  const where = `${turns.toLocaleString('en-US')} turns on ${segments.length} levels of ${runs} bot runs`
  const perTurn = (s: Summary) => formatTime(s.median / turns)
  return {
    group: {
      title: `One input at a time, in CPU time: ${where}`,
      reference: ECS_TURNS,
      results: [
        {
          name: ACT,
          time: act,
          ratio,
          note: `wall clock: ${formatRatio(actWall.median / ecsWall.median)} (${formatTime(actWall.median)} against ${formatTime(ecsWall.median)})`,
        },
        { name: ECS_TURNS, time: ecs, ratio: 1 },
      ],
    },
    verdict: {
      target: `act ≤ ${size.limit}× the ECS turns it wraps, in CPU time (playTurn with the same inputs on an identical world; ${where})`,
      measured: `${formatRatio(ratio)} (${perTurn(act)} against ${perTurn(ecs)} a turn)`,
      pass: ratio <= size.limit,
    },
  }
}
