import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BEHAVIOURS, DEFAULT_KINDS as ECS_KINDS } from '@delve/ecs'
import { ALGORITHM_NAMES } from '@delve/map'
import { RUN_KINDS, RUN_VERSION, SAVE_VERSION } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { SITE } from '../.vitepress/pages.js'
import { pagePaths, pageText } from './site.js'

// The figures the prose states, checked against the code that has them: the rules' and the
// saves' versions, and how many kinds, behaviours and generators there are. A page that states
// one states it in one of the forms below; a change to the code fails here until the text says so.

/** A count as the prose writes it: COUNT_WORDS[n] is n. */
const COUNT_WORDS = [
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
  'fifteen sixteen seventeen eighteen nineteen twenty',
]
  .join(' ')
  .split(' ')

/** A figure in a pattern: digits or a count word. */
const N = `\\b(\\d+|${COUNT_WORDS.join('|')})`
const pattern = (source: string): RegExp => new RegExp(source.replace('N', N), 'gi')

const count = (word: string): number => {
  const n = COUNT_WORDS.indexOf(word.toLowerCase())
  return n >= 0 ? n : Number(word)
}

/** Each page's text without its code blocks, and CONTRIBUTING.md, which the site links to. */
const texts = [
  ...pagePaths().map((page) => ({ where: `${page}.md`, text: pageText(page) })),
  { where: 'CONTRIBUTING.md', text: readFileSync(join(SITE, '../../CONTRIBUTING.md'), 'utf8') },
].map(({ where, text }) => ({
  where,
  // One line: a figure's words may be wrapped.
  text: text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/\s+/g, ' '),
}))

/** Every figure a pattern finds, with where: `[where, the figure]`. */
function stated(pattern: RegExp): [string, number][] {
  return texts.flatMap(({ where, text }) =>
    [...text.matchAll(pattern)].map((m): [string, number] => [where, count(m[1] as string)]),
  )
}

/** The figures, each the code's: [what the pattern finds, the code's value, found at least once]. */
const FIGURES: [string, RegExp, number][] = [
  ['the rules version', /`RUN_VERSION`, (\d+)/g, RUN_VERSION],
  ['the rules version', /this game plays version (\d+)/g, RUN_VERSION],
  ['the saves version', /`SAVE_VERSION`, (\d+)/g, SAVE_VERSION],
  ['the saves version', /this game reads saves of version (\d+)/g, SAVE_VERSION],
  ['the run’s monster kinds', pattern('the N monster kinds'), RUN_KINDS.monsters.length],
  [
    '@delve/ecs’s default monsters',
    pattern("the tutorials' own: the N monsters above"),
    ECS_KINDS.monsters.length,
  ],
  ['@delve/ecs’s default items', pattern('monsters above and N items'), ECS_KINDS.items.length],
  ['the built-in behaviours', pattern('the N built in'), BEHAVIOURS.length],
  ['the generators', pattern('N generators[:,]'), ALGORITHM_NAMES.length],
]

describe('the figures the pages state', () => {
  it.each(FIGURES)('%s (%s) is the code’s', (_, pattern, value) => {
    const found = stated(pattern)
    expect(found.length).toBeGreaterThan(0)
    expect(found.filter(([, n]) => n !== value)).toEqual([])
  })

  it('states a rule as older than the rules it is in only', () => {
    // "since version N of the rules": N is this version or an earlier one.
    const since = stated(/since version (\d+) of the rules/g)
    expect(since.filter(([, n]) => n > RUN_VERSION)).toEqual([])
  })

  it('refuses an older record or save as the code does: the version before, by name', () => {
    expect(stated(/the replay is of version (\d+); this game plays/g)).toEqual(
      stated(/the replay is of version \d+; this game plays version (\d+)/g).map(
        ([where, n]): [string, number] => [where, n - 1],
      ),
    )
  })
})
