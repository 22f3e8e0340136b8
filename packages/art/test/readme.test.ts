import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { packageDocs } from '@delve/testing/docs'
import { runExamples } from '@delve/testing/examples'
import { describe, expect, it } from 'vitest'
import { FRAME_COUNT, Frame } from '../src/frames.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
// The README and the package's guide pages on the docs site, where most examples live.
const readme = packageDocs('packages/art')

/** Every `js` block, with the `text` block that follows it after the word "prints". */
const examples = [
  ...readme.matchAll(/```js\n([\s\S]*?)```\n\nprints\n\n```text\n([\s\S]*?)```/g),
].map((m) => ({ code: m[1] as string, shown: m[2] as string }))

describe('README', () => {
  it('shows what every example prints, run with plain node against the built package', async () => {
    expect(
      existsSync(new URL('../dist/index.js', import.meta.url)),
      'build the package first',
    ).toBe(true)
    expect(examples.length).toBeGreaterThan(0)
    expect(examples.length).toBe(readme.match(/```js\n/g)?.length)
    // All in one node process from the package folder, so '@delve/art' is the built package.
    const runs = await runExamples(
      packageDir,
      examples.map(({ code }) => code),
    )
    expect(runs).toEqual(examples.map(({ shown }) => ({ stdout: shown })))
  })

  it('lists every frame of the tileset in its table, in strip order', () => {
    const rows = [...readme.matchAll(/^\| (\d+) +\| `(\w+)` +\|/gm)].map((m) => [
      Number(m[1]),
      m[2],
    ])
    expect(rows).toEqual(Object.entries(Frame).map(([name, index]) => [index, name]))
    expect(rows.length).toBe(FRAME_COUNT)
  })
})
