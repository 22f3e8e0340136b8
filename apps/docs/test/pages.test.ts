import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BOARD, exists, GUIDES, START, TUTORIAL_PARTS } from '../.vitepress/pages.js'
import { pagePaths, pageText } from './site.js'

const ROOT = join(import.meta.dirname, '../../..')

/** Where each guide's README is: the published packages', the command's and the board's. */
const README_OF: Record<string, string> = {
  map: 'packages/map',
  art: 'packages/art',
  ecs: 'packages/ecs',
  run: 'packages/run',
  phaser: 'packages/phaser',
  cli: 'apps/cli',
  board: 'apps/board',
}

/** The `## ` sections of a Markdown text by heading, code blocks kept whole. */
function sections(text: string): Map<string, string> {
  const found = new Map<string, string>()
  let heading = ''
  let fence = false
  let lines: string[] = []
  const keep = () => found.set(heading, lines.join('\n').trimEnd())
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fence = !fence
    if (!fence && line.startsWith('## ')) {
      keep()
      heading = line.slice(3)
      lines = []
    } else lines.push(line)
  }
  keep()
  return found
}

describe('the pages', () => {
  it('are each in the sidebar, and the sidebar names only pages that exist', () => {
    const guides = [...GUIDES, BOARD].flatMap(({ dir, topics }) => [
      `guide/${dir}/index`,
      ...topics.map((topic) => `guide/${dir}/${topic}`),
    ])
    const listed = ['index', 'guide/index', ...START, ...guides]
    // The tutorial's pages are listed as they come: only those that exist are in the sidebar.
    const tutorial = ['tutorial/index', ...TUTORIAL_PARTS].filter(exists)
    expect(pagePaths()).toEqual([...listed, ...tutorial].sort())
  })

  it.each(Object.entries(README_OF))(
    "guide/%s/index repeats its README's sections word for word, the guide's list for its own",
    (guide, dir) => {
      const readme = sections(readFileSync(join(ROOT, dir, 'README.md'), 'utf8'))
      const page = sections(pageText(`guide/${guide}/index`))
      expect(readme.has('Guides')).toBe(true)
      expect(page.has('Pages')).toBe(true)
      readme.delete('Guides')
      page.delete('Pages')
      // The text before the first section differs only in the title.
      const title = (text: string | undefined) => text?.replace(/^# .*\n/, '')
      expect(title(page.get(''))).toBe(title(readme.get('')))
      readme.delete('')
      page.delete('')
      expect(page).toEqual(readme)
    },
  )

  it.each(Object.entries(README_OF))(
    "%s's README names each page of its guide, and no other",
    (guide, dir) => {
      const readme = readFileSync(join(ROOT, dir, 'README.md'), 'utf8')
      const named = [...readme.matchAll(/\(`guide\/([a-z]+)\/([a-z-]+)`\)/g)].map(
        (m) => `${m[1]}/${m[2]}`,
      )
      const { topics } = [...GUIDES, BOARD].find((g) => g.dir === guide) ?? { topics: [] }
      expect(named).toEqual(topics.map((topic) => `${guide}/${topic}`))
    },
  )
})
