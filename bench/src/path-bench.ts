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

/**
 * A rooms-and-corridors map and 16 goals on its floor, the same for every contender. The k-th
 * map of a size has its own seed (the first is the one libtcod is timed on).
 */
export function pathScene(size: PathSize, k = 0): { map: TileMap; goals: Point[] } {
  const tail = k === 0 ? '' : `-${k}`
  const map = generateDungeon({
    seed: `path-${size.width}${tail}`,
    width: size.width,
    height: size.height,
    maxRooms: size.attempts,
  })
  const rng = createRng(`path-goals-${size.width}${tail}`)
  const floor = [...map.tiles.keys()].filter((i) => isWalkable(map.tiles[i] as number))
  const goals = Array.from({ length: 16 }, () => {
    const i = floor[rng.int(0, floor.length - 1)] as number
    return { x: i % map.width, y: Math.floor(i / map.width) }
  })
  return { map, goals }
}

/**
 * Maps per size. Every contender takes them in turn, call by call, as a game's monsters search
 * whatever level they are on: an input held in a constant lets the compiler fold the arrays'
 * addresses and lengths into the code, which a function given its map as an argument never gets.
 * On one constant 80×45 map the tight 4-neighbour reference runs in 3.0 µs; reading the same
 * scene out of an array, 5.6 µs.
 */
export const PATH_MAPS = 4

/** One size's maps, their goals, and what each contender reuses on each. */
function pathScenes(size: PathSize) {
  return Array.from({ length: PATH_MAPS }, (_, k) => {
    const { map, goals } = pathScene(size, k)
    return {
      map,
      goals,
      index: goals.map((g) => g.y * map.width + g.x),
      tight: tightPathScene(map),
      out: new Float64Array(map.width * map.height),
    }
  })
}

/**
 * Throws unless Delve's Dijkstra map and the tight references agree on every map for every goal,
 * with 8 neighbours and with 4, tile for tile.
 */
export function checkPathAgreement(size: PathSize): void {
  for (const { map, goals, tight } of pathScenes(size)) {
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
}

/**
 * The Dijkstra maps over one size: with 8 neighbours (Delve's default, against rot.js too, and
 * with several goals or weighted steps for scale) or with 4. The reference is the tight
 * breadth-first search over a mask made once per map, reusing its output and queue; Delve is
 * given `out`, as the monster turn gives it, and reads the tiles themselves. Call i searches map
 * i mod PATH_MAPS from the next of its goals.
 */
export function pathGroup(size: PathSize, diagonal: boolean): Group {
  const scenes = pathScenes(size)
  const { width, height } = size
  const scene = (i: number) => scenes[i % PATH_MAPS] as (typeof scenes)[number]
  const nth = (i: number) => Math.floor(i / PATH_MAPS) % 16
  const goal = (i: number) => scene(i).goals[nth(i)] as Point
  const at = (i: number) => scene(i).index[nth(i)] as number
  const title = `Dijkstra map over the whole ${width}×${height} map, one goal, ${diagonal ? 8 : 4} neighbours, unit cost`
  if (!diagonal) {
    return {
      title,
      reference: TIGHT_DIJKSTRA,
      cases: [
        {
          name: DELVE_DIJKSTRA,
          run: (i) =>
            void dijkstraMap(scene(i).map, [goal(i)], { diagonal: false, out: scene(i).out }),
        },
        { name: TIGHT_DIJKSTRA, run: (i) => void tightDistanceMap4(scene(i).tight, at(i)) },
        {
          name: 'Delve dijkstraMap, a new array each call',
          run: (i) => void dijkstraMap(scene(i).map, [goal(i)], { diagonal: false }),
        },
      ],
    }
  }
  // rot.js searches from its target until it reaches the asked-for start: asking for a tile it
  // cannot reach makes it spread over the whole map, as a Dijkstra map does.
  const passable = scenes.map(
    ({ map: { tiles } }) =>
      (x: number, y: number) =>
        x >= 0 && y >= 0 && x < width && y < height && isWalkable(tiles[y * width + x] as number),
  )
  const costs = new Uint8Array(width * height).map((_, i) => 1 + (i % 3))
  const cases: Case[] = [
    {
      name: DELVE_DIJKSTRA,
      run: (i) => void dijkstraMap(scene(i).map, [goal(i)], { out: scene(i).out }),
    },
    { name: TIGHT_DIJKSTRA, run: (i) => void tightDistanceMap8(scene(i).tight, at(i)) },
    {
      name: ROT_DIJKSTRA,
      run: (i) =>
        new ROT.Path.Dijkstra(
          goal(i).x,
          goal(i).y,
          passable[i % PATH_MAPS] as (x: number, y: number) => boolean,
          {
            topology: 8,
          },
        ).compute(-1, -1, () => {}),
    },
    {
      name: 'Delve dijkstraMap, a new array each call',
      run: (i) => void dijkstraMap(scene(i).map, [goal(i)]),
    },
    {
      name: 'Delve dijkstraMap, 4 goals',
      run: (i) =>
        void dijkstraMap(
          scene(i).map,
          [goal(i), goal(i + PATH_MAPS), goal(i + 2 * PATH_MAPS), goal(i + 3 * PATH_MAPS)],
          { out: scene(i).out },
        ),
    },
    {
      name: 'Delve dijkstraMap, tile costs 1–3, diagonal 3 / straight 2',
      run: (i) =>
        void dijkstraMap(scene(i).map, [goal(i)], {
          out: scene(i).out,
          costs,
          cardinalCost: 2,
          diagonalCost: 3,
        }),
    },
  ]
  return { title, reference: TIGHT_DIJKSTRA, cases }
}
