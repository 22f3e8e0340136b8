import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { floodFill } from '../grid/flood-fill.js'
import { isWalkable, Tile } from '../grid/tile.js'
import {
  ALGORITHM_NAMES,
  type AlgorithmName,
  CAVE_CONNECTIONS,
  ROOM_SHAPES,
  TUNNEL_STYLES,
} from '../options/choices.js'
import { MIN_ROOM_SIZE } from '../options/limits.js'
import type { DungeonOptions } from '../options/option-table.js'
import { PRESET_NAMES } from '../options/presets.js'
import { CircularRoom, type RectangularRoom } from '../rooms/room.js'
import type { Dungeon } from './dungeon.js'
import { generateDungeon } from './generate.js'

/**
 * Dungeons per algorithm: every algorithm gets this many seeds, sizes and option sets — ten
 * thousand at the deep size, a thousand at the quick one (a fresh random sample each run).
 */
const RUNS_PER_ALGORITHM = sized(1_000, 10_000)

type Generated = DungeonOptions & { seed: string | number; algorithm: AlgorithmName }

/**
 * Valid option sets for one algorithm: small maps (8–32 × 8–22, so that ten thousand stay quick),
 * any margin the map allows, room sizes that fit, and every option of every algorithm over its
 * whole range (extremes included: an all-rock cave fill, a drunkard asking for all of the map).
 * Options are sometimes left out, to check the defaults.
 */
const optionsFor = (algorithm: AlgorithmName): fc.Arbitrary<Generated> =>
  fc
    .record(
      {
        margin: fc.integer({ min: 0, max: 2 }),
        width: fc.integer({ min: 8, max: 32 }),
        height: fc.integer({ min: 8, max: 22 }),
        // Room sizes as picks in the range the map allows, made to fit below.
        smallest: fc.nat(),
        spread: fc.integer({ min: 0, max: 8 }),
        leaf: fc.integer({ min: 1, max: 6 }),
        preset: fc.constantFrom(...PRESET_NAMES),
        roomShape: fc.constantFrom(...ROOM_SHAPES),
        tunnel: fc.constantFrom(...TUNNEL_STYLES),
        padding: fc.integer({ min: 0, max: 3 }),
        stairs: fc.boolean(),
        doors: fc.boolean(),
        maxRooms: fc.integer({ min: 1, max: 60 }),
        iterations: fc.integer({ min: 0, max: 6 }),
        caveFill: fc.oneof(fc.integer({ min: 35, max: 55 }), fc.integer({ min: 0, max: 100 })),
        caveRounds: fc.integer({ min: 0, max: 8 }),
        caveBirth: fc.oneof(fc.constant(5), fc.integer({ min: 0, max: 8 })),
        caveSurvival: fc.oneof(fc.constant(4), fc.integer({ min: 0, max: 8 })),
        caveConnect: fc.constantFrom(...CAVE_CONNECTIONS),
        mazeWinding: fc.integer({ min: 0, max: 100 }),
        mazeExtraConnectors: fc.integer({ min: 0, max: 100 }),
        drunkardFloor: fc.integer({ min: 1, max: 100 }),
        seed: fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.integer()),
      },
      { requiredKeys: ['margin', 'width', 'height', 'smallest', 'seed'] },
    )
    .map(({ smallest, spread, leaf, ...rest }) => {
      const largest = Math.min(rest.width, rest.height) - 1 - 2 * rest.margin
      const roomMinSize = MIN_ROOM_SIZE + (smallest % (largest - MIN_ROOM_SIZE + 1))
      const sizes: Partial<Generated> = { roomMinSize }
      if (spread !== undefined) sizes.roomMaxSize = Math.min(largest, roomMinSize + spread)
      if (leaf !== undefined) sizes.bspMinLeafSize = roomMinSize + leaf
      return { ...rest, ...sizes, algorithm }
    })

const WITH_ROOMS = new Set<AlgorithmName>(['rooms-and-corridors', 'bsp', 'rooms-and-mazes'])

/** Every invariant at once; a broken one throws with the reason (fast-check then shrinks). */
function checkDungeon(d: Dungeon, given: Generated): void {
  const { width: W, height: H, tiles, options, rooms } = d
  const fail = (why: string): never => {
    throw new Error(why)
  }
  const at = (p: { x: number; y: number }) => tiles[p.y * W + p.x] as number
  if (tiles.length !== W * H) fail('tiles length')
  for (const [key, value] of Object.entries(given)) {
    if (key !== 'seed' && options[key as keyof typeof options] !== value) fail(`option ${key}`)
  }

  // Only the contract's codes; the border is rock; every walkable tile lies inside the margin.
  const { margin } = options
  let walkable = 0
  let stairs = 0
  let doors = 0
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const code = tiles[y * W + x] as number
      if (code > Tile.StairsDown) fail(`code ${code}`)
      if (code === Tile.Wall) continue
      walkable++
      if (code === Tile.StairsUp || code === Tile.StairsDown) stairs++
      else if (code === Tile.Door) doors++
      if (x <= margin || y <= margin || x >= W - 1 - margin || y >= H - 1 - margin)
        fail(`walkable (${x}, ${y}) outside the margin`)
    }
  }

  // Start and stairs, and every walkable tile reachable from the start.
  if (!isWalkable(at(d.start))) fail('start not walkable')
  const reached = floodFill(d, d.start)
  let count = 0
  for (const r of reached) count += r
  if (count !== walkable) fail(`${walkable - count} walkable tiles not reachable from the start`)
  if (walkable < 2) fail('fewer than two walkable tiles')
  if (options.stairs) {
    const { stairsUp: up, stairsDown: down } = d
    if (!up || !down) {
      fail('missing stairs')
      return
    }
    if (up.x !== d.start.x || up.y !== d.start.y) fail('up stairs not at the start')
    if (at(up) !== Tile.StairsUp || at(down) !== Tile.StairsDown) fail('stairs tiles')
    if (up.x === down.x && up.y === down.y) fail('stairs on one tile')
    if (stairs !== 2) fail(`${stairs} stairs tiles`)
  } else if (d.stairsUp || d.stairsDown || stairs > 0) {
    fail('stairs without stairs')
  }

  // Rooms: where the algorithm has them, inside the margin, apart by the padding, floor carved.
  if (!WITH_ROOMS.has(options.algorithm)) {
    if (rooms.length !== 0) fail('rooms from a roomless algorithm')
  } else {
    if (rooms.length === 0) fail('no room')
    const c = (rooms[0] as RectangularRoom).center
    if (c.x !== d.start.x || c.y !== d.start.y) fail('start not at the first room’s centre')
  }
  for (const [i, r] of rooms.entries()) {
    if (r.x1 < margin || r.y1 < margin || r.x2 > W - 1 - margin || r.y2 > H - 1 - margin)
      fail(`room ${i} out`)
    for (let j = i + 1; j < rooms.length; j++) {
      if (r.intersects(rooms[j] as RectangularRoom, options.padding)) fail(`rooms ${i}, ${j} meet`)
    }
    if (!(r instanceof CircularRoom)) {
      for (let y = r.y1 + 1; y < r.y2; y++)
        for (let x = r.x1 + 1; x < r.x2; x++) if (!isWalkable(at({ x, y }))) fail(`room ${i} floor`)
    }
    if (options.algorithm === 'rooms-and-mazes') checkMazeRoom(r, options, fail)
  }
  checkTags(rooms, fail)
  checkDoors(d, doors, fail)

  switch (options.algorithm) {
    case 'rooms-and-mazes':
      // No dead end outside the rooms (a lone one-tile room keeps the tile beside it).
      if (rooms.length > 1) checkNoDeadEnds(d, fail)
      break
    case 'drunkard': {
      const area = (W - 2 - 2 * margin) * (H - 2 - 2 * margin)
      const target = Math.max(2, Math.ceil((area * options.drunkardFloor) / 100))
      if (walkable !== target) fail(`drunkard dug ${walkable}, not ${target}`)
      break
    }
  }
}

/** Rooms-and-mazes rooms: corners at even steps from the margin, even sides (see the README). */
function checkMazeRoom(
  r: RectangularRoom,
  o: Dungeon['options'],
  fail: (why: string) => never,
): void {
  if ((r.x1 - o.margin) % 2 !== 0 || (r.y1 - o.margin) % 2 !== 0) fail('maze room off the grid')
  const evens = Math.ceil(o.roomMinSize / 2) <= Math.floor(o.roomMaxSize / 2)
  for (const side of [r.width, r.height]) {
    if (side % 2 !== 0) fail('odd maze room side')
    if (evens ? side < o.roomMinSize || side > o.roomMaxSize : side !== o.roomMinSize - 1)
      fail(`maze room side ${side}`)
  }
}

/** The tag rule: first start, last stairs, the largest middle one boss, the smallest treasure. */
function checkTags(rooms: readonly RectangularRoom[], fail: (why: string) => never): void {
  const area = (r: RectangularRoom) => r.width * r.height
  const middle = rooms.slice(1, -1)
  const boss = middle.reduce<RectangularRoom | undefined>(
    (best, r) => (best === undefined || area(r) > area(best) ? r : best),
    undefined,
  )
  const treasure = middle
    .filter((r) => r !== boss)
    .reduce<RectangularRoom | undefined>(
      (best, r) => (best === undefined || area(r) < area(best) ? r : best),
      undefined,
    )
  rooms.forEach((r, i) => {
    const expected =
      i === 0
        ? 'start'
        : i === rooms.length - 1
          ? 'stairs'
          : r === boss
            ? 'boss'
            : r === treasure
              ? 'treasure'
              : 'plain'
    if (r.tag !== expected) fail(`room ${i} tagged ${r.tag}, not ${expected}`)
  })
}

/**
 * Doors: only with `doors: true` and only in rooms' lists; each a one-tile gap in a rectangular
 * room's wall between the room's floor and a walkable tile outside it; and every such gap is one.
 */
function checkDoors(d: Dungeon, doors: number, fail: (why: string) => never): void {
  const { width: W, tiles, rooms } = d
  const code = (x: number, y: number) => tiles[y * W + x] as number
  const listed = new Set<number>()
  for (const [i, r] of rooms.entries()) {
    if (r.doors.length > 0 && (!d.options.doors || r instanceof CircularRoom))
      fail(`room ${i} has doors`)
    let previous = -1
    for (const { x, y } of r.doors) {
      const index = y * W + x
      if (index <= previous) fail(`room ${i}: doors not in reading order`)
      previous = index
      if (code(x, y) !== Tile.Door) fail(`door (${x}, ${y}) is not a Door tile`)
      if (listed.has(index)) fail(`door (${x}, ${y}) listed twice`)
      listed.add(index)
      const top = y === r.y1
      const bottom = y === r.y2
      const left = x === r.x1
      const right = x === r.x2
      if ((top || bottom) === (left || right)) fail(`door (${x}, ${y}) not on a wall side`)
      const [ix, iy, ox, oy] = top
        ? [x, y + 1, x, y - 1]
        : bottom
          ? [x, y - 1, x, y + 1]
          : left
            ? [x + 1, y, x - 1, y]
            : [x - 1, y, x + 1, y]
      if (!isWalkable(code(ix, iy)) || !isWalkable(code(ox, oy))) fail(`door (${x}, ${y}) blind`)
      const [ax, ay, bx, by] = top || bottom ? [x - 1, y, x + 1, y] : [x, y - 1, x, y + 1]
      if (code(ax, ay) !== Tile.Wall || code(bx, by) !== Tile.Wall) fail(`door (${x}, ${y}) wide`)
    }
    // No one-tile gap left open.
    if (!d.options.doors || r instanceof CircularRoom) continue
    const gap = (x: number, y: number, horizontal: boolean) =>
      code(x, y) === Tile.Floor &&
      (horizontal
        ? code(x - 1, y) === Tile.Wall &&
          code(x + 1, y) === Tile.Wall &&
          isWalkable(code(x, y - 1)) &&
          isWalkable(code(x, y + 1))
        : code(x, y - 1) === Tile.Wall &&
          code(x, y + 1) === Tile.Wall &&
          isWalkable(code(x - 1, y)) &&
          isWalkable(code(x + 1, y)))
    for (let x = r.x1 + 1; x < r.x2; x++) {
      if ((r.y1 > 0 && gap(x, r.y1, true)) || (r.y2 < d.height - 1 && gap(x, r.y2, true)))
        fail(`room ${i}: an open gap at column ${x}`)
    }
    for (let y = r.y1 + 1; y < r.y2; y++) {
      if ((r.x1 > 0 && gap(r.x1, y, false)) || (r.x2 < W - 1 && gap(r.x2, y, false)))
        fail(`room ${i}: an open gap at row ${y}`)
    }
  }
  if (doors !== listed.size) fail(`${doors} door tiles, ${listed.size} listed`)
}

/** Every walkable tile outside the rooms has two walkable neighbours or more. */
function checkNoDeadEnds(d: Dungeon, fail: (why: string) => never): void {
  const { width: W, height: H, tiles, rooms } = d
  const inRoom = new Uint8Array(W * H)
  for (const r of rooms)
    for (let y = r.y1 + 1; y < r.y2; y++) inRoom.fill(1, y * W + r.x1 + 1, y * W + r.x2)
  for (let y = 1; y < H - 1; y++) {
    for (let x = 1; x < W - 1; x++) {
      const i = y * W + x
      if (!isWalkable(tiles[i] as number) || inRoom[i] === 1) continue
      const ways =
        Number(isWalkable(tiles[i - W] as number)) +
        Number(isWalkable(tiles[i + 1] as number)) +
        Number(isWalkable(tiles[i + W] as number)) +
        Number(isWalkable(tiles[i - 1] as number))
      if (ways < 2) fail(`dead end at (${x}, ${y})`)
    }
  }
}

/** Same rooms (corners, tags, doors), start and stairs. */
function sameLevel(a: Dungeon, b: Dungeon): boolean {
  const same = (p?: { x: number; y: number }, q?: { x: number; y: number }) =>
    p === q || (p !== undefined && q !== undefined && p.x === q.x && p.y === q.y)
  if (!same(a.start, b.start) || !same(a.stairsUp, b.stairsUp)) return false
  if (!same(a.stairsDown, b.stairsDown) || a.rooms.length !== b.rooms.length) return false
  return a.rooms.every((r, i) => {
    const o = b.rooms[i] as RectangularRoom
    return (
      r.x1 === o.x1 &&
      r.y1 === o.y1 &&
      r.x2 === o.x2 &&
      r.y2 === o.y2 &&
      r.tag === o.tag &&
      r.constructor === o.constructor &&
      r.doors.length === o.doors.length &&
      r.doors.every((p, k) => same(p, o.doors[k]))
    )
  })
}

describe.each(ALGORITHM_NAMES)(
  `${RUNS_PER_ALGORITHM} %s dungeons over random sizes and options`,
  (algorithm) => {
    it('stay in bounds with a rock border, connected from the start, stairs and doors right, the same again', () => {
      let withDoors = 0
      fc.assert(
        fc.property(optionsFor(algorithm), (given) => {
          const d = generateDungeon(given)
          checkDungeon(d, given)
          if (d.rooms.some((r) => r.doors.length > 0)) withDoors++
          // Same seed and options: byte-identical tiles, the same rooms, doors and tags.
          const again = generateDungeon(given)
          if (!Buffer.from(again.tiles).equals(Buffer.from(d.tiles)))
            throw new Error('tiles differ')
          if (!sameLevel(again, d)) throw new Error('rooms, doors, tags or stairs differ')
        }),
        { numRuns: RUNS_PER_ALGORITHM },
      )
      // Doors are exercised wherever there are rooms: on about one level in nine with BSP (1 103
      // of 10 000), so a twentieth is far below what any sample of a thousand gives.
      if (WITH_ROOMS.has(algorithm)) expect(withDoors).toBeGreaterThan(RUNS_PER_ALGORITHM / 20)
    })
  },
)
