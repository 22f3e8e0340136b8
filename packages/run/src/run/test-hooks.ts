import { createTurnEvents, grantExperience, setAsleep, spawnItem, spawnMonster } from '@delve/ecs'
import {
  checkBoolean,
  checkInteger,
  checkOptions,
  checkPoint,
  checkString,
  type Point,
  randomSeed,
} from '@delve/map'
import type { GeneratorChoice } from '../chain/generator-choice.js'
import { itemCode, monsterCode } from '../content/default-kinds.js'
import { checkChoice, checkSeed } from '../state/run-checks.js'
import { joinLevel } from '../state/run-state.js'
import { remake } from '../travel/travel.js'
import { checkRun } from './check-run.js'
import { type Run, stateOf } from './run.js'
import { type RunInputs, runInputs } from './run-inputs.js'

/**
 * Ways to change a run other than `act`, for tests, benchmarks and a game's sandbox: to set up a
 * scene in a few calls (a monster here, an item there), to play one input and read its report
 * (`RunInputs`: logged as `act` logs it), or to make the level anew. `act` is the one way a game
 * plays a run; what these do outside it (a monster placed, experience granted, a level made
 * anew) is not in the run's input log.
 */
export interface RunTestHooks extends RunInputs {
  /**
   * Places a monster of the kind called `name` on the free tile `at`, asleep if told; it joins
   * the level's monsters. Returns its id; a `RunOptionsError` for a kind the run has not.
   */
  placeMonster(name: string, at: Point, options?: { asleep?: boolean }): number
  /** Lays an item of the kind called `name` on the tile `at`. Returns its id. */
  placeItem(name: string, at: Point): number
  /**
   * Makes the potion or scroll kind called `name` known, as its use would: an aimed scroll known
   * takes aim when read. No time passes; a `RunOptionsError` for a kind the run has not.
   */
  identify(name: string): void
  /** Gives the hero `amount` experience, as kills would: a level reached is a level-up owed. */
  grantExperience(amount: number): void
  /** A new chain (a fresh seed by default) at the same depth, with the same choice. */
  regenerate(runSeed?: string): void
  /** The level of the same seed and depth made with another choice. */
  reconfigure(choice: GeneratorChoice, runSeed?: string): void
}

/**
 * The test hooks of `run` (see `RunTestHooks`): from `@delve/run/testing`, not the package's
 * main entry. An `ArgumentTypeError` for anything but a run.
 */
export function testHooks(run: Run): RunTestHooks {
  const s = stateOf(checkRun('testHooks', 'run', run))
  return Object.freeze({
    ...runInputs(run),
    placeMonster(name: string, at: Point, options: { asleep?: boolean } = {}): number {
      const fn = 'testHooks.placeMonster'
      checkString(fn, 'name', name)
      checkPoint(fn, 'at', at)
      const given = checkOptions(fn, options, ['asleep'])
      if (given.asleep !== undefined) checkBoolean(fn, 'options.asleep', given.asleep)
      const eid = spawnMonster(s.world, at, monsterCode(name, s.world.kinds, 'name'))
      if (options.asleep === true) setAsleep(s.world, eid)
      joinLevel(s, eid)
      return eid
    },
    placeItem(name: string, at: Point): number {
      checkString('testHooks.placeItem', 'name', name)
      checkPoint('testHooks.placeItem', 'at', at)
      return spawnItem(s.world, at, itemCode(name, s.world.kinds, 'name'))
    },
    identify(name: string): void {
      checkString('testHooks.identify', 'name', name)
      s.knownKinds.add(itemCode(name, s.world.kinds, 'name'))
    },
    grantExperience(amount: number): void {
      checkInteger('testHooks.grantExperience', 'amount', amount, 1)
      grantExperience(s.world, s.player, amount, createTurnEvents())
    },
    regenerate(runSeed: string = randomSeed()): void {
      checkSeed('testHooks.regenerate', runSeed)
      remake(s, { ...s.place, runSeed })
    },
    reconfigure(choice: GeneratorChoice, runSeed: string = s.place.runSeed): void {
      checkChoice('testHooks.reconfigure', choice)
      checkSeed('testHooks.reconfigure', runSeed)
      remake(s, { ...s.place, choice, runSeed })
    },
  })
}
