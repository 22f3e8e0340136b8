import { fileURLToPath } from 'node:url'
import { packageDocs } from '@delve/testing/docs'
import { runExamples } from '@delve/testing/examples'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
// The README and the package's guide pages on the docs site, where most examples live.
const readme = packageDocs('packages/run')

/** Every `js` block, and the `text` block it says it prints (undefined where it says none). */
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => {
  const after = readme.slice((m.index ?? 0) + m[0].length)
  const shown = /^\n\nprints\n\n```text\n([\s\S]*?)```/.exec(after)?.[1]
  return { code: m[1] as string, shown }
})

describe('README', () => {
  it('shows what every example prints, the first playing a run through act to its end', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8)
    expect(blocks.filter((b) => b.shown === undefined).map((b) => b.code)).toEqual([])
    const [first] = blocks
    expect(first?.code).toMatch(/\bact\(run,/)
    expect(first?.code).toMatch(/verifyRun\(record\)/)
    expect(first?.shown).toMatch(/^The hero (killed|escaped|starved)/m)
    expect(first?.shown).toMatch(/^verified: true; (died|won) on turn \d+/m)
  })

  // All in one node process (one a block cost half a CPU-second before the block's own work):
  // the time-out bounds a hang, some blocks playing whole bot runs.
  const runs =
    blocks.length > 0
      ? runExamples(
          packageDir,
          blocks.map((b) => b.code),
        )
      : null
  runs?.catch(() => {})

  it.for(blocks.map((b, i) => ({ ...b, i })))(
    'example $i prints what it shows, run by plain node against the built package',
    { timeout: 300_000 },
    async ({ shown, i }) => {
      expect((await runs)?.[i]).toEqual({ stdout: shown })
    },
  )
})
