// The site's Markdown pages as the tests read them: where they are, their code blocks, their
// prose (code left out), their links and their headings' anchors.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { SITE } from '../.vitepress/pages.js'

/** Folders of the site that hold no hand-written page: made by the build, or not pages. */
const NOT_PAGES = new Set(['node_modules', 'dist', 'api', 'test', 'e2e', '.vitepress', '.blocks'])

/** Every hand-written page, as its path without `.md` (`guide/map/options`, `index`). */
export function pagePaths(dir = SITE): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : pagePaths(path)
      if (!entry.name.endsWith('.md') || (dir === SITE && entry.name === 'README.md')) return []
      return [relative(SITE, path).replace(/\.md$/, '')]
    })
    .sort()
}

/** A page's text. */
export const pageText = (path: string): string => readFileSync(join(SITE, `${path}.md`), 'utf8')

/** A fenced code block: its language, the rest of its info string, its code and first line. */
export interface CodeBlock {
  lang: string
  info: string
  code: string
  line: number
}

/** The fenced code blocks of a Markdown text, in order. */
export function codeBlocks(text: string): CodeBlock[] {
  return [...text.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => {
    const info = (m[1] as string).trim()
    return {
      lang: /^[\w-]*/.exec(info)?.[0] ?? '',
      info,
      code: m[2] as string,
      line: text.slice(0, m.index).split('\n').length + 1,
    }
  })
}

/** A Markdown text without its fenced code blocks and inline code: what the prose says. */
export function prose(text: string): string {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '')
}

/**
 * VitePress's anchor for a heading's text (its markdown-it anchor slug): marks and punctuation
 * to single dashes, none at the ends, lower case, a leading digit kept behind an underscore.
 */
export function slugify(heading: string): string {
  const printable = [...heading].filter((c) => c.charCodeAt(0) >= 0x20).join('')
  return printable
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()
}

/** The anchors of a page's headings, as VitePress makes them (a repeated one gets `-1`, `-2`…). */
export function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  const withoutCode = text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')
  for (const [, heading = ''] of withoutCode.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const custom = /\{#([^}]+)\}$/.exec(heading)?.[1]
    // The text as the page shows it: code marks and links' targets gone.
    const shown = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')
    const slug = custom ?? slugify(shown)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** The targets of a Markdown text's links and images, outside code, with their lines. */
export function linksOf(text: string): { target: string; line: number }[] {
  const lines = text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, (block) => block.replace(/[^\n]/g, ' '))
  return lines
    .split('\n')
    .flatMap((line, i) =>
      [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
        (m) => ({ target: m[1] as string, line: i + 1 }),
      ),
    )
}
