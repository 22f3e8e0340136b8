import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { docPath, packageDocFiles } from '@delve/testing/docs'
import { runExamples } from '@delve/testing/examples'
import { describe, expect, it } from 'vitest'
import { optionsTableMarkdown } from './options-doc.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
// The README and the package's guide pages on the docs site, where most examples live.
const files = packageDocFiles('packages/map')
const readme = files.map((file) => file.text).join('\n')

/** Every `js` block, with the `text` block that follows it after the word "prints". */
const examples = [
  ...readme.matchAll(/```js\n([\s\S]*?)```\n\nprints\n\n```text\n([\s\S]*?)```/g),
].map((m) => ({ code: m[1] as string, shown: m[2] as string }))

/** The first js block and the text it prints: the README's first example. */
const first = {
  code: readme.match(/```js\n([\s\S]*?)```/)?.[1],
  shown: readme.match(/prints\n\n```text\n([\s\S]*?)```/)?.[1],
}

// Every block by plain node from the package folder, so '@delve/map' is the built package: all
// in one node process (one a block cost half a CPU-second), the first block first.
const runs = existsSync(new URL('../dist/index.js', import.meta.url))
  ? runExamples(packageDir, [first.code ?? '', ...examples.map(({ code }) => code)])
  : null
runs?.catch(() => {})

describe('README', () => {
  it('its first example runs with plain node against the built package and prints what it shows', async () => {
    expect(
      existsSync(new URL('../dist/index.js', import.meta.url)),
      'build the package first',
    ).toBe(true)
    expect(first.code).toBeDefined()
    expect(first.shown).toBeDefined()
    expect((await runs)?.[0]).toEqual({ stdout: first.shown })
  })

  it('shows what every example prints, one per feature', () => {
    // Each js block is followed by its output, so none can go stale or silently fail.
    expect(examples.length).toBe(readme.match(/```js\n/g)?.length)
    const features = [
      "algorithm: 'bsp'",
      'roomShape',
      'tunnel:',
      'padding',
      'stairsDown',
      'placeSpawns',
      'randomFloor',
      'roomLabels',
      'toTiledMap',
      'fromTiledMap',
      'fromAscii',
      "algorithm: 'caves'",
      "caveConnect: 'largest'",
      "algorithm: 'rooms-and-mazes'",
      "algorithm: 'drunkard'",
      'doors: true',
      '.tag',
      'tileVariants',
      'computeFov',
      'findPath',
      'stepDownhill',
      'parseVaults',
      'vaults: { list',
    ]
    for (const feature of features) {
      expect(
        examples.some(({ code }) => code.includes(feature)),
        feature,
      ).toBe(true)
    }
  })

  it.each(examples.map((e, i) => ({ ...e, i })))(
    'example $i prints what it shows',
    async ({ shown, i }) => {
      expect((await runs)?.[i + 1]).toEqual({ stdout: shown })
    },
  )

  it('has exactly the option table’s rows in its options table (UPDATE_DOCS=1 rewrites it)', () => {
    const table = /\| option +\|[^\n]*\n(\|[^\n]*\n)*/.exec(readme)?.[0].trimEnd()
    const expected = optionsTableMarkdown()
    if (process.env.UPDATE_DOCS === '1' && table !== undefined && table !== expected) {
      const file = files.find(({ text }) => text.includes(table))
      if (file) writeFileSync(docPath(file), file.text.replace(table, expected))
    } else {
      expect(table).toBe(expected)
    }
  })

  it('states the presets’ defaults as the code has them', async () => {
    const { PRESETS } = await import('../src/options/presets.js')
    // Cells of the options table's row for `option`: [name, tcod, mcrogueface, allowed].
    const cells = (option: string) =>
      readme
        .split('\n')
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .find((row) => row[1] === `\`${option}\``)
        ?.slice(1, 4)
    for (const option of ['width', 'height', 'maxRooms', 'roomMinSize', 'roomMaxSize'] as const) {
      expect(cells(option)).toEqual([
        `\`${option}\``,
        String(PRESETS.tcod[option]),
        String(PRESETS.mcrogueface[option]),
      ])
    }
  })
})
