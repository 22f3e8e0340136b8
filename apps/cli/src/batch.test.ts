import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateDungeon, toAscii, toTiledMap } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { delve, expectedJson, tempDir } from '../test/delve.js'

/** The documented rule: the base seed, then base/1, base/2, … */
const seedsFrom = (base: string, count: number) =>
  Array.from({ length: count }, (_, i) => (i === 0 ? base : `${base}/${i}`))

const lines = (stdout: string) => {
  expect(stdout.endsWith('\n')).toBe(true)
  return stdout.slice(0, -1).split('\n')
}

describe.concurrent('delve generate --count', () => {
  it('prints N JSON lines whose seeds follow the rule and whose dungeons are the library’s', async () => {
    const { code, stdout, stderr } = await delve('generate', '--seed', 'batch', '--count', '5')
    expect(code).toBe(0)
    expect(stderr).toBe('')
    const parsed = lines(stdout).map((line) => JSON.parse(line))
    expect(parsed.map((d) => d.seed)).toEqual(seedsFrom('batch', 5))
    for (const json of parsed)
      expect(json).toEqual(expectedJson(generateDungeon({ seed: json.seed })))
  })

  it('starts with the dungeon a single run with the same seed prints', async () => {
    const batch = await delve(
      'generate',
      '--seed',
      'same',
      '--count',
      '3',
      '--preset',
      'mcrogueface',
    )
    const single = await delve(
      'generate',
      '--seed',
      'same',
      '--format',
      'json',
      '--preset',
      'mcrogueface',
    )
    expect(lines(batch.stdout)[0]).toBe(single.stdout.trimEnd())
  })

  it('applies every flag to every dungeon of the batch', async () => {
    const args = ['--seed', 'b', '--count', '3', '--algo', 'bsp', '--shape', 'mixed', '--no-stairs']
    const parsed = lines((await delve('generate', ...args)).stdout).map((l) => JSON.parse(l))
    for (const json of parsed) {
      const options = { algorithm: 'bsp', roomShape: 'mixed', stairs: false } as const
      expect(json).toEqual(expectedJson(generateDungeon({ seed: json.seed, ...options })))
    }
  })

  it('derives the seeds from a fresh one when no --seed is given', async () => {
    const seeds = lines((await delve('generate', '--count', '3')).stdout).map(
      (l) => JSON.parse(l).seed,
    )
    expect(seeds[0]).toMatch(/^[0-9a-z]{8}$/)
    expect(seeds).toEqual(seedsFrom(seeds[0], 3))
  })

  it('--format tiled prints one Tiled map a line', async () => {
    const { stdout } = await delve('generate', '--seed', 't', '--count', '2', '--format', 'tiled')
    expect(lines(stdout)).toEqual(
      seedsFrom('t', 2).map((seed) => JSON.stringify(toTiledMap(generateDungeon({ seed })))),
    )
  })

  it('--format ascii prints the maps separated by a blank line', async () => {
    const args = [
      '--seed',
      'a',
      '--count',
      '3',
      '--format',
      'ascii',
      '--width',
      '20',
      '--height',
      '9',
    ]
    const { stdout } = await delve('generate', ...args)
    const maps = seedsFrom('a', 3).map((seed) =>
      toAscii(generateDungeon({ seed, width: 20, height: 9 })),
    )
    expect(stdout).toBe(`${maps.join('\n\n')}\n`)
  })

  it('--count 1 is the single JSON dungeon', async () => {
    const { stdout } = await delve('generate', '--seed', 'one', '--count', '1')
    expect(stdout).toBe((await delve('generate', '--seed', 'one', '--format', 'json')).stdout)
  })

  it('writes the batch to --out and nothing to stdout', async () => {
    const file = join(tempDir(), 'dungeons.jsonl')
    const result = await delve('generate', '--seed', 'o', '--count', '4', '--out', file)
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' })
    const seeds = lines(readFileSync(file, 'utf8')).map((l) => JSON.parse(l).seed)
    expect(seeds).toEqual(seedsFrom('o', 4))
  })

  it('runs the largest batch, 10 000 dungeons', async () => {
    const args = ['--seed', 'max', '--count', '10000', '--width', '12', '--height', '8']
    const all = lines((await delve('generate', ...args)).stdout)
    expect(all).toHaveLength(10_000)
    const last = JSON.parse(all[9999] as string)
    expect(last.seed).toBe('max/9999')
    expect(last).toEqual(expectedJson(generateDungeon({ seed: 'max/9999', width: 12, height: 8 })))
  })
})
