import { generateDungeon, isWalkable } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { occupancyFromPositions } from '../test/helpers.js'
import {
  createGameWorld,
  nearestFreeTile,
  setIntent,
  spawnEntity,
  spawnPlayer,
  step,
} from './index.js'

const unit = fc.integer({ min: -1, max: 1 })

describe('movement invariants over random dungeons and intents', () => {
  it('nobody ends on a wall or outside, blockers never share a tile, occupancy stays true', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.array(fc.tuple(unit, unit), { minLength: 13, maxLength: 13 }), {
          minLength: 1,
          maxLength: 40,
        }),
        (seed, monsters, turns) => {
          const dungeon = generateDungeon({
            seed,
            width: 30,
            height: 20,
            roomMinSize: 4,
            roomMaxSize: 7,
          })
          const world = createGameWorld(dungeon, { capacity: 32 })
          const movers = [spawnPlayer(world)]
          for (let m = 0; m < monsters; m++) {
            const at = nearestFreeTile(
              world,
              dungeon.rooms[m % dungeon.rooms.length]?.center ?? dungeon.start,
            )
            if (at) movers.push(spawnEntity(world, at))
          }
          const { Position } = world.components
          for (const intents of turns) {
            movers.forEach((eid, i) => {
              const [dx, dy] = intents[i] as [number, number]
              setIntent(world, eid, dx, dy)
            })
            step(world)
            const seen = new Set<number>()
            for (const eid of movers) {
              const x = Position.x[eid] as number
              const y = Position.y[eid] as number
              expect(x >= 0 && y >= 0 && x < dungeon.width && y < dungeon.height).toBe(true)
              expect(isWalkable(dungeon.tiles[y * dungeon.width + x] as number)).toBe(true)
              seen.add(y * dungeon.width + x)
            }
            expect(seen.size).toBe(movers.length)
            expect(world.occupancy).toEqual(occupancyFromPositions(world, movers))
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
