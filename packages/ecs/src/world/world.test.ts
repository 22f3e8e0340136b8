import { createRng, fromAscii, generateDungeon, Tile } from '@delve/map'
import { getAllEntities, hasComponent, removeComponent, removeEntity } from 'bitecs'
import { describe, expect, it } from 'vitest'
import {
  occupancyFromPositions,
  occupancyMismatch,
  recomputedOccupancy,
  worldFromAscii,
} from '../../test/helpers.js'
import {
  blockerAt,
  createGameWorld,
  despawn,
  EntityError,
  entityCount,
  getPosition,
  kindInfo,
  kindName,
  MONSTER_KINDS,
  MonsterKind,
  populate,
  SpawnError,
  setDungeon,
  setIntent,
  snapshot,
  spawnBlocker,
  spawnEntity,
  spawnMonster,
  spawnPlayer,
  step,
} from '../index.js'

describe('createGameWorld and spawning', () => {
  it('puts the player at the dungeon start, tagged and blocking', () => {
    const dungeon = generateDungeon({ seed: 'spawn' })
    const world = createGameWorld(dungeon)
    const player = spawnPlayer(world)
    expect(getPosition(world, player)).toEqual(dungeon.start)
    expect(hasComponent(world, player, world.components.Player)).toBe(true)
    expect(world.occupancy[dungeon.start.y * dungeon.width + dungeon.start.x]).toBe(player)
  })

  it('refuses walls, the outside and occupied tiles, leaving the world unchanged', () => {
    const { world, player } = worldFromAscii(`
####
#@.#
####`)
    const before = world.occupancy.slice()
    expect(() => spawnEntity(world, { x: 0, y: 0 })).toThrow(SpawnError)
    expect(() => spawnEntity(world, { x: 9, y: 1 })).toThrow(/outside the 4×3 map/)
    expect(() => spawnEntity(world, { x: 1, y: 1 })).toThrow(
      new RegExp(`entity ${player} is there`),
    )
    expect(() => spawnEntity(world, { x: 1.5, y: 1 })).toThrow(/at.x is 1.5; allowed: an integer/)
    expect(world.occupancy).toEqual(before)
    expect(getAllEntities(world)).toEqual([player])
  })

  it('refuses to grow past its capacity', () => {
    const map = fromAscii('.....')
    const world = createGameWorld(map, { capacity: 3 })
    spawnEntity(world, { x: 0, y: 0 })
    spawnEntity(world, { x: 1, y: 0 })
    expect(() => spawnEntity(world, { x: 2, y: 0 })).toThrow(/capacity 3/)
    expect(world.occupancy[2]).toBe(0)
    expect(() => createGameWorld(map, { capacity: 0 })).toThrow(EntityError)
  })

  it('despawn frees the tile and unknown ids are an error', () => {
    const { world, blockers } = worldFromAscii('@g.')
    despawn(world, blockers[0] as number)
    expect(world.occupancy[1]).toBe(0)
    expect(() => despawn(world, blockers[0] as number)).toThrow(EntityError)
    expect(() => getPosition(world, 999)).toThrow(/no entity 999/)
  })
})

describe('setDungeon (regenerate)', () => {
  it('removes the old level entities, keeps the player and moves it to the new start', () => {
    const first = generateDungeon({ seed: 'level-1' })
    const world = createGameWorld(first)
    const player = spawnPlayer(world)
    const floor = first.rooms[1]?.center ?? first.start
    spawnEntity(world, floor)
    spawnEntity(world, floor, { blocks: false })
    expect(getAllEntities(world)).toHaveLength(3)

    const second = generateDungeon({ seed: 'level-2', preset: 'mcrogueface' })
    setDungeon(world, second)
    expect(getAllEntities(world)).toEqual([player])
    expect(world.dungeon).toBe(second)
    expect(world.occupancy).toHaveLength(second.width * second.height)
    expect(getPosition(world, player)).toEqual(second.start)
    expect(world.occupancy).toEqual(occupancyFromPositions(world, [player]))
  })

  it('does not leak entities over many regenerates', () => {
    const world = createGameWorld(generateDungeon({ seed: 0 }), { capacity: 32 })
    spawnPlayer(world)
    let monsters = 0
    for (let level = 1; level <= 100; level++) {
      const dungeon = generateDungeon({ seed: level })
      setDungeon(world, dungeon)
      const rooms = dungeon.rooms.slice(1, 4)
      for (const room of rooms) spawnEntity(world, room.center)
      monsters = rooms.length
    }
    // Ids are recycled, so 100 levels of up to 3 monsters fit in a capacity of 32.
    expect(getAllEntities(world)).toHaveLength(1 + monsters)
  })

  it('gives a monster on a reused id a mind of its own: no search target of the last one', () => {
    const level = generateDungeon({ seed: 'minds' })
    const at = level.rooms[1]?.center ?? level.start
    const world = createGameWorld(level)
    spawnPlayer(world)
    const first = spawnMonster(world, at, MonsterKind.Orc)
    world.components.Mind.targetX[first] = 7
    world.components.Mind.targetY[first] = 9
    despawn(world, first)
    const again = spawnMonster(world, at, MonsterKind.Orc)
    expect(again).toBe(first)
    // The same as an orc made on a new world's fresh id.
    const fresh = createGameWorld(level)
    spawnPlayer(fresh)
    spawnMonster(fresh, at, MonsterKind.Orc)
    expect(snapshot(world)).toEqual(snapshot(fresh))
  })

  it('numbers the next level lowest free id first, whatever order the old ones went in', () => {
    const level = generateDungeon({ seed: 'ids' })
    const spots = level.rooms.slice(1, 7).map((room) => room.center)
    // Two worlds with the same ids alive, reached by removing the others in opposite orders.
    const worlds = [false, true].map((backwards) => {
      const world = createGameWorld(level)
      spawnPlayer(world)
      const made = spots.map((at) => spawnEntity(world, at))
      for (const eid of backwards ? [...made].reverse() : made) despawn(world, eid)
      return world
    })
    const next = worlds.map((world) => {
      setDungeon(world, level)
      return spots.map((at) => spawnEntity(world, at))
    })
    expect(next[0]).toEqual(next[1])
    expect(next[0]).toEqual([...(next[0] as number[])].sort((a, b) => a - b))
  })
})

describe('monsters', () => {
  it('spawns a blocker of a kind, tagged Actor, with a name a game can show', () => {
    const { world, player } = worldFromAscii('@..')
    const orc = spawnBlocker(world, { x: 2, y: 0 }, MonsterKind.Orc)
    const { Monster, Actor, Player, BlocksMovement } = world.components
    expect(Monster.kind[orc]).toBe(MonsterKind.Orc)
    expect(hasComponent(world, orc, Actor)).toBe(true)
    expect(hasComponent(world, orc, BlocksMovement)).toBe(true)
    expect(hasComponent(world, orc, Player)).toBe(false)
    expect(hasComponent(world, player, Actor)).toBe(false)
    expect(blockerAt(world, 2, 0)).toBe(orc)
    const { article } = kindInfo(Monster.kind[orc] as number)
    expect(`Blocked by ${article} ${kindName(Monster.kind[orc] as number)}`).toBe(
      'Blocked by an orc',
    )
  })

  it('has a table whose codes match MonsterKind and whose names are unique', () => {
    expect(MONSTER_KINDS.map((k) => k.name)).toEqual(['goblin', 'orc', 'rat', 'troll'])
    for (const [name, code] of Object.entries(MonsterKind)) {
      expect(kindName(code)).toBe(name.toLowerCase())
    }
    expect(() => kindName(4)).toThrow(/kindName: kind is 4; allowed: an integer from 0 to 3/)
    expect(() => kindName(-1)).toThrow(RangeError)
  })

  it('tags plain blockers Actor, but not the player nor non-blockers', () => {
    const { world, player, ids, items } = worldFromAscii('@1i')
    const { Actor, Monster } = world.components
    expect(hasComponent(world, ids['1'] as number, Actor)).toBe(true)
    expect(hasComponent(world, ids['1'] as number, Monster)).toBe(false)
    expect(hasComponent(world, items[0] as number, Actor)).toBe(false)
    expect(hasComponent(world, player, Actor)).toBe(false)
  })

  it('refuses an unknown kind and leaves the world unchanged', () => {
    const { world } = worldFromAscii('@..')
    const before = world.occupancy.slice()
    expect(() => spawnBlocker(world, { x: 1, y: 0 }, 9)).toThrow(SpawnError)
    expect(() => spawnBlocker(world, { x: 1, y: 0 }, 1.5)).toThrow(/kind is 1.5/)
    expect(world.occupancy).toEqual(before)
    expect(entityCount(world)).toBe(1)
  })

  it('names the blocker in the bump so a game can say what stopped the player', () => {
    const { world, player } = worldFromAscii('@.')
    const rat = spawnBlocker(world, { x: 1, y: 0 }, MonsterKind.Rat)
    setIntent(world, player, 1, 0)
    const [bump] = step(world).bumps
    expect(bump).toEqual({ eid: player, x: 1, y: 0, reason: 'entity', other: rat })
    expect(kindName(world.components.Monster.kind[bump?.other as number] as number)).toBe('rat')
  })
})

describe('refusals leave the world unchanged', () => {
  it('refuses a full world before touching anything, and has room again after a despawn', () => {
    const world = createGameWorld(fromAscii('....'), { capacity: 3 })
    const a = spawnEntity(world, { x: 0, y: 0 })
    spawnEntity(world, { x: 1, y: 0 })
    const before = world.occupancy.slice()
    expect(() => spawnBlocker(world, { x: 2, y: 0 }, 0)).toThrow(/full \(capacity 3\)/)
    expect(() => spawnPlayer(world, { x: 3, y: 0 })).toThrow(SpawnError)
    expect(world.occupancy).toEqual(before)
    expect(entityCount(world)).toBe(2)
    despawn(world, a)
    expect(spawnEntity(world, { x: 2, y: 0 })).toBe(a) // bitecs recycles the id
  })

  it('refuses bad arguments with clear errors', () => {
    const { world, player } = worldFromAscii('@..')
    expect(() => spawnEntity(world, { x: 1, y: 0 }, { sprite: 70_000 })).toThrow(
      /options.sprite is 70000/,
    )
    expect(() => spawnEntity(world, undefined as never)).toThrow(
      /at is undefined; allowed: a walkable tile/,
    )
    expect(() => setIntent(world, player, 1, 2)).toThrow(EntityError)
    expect(() => setIntent(world, 42, 1, 0)).toThrow(/no entity 42/)
    expect(() => setIntent(world, 1.5, 1, 0)).toThrow(/no entity 1.5/)
    expect(entityCount(world)).toBe(1)
    expect(world.occupancy).toEqual(recomputedOccupancy(world))
  })

  it('reads blockers by tile, 0 outside the map', () => {
    const { world, player } = worldFromAscii('@i.')
    expect(blockerAt(world, 0, 0)).toBe(player)
    expect(blockerAt(world, 1, 0)).toBe(0)
    expect(blockerAt(world, -1, 0)).toBe(0)
    expect(blockerAt(world, 0, 5)).toBe(0)
  })

  it('refuses a level with no room for the player and keeps the old one', () => {
    const { world, player, ids } = worldFromAscii('@1.')
    const old = world.dungeon
    expect(() => setDungeon(world, fromAscii('###'))).toThrow(/no free walkable tile/)
    expect(world.dungeon).toBe(old)
    expect(entityCount(world)).toBe(2)
    expect(getPosition(world, ids['1'] as number)).toEqual({ x: 1, y: 0 })
    expect(getPosition(world, player)).toEqual({ x: 0, y: 0 })
    expect(() => setDungeon(world, { width: 2, height: 2, tiles: new Uint8Array(3) })).toThrow(
      /needs tiles/,
    )
  })
})

describe('populate (the cookbook’s enemies)', () => {
  it('puts monsters on distinct free floor tiles away from the start, deterministically', () => {
    const make = () => {
      const dungeon = generateDungeon({ seed: 'populate' })
      const world = createGameWorld(dungeon)
      const player = spawnPlayer(world)
      const monsters = populate(world, dungeon, createRng('monsters'), 12)
      return { dungeon, world, player, monsters }
    }
    const { dungeon, world, monsters } = make()
    expect(monsters).toHaveLength(12)
    const { Position, Monster, Actor } = world.components
    const seen = new Set<number>()
    for (const eid of monsters) {
      const x = Position.x[eid] as number
      const y = Position.y[eid] as number
      const tile = dungeon.tiles[y * dungeon.width + x]
      expect(tile === Tile.Floor || tile === Tile.Door).toBe(true)
      expect(
        Math.max(Math.abs(x - dungeon.start.x), Math.abs(y - dungeon.start.y)),
      ).toBeGreaterThan(1)
      expect(hasComponent(world, eid, Actor)).toBe(true)
      expect(Monster.kind[eid]).toBeLessThan(MONSTER_KINDS.length)
      seen.add(y * dungeon.width + x)
    }
    expect(seen.size).toBe(12)
    expect(world.occupancy).toEqual(recomputedOccupancy(world))

    const again = make()
    const describe = (w: typeof world, ids: number[]) =>
      ids.map((e) => [
        w.components.Position.x[e],
        w.components.Position.y[e],
        w.components.Monster.kind[e],
      ])
    expect(describe(again.world, again.monsters)).toEqual(describe(world, monsters))
  })

  it('skips occupied tiles, honours kinds and minDistance, and stops when the map is full', () => {
    const map = { ...fromAscii('......'), start: { x: 0, y: 0 } }
    const world = createGameWorld(map)
    spawnPlayer(world)
    const goblin = spawnBlocker(world, { x: 3, y: 0 }, MonsterKind.Goblin)
    const placed = populate(world, map, createRng(1), 10, {
      kinds: [MonsterKind.Troll],
      minDistance: 2,
    })
    // Tiles 2, 4 and 5 are free and at distance >= 2; 3 is the goblin's.
    expect(placed.map((e) => world.components.Position.x[e]).sort()).toEqual([2, 4, 5])
    expect(placed.every((e) => world.components.Monster.kind[e] === MonsterKind.Troll)).toBe(true)
    expect(blockerAt(world, 3, 0)).toBe(goblin)
    expect(populate(world, map, createRng(2), 3)).toEqual([])
  })

  it('places none at all when they would not fit the capacity', () => {
    const dungeon = generateDungeon({ seed: 'small' })
    const world = createGameWorld(dungeon, { capacity: 6 })
    spawnPlayer(world)
    expect(() => populate(world, dungeon, createRng(3), 10)).toThrow(
      /do not fit \(capacity 6, room for 4\)/,
    )
    expect(entityCount(world)).toBe(1)
    expect(() => populate(world, generateDungeon({ seed: 'other' }), createRng(3), 1)).toThrow(
      /not the world’s level/,
    )
    expect(() => populate(world, dungeon, createRng(3), 1, { kinds: [] })).toThrow(SpawnError)
    expect(() => populate(world, dungeon, createRng(3), -1)).toThrow(SpawnError)
  })
})

describe('regenerate with monsters', () => {
  it('brings the entity count back to the players after each level, ids recycled', () => {
    const world = createGameWorld(generateDungeon({ seed: 'regen-0' }), { capacity: 100 })
    const player = spawnPlayer(world)
    const before = entityCount(world)
    const rng = createRng('regen')
    for (let level = 1; level <= 50; level++) {
      const dungeon = generateDungeon({ seed: `regen-${level}` })
      setDungeon(world, dungeon)
      expect(entityCount(world)).toBe(before)
      expect(world.occupancy.filter((cell) => cell !== 0)).toEqual(Int32Array.of(player))
      expect(populate(world, dungeon, rng, 60)).toHaveLength(60)
      expect(occupancyMismatch(world)).toBeUndefined()
    }
    expect(entityCount(world)).toBe(61)
    expect(getAllEntities(world)).toContain(player)
  })
})

describe('the occupancy grid stays true when bitecs is used directly', () => {
  it('frees the tile of a blocker removed with removeEntity or that loses BlocksMovement', () => {
    const { world, ids } = worldFromAscii('1.2.')
    removeEntity(world, ids['1'] as number)
    expect(world.occupancy[0]).toBe(0)
    removeComponent(world, ids['2'] as number, world.components.BlocksMovement)
    expect(world.occupancy[2]).toBe(0)
    expect(occupancyMismatch(world)).toBeUndefined()
    // The former blocker now shares its tile like any item.
    const newcomer = spawnEntity(world, { x: 2, y: 0 })
    expect(blockerAt(world, 2, 0)).toBe(newcomer)
  })
})
