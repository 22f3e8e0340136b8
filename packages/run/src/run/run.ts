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
import { RunReads } from './run-reads.js'

export { mapLevel, savedRoom } from '../state/map-level.js'
export * from '../state/run-types.js'
export { generateLevel } from './generate-level.js'
export { freshStats, spawnHero } from './hero.js'

/**
 * One run through the dungeon, with no rendering or input: the ECS world holding the level, the
 * player and the monsters, where the run is in its seed chain, the rules it plays by, its tallies,
 * message log and input log. Made by `createRun` (or `loadRun`, `replayRun`); played through
 * `act`, its one entry point; read through its getters. A game draws it, a bot or a server
 * drives it, and the same inputs give the same run everywhere.
 *
 * A facade: its state is one record (`RunState`), its behaviour the feature modules beside it
 * (`turn`, `player-inputs`, `travel`, `identification`, `cages`, `passing-time`, `goal`, `views`).
 */
export class Run extends RunReads {
  /**
   * Places a monster of the kind called `name` on the free tile `at` (a sandbox's test hook),
   * asleep if told; it joins the level's monsters. Returns its id; a `RunOptionsError` for a
   * kind the run has not.
   */
  placeMonster(name: string, at: Point, options: { asleep?: boolean } = {}): number {
    checkString('Run.placeMonster', 'name', name)
    checkPoint('Run.placeMonster', 'at', at)
    const given = checkOptions('Run.placeMonster', options, ['asleep'])
    if (given.asleep !== undefined) checkBoolean('Run.placeMonster', 'options.asleep', given.asleep)
    const eid = spawnMonster(this.s.world, at, monsterCode(name, this.s.world.kinds, 'name'))
    if (options.asleep === true) setAsleep(this.s.world, eid)
    joinLevel(this.s, eid)
    return eid
  }

  /**
   * Lays an item of the kind called `name` on the tile `at` (a test hook). Returns its id; a
   * `RunOptionsError` for a kind the run has not.
   */
  placeItem(name: string, at: Point): number {
    checkString('Run.placeItem', 'name', name)
    checkPoint('Run.placeItem', 'at', at)
    return spawnItem(this.s.world, at, itemCode(name, this.s.world.kinds, 'name'))
  }

  /**
   * Makes the potion or scroll kind called `name` known, as its use would (a test hook): an
   * aimed scroll known takes aim when read. No time passes; a `RunOptionsError` for a kind the
   * run has not.
   */
  identify(name: string): void {
    checkString('Run.identify', 'name', name)
    this.s.knownKinds.add(itemCode(name, this.s.world.kinds, 'name'))
  }

  /**
   * Gives the hero `amount` experience (a test hook), as kills would: a level reached is a
   * level-up owed (`levelUps`). No time passes.
   */
  grantExperience(amount: number): void {
    checkInteger('Run.grantExperience', 'amount', amount, 1)
    grantExperience(this.s.world, this.s.player, amount, createTurnEvents())
  }

  /** Settles a level-up: `choice` is the index of a perk of `levelUpOffer()`. No time passes. */
  levelUp(choice: number): TurnReport {
    return inputs.levelUp(this.s, choice)
  }

  /** One turn: wields or wears the pack's `index`-th item, or takes it off if it is on. */
  toggleWorn(index: number): TurnReport {
    return inputs.toggleWorn(this.s, index)
  }

  /** One turn: picks up the first item underfoot (refused, at no cost, with none or a full pack). */
  pickUp(): TurnReport {
    return inputs.pickUp(this.s)
  }

  /** One turn: drops the pack's `index`-th item (a = 0) underfoot. */
  drop(index: number): TurnReport {
    return inputs.drop(this.s, index)
  }

  /** One turn: uses the pack's `index`-th item, aimed at `target` where it needs one. */
  use(index: number, target?: Point): TurnReport {
    return inputs.use(this.s, index, target)
  }

  /** One turn: the player steps one tile in `direction`, or attacks the monster there. */
  move(direction: Direction): TurnReport {
    return inputs.move(this.s, direction)
  }

  /** One turn spent standing still: the monsters act, hurt fighters heal a little. */
  wait(): TurnReport {
    return inputs.wait(this.s)
  }

  /** `goDown`, told only whether it went: false (and nothing changes) off the stairs. */
  descend(): boolean {
    return goDown(this.s).taken
  }

  /** Down the stairs to the next level of the chain: as it was left, or a new one. */
  goDown(): TurnReport {
    return goDown(this.s)
  }

  /** Up the stairs the player stands on; on depth 1, out of the dungeon with the goal. */
  ascend(): TurnReport {
    return goUp(this.s)
  }

  /** A new chain (a fresh seed by default) at the same depth, with the same choice. */
  regenerate(runSeed: string = randomSeed()): void {
    checkSeed('Run.regenerate', runSeed)
    remake(this.s, { ...this.s.place, runSeed })
  }

  /** The level of the same seed and depth made with another choice. */
  reconfigure(choice: GeneratorChoice, runSeed: string = this.s.place.runSeed): void {
    checkChoice('Run.reconfigure', choice)
    checkSeed('Run.reconfigure', runSeed)
    remake(this.s, { ...this.s.place, choice, runSeed })
  }
}
