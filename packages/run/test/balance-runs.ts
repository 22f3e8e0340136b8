import { sized } from '@delve/testing'
import type { BotRun } from '../src/index.js'
import { playBot } from '../src/index.js'

/** The README's balance seeds, `balance-0` … `balance-199`. */
export const README_SEED_COUNT = 200

/**
 * The seeds played: all of the README's 200 at the deep size, the first 30 at the quick one (about
 * a second and a half of play against ten; a sample the README's tables must contain).
 */
const BALANCE_SEEDS: readonly string[] = Array.from(
  { length: sized(30, README_SEED_COUNT) },
  (_, i) => `balance-${i}`,
)

/** Whether the runs played are all of the README's seeds (the deep size), or a sample of them. */
export const playsEveryReadmeSeed = BALANCE_SEEDS.length === README_SEED_COUNT

let played: readonly BotRun[] | undefined

/**
 * The bot's runs over `BALANCE_SEEDS`, played once for every test file that reads them in the
 * same worker (the test files share their modules: see vitest.config.ts). The same runs each
 * time: a run is its seed's.
 */
export function balanceRuns(): readonly BotRun[] {
  played ??= Object.freeze(BALANCE_SEEDS.map((seed) => playBot(seed)))
  return played
}
