import { ALGORITHM_NAMES, dijkstraMap, generateDungeon } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { explorerIn } from '../../test/helpers.js'
import { exploreStep, playTurn } from '../index.js'

const EXPLORE_RUNS = 100

describe('exploreStep on generated dungeons', () => {
  it('explores every tile reachable from the start, never stepping into a wall', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 20, max: 60 }),
        fc.integer({ min: 15, max: 40 }),
        (algorithm, seed, width, height) => {
          const dungeon = generateDungeon({ seed, width, height, algorithm })
          const { world, player } = explorerIn(dungeon, 8)
          const reach = dijkstraMap(dungeon, [dungeon.start])
          const reachable = [...reach.keys()].filter((i) => reach[i] !== Number.POSITIVE_INFINITY)
          // Each frontier tile is reached once, by a path no longer than the level.
          const limit = reachable.length * (reachable.length + 1)
          let stopped = ''
          for (let turn = 0; turn < limit && !stopped; turn++) {
            const decision = exploreStep(world, player)
            if (decision.kind === 'stop') {
              stopped = decision.reason
              break
            }
            const { dx, dy } = decision
            expect(playTurn(world, player, { kind: 'move', dx, dy }).taken).toBe(true)
          }
          expect(stopped).toBe('explored')
          expect(reachable.filter((i) => world.vision.explored[i] !== 1)).toEqual([])
        },
      ),
      { numRuns: EXPLORE_RUNS },
    )
  })
})
