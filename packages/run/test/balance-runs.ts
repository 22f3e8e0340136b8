import type { BotRun } from '../src/index.js'
import { playBot } from '../src/index.js'

/** The balance bot's seeds, `balance-0` … `balance-199`. */
const BALANCE_SEEDS: readonly string[] = Array.from({ length: 200 }, (_, i) => `balance-${i}`)

let played: readonly BotRun[] | undefined

/**
 * The bot's runs over `BALANCE_SEEDS`, played once for every test file that reads them in the
 * same worker (the test files share their modules: see vitest.config.ts). Minutes of play on a
 * busy machine, the same runs each time: a run is its seed's.
 */
export function balanceRuns(): readonly BotRun[] {
  played ??= Object.freeze(BALANCE_SEEDS.map((seed) => playBot(seed)))
  return played
}
