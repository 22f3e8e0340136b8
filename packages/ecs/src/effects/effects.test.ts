import { hasComponent } from 'bitecs'
import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  aimItem,
  type GameWorld,
  ItemKind,
  inventoryOf,
  MindState,
  MonsterKind,
  playTurn,
  restore,
  snapshot,
  spawnItem,
  turnMessages,
  visibilitySystem,
} from '../index.js'

const { HealingPotion, LightningScroll, ConfusionScroll, FireballScroll } = ItemKind

/** Puts an item of `kind` in the player's pack and returns it. */
function give(world: GameWorld, player: number, kind: number): number {
  const { Position } = world.components
  const at = { x: Position.x[player] as number, y: Position.y[player] as number }
  const item = spawnItem(world, at, kind)
  const got = playTurn(world, player, { kind: 'pickup', item })
  expect(got.taken).toBe(true)
  return item
}

describe('healing potion', () => {
  it('is drunk at full health all the same, raising the most hit points by one', () => {
    const { world, player } = arena('@....')
    const potion = give(world, player, HealingPotion)
    const { Health } = world.components
    const max = Health.max[player] as number
    const turn = world.turn
    const used = playTurn(world, player, { kind: 'use', item: potion })
    expect(used.taken).toBe(true)
    expect(used.refused).toBeUndefined()
    expect(used.effects).toEqual([
      {
        effect: 'fortify',
        source: player,
        target: player,
        kind: HealingPotion,
        amount: 1,
        hp: max + 1,
      },
    ])
    expect([Health.max[player], Health.hp[player]]).toEqual([max + 1, max + 1])
    expect(turnMessages(world, used, player)).toContain('You feel hale: 1 more hit points at most.')
    expect(world.turn).toBe(turn + 1)
    expect(inventoryOf(world, player)).toEqual([])
  })

  it('heals up to 4 and is used up', () => {
    const { world, player } = arena('@....')
    const potion = give(world, player, HealingPotion)
    world.components.Health.hp[player] = 20
    const used = playTurn(world, player, { kind: 'use', item: potion })
    expect(used.taken).toBe(true)
    expect(used.effects).toEqual([
      { effect: 'heal', source: player, target: player, kind: HealingPotion, amount: 4, hp: 24 },
    ])
    expect(used.uses).toHaveLength(1)
    expect(inventoryOf(world, player)).toEqual([])
    expect(hasComponent(world, potion, world.components.Item)).toBe(false)
  })
})

describe('lightning scroll', () => {
  it('strikes the nearest hostile in sight within 5 for 20, and kills it', () => {
    const { world, player, monsters } = arena('@..o.T....', {
      o: MonsterKind.Orc,
      T: MonsterKind.Troll,
    })
    const scroll = give(world, player, LightningScroll)
    const orc = monsters.o?.[0] as number
    expect(aimItem(world, player, LightningScroll)).toEqual({ affected: [orc] })
    const used = playTurn(world, player, { kind: 'use', item: scroll })
    expect(used.effects[0]).toMatchObject({ effect: 'lightning', target: orc, amount: 20, hp: 0 })
    // The orc came one step nearer while the scroll was picked up.
    expect(used.deaths).toEqual([
      { eid: orc, x: 2, y: 0, player: false, kind: MonsterKind.Orc, by: player },
    ])
    expect(hasComponent(world, orc, world.components.Corpse)).toBe(true)
  })

  it('is refused with no enemy in range, or none in sight', () => {
    // The orc steps from 8 to 7 tiles away while the scroll is picked up: in sight, out of range.
    const { world, player } = arena('@.......o', { o: MonsterKind.Orc })
    const scroll = give(world, player, LightningScroll)
    expect(playTurn(world, player, { kind: 'use', item: scroll }).refused?.code).toBe('no-target')
    const walled = arena('@.#o', { o: MonsterKind.Orc })
    const other = give(walled.world, walled.player, LightningScroll)
    const turn = playTurn(walled.world, walled.player, { kind: 'use', item: other })
    expect(turn.refused?.code).toBe('no-target')
    expect(inventoryOf(walled.world, walled.player)).toEqual([other])
  })
})

describe('fireball scroll', () => {
  const room = ['@.......', '........', '....oo..', '......T.', '........'].join('\n')

  it('burns every creature within 3 of the aimed tile, the reader too', () => {
    const { world, player, monsters } = arena(room, { o: MonsterKind.Orc, T: MonsterKind.Troll })
    const scroll = give(world, player, FireballScroll)
    const [a, b] = monsters.o as number[]
    const troll = monsters.T?.[0] as number
    const aim = aimItem(world, player, FireballScroll, { x: 2, y: 1 })
    expect(aim).toEqual({ affected: [player, a as number, b as number].sort((x, y) => x - y) })
    const used = playTurn(world, player, { kind: 'use', item: scroll, target: { x: 2, y: 1 } })
    expect(used.effects.map((e) => [e.effect, e.target, e.amount])).toEqual([
      ['fireball', player, 12],
      ['fireball', a, 12],
      ['fireball', b, 12],
    ])
    expect(world.components.Health.hp[troll]).toBe(16)
    expect(used.deaths.map((d) => d.eid)).toEqual([a, b])
  })

  it('is refused out of range, out of sight, or with no target, and costs nothing', () => {
    const { world, player } = arena(`${'@'.padEnd(12, '.')}\n${'.'.repeat(12)}`)
    const scroll = give(world, player, FireballScroll)
    const use = (target?: { x: number; y: number }) =>
      playTurn(world, player, { kind: 'use', item: scroll, ...(target ? { target } : {}) })
    expect(use({ x: 9, y: 0 }).refused?.code).toBe('out-of-sight') // beyond the sight radius 8
    expect(use().refused?.code).toBe('needs-target')
    expect(() => use({ x: 99, y: 0 })).toThrow(RangeError)
    expect(inventoryOf(world, player)).toEqual([scroll])
    const far = arena(`@${'.'.repeat(9)}`)
    far.world.components.Viewshed.radius[far.player] = 0
    visibilitySystem(far.world)
    const farScroll = give(far.world, far.player, FireballScroll)
    const refused = playTurn(far.world, far.player, {
      kind: 'use',
      item: farScroll,
      target: { x: 9, y: 0 },
    })
    expect(refused.refused?.code).toBe('out-of-range')
  })
})

describe('confusion scroll', () => {
  it('makes a creature stumble for 10 turns, striking what it walks into, then recover', () => {
    const open = ['@.......', '........', '....o...', '........', '........'].join('\n')
    const { world, player, monsters } = arena(open, { o: MonsterKind.Orc })
    const orc = monsters.o?.[0] as number
    const scroll = give(world, player, ConfusionScroll)
    const { Mind, Position } = world.components
    const target = { x: Position.x[orc] as number, y: Position.y[orc] as number }
    const used = playTurn(world, player, { kind: 'use', item: scroll, target })
    expect(used.effects).toEqual([
      {
        effect: 'confusion',
        source: player,
        target: orc,
        kind: ConfusionScroll,
        amount: 10,
        hp: 10,
      },
    ])
    expect(Mind.state[orc]).toBe(MindState.Confused)
    // Saved and restored mid-confusion, it stumbles on the same way.
    const copy = restore(JSON.parse(JSON.stringify(snapshot(world))))
    const path: string[] = []
    const copyPath: string[] = []
    let over = -1
    for (let t = 0; t < 12; t++) {
      const turn = playTurn(world, player, { kind: 'wait' })
      playTurn(copy, player, { kind: 'wait' })
      path.push(`${Position.x[orc]},${Position.y[orc]}`)
      copyPath.push(`${copy.components.Position.x[orc]},${copy.components.Position.y[orc]}`)
      if (turn.effects.some((e) => e.effect === 'confusion-over')) over = t
    }
    expect(copyPath).toEqual(path)
    expect(new Set(path).size).toBeGreaterThan(2)
    // It stumbled once in the turn the scroll was read, then 9 more: it recovers on the 10th wait.
    expect(over).toBe(9)
    expect(Mind.state[orc]).not.toBe(MindState.Confused)
  })

  it('is refused on an empty tile and on the reader', () => {
    const { world, player } = arena('@....')
    const scroll = give(world, player, ConfusionScroll)
    const at = (x: number) =>
      playTurn(world, player, { kind: 'use', item: scroll, target: { x, y: 0 } })
    expect(at(3).refused?.code).toBe('no-target')
    expect(at(0).refused?.code).toBe('self-target')
  })
})
