import {
  computeFov,
  createRng,
  fromAscii,
  generateDungeon,
  isWalkable,
  pointToIndex,
  updateVision,
} from '@delve/map'
import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createGameWorld,
  getPosition,
  MonsterKind,
  populate,
  restore,
  SnapshotError,
  seesPlayer,
  setDungeon,
  setIntent,
  setViewshed,
  snapshot,
  spawnBlocker,
  spawnEntity,
  spawnPlayer,
  step,
  visibilitySystem,
} from '../index.js'

const viaJson = (data: unknown) => JSON.parse(JSON.stringify(data))

describe('visibilitySystem', () => {
  it('keeps the player’s view and everything seen along a walk', () => {
    const dungeon = generateDungeon({ seed: 'sight-walk' })
    const world = createGameWorld(dungeon)
    const player = spawnPlayer(world, undefined, { sight: 8 })
    visibilitySystem(world)
    expectSameBytes(world.vision.visible, computeFov(dungeon, dungeon.start, 8))
    const rng = createRng('walk')
    const seen = world.vision.explored.slice()
    for (let turn = 0; turn < 200; turn++) {
      setIntent(world, player, rng.int(-1, 1), rng.int(-1, 1))
      step(world, { events: false })
      const at = getPosition(world, player)
      const view = computeFov(dungeon, at, 8)
      expectSameBytes(world.vision.visible, view)
      view.forEach((v, i) => {
        if (v) seen[i] = 1
      })
      expectSameBytes(world.vision.explored, seen)
    }
    expect(seen.reduce((a, b) => a + b, 0)).toBeGreaterThan(
      computeFov(dungeon, dungeon.start, 8).reduce((a, b) => a + b, 0),
    )
  })

  it('recomputes only when the viewer moved, changed radius or level', () => {
    const { world, player } = corridorWorld()
    visibilitySystem(world)
    // A mark the system would wipe if it recomputed.
    const far = pointToIndex(world.dungeon, { x: 8, y: 1 })
    world.vision.visible[far] = 7
    setIntent(world, player, 0, -1) // into the wall: a bump, no move
    step(world)
    expect(world.vision.visible[far]).toBe(7)
    setViewshed(world, player, 3)
    visibilitySystem(world)
    expect(world.vision.visible[far]).toBe(0)
    setViewshed(world, player, 0)
    visibilitySystem(world)
    world.vision.visible[far] = 7
    setIntent(world, player, 1, 0)
    step(world)
    expect(world.vision.visible[far]).toBe(1)
  })

  it('starts a new level unexplored', () => {
    const world = createGameWorld(generateDungeon({ seed: 'level-1' }))
    spawnPlayer(world, undefined, { sight: 8 })
    visibilitySystem(world)
    const next = generateDungeon({ seed: 'level-2' })
    setDungeon(world, next)
    expect(world.vision.explored.includes(1)).toBe(false)
    expect(world.vision.visible.length).toBe(next.width * next.height)
    visibilitySystem(world)
    expect(world.vision.explored).toEqual(computeFov(next, next.start, 8))
  })

  it('sees nothing without a player that has a viewshed', () => {
    const world = createGameWorld(generateDungeon({ seed: 'blind' }))
    spawnPlayer(world)
    visibilitySystem(world)
    expect(world.vision.visible.includes(1)).toBe(false)
  })
})

describe('seesPlayer', () => {
  it('is the monster’s own field of view reaching the player, by symmetry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, monsterSight) => {
          const dungeon = generateDungeon({ seed, width: 50, height: 30 })
          const world = createGameWorld(dungeon, { capacity: 64 })
          const player = spawnPlayer(world, undefined, { sight: 8 })
          const monsters = populate(world, dungeon, createRng(seed), 30)
          for (const m of monsters) setViewshed(world, m, monsterSight)
          visibilitySystem(world)
          const p = getPosition(world, player)
          for (const m of monsters) {
            const own = computeFov(dungeon, getPosition(world, m), monsterSight)
            expect(seesPlayer(world, m)).toBe(own[pointToIndex(dungeon, p)] === 1)
          }
        },
      ),
      { numRuns: sized(100, 300) },
    )
  })

  it('is false for an entity without a viewshed', () => {
    const { world } = corridorWorld()
    const rat = spawnBlocker(world, { x: 3, y: 2 }, MonsterKind.Rat)
    visibilitySystem(world)
    expect(seesPlayer(world, rat)).toBe(false)
    setViewshed(world, rat, 4)
    expect(seesPlayer(world, rat)).toBe(true)
    expect(() => setViewshed(world, rat, -1)).toThrow(/setViewshed: radius is -1/)
    expect(() => spawnEntity(world, { x: 5, y: 2 }, { sight: 1.5 })).toThrow(/options.sight is 1.5/)
  })
})

describe('saving what was explored', () => {
  it('comes back as it was, with the view seen again', () => {
    const dungeon = generateDungeon({ seed: 'save-sight', preset: 'mcrogueface' })
    const world = createGameWorld(dungeon, { capacity: 100 })
    const player = spawnPlayer(world, undefined, { sight: 8 })
    const rng = createRng('save-sight')
    for (let turn = 0; turn < 60; turn++) {
      setIntent(world, player, rng.int(-1, 1), rng.int(-1, 1))
      step(world)
    }
    const saved = snapshot(world)
    expect(saved.entities.find((e) => e.player)?.sight).toBe(8)
    const restored = restore(viaJson(saved))
    expect(restored.vision.explored).toEqual(world.vision.explored)
    expect(restored.vision.visible).toEqual(world.vision.visible)
    expect(snapshot(restored)).toEqual(saved)
  })

  it('costs kilobytes, not megabytes, for a 1000×1000 level explored in many places', () => {
    const dungeon = generateDungeon({
      seed: 'big-sight',
      width: 1000,
      height: 1000,
      maxRooms: 8000,
    })
    const world = createGameWorld(dungeon)
    const player = spawnPlayer(world, undefined, { sight: 8 })
    visibilitySystem(world)
    const rng = createRng('big-sight')
    const floor = [...dungeon.tiles.keys()].filter((i) => isWalkable(dungeon.tiles[i] as number))
    for (let n = 0; n < 400; n++) {
      const i = floor[rng.int(0, floor.length - 1)] as number
      updateVision(world.vision, dungeon, { x: i % 1000, y: Math.floor(i / 1000) }, 8)
    }
    const text = JSON.stringify(snapshot(world))
    expect(text.length).toBeLessThan(150_000)
    expectSameBytes(restore(JSON.parse(text)).vision.explored, world.vision.explored)
    expect(getPosition(world, player)).toEqual(dungeon.start)
  })

  it('refuses an explored mask of the wrong size or form', () => {
    const { world } = corridorWorld()
    visibilitySystem(world)
    const saved = viaJson(snapshot(world))
    saved.vision.explored = 'r5.3'
    expect(() => restore(saved)).toThrow(SnapshotError)
    expect(() => restore(saved)).toThrow(/vision\.explored: runs cover 8 tiles/)
    saved.vision.explored = 'x'
    expect(() => restore(saved)).toThrow(/must be text starting with "r"/)
  })
})

/**
 * Two masks of a level the same, tile by tile; the first tile that differs named if not. A deep
 * equality walks typed arrays element by element through its generic code: seconds for a level
 * of a million tiles, or for a walk of hundreds of turns.
 */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual).toHaveLength(expected.length)
  const first = actual.findIndex((value, i) => value !== expected[i])
  expect(first, `first tile that differs: ${first}`).toBe(-1)
}

function corridorWorld() {
  const map = fromAscii(
    `
##########
#@.......#
#........#
##########`,
    '@',
  )
  const world = createGameWorld(map, { capacity: 16 })
  const player = spawnPlayer(world, map.marks['@']?.[0], { sight: 0 })
  return { world, player }
}
