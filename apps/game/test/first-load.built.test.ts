import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

/** The built game (`vite build`), which the full test command makes before this test runs. */
const DIST = fileURLToPath(new URL('../dist/', import.meta.url))

/**
 * The most the page may fetch of JavaScript before the first step, gzipped: 353 KiB. It was
 * 351.9 KiB with the parts below loaded on demand (355.8 before): any one of them back in the
 * first load (the smallest, the generator panel, is 1389 bytes) goes over.
 */
const FIRST_LOAD_LIMIT = 353 * 1024

/**
 * The parts not needed before the first step, loaded with `import()` when they are, by the
 * module their chunk is named after: the board's client and panel, the generator panel, the end
 * screen, the replay viewer (at start only for a replay link).
 */
const ON_DEMAND = ['board-client', 'board-panel', 'panel', 'quit-screen', 'replay-viewer']

/** The chunks a chunk's code imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    (m) => m[1] as string,
  )
}

/**
 * The chunks the page loads before it runs: its module script and the chunks it preloads, and
 * everything they import statically; a chunk loaded with `import()` on demand is not among them.
 */
function firstLoadChunks(html: string, read: (file: string) => string): string[] {
  const named = [
    ...html.matchAll(/<script[^>]*\bsrc="\.\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\.\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1] as string)
  const chunks = new Set<string>()
  const visit = (file: string) => {
    if (chunks.has(file)) return
    chunks.add(file)
    for (const next of staticImports(read(file))) visit(next)
  }
  for (const file of named) visit(file)
  return [...chunks]
}

/** The built chunk named after module `name` (`panel-B1x9qz0a.js`), or undefined. */
function chunkOf(files: readonly string[], name: string): string | undefined {
  return files.find((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file))
}

describe('the first load', () => {
  it('counts a chunk imported on demand out, and a static import in', () => {
    const files: Record<string, string> = {
      'index.js': 'import{a}from"./phaser.js";import"./style.js";const p=()=>import("./board.js")',
      'phaser.js': 'export const a=1',
      'style.js': '',
      'board.js': 'import{a}from"./phaser.js"',
    }
    const html = '<script type="module" crossorigin src="./assets/index.js"></script>'
    expect(firstLoadChunks(html, (f) => files[f] ?? '').sort()).toEqual([
      'index.js',
      'phaser.js',
      'style.js',
    ])
  })

  it(`is at most ${FIRST_LOAD_LIMIT / 1024} KiB of JavaScript gzipped (Phaser's build and the game)`, () => {
    const index = join(DIST, 'index.html')
    expect(existsSync(index), `${index}: build the game first (vite build)`).toBe(true)
    const read = (file: string) => readFileSync(join(DIST, 'assets', file), 'utf8')
    const chunks = firstLoadChunks(readFileSync(index, 'utf8'), read)
    const sizes = chunks.map((file) => ({
      file,
      gzipped: gzipSync(read(file), { level: 9 }).length,
    }))
    const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0)
    console.log(
      `first load: ${(total / 1024).toFixed(1)} KiB gzipped (${sizes.map((s) => `${s.file} ${s.gzipped}`).join(', ')})`,
    )
    expect(sizes.some(({ file }) => file.startsWith('phaser'))).toBe(true)
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_LIMIT)
  })

  it.each(ON_DEMAND)('leaves out %s, a chunk of its own loaded on demand', (name) => {
    const index = join(DIST, 'index.html')
    expect(existsSync(index), `${index}: build the game first (vite build)`).toBe(true)
    const read = (file: string) => readFileSync(join(DIST, 'assets', file), 'utf8')
    const chunk = chunkOf(readdirSync(join(DIST, 'assets')), name)
    expect(chunk, `no chunk of ${name} in the build`).toBeDefined()
    expect(firstLoadChunks(readFileSync(index, 'utf8'), read)).not.toContain(chunk)
  })
})
