import { ALGORITHM_NAMES, type AlgorithmName, generateDungeon } from '@delve/map'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { explorerIn } from '../../test/helpers.js'
import type { GameWorld } from '../world/game-world.js'
import { FRONTIER, STAIRS_DOWN } from './goal-map.js'
import { stepToward } from './search.js'

function startWorld(algorithm: AlgorithmName, seed: number, width: number, height: number) {
  return explorerIn(generateDungeon({ seed, width, height, algorithm }), 6)
}

function decisions(world: GameWorld, player: number, goals: number[], budget: number): unknown[] {
  return goals.map((goal) => stepToward(world, player, goal, budget))
}

describe.each([
  ['compiled', false],
  ['in JavaScript (no WebAssembly)', true],
])('the goals’ distance maps, kept up to date tile by tile, %s', (_, withoutWasm) => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('answer as a full search and as a world that learnt the same tiles at once, as tiles are explored, forgotten and changed, few or all at once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 12, max: 40 }),
        fc.integer({ min: 12, max: 30 }),
        fc.array(
          fc.tuple(
            fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 40 }),
            // Now and then the whole level at once: all forgotten or all explored.
            fc.option(fc.boolean(), { freq: 6 }),
            // Tiles changed (a door dug out, a wall raised), explored or not.
            fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 4 })), { maxLength: 6 }),
          ),
          { minLength: 1, maxLength: 25 },
        ),
        (algorithm, seed, width, height, rounds) => {
          if (withoutWasm) vi.stubGlobal('WebAssembly', undefined)
          const kept = startWorld(algorithm, seed, width, height)
          const { Position } = kept.world.components
          const at =
            (Position.y[kept.player] as number) * width + (Position.x[kept.player] as number)
          const { tiles } = kept.world.dungeon
          const own = tiles[at] as number
          for (const [flips, all, digs] of rounds) {
            if (all !== null) kept.world.vision.explored.fill(all ? 1 : 0)
            for (const [tile, code] of digs) tiles[tile % (width * height)] = code
            tiles[at] = own
            // Marks set and cleared (a level forgotten, a save loaded), the player's own kept.
            for (const [tile, mark] of flips)
              kept.world.vision.explored[tile % (width * height)] = mark ? 1 : 0
            kept.world.vision.explored[at] = 1
            const fresh = startWorld(algorithm, seed, width, height)
            fresh.world.vision.explored.set(kept.world.vision.explored)
            fresh.world.dungeon.tiles.set(tiles)
            const goals = [FRONTIER, STAIRS_DOWN, (flips[0]?.[0] ?? 0) % (width * height)]
            const byMap = decisions(kept.world, kept.player, goals, 0)
            expect(byMap).toEqual(
              decisions(kept.world, kept.player, goals, Number.POSITIVE_INFINITY),
            )
            expect(byMap).toEqual(decisions(fresh.world, fresh.player, goals, 0))
          }
        },
      ),
      { numRuns: 100 },
    )
  })
})
