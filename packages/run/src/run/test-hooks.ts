import { createTurnEvents, grantExperience, setAsleep, spawnItem, spawnMonster } from '@delve/ecs'
import {
  checkBoolean,
  checkInteger,
  checkOptions,
  checkPoint,
  checkString,
  type Direction,
  type Point,
  randomSeed,
} from '@delve/map'
import type { GeneratorChoice } from '../chain/generator-choice.js'
import { itemCode, monsterCode } from '../content/default-kinds.js'
import { checkChoice, checkSeed } from '../state/run-checks.js'
import { joinLevel } from '../state/run-state.js'
import type { TurnReport } from '../state/run-types.js'
import { goDown, goUp, remake } from '../travel/travel.js'
import * as inputs from '../turn/player-inputs.js'
import { checkRun } from './check-run.js'
import type { Run } from './run.js'
import { stateOf } from './run-reads.js'

/**
 * Ways to change a run other than `act`, for tests, benchmarks and a game's sandbox: to set up a
 * scene in a few calls (a monster here, an item there), to play one input and read its report,
 * or to make the level anew. `act` is the one way a game plays a run; what these do outside it
 * (a monster placed, experience granted, a level made anew) is not in the run's input log.
 */
export interface RunTestHooks {
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
  /** One turn: the player steps one tile in `direction`, or attacks the monster there. */
  move(direction: Direction): TurnReport
  /** One turn spent standing still: the monsters act, hurt fighters heal a little. */
  wait(): TurnReport
  /** One turn: picks up the first item underfoot (refused, at no cost, with none or a full pack). */
  pickUp(): TurnReport
  /** One turn: drops the pack's `index`-th item (a = 0) underfoot. */
  drop(index: number): TurnReport
  /** One turn: uses the pack's `index`-th item, aimed at `target` where it needs one. */
  use(index: number, target?: Point): TurnReport
  /** One turn: wields or wears the pack's `index`-th item, or takes it off if it is on. */
  toggleWorn(index: number): TurnReport
  /** Settles a level-up: `choice` is the index of a perk of `levelUpOffer()`. No time passes. */
  levelUp(choice: number): TurnReport
  /** Down the stairs to the next level of the chain (`taken`: false off the stairs). */
  goDown(): TurnReport
  /** Up the stairs the player stands on; on depth 1, out of the dungeon with the goal. */
  ascend(): TurnReport
}

/**
 * The test hooks of `run` (see `RunTestHooks`): from `@delve/run/testing`, not the package's
 * main entry. An `ArgumentTypeError` for anything but a run.
 */
export function testHooks(run: Run): RunTestHooks {
  const s = stateOf(checkRun('testHooks', 'run', run))
  return Object.freeze({
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
    move: (direction: Direction) => inputs.move(s, direction),
    wait: () => inputs.wait(s),
    pickUp: () => inputs.pickUp(s),
    drop: (index: number) => inputs.drop(s, index),
    use: (index: number, target?: Point) => inputs.use(s, index, target),
    toggleWorn: (index: number) => inputs.toggleWorn(s, index),
    levelUp: (choice: number) => inputs.levelUp(s, choice),
    goDown: () => goDown(s),
    ascend: () => goUp(s),
  })
}
