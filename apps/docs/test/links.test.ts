import { existsSync } from 'node:fs'
import { join, posix } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exists, SITE } from '../.vitepress/pages.js'
import { PACKAGES } from '../typedoc.config.mjs'
import { anchorsOf, linksOf, pagePaths, pageText } from './site.js'

const pages = pagePaths()
const known = new Set(pages)

/** The page a site path names (`guide/map/` is `guide/map/index`), if it is a page. */
function pageAt(path: string): string | undefined {
  const bare = path.replace(/\.(md|html)$/, '').replace(/^\//, '')
  for (const candidate of [bare.replace(/\/$/, '/index'), bare, `${bare}/index`]) {
    if (known.has(candidate.replace(/^\//, ''))) return candidate
  }
  return undefined
}

/** Why the link `target` on page `from` lands nowhere, or undefined when it lands. */
function problem(from: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined // another site: not checked here
  const [path = '', anchor] = target.split('#')
  const resolved =
    path === '' ? from : posix.join(path.startsWith('/') ? '/' : posix.dirname(`/${from}`), path)
  const bare = resolved.replace(/^\//, '')
  // A file beside the pages (a picture): it must be there.
  if (/\.(png|svg|jpe?g|gif|webp)$/.test(path)) {
    const file = path.startsWith('/') ? join(SITE, path) : join(SITE, posix.dirname(from), path)
    return existsSync(file) ? undefined : 'no such file'
  }
  // The API pages are made by the build: one page a published package, `/api/@delve/NAME`.
  if (bare === 'api' || bare.startsWith('api/')) {
    const api = /^api\/(?:@delve\/([a-z]+))?$/.exec(
      bare.replace(/\/$/, '').replace(/^api$/, 'api/'),
    )
    if (!api) return 'link to the API by package only: /api/ or /api/@delve/NAME'
    return api[1] === undefined || PACKAGES.includes(api[1]) ? undefined : 'no such package'
  }
  // The tutorial's pages come on their own: a link to them waits for them.
  if (bare.startsWith('tutorial') && !exists('tutorial/index')) return undefined
  const page = path === '' ? from : pageAt(bare)
  if (page === undefined) return 'no such page'
  if (anchor === undefined || anchor === '') return undefined
  return anchorsOf(pageText(page)).has(anchor) ? undefined : `no heading #${anchor} on ${page}`
}

describe('the links between the pages', () => {
  it.each(pages)('%s: every link lands on a page, a heading or a file', (from) => {
    const wrong = linksOf(pageText(from)).flatMap(({ target, line }) => {
      const why = problem(from, target)
      return why === undefined ? [] : [`line ${line}: ${target}: ${why}`]
    })
    expect(wrong).toEqual([])
  })

  it('finds a link that lands nowhere', () => {
    expect(problem('guide/index', './map/')).toBeUndefined()
    expect(problem('guide/index', './map/#install')).toBeUndefined()
    expect(problem('guide/index', './nowhere')).toBe('no such page')
    expect(problem('guide/index', './map/#nowhere')).toBe('no heading #nowhere on guide/map/index')
    expect(problem('guide/index', '/api/@delve/nothing')).toBe('no such package')
    expect(problem('guide/index', '/api/@delve/map')).toBeUndefined()
  })
})
