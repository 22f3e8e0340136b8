import { createRng, fromAscii, generateDungeon, setTile, Tile } from '@delve/map'
import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { occupancyMismatch } from '../../test/helpers.js'
import {
  createGameWorld,
  despawn,
  entityCount,
  type GameWorld,
  type GeneratedLevelSnapshot,
  getPosition,
  MonsterKind,
  populate,
  restore,
  SNAPSHOT_VERSION,
  SnapshotError,
  setIntent,
  snapshot,
  spawnBlocker,
  spawnEntity,
  spawnPlayer,
  step,
  type WorldSnapshot,
} from '../index.js'

/** Through JSON and back, as a save file would go. */
function viaJson(data: WorldSnapshot): unknown {
  return JSON.parse(JSON.stringify(data))
}

function sampleWorld(): { world: GameWorld; player: number } {
  const dungeon = generateDungeon({ seed: 'save-me', preset: 'mcrogueface' })
  const world = createGameWorld(dungeon, { capacity: 200 })
  const player = spawnPlayer(world, undefined, { sprite: 7 })
  const monsters = populate(world, dungeon, createRng('save-me'), 20)
  despawn(world, monsters[3] as number) // leave a gap in the ids
  const { x, y } = dungeon.rooms[1]?.center ?? dungeon.start
  spawnEntity(world, { x: x + 1, y }, { blocks: false, sprite: 300 })
  setIntent(world, player, 1, 0) // an intent not stepped yet
  return { world, player }
}

describe('snapshot and restore', () => {
  it('stores a generated level as seed and options, and restores an equal world', () => {
    const { world, player } = sampleWorld()
    const saved = snapshot(world)
    expect(saved.version).toBe(2)
    expect(saved.capacity).toBe(200)
    expect(saved.dungeon).toMatchObject({ seed: 'save-me', options: { preset: 'mcrogueface' } })
    expect(saved.dungeon).not.toHaveProperty('tiles')
    expect(saved.entities.find((e) => e.id === player)).toEqual({
      id: player,
      position: getPosition(world, player),
      intent: { dx: 1, dy: 0 },
      blocks: true,
      player: true,
      actor: false,
      sprite: 7,
    })
    expect(saved.entities.filter((e) => e.monster)).toHaveLength(19)

    const restored = restore(viaJson(saved))
    expect(snapshot(restored)).toEqual(saved)
    expect(restored.dungeon.tiles).toEqual(world.dungeon.tiles)
    expect(restored.occupancy).toEqual(world.occupancy)
    expect(entityCount(restored)).toBe(entityCount(world))
    expect(occupancyMismatch(restored)).toBeUndefined()
  })

  it('restores a world that goes on exactly like the original', () => {
    const { world } = sampleWorld()
    const restored = restore(viaJson(snapshot(world)))
    const rng = createRng('after')
    const ids = snapshot(world).entities.map((e) => e.id)
    for (let turn = 0; turn < 30; turn++) {
      for (const eid of ids) {
        const dx = rng.int(-1, 1)
        const dy = rng.int(-1, 1)
        setIntent(world, eid, dx, dy)
        setIntent(restored, eid, dx, dy)
      }
      expect(step(restored)).toEqual(step(world))
    }
    expect(snapshot(restored)).toEqual(snapshot(world))
  })

  it('stores a hand-made level as rows of ASCII, with its start', () => {
    const map = { ...fromAscii('#####\n#..>#\n#####'), start: { x: 1, y: 1 } }
    const world = createGameWorld(map, { capacity: 8 })
    spawnPlayer(world)
    spawnBlocker(world, { x: 2, y: 1 }, MonsterKind.Rat)
    const saved = snapshot(world)
    expect(saved.dungeon).toEqual({
      width: 5,
      height: 3,
      tiles: ['#####', '#..>#', '#####'],
      start: { x: 1, y: 1 },
    })
    const restored = restore(viaJson(saved))
    expect(restored.dungeon.tiles).toEqual(map.tiles)
    expect(restored.dungeon.start).toEqual(map.start)
    expect(snapshot(restored)).toEqual(saved)
  })

  it('falls back to rows when regenerating would not give the same tiles', () => {
    // Edited after generation (a door knocked through, say).
    const edited = generateDungeon({ seed: 'edited' })
    setTile(edited, 0, 0, Tile.Floor)
    const world = createGameWorld(edited)
    expect(snapshot(world).dungeon).toHaveProperty('tiles')
    expect(restore(viaJson(snapshot(world))).dungeon.tiles).toEqual(edited.tiles)

    // Generated from a caller's rng that had been drawn from before.
    const rng = createRng('used')
    rng.next()
    const drawn = generateDungeon({ rng })
    expect(snapshot(createGameWorld(drawn)).dungeon).toHaveProperty('tiles')
  })

  it('notices a level edited between two snapshots, and hands out copies', () => {
    const level = generateDungeon({ seed: 'edited-later' })
    const world = createGameWorld(level)
    const before = snapshot(world)
    expect(before.dungeon).toHaveProperty('seed')
    ;(before.dungeon as GeneratedLevelSnapshot).options.width = 1
    expect((snapshot(world).dungeon as GeneratedLevelSnapshot).options.width).toBe(level.width)

    setTile(level, 0, 0, Tile.Floor)
    const after = snapshot(world)
    expect(after.dungeon).toHaveProperty('tiles')
    expect(restore(viaJson(after)).dungeon.tiles).toEqual(level.tiles)
  })

  it('restores into a larger capacity on request, and refuses one too small for the ids', () => {
    const { world } = sampleWorld()
    const saved = viaJson(snapshot(world))
    expect(restore(saved, { capacity: 1000 }).capacity).toBe(1000)
    expect(() => restore(saved, { capacity: 10 })).toThrow(
      /entities\[9\]\.id: must be an integer from 1 to 9/,
    )
  })
})

describe('restore refuses corrupt or outdated snapshots', () => {
  const base = () => viaJson(snapshot(sampleWorld().world)) as WorldSnapshot
  const cases: [string, (s: WorldSnapshot) => unknown, string, RegExp][] = [
    ['not an object', () => null, 'snapshot', /must be an object/],
    ['a newer version', (s) => ({ ...s, version: 3 }), 'version', /is 3; .* reads versions 1 to 2/],
    ['no version', ({ version: _, ...s }) => s, 'version', /is undefined/],
    ['a bad capacity', (s) => ({ ...s, capacity: 'lots' }), 'capacity', /integer from 2/],
    ['no dungeon', ({ dungeon: _, ...s }) => s, 'dungeon', /must be an object/],
    [
      'other tiles from the seed',
      (s) => ({ ...s, dungeon: { ...s.dungeon, checksum: 12345 } }),
      'dungeon',
      /now generates other tiles/,
    ],
    [
      'bad dungeon options',
      (s) => ({ ...s, dungeon: { ...s.dungeon, options: { ...generated(s).options, width: -3 } } }),
      'dungeon.options',
      /width/,
    ],
    ['entities not a list', (s) => ({ ...s, entities: {} }), 'entities', /must be an array/],
    [
      'an entity on a wall',
      (s) => withEntity(s, 0, { position: { x: 0, y: 0 } }),
      'entities[0].position',
      /\(0, 0\) is not walkable/,
    ],
    [
      'an entity off the map',
      (s) => withEntity(s, 0, { position: { x: 0, y: 999 } }),
      'entities[0].position.y',
      /integer from 0 to 34/,
    ],
    [
      'ids out of order',
      (s) => withEntity(s, 1, { id: 1 }),
      'entities[1].id',
      /unique and ascending/,
    ],
    [
      'two blockers on one tile',
      (s) => withEntity(s, 1, { position: s.entities[0]?.position }),
      'entities[1].position',
      /both block/,
    ],
    [
      'an unknown monster kind',
      (s) => withEntity(s, 1, { monster: { kind: 99 } }),
      'entities[1].monster.kind',
      /from 0 to 3/,
    ],
    [
      'a long intent',
      (s) => withEntity(s, 0, { intent: { dx: 2, dy: 0 } }),
      'entities[0].intent.dx',
      /-1 to 1/,
    ],
    [
      'a non-boolean tag',
      (s) => withEntity(s, 0, { blocks: 'yes' }),
      'entities[0].blocks',
      /true or false, got "yes"/,
    ],
    [
      'a sprite too large',
      (s) => withEntity(s, 0, { sprite: 1e6 }),
      'entities[0].sprite',
      /0 to 65535/,
    ],
    [
      'a ragged hand-made map',
      (s) => ({ ...s, entities: [], dungeon: { width: 3, height: 2, tiles: ['...', '..'] } }),
      'dungeon.tiles[1]',
      /string of 3 tile characters/,
    ],
    [
      'an unknown tile character',
      (s) => ({ ...s, entities: [], dungeon: { width: 3, height: 1, tiles: ['.x.'] } }),
      'dungeon.tiles[0]',
      /tile characters/,
    ],
  ]

  for (const [name, corrupt, path, message] of cases) {
    it(`names the problem: ${name}`, () => {
      let thrown: unknown
      try {
        restore(corrupt(base()))
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(SnapshotError)
      expect(thrown).toBeInstanceOf(TypeError)
      expect((thrown as SnapshotError).path).toBe(path)
      expect((thrown as SnapshotError).message).toMatch(message)
    })
  }
})

describe('an edited save is told apart from a save of another version', () => {
  const base = () => viaJson(snapshot(sampleWorld().world)) as WorldSnapshot
  const refusal = (data: unknown): SnapshotError => {
    try {
      restore(data)
    } catch (error) {
      if (error instanceof SnapshotError) return error
      throw error
    }
    throw new Error('restored')
  }

  it('refuses a save of another version, naming both versions', () => {
    for (const version of [SNAPSHOT_VERSION + 1, 7, 1000]) {
      const error = refusal({ ...base(), version })
      expect(error.path).toBe('version')
      expect(error.message).toBe(
        `restore: snapshot version: is ${version}; the save is from another version of @delve/ecs: it holds snapshot version ${version}, this one writes version ${SNAPSHOT_VERSION} and reads versions 1 to ${SNAPSHOT_VERSION}`,
      )
    }
  })

  it('refuses a version that is no version as edited, not as another version', () => {
    for (const version of ['2', 2.5, -1, 0, null, undefined, [2]]) {
      const error = refusal({ ...base(), version })
      expect(error.path).toBe('version')
      expect(error.message).toMatch(/the save was edited, or is not a snapshot$/)
      expect(error.message).not.toMatch(/another version/)
    }
  })

  it('refuses a save of this version with an edited field, naming the field and not the version', () => {
    const edits: [string, (s: WorldSnapshot) => unknown][] = [
      ['turn', (s) => ({ ...s, turn: -4 })],
      ['seed', (s) => ({ ...s, seed: 2 ** 33 })],
      ['combat', (s) => ({ ...s, combat: 'lucky' })],
      ['entities[1].health.hp', (s) => withEntity(s, 1, { health: { hp: 99, max: 10, regen: 0 } })],
      ['entities[0].position', (s) => withEntity(s, 0, { position: { x: 0, y: 0 } })],
      [
        'entities[1].mind.state',
        (s) => withEntity(s, 1, { mind: { state: 9, target: { x: 1, y: 1 }, timer: 0 } }),
      ],
      ['kinds.monsters[0]', (s) => ({ ...s, kinds: { ...s.kinds, monsters: ['dragon'] } })],
    ]
    for (const [path, edit] of edits) {
      const saved = base()
      expect(saved.version).toBe(SNAPSHOT_VERSION)
      const error = refusal(edit(saved))
      expect(error.path).toBe(path)
      expect(error.message.startsWith(`restore: snapshot ${path}: `), error.message).toBe(true)
      expect(error.message).not.toMatch(/another version/)
    }
  })
})

function withEntity(s: WorldSnapshot, index: number, change: object): unknown {
  const entities: unknown[] = [...s.entities]
  entities[index] = { ...s.entities[index], ...change }
  return { ...s, entities }
}

function generated(s: WorldSnapshot): GeneratedLevelSnapshot {
  return s.dungeon as GeneratedLevelSnapshot
}

describe('snapshot round trip (property)', () => {
  it('random worlds, after random steps, restore to an equal world', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 10 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer(),
        (seed, handMade, monsters, turns, intents) => {
          const generated = generateDungeon({ seed, width: 30, height: 20, roomMaxSize: 7 })
          const level = handMade
            ? { width: 30, height: 20, tiles: generated.tiles.slice(), start: generated.start }
            : generated
          const world = createGameWorld(level, { capacity: 64 })
          const rng = createRng(intents)
          const ids = [spawnPlayer(world), ...populate(world, level, rng, monsters)]
          for (const eid of ids.slice(1)) if (rng.chance(0.2)) despawn(world, eid)
          const alive = snapshot(world).entities.map((e) => e.id)
          for (let t = 0; t <= turns; t++) {
            for (const eid of alive) setIntent(world, eid, rng.int(-1, 1), rng.int(-1, 1))
            if (t < turns) step(world) // the last turn's intents stay pending in the snapshot
          }
          const saved = snapshot(world)
          expect('seed' in saved.dungeon).toBe(!handMade)
          const restored = restore(viaJson(saved))
          expect(snapshot(restored)).toEqual(saved)
          expect(restored.dungeon.tiles).toEqual(level.tiles)
          expect(restored.occupancy).toEqual(world.occupancy)
          expect(step(restored)).toEqual(step(world))
        },
      ),
      { numRuns: sized(60, 150) },
    )
  })
})
