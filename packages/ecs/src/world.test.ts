import { fromAscii, generateDungeon } from '@delve/map'
import { getAllEntities, hasComponent } from 'bitecs'
import { describe, expect, it } from 'vitest'
import { occupancyFromPositions, worldFromAscii } from '../test/helpers.js'
import {
  createGameWorld,
  despawn,
  EntityError,
  getPosition,
  SpawnError,
  setDungeon,
  spawnEntity,
  spawnPlayer,
} from './index.js'

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
    expect(() => spawnEntity(world, { x: 1.5, y: 1 })).toThrow(/integers/)
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
})
