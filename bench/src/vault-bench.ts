import { readdirSync, readFileSync } from 'node:fs'
import { ALGORITHM_NAMES, type DungeonOptions, generateDungeon, parseVaults } from '@delve/map'
import type { Case, Group, GroupResult, Settings } from './harness.js'
import { runGroup } from './harness.js'
import { formatRatio, formatTime, type Verdict } from './report.js'

// Vaults: a level with the sample vaults against the same level without them, and reading
// a thousand vaults' text.

/** `@delve/map`'s sample vaults, the ones its property tests place. */
const VAULT_DIR = new URL('../../packages/map/test/vaults/', import.meta.url)

export interface VaultSize {
  width: number
  height: number
  /** Room attempts, as the map part's sizes have. */
  attempts: number
  /** Vaults drawn per level. */
  count: number
}

export const FULL_VAULT_SIZES: readonly VaultSize[] = [
  { width: 80, height: 45, attempts: 30, count: 3 },
  { width: 1000, height: 1000, attempts: 8333, count: 3 },
]

export const SMOKE_VAULT_SIZES: readonly VaultSize[] = [
  { width: 40, height: 30, attempts: 10, count: 3 },
]

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
 * Every algorithm with `count` of the sample vaults, and the same level without them (the same
 * seeds and options: the vaults are placed after everything else, so the level is the same but
 * for what they add). The reference is rooms and corridors without vaults; the verdicts divide
 * each algorithm's time with vaults by its own time without.
 */
export function vaultGroup(size: VaultSize): Group {
  const list = sampleTexts().flatMap((text) => parseVaults(text))
  const SEEDS = 64
  const cases: Case[] = ALGORITHM_NAMES.flatMap((algorithm) => {
    const base: DungeonOptions = {
      algorithm,
      width: size.width,
      height: size.height,
      maxRooms: size.attempts,
    }
    const plain = Array.from({ length: SEEDS }, (_, seed) => ({ ...base, seed }))
    const furnished = plain.map((o) => ({ ...o, vaults: { list, count: size.count } }))
    return [
      { name: without(algorithm), run: (i: number) => void generateDungeon(plain[i % SEEDS]) },
      {
        name: withVaults(algorithm),
        run: (i: number) => void generateDungeon(furnished[i % SEEDS]),
      },
    ]
  })
  return {
    title: `Vaults ${size.width}×${size.height}: each algorithm with ${size.count} of the ${list.length} sample vaults, and without`,
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
    const median = (name: string) =>
      group.results.find((r) => r.name === name)?.time.median ?? Number.NaN
    for (const algorithm of ALGORITHM_NAMES) {
      const ratio = median(withVaults(algorithm)) / median(without(algorithm))
      verdicts.push({
        target: `${algorithm} at ${size.width}×${size.height} with ${size.count} sample vaults ≤ 1.5× the same level without`,
        measured: formatRatio(ratio),
        pass: ratio <= 1.5,
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
  })
  return { groups, verdicts }
}
