import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  DEFAULT_KINDS,
  defineKinds,
  type Effect,
  heal,
  ITEM_KINDS,
  inventoryOf,
  KindError,
  MONSTER_KINDS,
  playTurn,
  restore,
  SnapshotError,
  snapshot,
  spawnItem,
} from '../index.js'

/** A game's own item: a potion that makes its drinker hit harder, for good. */
const mightEffect: Effect = (world, use) => {
  const { Fighter } = world.components
  Fighter.power[use.user] = (Fighter.power[use.user] as number) + 1
  use.events.effects.push({
    effect: 'might',
    source: use.user,
    target: use.user,
    kind: use.kind,
    amount: 1,
    hp: world.components.Health.hp[use.user] as number,
  })
  return undefined
}

const kobold = {
  name: 'kobold',
  article: 'a',
  glyph: 'k',
  hp: 4,
  power: 2,
  defence: 0,
  speed: 100,
  sight: 6,
} as const
const might = {
  name: 'potion of might',
  article: 'a',
  glyph: '!',
  use: { targets: 'self', effect: mightEffect },
} as const

describe('defineKinds', () => {
  it('takes a game’s own kinds beside the defaults', () => {
    const kinds = defineKinds({
      monsters: [...MONSTER_KINDS, kobold],
      items: [...ITEM_KINDS, might],
    })
    expect(kinds.monsters.map((k) => k.name)).toEqual(['goblin', 'orc', 'rat', 'troll', 'kobold'])
    expect(kinds.items[ITEM_KINDS.length]?.use?.targets).toBe('self')
    expect(Object.isFrozen(kinds)).toBe(true)
    expect(DEFAULT_KINDS.items.map((k) => k.name)).toEqual([
      'healing potion',
      'lightning scroll',
      'confusion scroll',
      'fireball scroll',
      'dagger',
      'sword',
      'leather armour',
      'chain mail',
    ])
  })

  it('runs a game’s own effect through playTurn', () => {
    const kinds = defineKinds({ monsters: MONSTER_KINDS, items: [...ITEM_KINDS, might] })
    const { world, player } = arena('@..', {}, {}, kinds)
    const potion = spawnItem(world, { x: 0, y: 0 }, ITEM_KINDS.length)
    playTurn(world, player, { kind: 'pickup' })
    const used = playTurn(world, player, { kind: 'use', item: potion })
    expect(used.effects[0]).toMatchObject({ effect: 'might', amount: 1 })
    expect(world.components.Fighter.power[player]).toBe(6)
    expect(inventoryOf(world, player)).toEqual([])
  })

  it.each([
    ['a taken name', { monsters: [kobold, kobold], items: [] }, 'monsters[1].name', /taken/],
    [
      'a missing glyph',
      { monsters: [{ ...kobold, glyph: '' }], items: [] },
      'monsters[0].glyph',
      /one character/,
    ],
    [
      'hit points of 0',
      { monsters: [{ ...kobold, hp: 0 }], items: [] },
      'monsters[0].hp',
      /from 1 to 30000, got 0/,
    ],
    [
      'an unknown target rule',
      { monsters: [], items: [{ ...might, use: { targets: 'all', effect: mightEffect } }] },
      'items[0].use.targets',
      /self, nearest, creature, area/,
    ],
    [
      'a range missing',
      { monsters: [], items: [{ ...might, use: { targets: 'nearest', effect: mightEffect } }] },
      'items[0].use.range',
      /from 1 to 4096, got nothing/,
    ],
    [
      'an effect that is not a function',
      { monsters: [], items: [{ ...might, use: { targets: 'self', effect: 3 } }] },
      'items[0].use.effect',
      /function/,
    ],
    [
      'a line that is not text',
      { monsters: [{ ...kobold, say: '' }], items: [] },
      'monsters[0].say',
      /text of 1 to 200 characters, got ""/,
    ],
    ['no lists', undefined, 'definition', /monsters, items/],
  ])('refuses %s, naming where and what is allowed', (_, definition, path, message) => {
    let thrown: unknown
    try {
      defineKinds(definition as never)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(KindError)
    expect(thrown).toBeInstanceOf(TypeError)
    expect((thrown as KindError).path).toBe(path)
    expect((thrown as KindError).message).toMatch(message)
  })

  it('refuses an effect amount out of range', () => {
    expect(() => heal(0)).toThrow(RangeError)
    expect(() => heal(0)).toThrow(/heal: amount is 0; allowed: an integer from 1 to 30000/)
  })
})

describe('saves and kinds', () => {
  it('find kinds by name, so a reordered table restores the same things', () => {
    const { world } = arena('@oi', { o: 1 }, { i: 3 })
    const saved = JSON.parse(JSON.stringify(snapshot(world)))
    const reordered = defineKinds({
      monsters: [...MONSTER_KINDS].reverse(),
      items: [...ITEM_KINDS].reverse(),
    })
    const back = restore(saved, { kinds: reordered })
    const orc = saved.entities.find((e: { monster?: unknown }) => e.monster).id
    expect(reordered.monsters[back.components.Monster.kind[orc] as number]?.name).toBe('orc')
    const item = saved.items[0].id
    expect(reordered.items[back.components.Item.kind[item] as number]?.name).toBe('fireball scroll')
  })

  it('refuse a save holding a kind the world does not know', () => {
    const { world } = arena('@o.', { o: 1 })
    const saved = JSON.parse(JSON.stringify(snapshot(world)))
    const fewer = defineKinds({
      monsters: MONSTER_KINDS.filter((k) => k.name !== 'orc'),
      items: ITEM_KINDS,
    })
    expect(() => restore(saved, { kinds: fewer })).toThrow(SnapshotError)
    expect(() => restore(saved, { kinds: fewer })).toThrow(
      /kinds.monsters\[1\]: "orc" is not a kind of this world/,
    )
  })

  it('read version 1 saves: monster codes of the default kinds, no items', () => {
    const { world } = arena('@o.', { o: 3 })
    const saved = JSON.parse(JSON.stringify(snapshot(world)))
    saved.version = 1
    delete saved.kinds
    const back = restore(saved)
    const troll = saved.entities.find((e: { monster?: unknown }) => e.monster).id
    expect(back.components.Monster.kind[troll]).toBe(3)
  })
})
