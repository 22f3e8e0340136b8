import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type DungeonOptions, fromAscii, generateDungeon, toAscii, toTiledMap } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { delve, expectedJson, tempDir } from '../../test/delve.js'

describe.concurrent('delve generate: the three formats equal the library', () => {
  it('ascii is toAscii of the same dungeon', async () => {
    const { code, stdout, stderr } = await delve('generate', '--seed', 'cli-1')
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout).toBe(`${toAscii(generateDungeon({ seed: 'cli-1' }))}\n`)
  })

  it('ascii of a small McRogueFace map', async () => {
    const args = ['--seed', '42', '--width', '30', '--height', '12', '--preset', 'mcrogueface']
    const { stdout } = await delve('generate', ...args)
    const dungeon = generateDungeon({ seed: '42', width: 30, height: 12, preset: 'mcrogueface' })
    expect(stdout).toBe(`${toAscii(dungeon)}\n`)
  })

  it('json is the whole dungeon, one line, tiles byte-identical to generateDungeon', async () => {
    const { code, stdout } = await delve('generate', '--seed', '7', '--format', 'json')
    expect(code).toBe(0)
    expect(stdout.endsWith('}\n')).toBe(true)
    expect(stdout.trimEnd()).not.toContain('\n')
    const json = JSON.parse(stdout)
    const dungeon = generateDungeon({ seed: '7' })
    expect(json).toEqual(expectedJson(dungeon))
    expect(Object.keys(json)).toEqual([
      'seed',
      'width',
      'height',
      'start',
      'stairsUp',
      'stairsDown',
      'rooms',
      'tiles',
      'options',
    ])
    expect(fromAscii(json.tiles.join('\n')).tiles).toEqual(dungeon.tiles)
  })

  it('json of a numeric seed matches the library given the number', async () => {
    const { stdout } = await delve('generate', '--seed', '123', '--format', 'json')
    expect(JSON.parse(stdout)).toEqual(expectedJson(generateDungeon({ seed: 123 })))
  })

  it('json without stairs has neither stairs field', async () => {
    const { stdout } = await delve('generate', '--seed', 'flat', '--no-stairs', '--format', 'json')
    const json = JSON.parse(stdout)
    expect(json).toEqual(expectedJson(generateDungeon({ seed: 'flat', stairs: false })))
    expect(json).not.toHaveProperty('stairsUp')
    expect(json).not.toHaveProperty('stairsDown')
    expect(json.tiles.join('')).not.toMatch(/[<>]/)
  })

  it('json lists each room’s tag and its doors, every door a + in the tiles', async () => {
    const { stdout } = await delve('generate', '--seed', '7', '--doors', '--format', 'json')
    const json = JSON.parse(stdout)
    expect(json).toEqual(expectedJson(generateDungeon({ seed: '7', doors: true })))
    const rooms: { tag: string; doors: { x: number; y: number }[] }[] = json.rooms
    expect(rooms.map((room) => room.tag)).toContain('start')
    const doors = rooms.flatMap((room) => room.doors)
    expect(doors.length).toBeGreaterThan(0)
    for (const { x, y } of doors) expect(json.tiles[y][x]).toBe('+')
  })

  it('json records a fresh seed when none is given, and that seed replays the dungeon', async () => {
    const json = JSON.parse((await delve('generate', '--format', 'json')).stdout)
    expect(json.seed).toMatch(/^[0-9a-z]{8}$/)
    expect(json).toEqual(expectedJson(generateDungeon({ seed: json.seed })))
  })

  it('tiled is toTiledMap of the same dungeon, one compact line', async () => {
    const { code, stdout } = await delve('generate', '--seed', 'tmj', '--format', 'tiled')
    expect(code).toBe(0)
    const expected = toTiledMap(generateDungeon({ seed: 'tmj' }))
    expect(stdout).toBe(`${JSON.stringify(expected)}\n`)
    expect(expected.version).toBe('1.10')
  })

  it('tiled honours --tile-size', async () => {
    const args = ['--seed', 'tmj', '--format', 'tiled', '--tile-size', '32', '--algo', 'bsp']
    const json = JSON.parse((await delve('generate', ...args)).stdout)
    const dungeon = generateDungeon({ seed: 'tmj', algorithm: 'bsp' })
    expect(json).toEqual(toTiledMap(dungeon, { tileSize: 32 }))
    expect(json.tilewidth).toBe(32)
  })
})

describe.concurrent('delve generate: every flag reaches the library', () => {
  const cases: [string[], DungeonOptions][] = [
    [['--preset', 'mcrogueface'], { preset: 'mcrogueface' }],
    [['--algo', 'bsp'], { algorithm: 'bsp' }],
    [['--algo', 'bsp', '--iterations', '2'], { algorithm: 'bsp', iterations: 2 }],
    [['--width', '40', '--height', '20'], { width: 40, height: 20 }],
    [['--max-rooms', '5'], { maxRooms: 5 }],
    [['--room-min', '4', '--room-max', '7'], { roomMinSize: 4, roomMaxSize: 7 }],
    [['--shape', 'circle'], { roomShape: 'circle' }],
    [['--shape', 'mixed'], { roomShape: 'mixed' }],
    [['--tunnel', 'bresenham'], { tunnel: 'bresenham' }],
    [['--tunnel', 'mixed'], { tunnel: 'mixed' }],
    [['--padding', '2'], { padding: 2 }],
    [['--no-stairs'], { stairs: false }],
    [['--width=007'], { width: 7 }],
  ]
  it.each(cases)('%j sets %j', async (flags, options) => {
    const { code, stdout } = await delve(
      'generate',
      '--seed',
      'flags',
      '--format',
      'json',
      ...flags,
    )
    expect(code).toBe(0)
    const json = JSON.parse(stdout)
    expect(json.options).toMatchObject(options)
    expect(json).toEqual(expectedJson(generateDungeon({ seed: 'flags', ...options })))
  })
})

describe.concurrent('delve generate --out', () => {
  it.each(['ascii', 'json', 'tiled'])(
    'writes %s to the file and nothing to stdout',
    async (format) => {
      const file = join(tempDir(), `map.${format}`)
      const args = ['generate', '--seed', 'out', '--format', format]
      const written = await delve(...args, '--out', file)
      expect(written).toEqual({ code: 0, stdout: '', stderr: '' })
      expect(readFileSync(file, 'utf8')).toBe((await delve(...args)).stdout)
    },
  )

  it('replaces a file that is already there', async () => {
    const file = join(tempDir(), 'map.txt')
    writeFileSync(file, 'old contents that are longer than the map '.repeat(200))
    await delve('generate', '--seed', 's', '--width', '20', '--height', '10', '--out', file)
    const expected = toAscii(generateDungeon({ seed: 's', width: 20, height: 10 }))
    expect(readFileSync(file, 'utf8')).toBe(`${expected}\n`)
  })
})
