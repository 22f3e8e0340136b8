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
import { tightDistanceMap } from './path-references.js'

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

export const DELVE_DIJKSTRA = 'Delve dijkstraMap'
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

/** Throws unless Delve's Dijkstra map and the tight reference agree for every goal. */
export function checkPathAgreement(size: PathSize): void {
  const { map, goals } = pathScene(size)
  for (const g of goals) {
    const a = dijkstraMap(map, [g])
    const b = tightDistanceMap(map, g.x, g.y)
    const i = a.findIndex((v, j) => v !== b[j])
    if (i >= 0) throw new Error(`distances differ at tile ${i} for goal (${g.x}, ${g.y})`)
  }
}

export function pathGroup(size: PathSize): Group {
  const { map, goals } = pathScene(size)
  const { width, height, tiles } = map
  const out = new Float64Array(width * height)
  const goal = (i: number) => goals[i % goals.length] as Point
  // rot.js searches from its target until it reaches the asked-for start: asking for a tile it
  // cannot reach makes it spread over the whole map, as a Dijkstra map does.
  const passable = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && isWalkable(tiles[y * width + x] as number)
  const costs = new Uint8Array(width * height).map((_, i) => 1 + (i % 3))
  const cases: Case[] = [
    { name: DELVE_DIJKSTRA, run: (i) => void dijkstraMap(map, [goal(i)], { out }) },
    { name: TIGHT_DIJKSTRA, run: (i) => void tightDistanceMap(map, goal(i).x, goal(i).y) },
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
      name: 'Delve dijkstraMap, 4 goals',
      run: (i) => void dijkstraMap(map, [goal(i), goal(i + 1), goal(i + 2), goal(i + 3)], { out }),
    },
    {
      name: 'Delve dijkstraMap, tile costs 1–3, diagonal 3 / straight 2',
      run: (i) =>
        void dijkstraMap(map, [goal(i)], { out, costs, cardinalCost: 2, diagonalCost: 3 }),
    },
  ]
  return {
    title: `Dijkstra map over the whole ${width}×${height} map, one goal, 8 neighbours, unit cost`,
    reference: TIGHT_DIJKSTRA,
    cases,
  }
}
