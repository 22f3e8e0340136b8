import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { docPath, packageDocFiles } from '@delve/testing/docs'
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

/** Runs a block with plain node from the package folder, so '@delve/map' is the built package. */
function run(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module'], {
    cwd: packageDir,
    input: code,
    encoding: 'utf8',
  })
}

describe('README', () => {
  it('its first example runs with plain node against the built package and prints what it shows', () => {
    expect(
      existsSync(new URL('../dist/index.js', import.meta.url)),
      'build the package first',
    ).toBe(true)
    const code = readme.match(/```js\n([\s\S]*?)```/)?.[1]
    const shown = readme.match(/prints\n\n```text\n([\s\S]*?)```/)?.[1]
    expect(code).toBeDefined()
    expect(shown).toBeDefined()
    expect(run(code as string)).toBe(shown)
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
    ({ code, shown }) => {
      expect(run(code)).toBe(shown)
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
