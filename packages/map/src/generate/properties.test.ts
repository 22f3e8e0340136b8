import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isConnected } from '../grid/flood-fill.js'
import { isWalkable, Tile } from '../grid/tile.js'
import type { AlgorithmName, RoomShape, TunnelStyle } from '../options/choices.js'
import { MIN_ROOM_SIZE } from '../options/limits.js'
import type { DungeonOptions } from '../options/option-table.js'
import { PRESETS, type PresetName } from '../options/presets.js'
import { createRng } from '../random/rng.js'
import type { Dungeon } from './dungeon.js'
import { generateDungeon } from './generate.js'
import { placeSpawns } from './placement.js'

/**
 * How many dungeons the main property generates: ten thousand at the deep size, a thousand at the
 * quick one (a fresh random sample each run, every dimension still over a quarter of them).
 */
const PROPERTY_RUNS = sized(1_000, 10_000)

type Generated = DungeonOptions & { seed: string | number }

/**
 * Valid option sets over every dimension: both algorithms, presets, shapes, tunnel styles,
 * padding 0–4, stairs on or off, maps 8–70 × 8–50 with room sizes that fit, any margin the map
 * allows, BSP rounds 0–7 and leaf sizes. Options are sometimes left out, to check the defaults.
 */
const optionsArb: fc.Arbitrary<Generated> = fc
  .record({
    preset: fc.constantFrom<PresetName>('tcod', 'mcrogueface'),
    margin: fc.integer({ min: 0, max: 2 }),
    width: fc.integer({ min: 8, max: 70 }),
    height: fc.integer({ min: 8, max: 50 }),
  })
  .chain(({ preset, margin, width, height }) => {
    const largest = Math.min(width, height) - 1 - 2 * margin
    return fc.integer({ min: MIN_ROOM_SIZE, max: largest }).chain((roomMinSize) =>
      fc.record(
        {
          preset: fc.constant(preset),
          margin: fc.constant(margin),
          width: fc.constant(width),
          height: fc.constant(height),
          roomMinSize: fc.constant(roomMinSize),
          roomMaxSize: fc.integer({ min: roomMinSize, max: Math.min(largest, roomMinSize + 8) }),
          algorithm: fc.constantFrom<AlgorithmName>('rooms-and-corridors', 'bsp'),
          roomShape: fc.constantFrom<RoomShape>('rect', 'circle', 'mixed'),
          tunnel: fc.constantFrom<TunnelStyle>('l', 'bresenham', 'mixed'),
          padding: fc.integer({ min: 0, max: 4 }),
          stairs: fc.boolean(),
          maxRooms: fc.integer({ min: 1, max: 60 }),
          iterations: fc.integer({ min: 0, max: 7 }),
          bspMinLeafSize: fc.integer({ min: roomMinSize + 1, max: roomMinSize + 6 }),
          seed: fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.integer()),
        },
        { requiredKeys: ['width', 'height', 'roomMinSize', 'margin', 'seed', 'algorithm'] },
      ),
    )
  })

/** Every invariant at once; a broken one throws with the reason (fast-check then shrinks). */
function checkDungeon(d: Dungeon, given: Generated): void {
  const { width: W, height: H, tiles, options } = d
  const fail = (why: string) => {
    throw new Error(why)
  }
  if (tiles.length !== W * H) fail('tiles length')
  // Options echoed: what was given comes back, and the rest is filled in from the preset.
  for (const [key, value] of Object.entries(given)) {
    if (key !== 'seed' && options[key as keyof typeof options] !== value) fail(`option ${key}`)
  }
  const preset = PRESETS[options.preset]
  if (given.maxRooms === undefined && options.maxRooms !== preset.maxRooms) fail('default maxRooms')
  if (d.seed !== String(given.seed)) fail('seed')

  // Border walls.
  for (let x = 0; x < W; x++)
    if (tiles[x] !== Tile.Wall || tiles[(H - 1) * W + x] !== Tile.Wall) fail('border')
  for (let y = 0; y < H; y++)
    if (tiles[y * W] !== Tile.Wall || tiles[y * W + W - 1] !== Tile.Wall) fail('border')

  // Rooms in bounds (inside the margin), sized as asked, disjoint with the padding.
  const { margin, padding, roomMinSize, roomMaxSize } = options
  if (d.rooms.length === 0) fail('no room')
  if (options.algorithm === 'rooms-and-corridors' && d.rooms.length > options.maxRooms)
    fail('too many rooms')
  if (options.algorithm === 'bsp' && d.rooms.length > 2 ** options.iterations)
    fail('too many leaves')
  for (const [i, r] of d.rooms.entries()) {
    if (r.x1 < margin || r.y1 < margin || r.x2 > W - 1 - margin || r.y2 > H - 1 - margin)
      fail('room out')
    for (const side of [r.width, r.height])
      if (side < roomMinSize || side > roomMaxSize) fail('room size')
    for (let j = i + 1; j < d.rooms.length; j++) {
      if (r.intersects(d.rooms[j] as typeof r, padding)) fail(`rooms ${i} and ${j} overlap`)
    }
    const c = r.center
    if (!isWalkable(tiles[c.y * W + c.x] as number)) fail(`room ${i} centre not walkable`)
  }

  // Start and stairs.
  const at = (p: { x: number; y: number }) => tiles[p.y * W + p.x] as number
  if (!isWalkable(at(d.start))) fail('start not walkable')
  if (options.stairs) {
    const up = d.stairsUp
    const down = d.stairsDown
    if (!up || !down) fail('missing stairs')
    else {
      if (up.x !== d.start.x || up.y !== d.start.y) fail('up stairs not at the start')
      if (at(up) !== Tile.StairsUp || at(down) !== Tile.StairsDown) fail('stairs tiles')
      if (up.x === down.x && up.y === down.y) fail('stairs on one tile')
    }
  } else if (d.stairsUp || d.stairsDown || tiles.some((t) => t > Tile.Floor)) {
    fail('stairs without stairs')
  }

  // Every walkable tile reachable from the start.
  if (!isConnected(d, d.start)) fail('not connected')

  // Spawns: distinct, walkable, not stairs, away from the start.
  const spawns = placeSpawns(d, createRng(String(given.seed)), 8)
  const seen = new Set<number>()
  for (const p of spawns) {
    const code = at(p)
    if (!isWalkable(code) || code === Tile.StairsUp || code === Tile.StairsDown) fail('spawn tile')
    if (Math.max(Math.abs(p.x - d.start.x), Math.abs(p.y - d.start.y)) < 2) fail('spawn near start')
    seen.add(p.y * W + p.x)
  }
  if (seen.size !== spawns.length) fail('spawns not distinct')
}

describe(`properties of ${PROPERTY_RUNS} generated dungeons across every option`, () => {
  it('in bounds, border walls, rooms apart, connected, stairs and spawns right, options echoed', () => {
    const seen = { bsp: 0, circle: 0, bresenham: 0, padded: 0 }
    fc.assert(
      fc.property(optionsArb, (given) => {
        const d = generateDungeon(given)
        checkDungeon(d, given)
        if (d.options.algorithm === 'bsp') seen.bsp++
        if (d.options.roomShape !== 'rect') seen.circle++
        if (d.options.tunnel !== 'l') seen.bresenham++
        if (d.options.padding > 0) seen.padded++
      }),
      { numRuns: PROPERTY_RUNS },
    )
    // Each dimension is well exercised (fast-check's defaults also try the edges).
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(PROPERTY_RUNS / 4)
  })

  it('same options and seed ⇒ byte-identical tiles and the same rooms', () => {
    fc.assert(
      fc.property(optionsArb, (given) => {
        const a = generateDungeon(given)
        const b = generateDungeon(given)
        expect(Buffer.from(a.tiles).equals(Buffer.from(b.tiles))).toBe(true)
        expect(b.rooms).toEqual(a.rooms)
        expect([b.start, b.stairsUp, b.stairsDown]).toEqual([a.start, a.stairsUp, a.stairsDown])
      }),
      { numRuns: sized(200, 500) },
    )
  })
})
