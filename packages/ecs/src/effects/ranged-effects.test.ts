import { type Point, Tile } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import { RANGED_ITEM_KINDS } from '../../test/more-kinds.js'
import {
  aimItem,
  chargesOf,
  defineKinds,
  ITEM_KINDS,
  inventoryOf,
  itemsAt,
  MONSTER_KINDS,
  MonsterKind,
  playTurn,
  restore,
  setCharges,
  snapshot,
  spawnItem,
  turnMessages,
} from '../index.js'
import { lineTiles } from '../items/line-path.js'
import { putInPack } from '../items/pack.js'

const KINDS = defineKinds({ monsters: MONSTER_KINDS, items: [...ITEM_KINDS, ...RANGED_ITEM_KINDS] })
const code = (name: string) => KINDS.items.findIndex((k) => k.name === name)
const DART = code('dart')
const JAVELIN = code('javelin')
const LIGHTNING = code('wand of lightning')
const SLOWING = code('wand of slowing')
const DIGGING = code('wand of digging')

/** An arena of the ranged kinds whose player carries one item of each of `kinds` (no turn passes). */
function armed(drawing: string, kinds: number[], monsters: Record<string, number> = {}) {
  const made = arena(drawing, monsters, {}, KINDS)
  const { world, player } = made
  const { Position } = world.components
  const at = { x: Position.x[player] as number, y: Position.y[player] as number }
  const items = kinds.map((kind) => {
    const item = spawnItem(world, at, kind)
    putInPack(world, player, item)
    return item
  })
  return { ...made, items }
}

const use = (item: number, target: Point) => ({ kind: 'use' as const, item, target })

describe('thrown weapons', () => {
  it('hit the first creature on the line and land on its tile, to be picked up again', () => {
    const { world, player, items, monsters } = armed('@...g.g', [DART], { g: MonsterKind.Goblin })
    world.combat = 'fixed'
    const [dart] = items as [number]
    const [near, far] = monsters.g as [number, number]
    const events = playTurn(world, player, use(dart, { x: 6, y: 0 }))
    expect(events.taken).toBe(true)
    // Fixed rule: 3 damage less the goblin's defence of 0.
    expect(world.components.Health.hp[near]).toBe(6 - 3)
    expect(world.components.Health.hp[far]).toBe(6)
    expect(itemsAt(world, 4, 0)).toEqual([dart])
    expect(inventoryOf(world, player)).toEqual([])
    expect(turnMessages(world, events, player)).toEqual([
      'You throw the dart.',
      'The dart hits the goblin for 3 hit points.',
    ])
  })

  it('land on the aimed tile, or on the last floor before a wall', () => {
    const { world, player, items } = armed('@....#', [DART, JAVELIN])
    const [dart, javelin] = items as [number, number]
    playTurn(world, player, use(dart, { x: 2, y: 0 }))
    expect(itemsAt(world, 2, 0)).toEqual([dart])
    playTurn(world, player, use(javelin, { x: 5, y: 0 }))
    expect(itemsAt(world, 4, 0)).toEqual([javelin])
  })

  it('of a stack go one at a time', () => {
    const { world, player, items } = armed('@....', [DART, DART, DART])
    playTurn(world, player, use(items[2] as number, { x: 3, y: 0 }))
    expect(inventoryOf(world, player)).toEqual(items.slice(0, 2))
  })

  it('are refused out of range or at the thrower, taking no turn', () => {
    const { world, player, items } = armed('@.......', [JAVELIN])
    const [javelin] = items as [number]
    expect(playTurn(world, player, use(javelin, { x: 6, y: 0 })).refused?.code).toBe('out-of-range')
    expect(playTurn(world, player, use(javelin, { x: 0, y: 0 })).refused?.code).toBe('self-target')
    expect(world.turn).toBe(0)
    expect(inventoryOf(world, player)).toEqual([javelin])
  })

  it('miss now and then under the rolled rule, about as often as the kind says', () => {
    let hits = 0
    const throws = 200
    for (let seed = 0; seed < throws; seed++) {
      const { world, player, items } = armed('@..g', [DART], { g: MonsterKind.Orc })
      world.seed = seed
      const events = playTurn(world, player, use(items[0] as number, { x: 3, y: 0 }))
      const effect = events.effects[0]
      if (effect?.effect === 'thrown') hits++
      else expect(turnMessages(world, events, player)).toContain('The dart misses the orc.')
      expect(itemsAt(world, 3, 0)).toEqual(items)
    }
    // 85 in 100: a binomial's 200 draws stay well within 150 to 190.
    expect(hits).toBeGreaterThan(150)
    expect(hits).toBeLessThan(190)
  })

  it("add the thrower's throwing bonus", () => {
    const { world, player, items, monsters } = armed('@.g', [JAVELIN], { g: MonsterKind.Troll })
    world.combat = 'fixed'
    world.components.Fighter.throwing[player] = 2
    playTurn(world, player, use(items[0] as number, { x: 2, y: 0 }))
    const troll = (monsters.g as number[])[0] as number
    // 7 + 2 less the troll's defence of 1.
    expect(world.components.Health.hp[troll]).toBe(16 - 8)
  })
})

describe('wands', () => {
  it('spend a charge a zap, stay in the pack, and say so when empty without taking a turn', () => {
    const { world, player, items } = armed('@.g.g..', [LIGHTNING], { g: MonsterKind.Goblin })
    const [wand] = items as [number]
    expect(chargesOf(world, wand)).toBe(4)
    const events = playTurn(world, player, use(wand, { x: 2, y: 0 }))
    // A bolt: both goblins on the line are struck, the second past the aimed tile.
    expect(events.effects.map((e) => e.effect)).toEqual(['lightning', 'lightning'])
    expect(turnMessages(world, events, player)[0]).toBe('You zap the wand of lightning.')
    expect(chargesOf(world, wand)).toBe(3)
    expect(inventoryOf(world, player)).toEqual([wand])
    setCharges(world, wand, 0)
    const turn = world.turn
    const empty = playTurn(world, player, use(wand, { x: 2, y: 0 }))
    expect(empty.taken).toBe(false)
    expect(turnMessages(world, empty, player)).toEqual([
      'The wand of lightning has no charges left.',
    ])
    expect(world.turn).toBe(turn)
  })

  it('of slowing halve a monster speed for its turns, then tell it wore off', () => {
    const { world, player, items, monsters } = armed('@.....r', [SLOWING], { r: MonsterKind.Rat })
    const rat = (monsters.r as number[])[0] as number
    const events = playTurn(world, player, use(items[0] as number, { x: 6, y: 0 }))
    expect(turnMessages(world, events, player)).toContain('The rat slows down.')
    expect(world.components.Energy.slowed[rat]).toBe(19)
    let over = 0
    for (let i = 0; i < 19; i++) {
      const turn = playTurn(world, player, { kind: 'wait' })
      over += turn.effects.filter((e) => e.effect === 'slow-over' && e.target === rat).length
    }
    expect(over).toBe(1)
    expect(world.components.Energy.slowed[rat]).toBe(0)
  })

  it('of slowing are refused with no one on the line', () => {
    const { world, player, items } = armed('@....', [SLOWING])
    const events = playTurn(world, player, use(items[0] as number, { x: 3, y: 0 }))
    expect(events.refused?.code).toBe('no-target')
    expect(chargesOf(world, items[0] as number)).toBe(5)
  })

  it('of digging turn rock into floor along the line, never the border, and see it at once', () => {
    const drawing = ['############', '#@.#.......#', '############'].join('\n')
    const { world, player, items } = armed(drawing, [DIGGING])
    const [wand] = items as [number]
    const { tiles, width } = world.dungeon
    const events = playTurn(world, player, use(wand, { x: 3, y: 1 }))
    expect(events.taken).toBe(true)
    expect(tiles[1 * width + 3]).toBe(Tile.Floor)
    // Beyond the dug wall the room is seen now, and the border is left standing.
    expect(world.vision.visible[1 * width + 6]).toBe(1)
    expect(tiles[1 * width + 11]).toBe(Tile.Wall)
    expect(turnMessages(world, events, player)).toContain('The rock melts away: 1 tile dug.')
    expect(chargesOf(world, wand)).toBe(3)
    // Down into the border only: nothing to dig, no charge spent.
    const refused = playTurn(world, player, use(wand, { x: 1, y: 2 }))
    expect(refused.refused?.code).toBe('no-rock')
    expect(chargesOf(world, wand)).toBe(3)
  })

  it('of digging dig at most their tiles', () => {
    const drawing = ['##############', '#@###########', '##############'].join('\n')
    const { world, player, items } = armed(drawing.replace('#@###########', '#@############'), [
      DIGGING,
    ])
    playTurn(world, player, use(items[0] as number, { x: 2, y: 1 }))
    const row = [...world.dungeon.tiles.slice(14, 28)]
    expect(row.filter((t) => t === Tile.Floor).length).toBe(1 + 8)
  })
})

describe('saving what is ranged', () => {
  it('keeps charges, slowness and the throwing bonus, and the snapshot tells charges apart', () => {
    const { world, player, items, monsters } = armed('@...r', [SLOWING, LIGHTNING], {
      r: MonsterKind.Rat,
    })
    playTurn(world, player, use(items[0] as number, { x: 4, y: 0 }))
    world.components.Fighter.throwing[player] = 2
    const saved = snapshot(world)
    const again = restore(JSON.parse(JSON.stringify(saved)), { kinds: KINDS })
    expect(snapshot(again)).toEqual(saved)
    expect(chargesOf(again, items[0] as number)).toBe(4)
    expect(again.components.Energy.slowed[(monsters.r as number[])[0] as number]).toBe(19)
    setCharges(again, items[1] as number, 3)
    expect(JSON.stringify(snapshot(again))).not.toBe(JSON.stringify(saved))
  })
})

describe('lines', () => {
  it('go through the aimed tile and on, within range, nearest first', () => {
    const { world } = arena(Array(41).fill('.'.repeat(41)).join('\n'))
    const size = fc.integer({ min: -8, max: 8 })
    fc.assert(
      fc.property(size, size, fc.integer({ min: 1, max: 12 }), (dx, dy, range) => {
        fc.pre(dx !== 0 || dy !== 0)
        const target = { x: 20 + dx, y: 20 + dy }
        const tiles = lineTiles(world, { x: 20, y: 20 }, target, range, true)
        const inRange = dx * dx + dy * dy <= range * range
        expect(tiles.some((p) => p.x === target.x && p.y === target.y)).toBe(inRange)
        for (let i = 1; i < tiles.length; i++) {
          const a = tiles[i - 1] as Point
          const b = tiles[i] as Point
          expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBe(1)
        }
        for (const p of tiles) {
          expect((p.x - 20) ** 2 + (p.y - 20) ** 2).toBeLessThanOrEqual(range * range)
        }
      }),
    )
  })

  it('are what aimItem shows: the path and whom it meets', () => {
    const { world, player } = arena('@..g..', { g: MonsterKind.Goblin }, {}, KINDS)
    const aim = aimItem(world, player, DART, { x: 5, y: 0 })
    if (aim.refused) throw new Error(aim.refused.message)
    expect(aim.affected).toHaveLength(1)
    expect(aim.path).toEqual([
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ])
    const bolt = aimItem(world, player, LIGHTNING, { x: 1, y: 0 })
    if (bolt.refused) throw new Error(bolt.refused.message)
    expect(bolt.path?.length).toBe(5)
  })
})

describe('picking thrown weapons up', () => {
  it('brings up every one of the kind lying there in one turn', () => {
    const { world, player } = arena('@..', {}, {}, KINDS)
    const darts = [0, 1, 2].map(() => spawnItem(world, { x: 0, y: 0 }, DART))
    const javelin = spawnItem(world, { x: 0, y: 0 }, JAVELIN)
    const events = playTurn(world, player, { kind: 'pickup', item: darts[1] })
    expect(inventoryOf(world, player)).toEqual([darts[1], darts[0], darts[2]])
    expect(itemsAt(world, 0, 0)).toEqual([javelin])
    expect(turnMessages(world, events, player)).toEqual(['You pick up 3 darts.'])
  })
})
