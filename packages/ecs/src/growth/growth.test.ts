import { fromAscii } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import { MORE_MONSTER_KINDS } from '../../test/more-kinds.js'
import {
  createGameWorld,
  createTurnEvents,
  defenceOf,
  defineKinds,
  die,
  experienceToNext,
  giveExperience,
  ITEM_KINDS,
  ItemKind,
  inventoryOf,
  itemsAt,
  MONSTER_KINDS,
  MonsterKind,
  makeFighter,
  PLAYER_STATS,
  playTurn,
  powerOf,
  restore,
  snapshot,
  spawnItem,
  spawnMonster,
  spawnPlayer,
  visibilitySystem,
  wornIn,
} from '../index.js'

describe('experience and levels', () => {
  it('follows the curve 200 + 150 × level', () => {
    expect([1, 2, 3].map(experienceToNext)).toEqual([350, 500, 650])
  })

  it('gives the kill its kind’s experience; a level reached owes a choice, settled for free', () => {
    const { world, player, monsters } = arena('@o', { o: MonsterKind.Orc })
    giveExperience(world, player)
    world.combat = 'fixed'
    const { Experience, Health, Fighter } = world.components
    Experience.xp[player] = 340
    playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    const kill = playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    expect(kill.deaths[0]).toMatchObject({ eid: monsters.o?.[0], by: player })
    // Gained as the blow (the turn's first) struck.
    expect(kill.experience).toEqual([{ eid: player, amount: 35, after: 1 }])
    expect(kill.levels).toEqual([{ eid: player, level: 2, after: 1 }])
    expect([Experience.xp[player], Experience.level[player], Experience.pending[player]]).toEqual([
      25, 2, 1,
    ])
    const turn = world.turn
    const hp = Health.hp[player] as number
    const chosen = playTurn(world, player, { kind: 'level-up', stat: 'hp' })
    expect(chosen.taken).toBe(false)
    expect(chosen.refused).toBeUndefined()
    expect(chosen.raises).toEqual([{ eid: player, stat: 'hp', amount: 20 }])
    expect(world.turn).toBe(turn)
    expect([Health.max[player], Health.hp[player]]).toEqual([50, hp + 20])
    expect(playTurn(world, player, { kind: 'level-up', stat: 'power' }).refused?.code).toBe(
      'no-level-up',
    )
    expect(Fighter.power[player]).toBe(5)
  })

  it('gives the dead nothing: a kill by one who died first grants no experience', () => {
    const { world, player, monsters } = arena('@o', { o: MonsterKind.Orc })
    giveExperience(world, player)
    const events = createTurnEvents()
    die(world, player, events)
    die(world, monsters.o?.[0] as number, events, player)
    expect(events.deaths.map((d) => d.by)).toEqual([undefined, player])
    expect(events.experience).toEqual([])
    expect(world.components.Experience.xp[player]).toBe(0)
  })
})

describe('equipment', () => {
  it('adds its bonus through powerOf and defenceOf; equipping and removing take a turn', () => {
    const { world, player } = arena('@...')
    const sword = spawnItem(world, { x: 0, y: 0 }, ItemKind.Sword)
    const mail = spawnItem(world, { x: 0, y: 0 }, ItemKind.ChainMail)
    playTurn(world, player, { kind: 'pickup' })
    playTurn(world, player, { kind: 'pickup' })
    expect([powerOf(world, player), defenceOf(world, player)]).toEqual([5, 2])
    const wield = playTurn(world, player, { kind: 'equip', item: sword })
    expect(wield.taken).toBe(true)
    expect(wield.equips).toEqual([
      { eid: player, item: sword, kind: ItemKind.Sword, slot: 'weapon' },
    ])
    playTurn(world, player, { kind: 'equip', item: mail })
    expect([powerOf(world, player), defenceOf(world, player)]).toEqual([9, 5])
    expect(playTurn(world, player, { kind: 'equip', item: sword }).refused?.code).toBe(
      'already-worn',
    )
    const off = playTurn(world, player, { kind: 'unequip', item: sword })
    expect(off.taken).toBe(true)
    expect(powerOf(world, player)).toBe(5)
    expect(playTurn(world, player, { kind: 'unequip', item: sword }).refused?.code).toBe('not-worn')
  })

  it('swaps what is in the slot, takes a worn item off before dropping it, and is saved', () => {
    const { world, player } = arena('@...')
    const dagger = spawnItem(world, { x: 0, y: 0 }, ItemKind.Dagger)
    const sword = spawnItem(world, { x: 0, y: 0 }, ItemKind.Sword)
    const potion = spawnItem(world, { x: 0, y: 0 }, ItemKind.HealingPotion)
    for (let i = 0; i < 3; i++) playTurn(world, player, { kind: 'pickup' })
    expect(playTurn(world, player, { kind: 'equip', item: potion }).refused?.code).toBe(
      'not-equipment',
    )
    playTurn(world, player, { kind: 'equip', item: dagger })
    const swap = playTurn(world, player, { kind: 'equip', item: sword })
    expect(swap.unequips.map((e) => e.item)).toEqual([dagger])
    expect(wornIn(world, player, 'weapon')).toBe(sword)
    const back = restore(JSON.parse(JSON.stringify(snapshot(world))))
    expect(wornIn(back, player, 'weapon')).toBe(sword)
    expect(powerOf(back, player)).toBe(9)
    const dropped = playTurn(world, player, { kind: 'drop', item: sword })
    expect(dropped.unequips.map((e) => e.item)).toEqual([sword])
    expect(wornIn(world, player, 'weapon')).toBe(0)
    expect(itemsAt(world, 0, 0)).toEqual([sword])
    expect(inventoryOf(world, player)).toEqual([dagger, potion])
  })

  it('refuses a save whose worn item is not in the wearer’s pack', () => {
    const { world, player } = arena('@...')
    const sword = spawnItem(world, { x: 0, y: 0 }, ItemKind.Sword)
    playTurn(world, player, { kind: 'pickup' })
    playTurn(world, player, { kind: 'equip', item: sword })
    const saved = JSON.parse(JSON.stringify(snapshot(world)))
    saved.items[0].holder = undefined
    saved.items[0].at = { x: 1, y: 0 }
    expect(() => restore(saved)).toThrow(/equipment.weapon: item \d+ is not in entity \d+'s pack/)
  })
})

describe('the rolled rule', () => {
  /** A thousand blows of the player (power 5 ± 1, accuracy 85) at a sturdy target. */
  function blows(seed: string) {
    const map = fromAscii('@.', '@')
    const world = createGameWorld(map, { capacity: 8, seed })
    const player = spawnPlayer(world, { x: 0, y: 0 }, { sight: 8 })
    makeFighter(world, player, PLAYER_STATS)
    const dummy = spawnMonster(world, { x: 1, y: 0 }, MonsterKind.Troll)
    makeFighter(world, dummy, { hp: 30_000, power: 0, defence: 1 })
    world.components.Energy.speed[dummy] = 0
    visibilitySystem(world)
    const damage: number[] = []
    for (let i = 0; i < 1000; i++) {
      const turn = playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
      damage.push(turn.attacks[0]?.missed ? -1 : (turn.attacks[0]?.damage as number))
    }
    return { damage, world }
  }

  it('misses about as often as the accuracy says and spreads damage evenly over its range', () => {
    const { damage } = blows('rolls')
    const count = (d: number) => damage.filter((x) => x === d).length
    expect(count(-1)).toBeGreaterThan(110) // 15 % of 1000, give or take
    expect(count(-1)).toBeLessThan(190)
    // power 5 ± 1 less defence 1: 3, 4 or 5, each about a third of the hits.
    for (const d of [3, 4, 5]) expect(count(d)).toBeGreaterThan(230)
    expect(new Set(damage)).toEqual(new Set([-1, 3, 4, 5]))
  })

  it('rolls the same on a replay and after a restore: the rolls are counted and saved', () => {
    expect(blows('rolls').damage).toEqual(blows('rolls').damage)
    const { world } = blows('saved')
    const copy = restore(JSON.parse(JSON.stringify(snapshot(world))))
    expect(copy.rolls).toBe(world.rolls)
    const [player, dummy] = [1, 2]
    for (let i = 0; i < 50; i++) {
      const a = playTurn(world, player, { kind: 'move', dx: 1, dy: 0 }).attacks
      const b = playTurn(copy, player, { kind: 'move', dx: 1, dy: 0 }).attacks
      expect(b).toEqual(a)
    }
    expect(copy.components.Health.hp[dummy]).toBe(world.components.Health.hp[dummy])
  })
})

describe('monsters that fight their own way', () => {
  const kinds = defineKinds({
    monsters: [...MONSTER_KINDS, ...MORE_MONSTER_KINDS],
    items: ITEM_KINDS,
  })
  const code = (name: string) => kinds.monsters.findIndex((k) => k.name === name)

  it('an archer shoots from afar and steps back from a player beside it', () => {
    const { world, player, monsters } = arena('@....a...', { a: code('goblin archer') }, {}, kinds)
    world.combat = 'fixed'
    const archer = monsters.a?.[0] as number
    const shot = playTurn(world, player, { kind: 'wait' })
    expect(shot.attacks).toEqual([
      { attacker: archer, target: player, damage: 0, hp: 30, ranged: true },
    ])
    expect(world.components.Position.x[archer]).toBe(5)
    const close = arena('@a......', { a: code('goblin archer') }, {}, kinds)
    const turn = playTurn(close.world, close.player, { kind: 'wait' })
    expect(turn.attacks).toEqual([])
    expect(close.world.components.Position.x[close.monsters.a?.[0] as number]).toBe(2)
  })

  it('a kobold runs once hurt below half, and fights when cornered', () => {
    const { world, player, monsters } = arena('.......@k...', { k: code('kobold') }, {}, kinds)
    const kobold = monsters.k?.[0] as number
    world.components.Health.hp[kobold] = 3
    playTurn(world, player, { kind: 'wait' })
    expect(world.components.Position.x[kobold]).toBe(9)
    const cornered = arena('@k', { k: code('kobold') }, {}, kinds)
    cornered.world.combat = 'fixed'
    cornered.world.components.Health.hp[cornered.monsters.k?.[0] as number] = 3
    const blow = playTurn(cornered.world, cornered.player, { kind: 'wait' })
    expect(blow.attacks.map((a) => a.attacker)).toEqual([cornered.monsters.k?.[0]])
  })

  it('jackals come quick, in packs', () => {
    const jackal = kinds.monsters[code('jackal')]
    expect(jackal).toMatchObject({ speed: 160, pack: 3 })
    expect(jackal?.speed).toBeGreaterThan(PLAYER_STATS.hp * 0 + 100)
  })
})
