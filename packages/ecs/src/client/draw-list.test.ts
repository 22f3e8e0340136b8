import { createRng, generateDungeon } from '@delve/map'
import { entityExists, hasComponent } from 'bitecs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  createGameWorld,
  despawn,
  ItemKind,
  MonsterKind,
  makeFighter,
  PLAYER_STATS,
  playTurn,
  populate,
  populateItems,
  spawnItem,
  spawnMonster,
  spawnPlayer,
} from '../index.js'
import { type DrawEntry, drawList } from './draw-list.js'

describe('drawList', () => {
  it('lists the player, monsters, items and corpses with their kinds, glyphs and sight', () => {
    const { world, player, monsters, items } = arena(
      '@.g.!#o',
      { g: MonsterKind.Goblin, o: MonsterKind.Orc },
      { '!': ItemKind.HealingPotion },
    )
    const goblin = monsters.g?.[0] as number
    const orc = monsters.o?.[0] as number
    const potion = items['!']?.[0] as number
    expect(drawList(world)).toEqual([
      {
        eid: player,
        x: 0,
        y: 0,
        as: 'player',
        kind: -1,
        name: 'player',
        glyph: '@',
        visible: true,
      },
      {
        eid: goblin,
        x: 2,
        y: 0,
        as: 'monster',
        kind: 0,
        name: 'goblin',
        glyph: 'g',
        visible: true,
      },
      { eid: orc, x: 6, y: 0, as: 'monster', kind: 1, name: 'orc', glyph: 'o', visible: false },
      {
        eid: potion,
        x: 4,
        y: 0,
        as: 'item',
        kind: 0,
        name: 'healing potion',
        glyph: '!',
        visible: true,
      },
    ])
  })

  it('shows a corpse where a monster died, and leaves out an item once carried', () => {
    const { world, player, monsters, items } = arena(
      '@!r',
      { r: MonsterKind.Rat },
      { '!': ItemKind.HealingPotion },
    )
    const rat = monsters.r?.[0] as number
    world.components.Health.hp[rat] = 1
    world.components.Fighter.defence[rat] = 0
    playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    playTurn(world, player, { kind: 'pickup' })
    for (let i = 0; i < 20 && !hasComponent(world, rat, world.components.Corpse); i++) {
      playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    }
    const list = drawList(world)
    expect(list.find((e) => e.eid === rat)).toMatchObject({ as: 'corpse', glyph: '%', name: 'rat' })
    expect(list.some((e) => e.eid === items['!']?.[0])).toBe(false)
  })

  it('includes monsters spawned after the first call, in the array it was given', () => {
    const { world } = arena('@...')
    const out: DrawEntry[] = []
    const first = drawList(world, out)
    expect(first).toBe(out)
    expect(first.map((e) => e.as)).toEqual(['player'])
    const entry = out[0]
    const troll = spawnMonster(world, { x: 3, y: 0 }, MonsterKind.Troll)
    const again = drawList(world, out)
    expect(again).toBe(out)
    expect(again[0]).toBe(entry)
    expect(again.map((e) => [e.eid, e.as, e.glyph])).toEqual([
      [entry?.eid, 'player', '@'],
      [troll, 'monster', 'T'],
    ])
    despawn(world, troll)
    expect(drawList(world, out).map((e) => e.eid)).toEqual([entry?.eid])
  })

  it('agrees with a walk over every id, as entities come and go (any seed)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.array(fc.nat(40), { maxLength: 12 }),
        (seed, gone) => {
          const dungeon = generateDungeon({ seed: `draw-${seed}`, width: 40, height: 24 })
          const world = createGameWorld(dungeon, { capacity: 200, generated: true })
          const rng = createRng(seed)
          const player = spawnPlayer(world, undefined, { sight: 8 })
          makeFighter(world, player, PLAYER_STATS)
          const monsters = populate(world, dungeon, rng, 10)
          populateItems(world, rng, 8)
          for (const i of gone) {
            const eid = monsters[i % Math.max(1, monsters.length)]
            if (eid !== undefined && entityExists(world, eid)) despawn(world, eid)
          }
          for (let turn = 0; turn < 5; turn++) playTurn(world, player, { kind: 'wait' })
          spawnItem(world, dungeon.start, ItemKind.ConfusionScroll)
          expect(drawList(world)).toEqual(reference(world))
        },
      ),
      { numRuns: 25 },
    )
  })
})

/** Every live id with a Position, looked at one by one. */
function reference(world: ReturnType<typeof createGameWorld>): DrawEntry[] {
  const c = world.components
  const out: DrawEntry[] = []
  for (let eid = 1; eid < world.capacity; eid++) {
    if (!entityExists(world, eid) || !hasComponent(world, eid, c.Position)) continue
    const x = c.Position.x[eid] as number
    const y = c.Position.y[eid] as number
    const visible = world.vision.visible[y * world.dungeon.width + x] === 1
    const base = { eid, x, y, visible }
    if (hasComponent(world, eid, c.Player)) {
      out.push({ ...base, as: 'player', kind: -1, name: 'player', glyph: '@' })
    } else if (hasComponent(world, eid, c.Item)) {
      const info = world.kinds.items[c.Item.kind[eid] as number]
      out.push({
        ...base,
        as: 'item',
        kind: c.Item.kind[eid] as number,
        name: info?.name ?? '',
        glyph: info?.glyph ?? '?',
      })
    } else {
      const kind = c.Monster.kind[eid] as number
      const info = world.kinds.monsters[kind]
      const dead = hasComponent(world, eid, c.Corpse)
      out.push({
        ...base,
        as: dead ? 'corpse' : 'monster',
        kind,
        name: info?.name ?? '',
        glyph: dead ? '%' : (info?.glyph ?? '?'),
      })
    }
  }
  return out
}
