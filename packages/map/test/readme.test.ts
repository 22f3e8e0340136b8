import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('its example runs with plain node against the built package and prints what it shows', () => {
    expect(
      existsSync(new URL('../dist/index.js', import.meta.url)),
      'build the package first',
    ).toBe(true)
    const code = readme.match(/```js\n([\s\S]*?)```/)?.[1]
    const shown = readme.match(/prints\n\n```text\n([\s\S]*?)```/)?.[1]
    expect(code).toBeDefined()
    expect(shown).toBeDefined()
    // Run from the package folder so that '@delve/map' resolves to the package itself.
    const output = execFileSync(process.execPath, ['--input-type=module'], {
      cwd: packageDir,
      input: code,
      encoding: 'utf8',
    })
    expect(output).toBe(shown)
  })

  it('states the presets’ defaults as the code has them', async () => {
    const { PRESETS } = await import('../src/options.js')
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
