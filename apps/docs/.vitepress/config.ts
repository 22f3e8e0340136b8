// The docs site: VitePress over the Markdown pages of `apps/docs`. The sidebar follows
// `pages.ts`; the API pages (`api/`) are made by typedoc before the site is built.
import { existsSync, readFileSync } from 'node:fs'
import { type DefaultTheme, defineConfig } from 'vitepress'
import { BOARD, exists, GUIDES, type Guide, SITE, START, TUTORIAL_PARTS, titleOf } from './pages.js'

const link = (path: string): DefaultTheme.SidebarItem => ({
  text: titleOf(path),
  link: `/${path.replace(/(^|\/)index$/, '$1')}`,
})

const guideItems = ({ dir, topics }: Guide): DefaultTheme.SidebarItem[] => [
  { text: 'Overview', link: `/guide/${dir}/` },
  ...topics.map((topic) => link(`guide/${dir}/${topic}`)),
]

/** The API reference's own sidebar, as typedoc wrote it; a link to its index before the build. */
function apiItems(): DefaultTheme.SidebarItem[] {
  const file = `${SITE}api/typedoc-sidebar.json`
  const made = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as DefaultTheme.SidebarItem[])
    : []
  return [{ text: 'All packages', link: '/api/' }, ...made]
}

const sidebar: DefaultTheme.SidebarItem[] = [
  { text: 'Getting started', items: START.map(link) },
  {
    text: 'Guide',
    items: [
      { text: 'The packages', link: '/guide/' },
      ...GUIDES.map((guide) => ({
        text: guide.name,
        collapsed: true,
        items: guideItems(guide),
      })),
    ],
  },
  {
    text: 'Tutorial',
    collapsed: false,
    items: ['tutorial/index', ...TUTORIAL_PARTS].filter(exists).map(link),
  },
  { text: 'API', collapsed: true, items: apiItems() },
  { text: BOARD.name, items: guideItems(BOARD) },
]

export default defineConfig({
  title: 'Delve',
  description: 'A TypeScript roguelike toolkit: dungeons, an engine, whole runs, Phaser.',
  lang: 'en',
  // No icon to fetch: a page asks for nothing the site does not have.
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  outDir: 'dist',
  // Only the site's pages: the package's own README, tests and browser tests are not pages.
  srcExclude: ['README.md', 'test/**', 'e2e/**', 'node_modules/**', 'dist/**'],
  // The tutorial's pages come on their own: links to them wait for them, every other must land.
  ignoreDeadLinks: exists('tutorial/index') ? false : [/^\/tutorial\//],
  // No clock in the pages: the build makes the same files from the same sources.
  lastUpdated: false,
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Getting started', link: '/start/phaser' },
      { text: 'Guide', link: '/guide/' },
      { text: 'Tutorial', link: '/tutorial/' },
      { text: 'API', link: '/api/' },
      { text: 'Board API', link: '/guide/board/api' },
    ],
    sidebar,
    outline: [2, 3],
  },
})
