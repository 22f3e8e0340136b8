// The site's pages in the sidebar's order, by section. Each guide is a package's: its overview
// (`index`) and its topics. The tutorial's parts are listed as they exist; the API pages are made
// by typedoc at build time. `test/pages.test.ts` holds every Markdown page to this list.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The site's source folder: `apps/docs`. */
export const SITE = fileURLToPath(new URL('..', import.meta.url))

/** The getting-started pages, one per kind of reader. */
export const START = ['start/phaser', 'start/headless', 'start/cli']

/** A package's guide: its folder under `guide/`, its name in the sidebar, its topic pages. */
export interface Guide {
  dir: string
  name: string
  topics: readonly string[]
}

/** The packages' guides, lowest layer first; the board's is the Board API section. */
export const GUIDES: readonly Guide[] = [
  {
    dir: 'map',
    name: '@delve/map: dungeons',
    topics: [
      'options',
      'generators',
      'layout',
      'sight-and-paths',
      'formats',
      'vaults',
      'reference',
    ],
  },
  { dir: 'art', name: '@delve/art: pixel art', topics: ['painting', 'ascii', 'reference'] },
  {
    dir: 'ecs',
    name: '@delve/ecs: the engine',
    topics: ['world', 'turns', 'kinds', 'growth', 'travel', 'client', 'saves', 'reference'],
  },
  {
    dir: 'run',
    name: '@delve/run: a whole run',
    topics: ['inputs', 'levels', 'content', 'records', 'bots', 'reference'],
  },
  { dir: 'phaser', name: '@delve/phaser: in Phaser', topics: ['pieces', 'reference'] },
  {
    dir: 'cli',
    name: '@delve/cli: the command',
    topics: ['flags', 'vaults-and-batches', 'examples'],
  },
]

/** The board's guide: its HTTP API first. */
export const BOARD: Guide = {
  dir: 'board',
  name: 'Board API',
  topics: ['api', 'defence', 'library'],
}

/** The tutorial's parts, `tutorial/part-00` … `tutorial/part-13`, those that exist. */
export const TUTORIAL_PARTS = Array.from(
  { length: 14 },
  (_, i) => `tutorial/part-${String(i).padStart(2, '0')}`,
)

/** Whether the page `path` (no `.md`) exists. */
export const exists = (path: string): boolean => existsSync(`${SITE}${path}.md`)

/** A page's title: its first `# ` heading, or its path where it has none. */
export function titleOf(path: string): string {
  const text = readFileSync(`${SITE}${path}.md`, 'utf8')
  return /^# (.+)$/m.exec(text)?.[1]?.replace(/`/g, '') ?? path
}
