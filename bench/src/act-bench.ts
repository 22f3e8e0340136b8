import { type PlayerAction, playTurn, slotOf, type TurnEvents } from '@delve/ecs'
import { STEPS } from '@delve/map'
import { type LoggedInput, packStacks, type Run } from '@delve/run'
import { testHooks } from '@delve/run/testing'
import type { GroupResult, Settings } from './harness.js'
import type { GameReplay } from './replay-bench.js'
import { formatRatio, formatTime, type Verdict } from './report.js'
import { pairedSummary, type Summary, summarize } from './stats.js'

export interface ActSize {
  /** Bot runs are played until their turns, descents left out, add up to at least this many. */
  turns: number
  /** The most `act` may take over the ECS turns it wraps. */
  limit: number
  /**
   * Rounds timed (beyond the harness's warm-up): a round's ratio swings by a tenth either way on
   * a shared machine, so the median needs more of them than the other groups' 15.
   */
  rounds: number
}

export const FULL_ACT: ActSize = { turns: 5000, limit: 1.2, rounds: 45 }
export const SMOKE_ACT: ActSize = { turns: 150, limit: 1.2, rounds: 2 }

export const ACT = 'Delve act, the run’s one entry point'
export const ECS_TURNS =
  'the same turns by playTurn of @delve/ecs on an identical world (reference)'

/** A bot run's inputs, level by level: the descents between levels are no ECS turns. */
export interface BotInputs {
  seed: string
  levels: LoggedInput[][]
}

/** The seed of the bench's `i`th bot run. */
const seedOf = (i: number) => `act-bench-${i}`

/**
 * A run of `seed` without the clocks of time's cost: the food clock and the wanderers are the
 * run's own rules on top of the ECS turn, which `playTurn` alone does not play.
 */
function runWithoutClocks(game: GameReplay, seed: string): Run {
  return game.createRun({ seed, tables: withoutClocks(game) })
}

const withoutClocks = (game: GameReplay) => ({ ...game.DEFAULT_TABLES, food: null, wanderers: [] })

/**
 * The fixed inputs: the balance bot's runs from fixed seeds, their input logs cut at every
 * descent, until the turns add up to `turns`. Every depth a run reaches is in it, so the monsters
 * are as many and as strong as in a game. A won run's climb back up is left out: the levels it
 * climbs through come back as the run kept them and woke them, which `playTurn` alone does not.
 */
export function actInputs(game: GameReplay, turns: number): BotInputs[] {
  const runs: BotInputs[] = []
  let total = 0
  for (let i = 0; total < turns; i++) {
    const seed = seedOf(i)
    const levels: LoggedInput[][] = [[]]
    for (const input of game.decodeLog(
      game.recordRun(game.botRun(seed, { tables: withoutClocks(game) }).run).log,
    )) {
      if (input.kind === 'ascend') break
      if (input.kind === 'descend') {
        levels.push([])
        continue
      }
      levels.at(-1)?.push(input)
      total++
    }
    runs.push({ seed, levels })
  }
  return runs
}

/** The item a pack letter's index acts on, as `Run` reads it: its stack's last picked up. */
function itemAt(run: Run, index: number): number {
  const stack = packStacks(run.world, run.player)[index] ?? []
  return stack[stack.length - 1] ?? 0
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
    case 'use': {
      const item = itemAt(run, input.index)
      return input.target
        ? { kind: 'use', item, target: { ...input.target } }
        : { kind: 'use', item }
    }
    case 'drop':
      return { kind: 'drop', item: itemAt(run, input.index) }
    case 'wear': {
      const item = itemAt(run, input.index)
      return { kind: slotOf(world, player, item) === null ? 'equip' : 'unequip', item }
    }
    case 'descend':
    case 'ascend':
    case 'level-up':
      throw new Error(`${input.kind} is no ECS turn`)
  }
}

/** One level's inputs through `act`. */
function viaAct(game: GameReplay, run: Run, inputs: readonly LoggedInput[]): void {
  for (const input of inputs) game.act(run, input)
}

/** The same turns with `playTurn` alone on the run's world. */
function viaTurns(run: Run, inputs: readonly LoggedInput[]): void {
  for (const input of inputs) {
    // A level-up is no ECS turn: the run's perk, granted alike both ways.
    if (input.kind === 'level-up') testHooks(run).levelUp(input.choice)
    else afterKills(run, playTurn(run.world, run.player, actionOf(run, input)))
  }
}

/** What the perks held do after each kill of the hero's (bloodlust's healing), as `Run` does. */
function afterKills(run: Run, events: TurnEvents): void {
  for (const death of events.deaths) {
    if (death.by !== run.player || death.player) continue
    for (const name of run.perks) {
      run.rules.perks.find((perk) => perk.name === name)?.onKill?.(run.world, run.player)
    }
  }
}

/** Both copies down the stairs to the next level, outside any timing. */
function descend(game: GameReplay, a: Run, b: Run, seed: string): void {
  if (!game.act(a, { kind: 'descend' }).taken || !testHooks(b).goDown().taken) {
    throw new Error(`${seed}: a descent refused, depth ${a.depth} and ${b.depth}`)
  }
}

/**
 * Both ways end every level in the same world (the same checksum); throws where they differ. The
 * ECS way plays `skip` (an input's index in the first level) as a wait, to show it notices.
 */
export function checkActAgreement(game: GameReplay, runs: readonly BotInputs[], skip = -1): void {
  for (const { seed, levels } of runs) {
    const a = runWithoutClocks(game, seed)
    const b = runWithoutClocks(game, seed)
    levels.forEach((inputs, depth) => {
      if (depth > 0) descend(game, a, b, seed)
      viaAct(game, a, inputs)
      const played = inputs.map(
        (input, i): LoggedInput =>
          seed === runs[0]?.seed && depth === 0 && i === skip ? { kind: 'wait' } : input,
      )
      viaTurns(b, played)
      const [x, y] = [game.worldChecksum(a.world), game.worldChecksum(b.world)]
      if (x !== y)
        throw new Error(`${seed} depth ${depth + 1}: act and playTurn differ (${x}, ${y})`)
    })
  }
}

/** Per-round totals for the two ways, in milliseconds: CPU time and wall-clock time. */
interface Timings {
  cpu: [number[], number[]]
  wall: [number[], number[]]
}

/**
 * Times the two ways. Each round makes every run twice, outside the timing (playing changes
 * them), after a full collection when `--expose-gc` allows; the copies then play level by level,
 * taking turns (the first level of round r starts with the way r mod 2, each next one with the
 * other), so a busy machine's slow moments fall on both alike; the descents are not timed. A
 * sample is a round's total for each way.
 */
function timeBoth(game: GameReplay, runs: readonly BotInputs[], settings: Settings): Timings {
  const timings: Timings = { cpu: [[], []], wall: [[], []] }
  const gc = (globalThis as { gc?: () => void }).gc
  for (let round = 0; round < settings.warmupRounds + settings.rounds; round++) {
    gc?.()
    const copies = runs.map(({ seed }) => [
      runWithoutClocks(game, seed),
      runWithoutClocks(game, seed),
    ])
    const cpu = [0, 0]
    const wall = [0, 0]
    let k = 0
    runs.forEach(({ seed, levels }, i) => {
      const [a, b] = copies[i] as [Run, Run]
      levels.forEach((inputs, depth) => {
        if (depth > 0) descend(game, a, b, seed)
        for (let way = 0; way < 2; way++) {
          const which = (round + k + way) % 2
          const cpuBefore = process.cpuUsage()
          const started = performance.now()
          if (which === 0) viaAct(game, a, inputs)
          else viaTurns(b, inputs)
          wall[which] = (wall[which] as number) + performance.now() - started
          const used = process.cpuUsage(cpuBefore)
          cpu[which] = (cpu[which] as number) + (used.user + used.system) / 1000
        }
        k++
      })
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
  const runs = actInputs(game, size.turns)
  const turns = runs.reduce((sum, r) => sum + r.levels.flat().length, 0)
  const levels = runs.reduce((sum, r) => sum + r.levels.length, 0)
  checkActAgreement(game, runs)
  const timings = timeBoth(game, runs, { ...settings, rounds: size.rounds })
  const [act, ecs] = timings.cpu.map(summarize) as [Summary, Summary]
  const [actWall, ecsWall] = timings.wall.map(summarize) as [Summary, Summary]
  // Judged round by round: both ways of a round share its moments of load, which a ratio of
  // the two medians (taken from different rounds) does not cancel.
  const paired = pairedSummary(...timings.cpu)
  const ratio = paired.median
  const where = `${turns.toLocaleString('en-US')} turns on ${levels} levels of ${runs.length} bot runs`
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
          rounds: timings.cpu[0],
          note: `rounds' ratios ${formatRatio(paired.q1)} – ${formatRatio(paired.q3)}; wall clock: ${formatRatio(actWall.median / ecsWall.median)} (${formatTime(actWall.median)} against ${formatTime(ecsWall.median)})`,
        },
        { name: ECS_TURNS, time: ecs, ratio: 1, rounds: timings.cpu[1] },
      ],
    },
    verdict: {
      target: `act ≤ ${size.limit}× the ECS turns it wraps, in CPU time (playTurn with the same inputs on an identical world; ${where})`,
      measured: `${formatRatio(ratio)}, the median of the rounds' ratios (${perTurn(act)} against ${perTurn(ecs)} a turn)`,
      pass: ratio <= size.limit,
      value: ratio,
    },
  }
}
