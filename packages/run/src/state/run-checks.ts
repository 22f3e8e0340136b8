import {
  ArgumentRangeError,
  ArgumentTypeError,
  checkInteger,
  checkRecord,
  checkString,
  DungeonOptionsError,
  resolveDungeonOptions,
} from '@delve/map'
import { optionsFor } from '../chain/generator-choice.js'
import { seedError } from '../chain/seed-chain.js'
import { checkPlace, checkWorld } from '../content/checks.js'
import { checkRules } from '../content/run-rules.js'
import { PACK_LETTERS } from '../content/stacks.js'

/** A pack letter's index: 0 (a) to 25 (z). */
export function checkIndex(fn: string, index: unknown): void {
  checkInteger(fn, 'index', index, 0, PACK_LETTERS - 1)
}

/** A seed a run can start from. */
export function checkSeed(fn: string, seed: unknown): void {
  checkString(fn, 'runSeed', seed)
  const refused = seedError(seed as string)
  if (refused) throw new ArgumentRangeError(fn, 'runSeed', seed, refused.allowed)
}

/** A generator choice `@delve/map` resolves to itself. */
export function checkChoice(fn: string, choice: unknown): void {
  const given = checkRecord(fn, 'choice', choice, 'a GeneratorChoice (run.choice, choiceOf)')
  try {
    resolveDungeonOptions(optionsFor(given))
  } catch (error) {
    if (!(error instanceof DungeonOptionsError)) throw error
    throw new ArgumentRangeError(fn, `choice.${error.option}`, error.value, error.allowed)
  }
}

/** The parts of a run: an object with its place, rules, world and player. */
export function checkParts(parts: unknown): void {
  const fn = 'new Run'
  const given = checkRecord(fn, 'parts', parts, 'RunParts { place, rules, world, player, … }')
  checkPlace(fn, given.place, 'parts.place')
  checkRules(fn, given.rules)
  checkWorld(fn, given.world)
  checkInteger(fn, 'parts.player', given.player, 0)
  if (!Array.isArray(given.monsters)) {
    throw new ArgumentTypeError(fn, 'parts.monsters', given.monsters, 'an array of entity ids')
  }
  checkRecord(fn, 'parts.stats', given.stats, 'RunStats')
}
