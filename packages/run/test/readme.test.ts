import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

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

  it.each(blocks.map((b, i) => ({ ...b, i })))(
    'example $i prints what it shows, run by plain node against the built package',
    ({ code, shown }) => {
      const out = execFileSync(process.execPath, ['--input-type=module'], {
        cwd: packageDir,
        input: code,
        encoding: 'utf8',
      })
      expect(out).toBe(shown)
    },
    // A bound on a hang: some examples play whole bot runs, which took 50 s at load 12.
    300_000,
  )
})
