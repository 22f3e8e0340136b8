import { ALGORITHM_NAMES, canStep, dijkstraMap, generateDungeon, isWalkable } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { explorerIn } from '../../test/helpers.js'
import { exploreStep, playTurn, spawnMonster } from '../index.js'

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

describe('the stop for a monster on generated dungeons', () => {
  it('offers a first step of a shortest known walk to the nearest monster in view, if any', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), (seed, pick) => {
        const dungeon = generateDungeon({ seed, width: 40, height: 24, algorithm: 'caves' })
        const { world, player } = explorerIn(dungeon, 8)
        const { width, tiles } = dungeon
        const seen = [...tiles.keys()].filter(
          (i) =>
            world.vision.visible[i] === 1 &&
            isWalkable(tiles[i] as number) &&
            world.occupancy[i] === 0,
        )
        fc.pre(seen.length > 0)
        const at = seen[pick % seen.length] as number
        const monster = spawnMonster(world, { x: at % width, y: Math.floor(at / width) }, 0)
        const decision = exploreStep(world, player)
        expect(decision).toMatchObject({ kind: 'stop', reason: 'monster', monster })
        // Walking distances over what the player knows: unexplored tiles are rock.
        const known = {
          width,
          height: dungeon.height,
          tiles: tiles.map((t, i) => (world.vision.explored[i] === 1 ? t : 0)),
        }
        const dist = dijkstraMap(known, [{ x: at % width, y: Math.floor(at / width) }])
        const { x, y } = dungeon.start
        const here = dist[y * width + x] as number
        const toward =
          decision.kind === 'stop' && decision.reason === 'monster' ? decision.toward : undefined
        if (toward === undefined) {
          expect(here).toBe(Number.POSITIVE_INFINITY)
        } else {
          expect(canStep(dungeon, x, y, toward.dx, toward.dy)).toBe(true)
          expect(dist[(y + toward.dy) * width + x + toward.dx]).toBe(here - 1)
        }
      }),
      { numRuns: EXPLORE_RUNS },
    )
  })
})
