import { describe, expect, it } from 'vitest'
import { referenceOrientation, SAMPLES, sample, vaultProblems } from '../../test/vault-checks.js'
import { DungeonOptionsError } from '../errors.js'
import { generateDungeon } from '../generate/generate.js'
import { LOCKED_DOOR, Tile } from '../grid/tile.js'
import { ALGORITHM_NAMES } from '../options/choices.js'
import type { DungeonOptions } from '../options/option-table.js'
import { resolveDungeonOptions } from '../options/resolve.js'
import { createRng } from '../random/rng.js'
import { parseVaults } from '../vaults/parse.js'
import type { PlacedVault, Vault } from '../vaults/vault.js'

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`)
const inBox = (v: PlacedVault, x: number, y: number) =>
  x >= v.x && y >= v.y && x < v.x + v.width && y < v.y + v.height

/** Levels whose vaults come after everything else, and levels made round their vaults. */
const AFTER: DungeonOptions[] = [
  { algorithm: 'caves' },
  { algorithm: 'rooms-and-mazes' },
  { algorithm: 'drunkard' },
  { algorithm: 'rooms-and-corridors', tunnel: 'bresenham' },
  { algorithm: 'bsp', tunnel: 'mixed' },
]
const LAID: DungeonOptions[] = [
  { algorithm: 'rooms-and-corridors' },
  { algorithm: 'rooms-and-corridors', roomShape: 'mixed', doors: true },
  { algorithm: 'bsp' },
  { algorithm: 'bsp', doors: true, width: 100, height: 60 },
]

describe('generateDungeon with vaults', () => {
  it('leaves the level as it was when it draws none: no vault, no draw', () => {
    for (const algorithm of ALGORITHM_NAMES) {
      const plain = generateDungeon({ seed: 'same', algorithm })
      const none = generateDungeon({ seed: 'same', algorithm, vaults: { list: SAMPLES, count: 0 } })
      expect(none.tiles).toEqual(plain.tiles)
      expect(none.vaults).toEqual([])
      expect(plain.vaults).toBeUndefined()
      expect('vaults' in plain).toBe(false)
    }
  })

  it.each(AFTER)(
    'adds only what the vaults bring to %j: every tile outside their boxes and corridors is as it was',
    (options) => {
      for (const seed of seeds(20)) {
        const plain = generateDungeon({ seed, ...options })
        const d = generateDungeon({ seed, ...options, vaults: { list: SAMPLES, count: 3 } })
        for (let i = 0; i < d.tiles.length; i++) {
          const x = i % d.width
          const y = (i - x) / d.width
          const inside = d.vaults?.some((v) => inBox(v, x, y)) ?? false
          const stairs = [d.stairsUp, d.stairsDown, plain.stairsUp, plain.stairsDown].some(
            (p) => p?.x === x && p?.y === y,
          )
          // Outside the boxes, only corridors were dug (rock to floor) and stairs moved.
          if (!inside && !stairs && d.tiles[i] !== plain.tiles[i]) {
            expect([plain.tiles[i], d.tiles[i]]).toEqual([Tile.Wall, Tile.Floor])
          }
        }
        expect(d.rooms).toEqual(plain.rooms)
        expect(d.options).toBe(plain.options)
      }
    },
  )

  it.each(LAID)(
    'lays the vaults first in %j: no room or tunnel within a vault’s ring',
    (options) => {
      let laid = 0
      for (const seed of seeds(40)) {
        const d = generateDungeon({ seed, ...options, vaults: { list: SAMPLES, count: 3 } })
        for (const v of d.vaults ?? []) {
          if (SAMPLES.find((s) => s.name === v.name)?.place === 'room') continue
          laid++
          // The ring's tiles are rock but where an entrance's corridor leaves.
          const exits = v.entrances.map((e) => `${e.x},${e.y}`)
          for (let y = v.y - 1; y <= v.y + v.height; y++) {
            for (let x = v.x - 1; x <= v.x + v.width; x++) {
              if (inBox(v, x, y)) continue
              const beside = [
                [x + 1, y],
                [x - 1, y],
                [x, y + 1],
                [x, y - 1],
              ].some(([ex, ey]) => exits.includes(`${ex},${ey}`))
              const tile = d.tiles[y * d.width + x]
              if (!beside && tile !== Tile.Wall) {
                expect({ seed, vault: v.name, x, y, tile }).toEqual({
                  seed,
                  vault: v.name,
                  x,
                  y,
                  tile: Tile.Wall,
                })
              }
            }
          }
          for (const room of d.rooms) {
            const meets =
              room.x1 <= v.x + v.width &&
              room.x2 >= v.x - 1 &&
              room.y1 <= v.y + v.height &&
              room.y2 >= v.y - 1
            expect(meets).toBe(false)
          }
        }
        expect(vaultProblems(d, SAMPLES)).toEqual([])
      }
      expect(laid).toBeGreaterThan(40)
    },
  )

  it('gives the same level and vaults for the same seed and list', () => {
    for (const algorithm of ALGORITHM_NAMES) {
      const make = () =>
        generateDungeon({ seed: 'twice', algorithm, vaults: { list: SAMPLES, count: 6, depth: 5 } })
      const [a, b] = [make(), make()]
      expect(b.tiles).toEqual(a.tiles)
      expect(b.vaults).toEqual(a.vaults)
      expect(a.vaults?.length).toBeGreaterThan(0)
    }
  })

  it('places a forced vault with its marks where its glyphs are', () => {
    const d = generateDungeon({
      seed: 'forced',
      vaults: { list: SAMPLES, count: 0, force: 'guard_post' },
    })
    const [post] = d.vaults ?? []
    expect(post?.name).toBe('guard_post')
    const rows = referenceOrientation(
      sample('guard_post').rows,
      post?.rotation ?? 0,
      post?.mirrored ?? false,
    )
    const where = (glyph: string) =>
      rows.flatMap((row, j) =>
        [...row].flatMap((g, i) =>
          g === glyph ? [{ x: (post?.x ?? 0) + i, y: (post?.y ?? 0) + j }] : [],
        ),
      )
    expect(post?.monsters).toEqual(where('o').map((p) => ({ glyph: 'o', kind: 'orc', ...p })))
    expect(post?.items).toEqual(
      where('!').map((p) => ({ glyph: '!', kind: 'healing potion', ...p })),
    )
    expect(post?.entrances).toEqual(where('@'))
    expect(vaultProblems(d, SAMPLES)).toEqual([])
  })

  it('places forced vaults first, in order, then draws the count among the rest', () => {
    const d = generateDungeon({
      seed: 'order',
      vaults: { list: SAMPLES, count: 2, force: ['pillared_hall', 'lookout'] },
    })
    const names = d.vaults?.map((v) => v.name) ?? []
    expect(names.slice(0, 2)).toEqual(['pillared_hall', 'lookout'])
    expect(names.length).toBeLessThanOrEqual(4)
    expect(new Set(names).size).toBe(names.length)
  })

  it('draws only vaults whose DEPTH holds the level’s depth, never one of weight 0 unless forced', () => {
    const [never] = parseVaults('NAME: never\nWEIGHT: 0\nMAP\n#@#\nENDMAP')
    const list = [...SAMPLES, never as Vault]
    for (const seed of seeds(40)) {
      for (const depth of [1, 4, 9]) {
        const d = generateDungeon({ seed, vaults: { list, count: 12, depth } })
        for (const v of d.vaults ?? []) {
          const vault = list.find((l) => l.name === v.name) as Vault
          expect(vault.weight).toBeGreaterThan(0)
          const fits =
            vault.depths === null || vault.depths.some((r) => depth >= r.from && depth <= r.to)
          expect(fits, `${v.name} at depth ${depth}`).toBe(true)
        }
      }
    }
    const forced = generateDungeon({ seed: 'w0', vaults: { list, count: 0, force: 'never' } })
    expect(forced.vaults?.map((v) => v.name)).toEqual(['never'])
  })

  it.each([
    ...AFTER.map((options) => [options, true] as const),
    ...LAID.map((options) => [options, false] as const),
  ])('skips a vault that fits nowhere in %j (the level as it was: %s)', (options, after) => {
    const [huge] = parseVaults(`NAME: huge\nMAP\n@${'.'.repeat(60)}\nENDMAP`)
    const level = { seed: 'small', ...options, width: 30, height: 20 }
    const plain = generateDungeon(level)
    const d = generateDungeon({ ...level, vaults: { list: [huge as Vault], count: 1 } })
    expect(d.vaults).toEqual([])
    expect(vaultProblems(d, [huge as Vault])).toEqual([])
    // A level made round its vaults draws them first: the draw that chose this one changed it.
    if (after) expect(d.tiles).toEqual(plain.tiles)
    else expect(d.tiles.includes(Tile.Floor)).toBe(true)
  })

  it('makes a level that keeps no room round its laid vault again without laying, and places it after', () => {
    // On 20 × 14, every 10 × 10 room meets this vault's box and ring wherever it is laid.
    const [tall] = parseVaults(`NAME: tall\nMAP\n#####\n${'#...#\n'.repeat(6)}##@##\nENDMAP`)
    const list = [tall as Vault]
    let placed = 0
    for (const seed of seeds(10)) {
      for (const algorithm of ['rooms-and-corridors', 'bsp'] as const) {
        const level = { seed, algorithm, width: 20, height: 14, roomMinSize: 9, roomMaxSize: 9 }
        const d = generateDungeon({ ...level, vaults: { list, count: 0, force: 'tall' } })
        expect(d.rooms.length).toBeGreaterThan(0)
        expect(vaultProblems(d, list)).toEqual([])
        placed += d.vaults?.length ?? 0
      }
    }
    // Placed after the level where it fits (14 of these 20 levels).
    expect(placed).toBeGreaterThan(5)
  })

  it('keeps every rule whatever vaults are asked for, on tiny maps too', () => {
    for (const seed of seeds(30)) {
      for (const algorithm of ALGORITHM_NAMES) {
        const d = generateDungeon({
          seed,
          algorithm,
          width: 20,
          height: 14,
          vaults: { list: SAMPLES, count: 12 },
        })
        expect(vaultProblems(d, SAMPLES)).toEqual([])
      }
    }
  })

  it('moves the up stairs into a vault with <, keeping the start; with no stairs, < is floor', () => {
    // Caves, whose vaults come after everything else: the level without them shows where the
    // stairs were.
    const plain = generateDungeon({ seed: 'up', algorithm: 'caves' })
    const d = generateDungeon({
      seed: 'up',
      algorithm: 'caves',
      vaults: { list: SAMPLES, count: 0, force: 'old_stair' },
    })
    const [stair] = d.vaults ?? []
    expect(stair).toBeDefined()
    expect(d.start).toEqual(plain.start)
    expect(d.stairsUp).not.toEqual(plain.stairsUp)
    expect(inBox(stair as PlacedVault, d.stairsUp?.x ?? -1, d.stairsUp?.y ?? -1)).toBe(true)
    const up = plain.stairsUp as { x: number; y: number }
    expect(d.tiles[up.y * d.width + up.x]).toBe(Tile.Floor)
    expect(vaultProblems(d, SAMPLES)).toEqual([])

    const flat = generateDungeon({
      seed: 'up',
      stairs: false,
      vaults: { list: SAMPLES, count: 0, force: 'old_stair' },
    })
    expect(flat.stairsUp).toBeUndefined()
    expect(flat.tiles.includes(Tile.StairsUp)).toBe(false)
  })

  it('moves the down stairs into a vault with >', () => {
    const d = generateDungeon({
      seed: 'down',
      vaults: { list: SAMPLES, count: 0, force: 'wardens_lair' },
    })
    const [lair] = d.vaults ?? []
    expect(lair?.name).toBe('wardens_lair')
    expect(inBox(lair as PlacedVault, d.stairsDown?.x ?? -1, d.stairsDown?.y ?? -1)).toBe(true)
    expect(d.tiles.filter((t) => t === Tile.StairsDown)).toHaveLength(1)
  })

  it('puts a locked vault’s key on the level, outside every vault, and its doors locked', () => {
    for (const seed of seeds(20)) {
      const d = generateDungeon({
        seed,
        vaults: { list: SAMPLES, count: 2, force: ['treasury', 'cage'] },
      })
      for (const v of d.vaults ?? []) {
        const vault = sample(v.name)
        if (vault.key === null) continue
        expect(v.key?.kind).toBe(vault.key.name)
        expect(v.locks.length).toBeGreaterThan(0)
        for (const lock of v.locks) expect(d.tiles[lock.y * d.width + lock.x]).toBe(LOCKED_DOOR)
        expect(d.vaults?.some((other) => inBox(other, v.key?.x ?? -1, v.key?.y ?? -1))).toBe(false)
      }
      expect(vaultProblems(d, SAMPLES)).toEqual([])
    }
  })

  it('puts a room vault inside a room, or on open floor where there are no rooms', () => {
    for (const algorithm of ['bsp', 'caves'] as const) {
      const d = generateDungeon({
        seed: 'room',
        algorithm,
        vaults: { list: SAMPLES, count: 0, force: 'pillared_hall' },
      })
      const [hall] = d.vaults ?? []
      expect(hall).toBeDefined()
      if (algorithm === 'bsp') {
        const h = hall as PlacedVault
        expect(
          d.rooms.some(
            (r) =>
              h.x > r.x1 + 1 && h.y > r.y1 + 1 && h.x + h.width < r.x2 && h.y + h.height < r.y2,
          ),
        ).toBe(true)
      }
      expect(vaultProblems(d, SAMPLES)).toEqual([])
    }
  })

  it('turns a vault that may turn every way over many levels, and one that may not never', () => {
    const turns = new Set<string>()
    for (const seed of seeds(60)) {
      const d = generateDungeon({
        seed,
        vaults: { list: SAMPLES, count: 0, force: ['lookout', 'shrine'] },
      })
      for (const v of d.vaults ?? []) {
        if (v.name === 'shrine') expect([v.rotation, v.mirrored]).toEqual([0, false])
        else turns.add(`${v.rotation} ${v.mirrored}`)
      }
    }
    expect(turns.size).toBe(8)
  })

  it('makes each substitution one of its choices, drawn per tile', () => {
    const seen = new Set<number>()
    for (const seed of seeds(40)) {
      const d = generateDungeon({
        seed,
        vaults: { list: SAMPLES, count: 0, force: 'flooded_hall' },
      })
      const [hall] = d.vaults ?? []
      if (!hall) continue
      const rows = referenceOrientation(sample('flooded_hall').rows, hall.rotation, hall.mirrored)
      rows.forEach((row, j) => {
        ;[...row].forEach((g, i) => {
          if (g === '~') seen.add(d.tiles[(hall.y + j) * d.width + hall.x + i] as number)
        })
      })
    }
    expect([...seen].sort()).toEqual([Tile.Wall, Tile.Floor])
  })

  it('draws from a caller’s generator, advancing it', () => {
    const rng = createRng('caller')
    const before = createRng('caller')
    generateDungeon({ rng: before })
    const after = before.next()
    const d = generateDungeon({ rng, vaults: { list: SAMPLES, count: 3 } })
    expect(d.reproducible).toBe(false)
    expect(rng.next()).not.toBe(after)
  })

  it('takes vaults as plain data (through JSON), making the same level', () => {
    const data = JSON.parse(JSON.stringify(SAMPLES)) as Vault[]
    const a = generateDungeon({ seed: 'json', vaults: { list: SAMPLES, count: 4 } })
    const b = generateDungeon({ seed: 'json', vaults: { list: data, count: 4 } })
    expect(b.tiles).toEqual(a.tiles)
    expect(b.vaults).toEqual(a.vaults)
  })
})

describe('the vaults option', () => {
  const refusal = (vaults: unknown) => {
    try {
      generateDungeon({ seed: 1, vaults: vaults as never })
    } catch (error) {
      expect(error).toBeInstanceOf(DungeonOptionsError)
      return error as DungeonOptionsError
    }
    throw new Error('accepted')
  }

  it.each([
    ['not an object', 5, 'vaults', 'an object { list, count'],
    [
      'an unknown field',
      { list: [], count: 1, many: 2 },
      'vaults option name',
      'list, count, depth, force',
    ],
    ['a list that is no array', { list: 'all', count: 1 }, 'vaults.list', 'an array of vaults'],
    [
      'a list of something else',
      { list: [{ name: 'x' }], count: 1 },
      'vaults.list[0]',
      'a vault from parseVaults',
    ],
    [
      'a ragged vault',
      { list: [{ ...sample('shrine'), rows: ['#', '##'] }], count: 1 },
      'vaults.list[0]',
      'like the first row',
    ],
    ['a negative count', { list: [], count: -1 }, 'vaults.count', 'an integer from 0 to 64'],
    ['a count too large', { list: [], count: 65 }, 'vaults.count', 'an integer from 0 to 64'],
    ['a fractional count', { list: [], count: 1.5 }, 'vaults.count', 'an integer'],
    ['no count', { list: [] }, 'vaults.count', 'an integer'],
    ['a depth of 0', { list: [], count: 1, depth: 0 }, 'vaults.depth', 'an integer from 1 to 999'],
    ['a depth as text', { list: [], count: 1, depth: 'deep' }, 'vaults.depth', 'an integer'],
    [
      'a force that is no name',
      { list: SAMPLES, count: 1, force: 5 },
      'vaults.force',
      'a vault name',
    ],
    [
      'a force naming no vault',
      { list: SAMPLES, count: 1, force: ['nope'] },
      'vaults.force',
      'guard_post',
    ],
  ])('refuses %s, naming the field', (_, vaults, option, allowed) => {
    const error = refusal(vaults)
    expect(error.option).toBe(option)
    expect(error.allowed).toContain(allowed)
  })

  it('is checked before anything is drawn, and left out of the resolved options', () => {
    expect(resolveDungeonOptions({ seed: 1, vaults: { list: [], count: 0 } })).toEqual(
      resolveDungeonOptions({ seed: 1 }),
    )
    expect(() => resolveDungeonOptions({ room: 1 } as never)).toThrow(/, vaults\.$/)
  })
})
