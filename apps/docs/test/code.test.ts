import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { SITE } from '../.vitepress/pages.js'
import { codeBlocks, pagePaths, pageText } from './site.js'

// Every `ts` block of every page is a program that compiles: written out one file a block and
// checked in one run of the workspace's compiler, strict, against the packages' sources (the
// `js` blocks that show what they print are run by their package's README test).
const ROOT = join(SITE, '../..')
const OUT = join(SITE, '.blocks')
const TSC = join(ROOT, 'node_modules/.bin/tsc')

/** The source each `@delve/…` import is checked against: the package's own, no build needed. */
const paths = Object.fromEntries(
  ['map', 'art', 'ecs', 'run', 'phaser'].map((name) => [
    `@delve/${name}`,
    [join(ROOT, 'packages', name, 'src/index.ts')],
  ]),
)

const blocks = pagePaths().flatMap((page) =>
  codeBlocks(pageText(page))
    .filter(({ lang }) => lang === 'ts' || lang === 'typescript')
    .map(({ code, line }) => ({
      page,
      line,
      code,
      file: `${page.replace(/\//g, '--')}--${line}.ts`,
    })),
)

describe("the pages' TypeScript", () => {
  it('has blocks to check, on the getting-started pages among others', () => {
    expect(blocks.filter(({ page }) => page.startsWith('start/')).length).toBeGreaterThan(2)
  })

  it('compiles, every block a module of its own, strict', async () => {
    rmSync(OUT, { recursive: true, force: true })
    mkdirSync(OUT, { recursive: true })
    for (const { file, code } of blocks) writeFileSync(join(OUT, file), `${code}\nexport {}\n`)
    const config = {
      extends: '../../../tsconfig.base.json',
      compilerOptions: {
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: ['node'],
        noEmit: true,
        declaration: false,
        declarationMap: false,
        skipLibCheck: true,
        paths,
      },
      files: blocks.map(({ file }) => file),
    }
    writeFileSync(join(OUT, 'tsconfig.json'), JSON.stringify(config, null, 2))
    const result = await promisify(execFile)(TSC, ['-p', join(OUT, 'tsconfig.json')], {
      cwd: OUT,
      encoding: 'utf8',
    }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    )
    // Each error said where it is on its page: `guide/x.md:LINE`.
    const where = result.replace(/^([\w-]+)--(\d+)\.ts\((\d+),\d+\)/gm, (_, file, line, at) => {
      const page = (file as string).replace(/--/g, '/')
      return `${page}.md:${Number(line) + Number(at) - 1}`
    })
    expect(where).toBe('')
  })
})
