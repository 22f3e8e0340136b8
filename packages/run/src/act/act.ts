import type { TurnEvents } from '@delve/ecs'
import { type Point, STEPS } from '@delve/map'
import type { LoggedInput, RunInput, WalkInput } from '../input/run-input.js'
import { checkRun } from '../run/check-run.js'
import type { Run, RunEnd, TurnReport } from '../run/run.js'
import { runInputs } from '../run/run-inputs.js'
import { runLine } from '../words/run-messages.js'
import { checkInput } from './check-input.js'
import { type RestState, restStep, startRest } from './rest.js'
import { type PathState, pathGoesOn, pathStep, startPath } from './travel-to.js'
import { startWalk, type WalkState, walkStep } from './walk-step.js'

/** What one `act` did. */
export interface ActResult {
  /**
   * The run changed: a turn passed, a level-up was chosen or the stairs were taken. The input
   * (or, for a walk's step, what it became) went into the input log.
   */
  taken: boolean
  /** The player is on another tile. */
  moved: boolean
  /** What to tell the player, in order; also added to the run's message log. */
  lines: string[]
  /** Why nothing happened, for a legal but useless input ("There are no stairs down here."). */
  refused?: string
  /** A walk or a rest stopped: the sentence saying why ('' where stopping says enough). */
  stopped?: string
  /** A walk or a rest goes on: `act` again with the same input plays its next step. */
  more: boolean
  /** A new level was entered: draw it all again. */
  level: boolean
  /** A level-up choice is owed (`{ kind: 'level-up', choice }` settles it: a perk of `run.levelUpOffer()`). */
  levelUp: boolean
  /** What `@delve/ecs` says happened in the turn played, when one was. */
  events?: TurnEvents
  /** The run ended with this input: by death, or by taking up the goal. */
  end?: RunEnd
}

/** What a walk or a rest under way keeps between two `act`s: its input and its state. */
type Going =
  | { input: WalkInput & { kind: 'rest' }; rest: RestState }
  | { input: WalkInput & { kind: 'travel' }; path: PathState }
  | { input: Exclude<WalkInput, { kind: 'rest' }>; walk: WalkState }

/** The walk or rest under way in each run (dropped with the run). */
const going = new WeakMap<Run, Going>()

/**
 * Plays one input on `run`, the one way a run changes: a step or a blow, a wait, a pickup, an
 * item of the pack used (aimed at `target` where it needs one), dropped or put on / taken off,
 * a level-up choice, a descent, or a step of a walk or a rest. A legal input that cannot be
 * carried out (a wall, an empty pack, no stairs, a finished run) changes nothing and says why in
 * `refused`; an input that is not a `RunInput` at all is an `ActInputError` (a `TypeError`).
 */
export function act(run: Run, input: RunInput): ActResult {
  checkRun('act', 'run', run)
  checkInput(input, run)
  if (run.dead || run.won) return refused(runLine(run.world.kinds, 'refuse.run-over'))
  const walking = going.get(run)
  switch (input.kind) {
    case 'travel':
      if (input.to === undefined) return walkOrGoOn(run, walking, input)
      if (walking && 'path' in walking && sameWalk(walking.input, input)) {
        return pathOn(run, walking)
      }
      return startPathing(run, input, input.to)
    case 'explore':
    case 'run':
      return walkOrGoOn(run, walking, input)
    case 'rest':
      if (walking && 'rest' in walking) return restOn(run, walking)
      return startResting(run)
    default:
      if (walking) going.delete(run)
      return once(run, input)
  }
}

/** Ends the walk or rest under way, if any (a key or a tap elsewhere); true if one was. */
export function stopWalking(run: Run): boolean {
  checkRun('stopWalking', 'run', run)
  return going.delete(run)
}

/** True while a walk or a rest is under way: `act` with its input goes on with it. */
export function isWalking(run: Run): boolean {
  checkRun('isWalking', 'run', run)
  return going.has(run)
}

/** The next step of the same walk under way, or a new walk begun. */
function walkOrGoOn(
  run: Run,
  walking: Going | undefined,
  input: Exclude<WalkInput, { kind: 'rest' }>,
): ActResult {
  if (walking && 'walk' in walking && sameWalk(walking.input, input)) return walkOn(run, walking)
  return startWalking(run, input)
}

function startPathing(run: Run, input: WalkInput & { kind: 'travel' }, to: Point): ActResult {
  going.delete(run)
  const begun = startPath(run, to)
  if (typeof begun === 'string') {
    if (begun !== '') return refused(begun)
    const here = nothing()
    here.stopped = ''
    return here
  }
  const state: Going = { input, path: begun }
  going.set(run, state)
  return pathOn(run, state)
}

function pathOn(run: Run, state: Going & { path: PathState }): ActResult {
  const step = pathStep(state.path)
  if (!step) {
    going.delete(run)
    const arrived = nothing()
    arrived.stopped = ''
    return arrived
  }
  const result = once(run, step)
  const stop = result.taken ? pathGoesOn(run, state.path, result) : ''
  result.more = stop === undefined
  if (stop !== undefined) {
    going.delete(run)
    if (stop !== '') result.stopped = stop
  }
  return result
}

function startWalking(run: Run, input: Exclude<WalkInput, { kind: 'rest' }>): ActResult {
  going.delete(run)
  if (input.kind === 'run') {
    // A run's first step is a plain step; the walk goes on from where it took the player.
    const result = once(run, { kind: 'move', direction: input.direction })
    if (result.moved && !result.end && !result.levelUp) {
      const { dx, dy } = STEPS[input.direction]
      going.set(run, { input, walk: startWalk(run, { kind: 'run', dx, dy }) })
      result.more = true
    }
    return result
  }
  const plan =
    input.kind === 'travel'
      ? { kind: input.kind, stairs: input.stairs ?? (run.climbing ? 'up' : 'down') }
      : { kind: input.kind }
  const state: Going = { input, walk: startWalk(run, plan) }
  going.set(run, state)
  return walkOn(run, state)
}

function walkOn(run: Run, state: Going & { walk: WalkState }): ActResult {
  const step = walkStep(run, state.walk)
  if ('stopped' in step) {
    going.delete(run)
    const stopped = nothing()
    stopped.stopped = step.stopped
    return stopped
  }
  const result = once(run, step.input)
  // A blow instead of a step, a refusal, the end or a choice owed: the walk is over.
  const went = step.input.kind === 'pickup' || result.moved
  result.more = result.taken && went && !result.end && !result.levelUp
  if (!result.more) going.delete(run)
  return result
}

function startResting(run: Run): ActResult {
  going.delete(run)
  const begun = startRest(run)
  if (typeof begun === 'string') return refused(begun)
  const state: Going = { input: { kind: 'rest' }, rest: begun }
  going.set(run, state)
  return restOn(run, state)
}

function restOn(run: Run, state: Going & { rest: RestState }): ActResult {
  const before = run.hp
  const result = once(run, { kind: 'wait' })
  const stop = restStep(run, state.rest, before, result)
  result.more = stop === undefined
  if (stop !== undefined) {
    going.delete(run)
    result.stopped = stop
  }
  return result
}

/** One logged input, played by the run's input for it. */
function once(run: Run, input: LoggedInput): ActResult {
  const depth = run.depth
  const play = runInputs(run)
  switch (input.kind) {
    case 'move':
      return fromReport(run, play.move(input.direction))
    case 'wait':
      return fromReport(run, play.wait())
    case 'pickup':
      return fromReport(run, play.pickUp())
    case 'use':
      return fromReport(run, play.use(input.index, input.target))
    case 'drop':
      return fromReport(run, play.drop(input.index))
    case 'wear':
      return fromReport(run, play.toggleWorn(input.index))
    case 'level-up': {
      const owed = run.levelUps
      const report = play.levelUp(input.choice)
      if (run.levelUps >= owed)
        return refused(report.messages[0] ?? runLine(run.world.kinds, 'refuse.no-level-up-owed'))
      return result(run, report.messages, false, report.events, run.dead)
    }
    case 'descend': {
      const report = play.goDown()
      if (!report.taken)
        return refused(report.messages[0] ?? runLine(run.world.kinds, 'refuse.no-stairs-down'))
      const descended = done(run, report.messages)
      descended.level = run.depth !== depth
      return descended
    }
    case 'ascend': {
      const report = play.ascend()
      if (!report.taken)
        return refused(report.messages[0] ?? runLine(run.world.kinds, 'refuse.no-stairs-up'))
      const climbed = done(run, report.messages)
      climbed.level = run.depth !== depth
      return climbed
    }
  }
}

function fromReport(run: Run, report: TurnReport): ActResult {
  if (!report.taken) return refused(report.messages[0] ?? '')
  return result(run, report.messages, report.moved, report.events, report.died)
}

function done(run: Run, lines: string[]): ActResult {
  return result(run, lines, false, undefined, run.dead)
}

/**
 * A turn's result, every field set in one literal: each result has the same shape. `dead`: the
 * player is dead now (the turn's report says so: no second look at the world on every turn).
 */
function result(
  run: Run,
  lines: string[],
  moved: boolean,
  events: TurnEvents | undefined,
  dead: boolean,
): ActResult {
  const end = dead || run.won ? (run.end ?? undefined) : undefined
  return {
    taken: true,
    moved,
    lines,
    refused: undefined,
    stopped: undefined,
    more: false,
    level: false,
    levelUp: !dead && run.levelUps > 0,
    events,
    end,
  }
}

function nothing(): ActResult {
  return {
    taken: false,
    moved: false,
    lines: [],
    refused: undefined,
    stopped: undefined,
    more: false,
    level: false,
    levelUp: false,
    events: undefined,
    end: undefined,
  }
}

function refused(why: string): ActResult {
  const result = nothing()
  result.refused = why
  return result
}

function sameWalk(a: WalkInput, b: WalkInput): boolean {
  if (a.kind !== b.kind) return false
  if (a.kind === 'run') return a.direction === (b as typeof a).direction
  if (a.kind === 'travel') {
    const other = b as typeof a
    return a.stairs === other.stairs && a.to?.x === other.to?.x && a.to?.y === other.to?.y
  }
  return true
}
