import { fileURLToPath } from 'node:url'
import { packageDocs } from '@delve/testing/docs'
import { runExamples } from '@delve/testing/examples'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
// The README and the package's guide pages on the docs site, where most examples live.
const readme = packageDocs('packages/ecs')

/** Every `js` block that is followed by the `text` block it prints. */
const examples = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].flatMap((m) => {
  const after = readme.slice((m.index ?? 0) + m[0].length)
  const shown = /^\n\nprints\n\n```text\n([\s\S]*?)```/.exec(after)?.[1]
  return shown === undefined ? [] : [{ code: m[1] as string, shown }]
})

// Every example by plain node from the package folder, so '@delve/ecs' is the built package: all
// in one node process (one an example cost half a CPU-second).
const runs = runExamples(
  packageDir,
  examples.map(({ code }) => code),
)
runs.catch(() => {})

describe('README', () => {
  it('shows what its sight and turn examples print', () => {
    expect(examples.some(({ code }) => code.includes('visibilitySystem'))).toBe(true)
    expect(examples.some(({ code }) => code.includes('playTurn'))).toBe(true)
  })

  it('shows a game’s own monster and scroll in under 30 lines, through the public API', () => {
    const own = examples.filter(
      ({ code }) => code.includes("behaviour: 'erratic'") && code.includes('ecs.teleport('),
    )
    expect(own).toHaveLength(1)
    const { code, shown } = own[0] as { code: string; shown: string }
    expect(code.trimEnd().split('\n').length).toBeLessThan(30)
    expect(code).not.toMatch(/from '@delve\/ecs\//)
    expect(shown).toMatch(/The bat flutters\.[\s\S]*You read the blink scroll\. You blink\./)
  })

  it.each(examples.map((e, i) => ({ ...e, i })))(
    'example $i prints what it shows, run by plain node against the built package',
    async ({ shown, i }) => {
      expect((await runs)[i]).toEqual({ stdout: shown })
    },
  )
})
