import { generateDungeon } from '@delve/map'
import { hasComponent } from 'bitecs'
import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  createGameWorld,
  giveInventory,
  ItemKind,
  inventoryOf,
  itemsAt,
  MonsterKind,
  makeFighter,
  PLAYER_STATS,
  playTurn,
  SpawnError,
  setDungeon,
  spawnCarried,
  spawnItem,
  spawnPlayer,
} from '../index.js'

const { HealingPotion, FireballScroll } = ItemKind

describe('items on the floor', () => {
  it('lie on walkable tiles, share them, and block nothing', () => {
    const { world, player } = arena('@..#')
    const a = spawnItem(world, { x: 1, y: 0 }, HealingPotion)
    const b = spawnItem(world, { x: 1, y: 0 }, FireballScroll)
    expect(itemsAt(world, 1, 0)).toEqual([a, b])
    expect(world.occupancy[1]).toBe(0)
    const turn = playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    expect(turn.taken).toBe(true)
    expect(world.components.Position.x[player]).toBe(1)
  })

  it('refuse a wall, a tile off the map and an unknown kind, naming the range', () => {
    const { world } = arena('@..#')
    expect(() => spawnItem(world, { x: 3, y: 0 }, HealingPotion)).toThrow(/not walkable/)
    expect(() => spawnItem(world, { x: 9, y: 0 }, HealingPotion)).toThrow(/outside the 4×1 map/)
    expect(() => spawnItem(world, { x: 1, y: 0 }, 8)).toThrow(SpawnError)
    expect(() => spawnItem(world, { x: 1, y: 0 }, 8)).toThrow(/from 0 to 7/)
  })

  it('are walked over by monsters', () => {
    const { world, player, monsters } = arena('@..o', { o: MonsterKind.Orc })
    spawnItem(world, { x: 2, y: 0 }, HealingPotion)
    playTurn(world, player, { kind: 'wait' })
    const orc = monsters.o?.[0] as number
    expect(world.components.Position.x[orc]).toBe(2)
  })
})

describe('items made straight into a pack', () => {
  it('go last in the holder’s order, off the floor, up to its capacity', () => {
    const { world, player, monsters } = arena('@.o', { o: MonsterKind.Orc })
    const orc = monsters.o?.[0] as number
    giveInventory(world, orc, 2)
    const a = spawnCarried(world, orc, HealingPotion)
    const b = spawnCarried(world, orc, FireballScroll)
    expect(inventoryOf(world, orc)).toEqual([a, b])
    expect(hasComponent(world, a, world.components.Position)).toBe(false)
    expect(itemsAt(world, 2, 0)).toEqual([])
    expect(() => spawnCarried(world, orc, HealingPotion)).toThrow(/a full pack \(2 of 2\)/)
    expect(inventoryOf(world, player)).toEqual([])
  })
})

describe('picking up and dropping', () => {
  it('takes the first item underfoot into the pack, in letter order, and it leaves the floor', () => {
    const { world, player, items } = arena('@!?', {}, { '!': HealingPotion, '?': FireballScroll })
    const potion = items['!']?.[0] as number
    const scroll = items['?']?.[0] as number
    const turn = world.turn
    playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    const got = playTurn(world, player, { kind: 'pickup' })
    expect(got.taken).toBe(true)
    expect(got.pickups).toEqual([{ eid: player, item: potion, kind: HealingPotion, x: 1, y: 0 }])
    expect(world.turn).toBe(turn + 2)
    expect(itemsAt(world, 1, 0)).toEqual([])
    expect(hasComponent(world, potion, world.components.Position)).toBe(false)
    playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    playTurn(world, player, { kind: 'pickup' })
    expect(inventoryOf(world, player)).toEqual([potion, scroll])
  })

  it('refuses with nothing underfoot, taking no time and letting no monster act', () => {
    const { world, player, monsters } = arena('@...o', { o: MonsterKind.Orc })
    const orc = monsters.o?.[0] as number
    const before = world.components.Position.x[orc]
    const turn = playTurn(world, player, { kind: 'pickup' })
    expect(turn.taken).toBe(false)
    expect(turn.refused).toEqual({
      code: 'nothing-here',
      message: 'There is nothing here to pick up.',
    })
    expect(world.turn).toBe(0)
    expect(world.components.Position.x[orc]).toBe(before)
  })

  it('refuses a full pack and an entity with no pack', () => {
    const { world, player } = arena('@..')
    giveInventory(world, player, 1)
    spawnItem(world, { x: 0, y: 0 }, HealingPotion)
    spawnItem(world, { x: 0, y: 0 }, HealingPotion)
    expect(playTurn(world, player, { kind: 'pickup' }).taken).toBe(true)
    expect(playTurn(world, player, { kind: 'pickup' }).refused?.code).toBe('pack-full')
    expect(itemsAt(world, 0, 0)).toHaveLength(1)
    const other = createGameWorld(world.dungeon, { capacity: 8 })
    const loner = spawnPlayer(other, { x: 0, y: 0 }, { sight: 8 })
    makeFighter(other, loner, PLAYER_STATS)
    spawnItem(other, { x: 0, y: 0 }, HealingPotion)
    expect(playTurn(other, loner, { kind: 'pickup' }).refused?.code).toBe('no-pack')
  })

  it('drops a carried item underfoot; refuses one it does not carry', () => {
    const { world, player, items } = arena('@..', {}, { '@': HealingPotion })
    const potion = items['@']?.[0] as number
    playTurn(world, player, { kind: 'pickup' })
    playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    const dropped = playTurn(world, player, { kind: 'drop', item: potion })
    expect(dropped.drops).toEqual([{ eid: player, item: potion, kind: HealingPotion, x: 1, y: 0 }])
    expect(itemsAt(world, 1, 0)).toEqual([potion])
    expect(inventoryOf(world, player)).toEqual([])
    const again = playTurn(world, player, { kind: 'drop', item: potion })
    expect(again.refused?.code).toBe('not-carried')
    expect(playTurn(world, player, { kind: 'drop', item: 9999 }).refused?.code).toBe('not-carried')
  })

  it('keeps the pack across a level change and leaves floor items behind', () => {
    const dungeon = generateDungeon({ seed: 'pack' })
    const world = createGameWorld(dungeon, { capacity: 64, generated: true })
    const player = spawnPlayer(world, undefined, { sight: 8 })
    makeFighter(world, player, PLAYER_STATS)
    giveInventory(world, player)
    const carried = spawnItem(world, dungeon.start, HealingPotion)
    const left = spawnItem(world, dungeon.start, FireballScroll)
    playTurn(world, player, { kind: 'pickup' })
    const next = generateDungeon({ seed: 'pack-2' })
    setDungeon(world, next, { generated: true })
    expect(inventoryOf(world, player)).toEqual([carried])
    expect(() => itemsAt(world, 0, 0)).not.toThrow()
    expect(hasComponent(world, left, world.components.Item)).toBe(false)
  })
})
