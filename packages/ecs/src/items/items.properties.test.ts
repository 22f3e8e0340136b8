import { createRng, DIRS_8, generateDungeon, type Point } from '@delve/map'
import { sized } from '@delve/testing'
import { hasComponent, query } from 'bitecs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createGameWorld,
  floorItems,
  type GameWorld,
  giveInventory,
  inventoryOf,
  makeFighter,
  type PlayerAction,
  playTurn,
  populate,
  populateItems,
  restore,
  snapshot,
  spawnItem,
  spawnPlayer,
  type TurnEvents,
  visibilitySystem,
} from '../index.js'

/** A generated level with a sturdy player, monsters and plenty of items, all from `seed`. */
function stocked(seed: number) {
  // A small level crowded with items, some under the player's feet, so random play meets them.
  const dungeon = generateDungeon({ seed: `items-${seed}`, width: 30, height: 20, roomMaxSize: 8 })
  const world = createGameWorld(dungeon, { capacity: 512, generated: true })
  const player = spawnPlayer(world, undefined, { sight: 8 })
  makeFighter(world, player, { hp: 300, power: 5, defence: 2 })
  giveInventory(world, player, 6)
  const rng = createRng(seed)
  populate(world, dungeon, rng, 8)
  let made = populateItems(world, rng, 60, { minDistance: 0 }).length
  // One of each kind underfoot, equipment first, and the first six already in the pack (it holds six).
  for (let kind = world.kinds.items.length - 1; kind >= 0; kind--) {
    spawnItem(world, dungeon.start, kind)
    made++
  }
  visibilitySystem(world)
  for (let i = 0; i < 6; i++) playTurn(world, player, { kind: 'pickup' })
  return { world, player, made }
}

/**
 * An input as an action: steps most often, then pick-ups, drops and uses of a pack letter, each
 * use aimed at a monster or a tile near the player (in sight or not, in range or not).
 */
function toAction(world: GameWorld, player: number, n: number): PlayerAction {
  const pack = inventoryOf(world, player)
  const item = pack[(n >>> 4) % Math.max(1, pack.length)] ?? 0
  const { Position, Hostile } = world.components
  switch (n % 10) {
    case 8:
    case 9: {
      // Equipment, when the pack has some: otherwise equips would be rare.
      const { Item } = world.components
      const gear = pack.filter((i) => world.kinds.items[Item.kind[i] as number]?.equip)
      const piece = gear[(n >>> 4) % Math.max(1, gear.length)] ?? item
      return { kind: n % 10 === 8 ? 'equip' : 'unequip', item: piece }
    }
    case 0:
    case 1:
    case 2: {
      const [dx, dy] = DIRS_8[(n >>> 3) % 8] as readonly [number, number]
      return { kind: 'move', dx, dy }
    }
    case 3:
      return { kind: 'pickup' }
    case 4:
      return { kind: 'drop', item }
    case 5:
      return { kind: 'wait' }
    default: {
      const foes = [...query(world, [Hostile, Position])].sort((a, b) => a - b)
      const foe = foes[(n >>> 8) % Math.max(1, foes.length)]
      const near: Point = {
        x: (Position.x[player] as number) + (((n >>> 8) % 9) - 4),
        y: (Position.y[player] as number) + (((n >>> 12) % 9) - 4),
      }
      const inside =
        near.x >= 0 && near.y >= 0 && near.x < world.dungeon.width && near.y < world.dungeon.height
      const target =
        foe !== undefined && n % 2 === 0
          ? { x: Position.x[foe] as number, y: Position.y[foe] as number }
          : inside
            ? near
            : undefined
      return { kind: 'use', item, ...(target ? { target } : {}) }
    }
  }
}

const inputs = fc.array(fc.nat({ max: 0xffffff }), { minLength: 1, maxLength: 120 })

function play(
  world: GameWorld,
  player: number,
  log: readonly number[],
  onTurn = (_events: TurnEvents) => {},
) {
  for (const n of log) {
    if (hasComponent(world, player, world.components.Corpse)) return
    onTurn(playTurn(world, player, toAction(world, player, n)))
  }
}

describe('items over random play', () => {
  it('are conserved: on floors + in packs + used up = made, never both on a floor and in a pack', () => {
    const seen = { pickups: 0, drops: 0, uses: 0, refused: 0, equips: 0 }
    const runs = sized(100, 200)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), inputs, (seed, log) => {
        const { world, player, made } = stocked(seed)
        const { Item, Carried, Position, Inventory } = world.components
        let used = 0
        play(world, player, log, (events) => {
          used += events.uses.length
          seen.pickups += events.pickups.length
          seen.drops += events.drops.length
          seen.uses += events.uses.length
          seen.refused += events.refused ? 1 : 0
          seen.equips += events.equips.length
          const floor = floorItems(world).length
          const packed = inventoryOf(world, player).length
          expect(floor + packed + used).toBe(made)
          expect(packed).toBeLessThanOrEqual(Inventory.capacity[player] as number)
          for (const eid of query(world, [Item])) {
            expect(hasComponent(world, eid, Carried)).not.toBe(hasComponent(world, eid, Position))
          }
        })
      }),
      // One seed, so the counts below are of the same play every time: drawn afresh, 100 runs
      // made from 5 to 17 pick-ups (a full pack refuses most), and a bound of 5 failed one run.
      { numRuns: runs, seed: 110 },
    )
    console.log('items over random play:', JSON.stringify(seen))
    // The random play did exercise every action, refusals included (bounds set for 200 runs,
    // scaled to the runs played).
    expect(seen.pickups).toBeGreaterThan((10 * runs) / 200)
    expect(seen.drops).toBeGreaterThan((20 * runs) / 200)
    expect(seen.uses).toBeGreaterThan((5 * runs) / 200)
    expect(seen.refused).toBeGreaterThan((50 * runs) / 200)
    expect(seen.equips).toBeGreaterThan((20 * runs) / 200)
  })

  it('replay to an equal world, and a restore at any turn plays on identically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), inputs, fc.nat(), (seed, log, cut) => {
        const a = stocked(seed)
        play(a.world, a.player, log)
        const b = stocked(seed)
        play(b.world, b.player, log)
        expect(snapshot(b.world)).toEqual(snapshot(a.world))
        const c = stocked(seed)
        const k = cut % (log.length + 1)
        play(c.world, c.player, log.slice(0, k))
        const restored = restore(JSON.parse(JSON.stringify(snapshot(c.world))))
        play(restored, c.player, log.slice(k))
        expect(snapshot(restored)).toEqual(snapshot(a.world))
      }),
      { numRuns: sized(50, 150) },
    )
  })
})
