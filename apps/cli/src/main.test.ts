import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { generateDungeon, toAscii } from '@delve/map'
import { describe, expect, it } from 'vitest'

const exec = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))
// Built by turbo before this test runs (test depends on build).
const main = join(root, 'dist', 'main.js')

/** Runs the built command as a user would, returning its exit code and output. */
async function delve(...args: string[]) {
  try {
    const { stdout, stderr } = await exec(process.execPath, [main, ...args])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

describe('delve (the built command)', () => {
  it('prints the same ASCII map as the library for a seed', async () => {
    const { code, stdout } = await delve('generate', '--seed', 'cli-1')
    expect(code).toBe(0)
    expect(stdout).toBe(`${toAscii(generateDungeon({ seed: 'cli-1' }))}\n`)
  })

  it('prints JSON with rooms, start, seed and options', async () => {
    const { code, stdout } = await delve(
      'generate',
      '--seed',
      '7',
      '--preset',
      'mcrogueface',
      '--format',
      'json',
    )
    expect(code).toBe(0)
    const json = JSON.parse(stdout)
    const dungeon = generateDungeon({ seed: 7, preset: 'mcrogueface' })
    expect(json.seed).toBe('7')
    expect(json.start).toEqual(dungeon.start)
    expect(json.tiles.join('\n')).toBe(toAscii(dungeon))
    expect(json.rooms).toHaveLength(dungeon.rooms.length)
    expect(json.options).toEqual(dungeon.options)
  })

  it('writes --out to a file', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'delve-')), 'map.txt')
    const { code, stdout } = await delve(
      'generate',
      '--seed',
      's',
      '--width',
      '40',
      '--height',
      '20',
      '--out',
      out,
    )
    expect(code).toBe(0)
    expect(stdout).toBe('')
    expect(readFileSync(out, 'utf8')).toBe(
      `${toAscii(generateDungeon({ seed: 's', width: 40, height: 20 }))}\n`,
    )
  })

  it('prints help and the version', async () => {
    expect((await delve('--help')).stdout).toMatch(/Usage: delve generate/)
    expect((await delve('--version')).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it.each([
    [['generate', '--width', 'wide'], /--width must be a whole number, got "wide"/],
    [['generate', '--width', '2'], /Invalid width: 2\. Allowed: an integer from 4 to 4096/],
    [
      ['generate', '--preset', 'nethack'],
      /Invalid preset: "nethack"\. Allowed: one of "tcod", "mcrogueface"/,
    ],
    [['generate', '--format', 'xml'], /--format must be one of ascii, json/],
    [['generate', '--colour'], /Unknown option '--colour'/],
    [['dig'], /unknown command "dig"/],
  ])('exits 2 with a clear message for %j', async (args, message) => {
    const { code, stderr, stdout } = await delve(...args)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(message)
    expect(stderr).not.toMatch(/\n\s+at /) // no stack trace
  })

  it('exits 1 when it cannot write --out', async () => {
    const { code, stderr } = await delve('generate', '--out', '/nonexistent-dir/map.txt')
    expect(code).toBe(1)
    expect(stderr).toMatch(/ENOENT/)
  })
})
