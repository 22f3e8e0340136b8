import { readdirSync, readFileSync } from 'node:fs'
import {
  type AlgorithmName,
  type DungeonOptions,
  generateDungeon,
  parseVaults,
  type VaultOptions,
} from '@delve/map'
import { DEFAULT_LEVELS, runRules, vaultOption } from '@delve/run'
import type { Case, Group, GroupResult, Settings } from './harness.js'
import { runGroup } from './harness.js'
import { formatRatio, formatTime, type Verdict } from './report.js'
import { pairedSummary } from './stats.js'

// Vaults: a level with the game's vaults against the same level without them, and reading
// a thousand vaults' text.

/** `@delve/map`'s sample vaults, the ones its property tests place: the parsing case reads them. */
const VAULT_DIR = new URL('../../packages/map/test/vaults/', import.meta.url)

export interface VaultSize {
  width: number
  height: number
  /** Room attempts, as the map part's sizes have. */
  attempts: number
}

export const FULL_VAULT_SIZES: readonly VaultSize[] = [
  { width: 80, height: 45, attempts: 30 },
  { width: 1000, height: 1000, attempts: 8333 },
]

export const SMOKE_VAULT_SIZES: readonly VaultSize[] = [{ width: 40, height: 30, attempts: 10 }]

/** The algorithms the game's run makes its levels with (its depth table's generators). */
export const RUN_ALGORITHMS: readonly AlgorithmName[] = [
  ...new Set(DEFAULT_LEVELS.flatMap((row) => row.generators.map((g) => g.algorithm))),
]

/** The depths the game's run puts vaults on (none on depth 1), each level's seed one of them. */
const FIRST_DEPTH = 2
const LAST_DEPTH = 10
const DEPTHS = LAST_DEPTH - FIRST_DEPTH + 1

/** How many vaults the parsing case reads at once. */
export const PARSED_VAULTS = 1000

function sampleTexts(): string[] {
  return readdirSync(VAULT_DIR)
    .filter((f) => f.endsWith('.vault'))
    .sort()
    .map((f) => readFileSync(new URL(f, VAULT_DIR), 'utf8'))
}

const withVaults = (algorithm: string) => `${algorithm} with vaults`
const without = (algorithm: string) => `${algorithm} without`

/**
 * Every algorithm the run uses with the game's vaults as its run places them, and the level of
 * the same seed and options without them (rooms and corridors and BSP lay their vaults first
 * and make the level round them, so theirs differ; the others are the same level but for what
 * the vaults add). Level `seed` is at depth 2 … 10 in turn,
 * with that depth's `vaults` option as the run makes it (`vaultOption` of `@delve/run`: its 25
 * vaults, 1 to 3 drawn by its depth table, the warden's lair forced on depth 10), asked for
 * each level as the run does. The reference is rooms and corridors without vaults; the
 * verdicts divide each algorithm's time with vaults by its own time without.
 */
export function vaultGroup(size: VaultSize): Group {
  const rules = runRules().vaults
  const SEEDS = DEPTHS * 8
  const cases: Case[] = RUN_ALGORITHMS.flatMap((algorithm) => {
    const base: DungeonOptions = {
      algorithm,
      width: size.width,
      height: size.height,
      maxRooms: size.attempts,
      stairs: true,
    }
    const plain = Array.from({ length: SEEDS }, (_, seed) => ({ ...base, seed }))
    // Both cases make the level's options as the run does, spread afresh for every level, the
    // vaults option put before the spread when there is one: what differs is only the vaults.
    const level = (i: number, vaults: VaultOptions | undefined) => {
      const options = plain[i % SEEDS] as DungeonOptions
      return generateDungeon(vaults ? { vaults, ...options } : { ...options })
    }
    return [
      { name: without(algorithm), run: (i: number) => void level(i, undefined) },
      {
        name: withVaults(algorithm),
        run: (i: number) => void level(i, vaultOption(rules, FIRST_DEPTH + ((i % SEEDS) % DEPTHS))),
      },
    ]
  })
  const count = rules?.list.length ?? 0
  return {
    title: `Vaults ${size.width}×${size.height}: each algorithm of the run with the game's ${count} vaults as its run places them (depths ${FIRST_DEPTH}–${LAST_DEPTH}), and without`,
    reference: without('rooms-and-corridors'),
    cases,
  }
}

/** The sample files' vaults repeated, renamed, to `PARSED_VAULTS` vaults in one text. */
export function thousandVaults(): string {
  const texts = sampleTexts()
  const parts: string[] = []
  let made = 0
  for (let copy = 0; made < PARSED_VAULTS; copy++) {
    for (const text of texts) {
      for (const block of text.split(/(?=^NAME:)/m)) {
        if (made >= PARSED_VAULTS || !block.startsWith('NAME:')) continue
        parts.push(block.replace(/^NAME:\s*(\S+)/, `NAME: $1_${copy}`))
        made++
      }
    }
  }
  return parts.join('\n')
}

export const PARSE_CASE = `parseVaults of ${PARSED_VAULTS} vaults`

export function parseGroup(): Group {
  const text = thousandVaults()
  return {
    title: `Reading vaults: ${PARSED_VAULTS} vaults in one text (${text.length.toLocaleString('en-US')} characters)`,
    reference: PARSE_CASE,
    cases: [{ name: PARSE_CASE, run: () => void parseVaults(text) }],
  }
}

/** Both parts, timed, with their verdicts. */
export function runVaults(
  sizes: readonly VaultSize[],
  settings: Settings,
  log: (line: string) => void,
): { groups: GroupResult[]; verdicts: Verdict[] } {
  const groups: GroupResult[] = []
  const verdicts: Verdict[] = []
  for (const size of sizes) {
    log(`vaults ${size.width}×${size.height} …`)
    const group = runGroup(vaultGroup(size), settings)
    groups.push(group)
    const result = (name: string) => group.results.find((r) => r.name === name)
    const rounds = (name: string) => result(name)?.rounds ?? []
    const median = (name: string) => result(name)?.time.median ?? Number.NaN
    for (const algorithm of RUN_ALGORITHMS) {
      // Round by round: the two cases run side by side in a round, on the same core as likely
      // as not, where the medians of each may come from different cores.
      const paired = pairedSummary(rounds(withVaults(algorithm)), rounds(without(algorithm)))
      const ratio = paired.median
      verdicts.push({
        target: `${algorithm} at ${size.width}×${size.height} with the game's vaults ≤ 1.5× the same level without`,
        measured: `${formatRatio(ratio)}, the median of the rounds' ratios (${formatRatio(paired.q1)} – ${formatRatio(paired.q3)}; the medians' ratio ${formatRatio(median(withVaults(algorithm)) / median(without(algorithm)))})`,
        pass: ratio <= 1.5,
        value: ratio,
      })
    }
  }
  log('parsing vaults …')
  const parse = runGroup(parseGroup(), settings)
  groups.push(parse)
  const time = parse.results[0]?.time.median ?? Number.NaN
  verdicts.push({
    target: `parseVaults of ${PARSED_VAULTS.toLocaleString('en-US')} vaults ≤ 50 ms`,
    measured: formatTime(time),
    pass: time <= 50,
    value: time,
    unit: 'ms',
  })
  return { groups, verdicts }
}
