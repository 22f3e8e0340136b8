import { ArgumentTypeError, checkInteger, checkOptions, checkRecord, checkString } from '@delve/map'
import { checkRun } from '../run/check-run.js'
import type { CharacterView, Run, RunStats } from '../run/run.js'

/** What a run summary is made from: the run's end, the hero, the place in the seed chain. */
export interface SummaryParts {
  runSeed: string
  /** The generator choice as the address names it ("algo=bsp&w=60"), '' for the defaults. */
  choice: string
  /** The deepest level reached. */
  depth: number
  stats: RunStats
  hero: CharacterView
  won: boolean
  /** "killed by a troll on depth 7", "took the amulet on depth 10", "left on depth 3". */
  cause: string
  /** The day of a daily run ("2026-11-23"), if it was one. */
  daily?: string
  /** The last lines of the log, oldest first. */
  lastMessages: readonly string[]
  /** An address that starts the same seed; absent: the line is left out. */
  link?: string
}

/** Lines of the log a summary ends with. */
export const SUMMARY_LINES = 10

/**
 * The story of a run as plain text, for the end screen and the downloaded file ("a morgue"):
 * how it ended, the seed and the choice, depth, turns and level, kills by kind, items used,
 * what was worn, the last messages, and a link that starts the same seed.
 */
export function runSummary(parts: SummaryParts): string {
  checkParts(parts)
  const { stats, hero } = parts
  const title = parts.won ? 'Delve: a run won' : 'Delve: a run ended'
  const kills = tally(stats.killsByKind)
  const used = tally(stats.used)
  const lines = [
    title,
    '='.repeat(title.length),
    '',
    `The hero ${parts.cause}.`,
    '',
    ...(parts.daily ? [`Daily run: ${parts.daily}`] : []),
    `Seed: ${parts.runSeed}${parts.choice ? ` (${parts.choice})` : ''}`,
    `Depth reached: ${parts.depth}`,
    `Turns: ${stats.turns}`,
    `Level: ${hero.level} (${hero.xp}/${hero.toNext} experience to the next)`,
    `Hit points: ${hero.hp}/${hero.maxHp} · power ${hero.power} · defence ${hero.defence}`,
    `Wielding: ${hero.weapon ?? 'nothing'} · wearing: ${hero.armour ?? 'nothing'}`,
    '',
    `Kills (${stats.kills}): ${kills || 'none'}`,
    `Items used: ${used || 'none'}`,
    '',
    'Last messages:',
    ...parts.lastMessages.slice(-SUMMARY_LINES).map((line) => `  ${line}`),
    '',
    ...(parts.link === undefined ? [] : [`Play this seed: ${parts.link}`, '']),
  ]
  return lines.join('\n')
}

/** "troll ×3, orc ×2", most first, then by name. */
function tally(counts: Readonly<Record<string, number>> | undefined): string {
  return Object.entries(counts ?? {})
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([name, n]) => `${name} ×${n}`)
    .join(', ')
}

/**
 * The story of `run` as it stands (`runSummary` of its own parts): how it ended or where it is,
 * and the last lines of its log. `extra` adds what only the caller knows: the choice as an
 * address names it, the day of a daily run, a link that starts the same seed.
 */
export function runStory(
  run: Run,
  extra: Partial<Pick<SummaryParts, 'choice' | 'daily' | 'link'>> = {},
): string {
  checkRun('runStory', 'run', run)
  const given = checkOptions('runStory', extra, ['choice', 'daily', 'link'], 'extra')
  for (const key of ['choice', 'daily', 'link']) {
    if (given[key] !== undefined) checkString('runStory', `extra.${key}`, given[key])
  }
  const end = run.end
  return runSummary({
    runSeed: run.runSeed,
    choice: extra.choice ?? '',
    depth: run.deepest,
    stats: run.stats,
    hero: run.character(),
    won: end?.won ?? false,
    cause: end?.cause ?? `is on depth ${run.depth}, turn ${run.turn}`,
    lastMessages: run.messages(),
    ...(extra.daily === undefined ? {} : { daily: extra.daily }),
    ...(extra.link === undefined ? {} : { link: extra.link }),
  })
}

/** The parts of a summary: the seed, the choice, the stats, the hero, the end. */
function checkParts(parts: unknown): void {
  const fn = 'runSummary'
  const p = checkRecord(
    fn,
    'parts',
    parts,
    'SummaryParts { runSeed, choice, depth, stats, hero, … }',
  )
  checkString(fn, 'parts.runSeed', p.runSeed)
  checkString(fn, 'parts.choice', p.choice)
  checkRecord(fn, 'parts.stats', p.stats, 'RunStats')
  checkRecord(fn, 'parts.hero', p.hero, 'a CharacterView (run.character())')
  checkString(fn, 'parts.cause', p.cause)
  checkInteger(fn, 'parts.depth', p.depth, 1)
  if (!Array.isArray(p.lastMessages)) {
    throw new ArgumentTypeError(fn, 'parts.lastMessages', p.lastMessages, 'an array of lines')
  }
  p.lastMessages.forEach((line, i) => {
    checkString(fn, `parts.lastMessages[${i}]`, line)
  })
}
