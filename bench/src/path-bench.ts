import {
  createRng,
  dijkstraMap,
  generateDungeon,
  isWalkable,
  type Point,
  type TileMap,
} from '@delve/map'
import * as ROT from 'rot-js'
import type { Case, Group } from './harness.js'
import { tightDistanceMap4, tightDistanceMap8, tightPathScene } from './path-references.js'

export interface PathSize {
  width: number
  height: number
  attempts: number
}

export const FULL_PATH_SIZES: readonly PathSize[] = [
  { width: 80, height: 45, attempts: 30 },
  { width: 1000, height: 1000, attempts: 8333 },
]
export const SMOKE_PATH_SIZES: readonly PathSize[] = [{ width: 40, height: 30, attempts: 12 }]

export const DELVE_DIJKSTRA = 'Delve dijkstraMap (reused out)'
export const TIGHT_DIJKSTRA = 'tight typed-array breadth-first (reference)'
export const ROT_DIJKSTRA = 'rot.js Path.Dijkstra'

/** A rooms-and-corridors map and 16 goals on its floor, the same for every contender. */
export function pathScene(size: PathSize): { map: TileMap; goals: Point[] } {
  const map = generateDungeon({
    seed: `path-${size.width}`,
    width: size.width,
    height: size.height,
    maxRooms: size.attempts,
  })
  const rng = createRng(`path-goals-${size.width}`)
  const floor = [...map.tiles.keys()].filter((i) => isWalkable(map.tiles[i] as number))
  const goals = Array.from({ length: 16 }, () => {
    const i = floor[rng.int(0, floor.length - 1)] as number
    return { x: i % map.width, y: Math.floor(i / map.width) }
  })
  return { map, goals }
}

/**
 * Throws unless Delve's Dijkstra map and the tight references agree for every goal, with 8
 * neighbours and with 4, tile for tile.
 */
export function checkPathAgreement(size: PathSize): void {
  const { map, goals } = pathScene(size)
  const tight = tightPathScene(map)
  for (const diagonal of [true, false]) {
    for (const g of goals) {
      const a = dijkstraMap(map, [g], { diagonal })
      const goal = g.y * map.width + g.x
      const b = diagonal ? tightDistanceMap8(tight, goal) : tightDistanceMap4(tight, goal)
      const i = a.findIndex((v, j) => v !== b[j])
      if (i >= 0) {
        throw new Error(
          `distances differ at tile ${i} for goal (${g.x}, ${g.y}), ${diagonal ? 8 : 4} neighbours`,
        )
      }
    }
  }
}

/**
 * The Dijkstra maps over one size: with 8 neighbours (Delve's default, against rot.js too, and
 * with several goals or weighted steps for scale) or with 4. The reference is the tight
 * breadth-first search over a mask made once per map, reusing its output and queue; Delve is
 * given `out`, as the monster turn gives it, and reads the tiles themselves.
 */
export function pathGroup(size: PathSize, diagonal: boolean): Group {
  const { map, goals } = pathScene(size)
  const { width, height, tiles } = map
  const out = new Float64Array(width * height)
  const tight = tightPathScene(map)
  const goal = (i: number) => goals[i % goals.length] as Point
  const index = goals.map((g) => g.y * width + g.x)
  const at = (i: number) => index[i % index.length] as number
  const title = `Dijkstra map over the whole ${width}×${height} map, one goal, ${diagonal ? 8 : 4} neighbours, unit cost`
  if (!diagonal) {
    return {
      title,
      reference: TIGHT_DIJKSTRA,
      cases: [
        {
          name: DELVE_DIJKSTRA,
          run: (i) => void dijkstraMap(map, [goal(i)], { diagonal: false, out }),
        },
        { name: TIGHT_DIJKSTRA, run: (i) => void tightDistanceMap4(tight, at(i)) },
        {
          name: 'Delve dijkstraMap, a new array each call',
          run: (i) => void dijkstraMap(map, [goal(i)], { diagonal: false }),
        },
      ],
    }
  }
  // rot.js searches from its target until it reaches the asked-for start: asking for a tile it
  // cannot reach makes it spread over the whole map, as a Dijkstra map does.
  const passable = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && isWalkable(tiles[y * width + x] as number)
  const costs = new Uint8Array(width * height).map((_, i) => 1 + (i % 3))
  const cases: Case[] = [
    { name: DELVE_DIJKSTRA, run: (i) => void dijkstraMap(map, [goal(i)], { out }) },
    { name: TIGHT_DIJKSTRA, run: (i) => void tightDistanceMap8(tight, at(i)) },
    {
      name: ROT_DIJKSTRA,
      run: (i) =>
        new ROT.Path.Dijkstra(goal(i).x, goal(i).y, passable, { topology: 8 }).compute(
          -1,
          -1,
          () => {},
        ),
    },
    {
      name: 'Delve dijkstraMap, a new array each call',
      run: (i) => void dijkstraMap(map, [goal(i)]),
    },
    {
      name: 'Delve dijkstraMap, 4 goals',
      run: (i) => void dijkstraMap(map, [goal(i), goal(i + 1), goal(i + 2), goal(i + 3)], { out }),
    },
    {
      name: 'Delve dijkstraMap, tile costs 1–3, diagonal 3 / straight 2',
      run: (i) =>
        void dijkstraMap(map, [goal(i)], { out, costs, cardinalCost: 2, diagonalCost: 3 }),
    },
  ]
  return { title, reference: TIGHT_DIJKSTRA, cases }
}
