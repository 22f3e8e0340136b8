// The docs site: VitePress over the Markdown pages of `apps/docs`. The sidebar follows
// `pages.ts`; the API pages (`api/`) are made by typedoc before the site is built.
import { cpSync, createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { type DefaultTheme, defineConfig } from 'vitepress'
import { BOARD, exists, GUIDES, type Guide, SITE, START, TUTORIAL_PARTS, titleOf } from './pages.js'

/** The tutorial's built pages (examples/tutorial), which its parts show in frames at `/play/`. */
const PLAY = join(SITE, '../../examples/tutorial/dist')

/** The types of the files the tutorial's build makes, for serving them in development. */
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

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

/**
 * A code block as the highlighter writes it, less its colours: the same lines, each in its
 * `span.line` (an empty one holding a `<wbr>`), `&` and `<` escaped as it escapes them, so the
 * text left once the tags are stripped is the same.
 */
function plainCode(code: string): string {
  const lines = code
    .trimEnd()
    .split('\n')
    .map((line) => line.replaceAll('&', '&#x26;').replaceAll('<', '&#x3C;'))
    .map((line) => `<span class="line">${line === '' ? '<wbr>' : line}</span>`)
  return `<pre class="shiki vp-code"><code>${lines.join('\n')}</code></pre>`
}

/**
 * A page's HTML for the local search's index: rendered by the site's own Markdown renderer (the
 * same headings, anchors and text) with its code blocks left uncoloured (`plainCode`). The
 * renderer renders in one synchronous call, so nothing else renders with it meanwhile.
 */
const renderForSearch: NonNullable<DefaultTheme.LocalSearchOptions['_render']> = (src, env, md) => {
  const highlight = md.options.highlight
  md.options.highlight = plainCode
  try {
    const html = md.render(src, env)
    return env.frontmatter?.search === false ? '' : html
  } finally {
    md.options.highlight = highlight
  }
}

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
  // The tutorial's pages go into the site at /play/, as its parts' frames expect.
  buildEnd(site) {
    if (existsSync(PLAY)) cpSync(PLAY, join(site.outDir, 'play'), { recursive: true })
  },
  vite: {
    plugins: [
      {
        name: 'delve-play',
        // In development the same files are served from the tutorial's own build.
        configureServer(server) {
          server.middlewares.use('/play', (request, response, next) => {
            const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')
            const file = join(PLAY, path.endsWith('/') ? `${path}index.html` : path)
            if (!file.startsWith(PLAY) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
              next()
              return
            }
            response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
            createReadStream(file).pipe(response)
          })
        },
      },
    ],
  },
  themeConfig: {
    search: {
      provider: 'local',
      // The index holds each section's text: the code's words, not its colours. Highlighting
      // every block a second time, for markup the index strips, was the build's dearest step.
      options: { _render: renderForSearch },
    },
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
