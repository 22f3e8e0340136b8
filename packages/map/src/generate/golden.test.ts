import { describe, expect, it } from 'vitest'
import { GOLDEN, GOLDEN_MORE } from '../../test/golden.js'
import {
  cookbookBsp,
  dungeonHash,
  type TutorialDungeon,
  tutorialDungeon,
  tutorialRandom,
  withStairs,
} from '../../test/reference.js'
import { ALGORITHM_NAMES } from '../options/choices.js'
import { resolveDungeonOptions } from '../options/resolve.js'
import { createRng } from '../random/rng.js'
import { generateDungeon } from './generate.js'

/** FNV-1a 32 over the tiles, then each room's x1, y1, x2, y2 as 16-bit little-endian. */
function fnv1a(
  tiles: Uint8Array,
  rooms: readonly { x1: number; y1: number; x2: number; y2: number }[],
) {
  let h = 0x811c9dc5
  const byte = (b: number) => {
    h = Math.imul(h ^ (b & 0xff), 0x01000193) >>> 0
  }
  for (const t of tiles) byte(t)
  for (const { x1, y1, x2, y2 } of rooms) {
    for (const v of [x1, y1, x2, y2]) {
      byte(v)
      byte(v >> 8)
    }
  }
  return h.toString(16).padStart(8, '0')
}

/** The same dungeon from the independent re-implementations in test/reference.ts. */
function referenceHash(entry: (typeof GOLDEN)[number]): string {
  const { seed, hash: _, ...options } = entry
  const r = resolveDungeonOptions(options)
  const random = tutorialRandom(createRng(seed))
  const common = {
    width: r.width,
    height: r.height,
    roomMinSize: r.roomMinSize,
    roomMaxSize: r.roomMaxSize,
    padding: r.padding,
    shape: r.roomShape,
    tunnel: r.tunnel,
  }
  const d: TutorialDungeon =
    r.algorithm === 'bsp'
      ? cookbookBsp(
          { ...common, margin: r.margin, minLeaf: r.bspMinLeafSize, iterations: r.iterations },
          random,
        )
      : tutorialDungeon(
          { ...common, maxRooms: r.maxRooms, border: r.margin, tunnelFrom: 'previous' },
          random,
        )
  return dungeonHash(withStairs(d.tiles, r.width, d.rooms).tiles, d.rooms)
}

describe('golden dungeons', () => {
  it('covers both presets, both algorithms, every shape and tunnel style', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(12)
    for (const key of ['preset', 'algorithm', 'roomShape', 'tunnel'] as const) {
      const values = new Set(GOLDEN.map(({ hash: _, ...g }) => resolveDungeonOptions(g)[key]))
      expect(values.size).toBe(key === 'preset' || key === 'algorithm' ? 2 : 3)
    }
  })

  it.each(GOLDEN)('$seed $preset $algorithm $roomShape $tunnel → $hash', (entry) => {
    const { seed, hash, ...options } = entry
    const d = generateDungeon({ ...options, seed })
    expect(fnv1a(d.tiles, d.rooms)).toBe(hash)
    // Same seed, same options: byte-identical again.
    const again = generateDungeon({ ...options, seed })
    expect(Buffer.from(again.tiles).equals(Buffer.from(d.tiles))).toBe(true)
  })

  it.each(GOLDEN)('$seed $preset $algorithm: the table agrees with the reference code', (entry) => {
    expect(referenceHash(entry)).toBe(entry.hash)
  })
})

describe('golden dungeons of the later generators and doors', () => {
  it('covers every algorithm, both presets, both ways of joining caves, and doors', () => {
    const all = [...GOLDEN, ...GOLDEN_MORE].map(({ hash: _, ...g }) => resolveDungeonOptions(g))
    expect(new Set(all.map((o) => o.algorithm))).toEqual(new Set(ALGORITHM_NAMES))
    const more = GOLDEN_MORE.map(({ hash: _, ...g }) => resolveDungeonOptions(g))
    expect(new Set(more.map((o) => o.preset)).size).toBe(2)
    expect(
      new Set(more.filter((o) => o.algorithm === 'caves').map((o) => o.caveConnect)).size,
    ).toBe(2)
    const doors = new Set(more.filter((o) => o.doors).map((o) => o.algorithm))
    expect(doors).toEqual(new Set(['rooms-and-corridors', 'bsp', 'rooms-and-mazes']))
  })

  it.each(GOLDEN_MORE)('$seed $preset $algorithm → $hash', (entry) => {
    const { seed, hash, ...options } = entry
    const d = generateDungeon({ ...options, seed })
    expect(fnv1a(d.tiles, d.rooms)).toBe(hash)
    const again = generateDungeon({ ...options, seed })
    expect(Buffer.from(again.tiles).equals(Buffer.from(d.tiles))).toBe(true)
    if (options.doors) expect(d.tiles.includes(2)).toBe(true)
  })
})
