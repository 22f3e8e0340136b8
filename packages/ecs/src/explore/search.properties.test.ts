import { ALGORITHM_NAMES, DIRS_8, generateDungeon, isWalkable, Tile } from '@delve/map'
import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { explorerIn } from '../../test/helpers.js'
import { exploreStep, playTurn } from '../index.js'
import type { GameWorld } from '../world/game-world.js'
import type { WalkDecision } from './decision.js'
import { FRONTIER, STAIRS_DOWN } from './goal-map.js'
import { stepToward } from './search.js'

/**
 * The walks' decision written plainly: a breadth-first search from the player over explored
 * walkable tiles, 8 neighbours in DIRS_8's order, the corner rule on what the player knows, no
 * first step onto an occupied tile, stopped at the first goal taken off the queue (never the
 * player's own tile); its first step, or `unreachable`.
 */
function reference(world: GameWorld, player: number, isGoal: (i: number) => boolean): WalkDecision {
  const { width, height, tiles } = world.dungeon
  const { explored } = world.vision
  const open = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < width &&
    y < height &&
    explored[y * width + x] === 1 &&
    isWalkable(tiles[y * width + x] as number)
  const px = world.components.Position.x[player] as number
  const py = world.components.Position.y[player] as number
  const firstStep = new Map<number, number>()
  const queue: [number, number][] = [[px, py]]
  firstStep.set(py * width + px, -1)
  for (let head = 0; head < queue.length; head++) {
    const [x, y] = queue[head] as [number, number]
    const way = firstStep.get(y * width + x) as number
    if (head > 0 && isGoal(y * width + x)) {
      const [dx, dy] = DIRS_8[way] as readonly [number, number]
      return { kind: 'step', dx, dy }
    }
    DIRS_8.forEach(([dx, dy], d) => {
      const n = (y + dy) * width + x + dx
      if (firstStep.has(n) || !open(x + dx, y + dy)) return
      if (dx !== 0 && dy !== 0 && !open(x + dx, y) && !open(x, y + dy)) return
      if (head === 0 && world.occupancy[n] !== 0) return
      firstStep.set(n, head === 0 ? d : way)
      queue.push([x + dx, y + dy])
    })
  }
  return { kind: 'stop', reason: 'unreachable' }
}

function frontierTile(world: GameWorld, i: number): boolean {
  const { width, height } = world.dungeon
  const x = i % width
  const y = (i - x) / width
  for (const [dx, dy] of DIRS_8) {
    const nx = x + dx
    const ny = y + dy
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
    if (world.vision.explored[ny * width + nx] !== 1) return true
  }
  return false
}

/** Every goal kind and every way through `stepToward` (the map alone, a short search, a full one). */
function expectSameDecisions(world: GameWorld, player: number, travelTo: number): void {
  const kinds: [number, (i: number) => boolean][] = [
    [FRONTIER, (i) => frontierTile(world, i)],
    [STAIRS_DOWN, (i) => world.dungeon.tiles[i] === Tile.StairsDown],
    [travelTo, (i) => i === travelTo],
  ]
  for (const [goal, isGoal] of kinds) {
    const expected = reference(world, player, isGoal)
    for (const budget of [0, 5, Number.POSITIVE_INFINITY]) {
      expect(stepToward(world, player, goal, budget)).toEqual(expected)
    }
  }
}

describe('stepToward, the search and the goals’ distance map, against a plain search', () => {
  it('gives the same first step on generated levels, through exploration, extra explored tiles and blockers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 12, max: 50 }),
        fc.integer({ min: 12, max: 36 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (algorithm, seed, width, height, salt) => {
          const dungeon = generateDungeon({ seed, width, height, algorithm })
          const { world, player } = explorerIn(dungeon, 6)
          let r = salt
          const random = (n: number) => {
            r = (Math.imul(r, 1103515245) + 12345) >>> 0
            return (r >>> 8) % n
          }
          const size = width * height
          for (let turn = 0; turn < 60; turn++) {
            expectSameDecisions(world, player, random(size))
            // Now and then a patch explored from elsewhere (a map read, a save), and blockers
            // around the player for the length of one comparison.
            if (random(4) === 0) {
              const x0 = random(width)
              const y0 = random(height)
              for (let y = y0; y < Math.min(height, y0 + 1 + random(8)); y++) {
                for (let x = x0; x < Math.min(width, x0 + 1 + random(12)); x++) {
                  world.vision.explored[y * width + x] = 1
                }
              }
            }
            if (random(3) === 0) {
              const px = world.components.Position.x[player] as number
              const py = world.components.Position.y[player] as number
              const blocked: number[] = []
              for (const [dx, dy] of DIRS_8) {
                const n = (py + dy) * width + px + dx
                if (random(3) === 0 && world.occupancy[n] === 0) {
                  world.occupancy[n] = 9999
                  blocked.push(n)
                }
              }
              expectSameDecisions(world, player, random(size))
              for (const n of blocked) world.occupancy[n] = 0
            }
            const decision = exploreStep(world, player)
            if (decision.kind === 'stop') break
            playTurn(world, player, { kind: 'move', dx: decision.dx, dy: decision.dy })
          }
        },
      ),
      { numRuns: sized(40, 150) },
    )
    // 150 levels at the deep size, 40 at the quick one: a search and map that part ways (a tie
    // broken otherwise, the corner rule, a first step onto a blocker, the budget's edge) do so
    // within a few turns on most levels, each turn nine comparisons.
  })
})
