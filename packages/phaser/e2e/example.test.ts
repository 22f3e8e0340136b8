import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TILE_SIZE } from '@delve/art'
import { describe, expect, it } from 'vitest'
import { playExample } from './play-example.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const exampleDir = join(packageDir, 'example')

describe('the README’s example', () => {
  it('is the example folder’s main.js, word for word, in 30 lines or fewer', () => {
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8')
    const first = /```js\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(first).toBe(readFileSync(join(exampleDir, 'main.js'), 'utf8'))
    expect((first as string).trimEnd().split('\n').length).toBeLessThanOrEqual(30)
  })

  it('builds with Vite, draws a dungeon in Chromium, moves the player at a key press and logs the turns', async () => {
    execFileSync(process.execPath, [join(packageDir, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: exampleDir,
      stdio: 'pipe',
    })
    const shots = join(packageDir, 'screenshots')
    mkdirSync(shots, { recursive: true })
    const run = await playExample(join(exampleDir, 'dist'), join(shots, 'example.png'))
    expect(run.problems).toEqual([])
    expect(run.colours).toBeGreaterThan(20)
    expect(run.lit).toBeGreaterThan(0.02)
    // One player, drawn whole-map at a whole zoom, then one tile away after a movement key.
    expect(run.before).toHaveLength(1)
    expect(run.moved).not.toBeNull()
    const [b] = run.before
    const [a] = run.after
    const tile = TILE_SIZE * (b?.zoom ?? 0)
    expect(run.after).toHaveLength(1)
    expect(run.logAfter).toBeGreaterThan(run.logBefore + 50)
    expect(Math.max(Math.abs((a?.x ?? 0) - (b?.x ?? 0)), Math.abs((a?.y ?? 0) - (b?.y ?? 0)))).toBe(
      tile,
    )
  })
})
