import { computeFov, createRng, generateDungeon, isTransparent, type TileMap } from '@delve/map'
import * as ROT from 'rot-js'
import { publishedFov } from './fov-reference.js'
import type { Case, Group } from './harness.js'

export interface FovSize {
  width: number
  height: number
  /** Room placement attempts for the rooms-and-corridors map the views are taken on. */
  attempts: number
}

/** A map and the floor tiles to look from, the same for every contender. */
export interface FovScene {
  /** What the map is, for the group's title. */
  label: string
  map: TileMap
  origins: { x: number; y: number }[]
  /** The smaller scene this one's map repeats, its views the same as this one's. */
  repeats?: FovScene
}

/** Which views a run times: a scene and a radius (0: unlimited). */
export interface FovPlan {
  scene: () => FovScene
  radius: number
}

const TUTORIAL_MAP: FovSize = { width: 80, height: 45, attempts: 30 }

export const FULL_FOV_PLAN: readonly FovPlan[] = [
  { scene: () => dungeonScene(TUTORIAL_MAP), radius: 8 },
  { scene: () => dungeonScene(TUTORIAL_MAP), radius: 0 },
  // The same 80×45 dungeon over and over: a 1000×1000 map whose every view looks like one on
  // the small map, so the two radius-8 costs differ only by what the map's size costs.
  { scene: () => repeatedScene(dungeonScene(TUTORIAL_MAP), 1000, 1000), radius: 8 },
  { scene: () => dungeonScene({ width: 1000, height: 1000, attempts: 8333 }), radius: 8 },
  { scene: () => dungeonScene({ width: 1000, height: 1000, attempts: 8333 }), radius: 0 },
]
export const SMOKE_FOV_PLAN: readonly FovPlan[] = [
  { scene: () => dungeonScene({ width: 40, height: 30, attempts: 12 }), radius: 8 },
  { scene: () => dungeonScene({ width: 40, height: 30, attempts: 12 }), radius: 0 },
  {
    scene: () => repeatedScene(dungeonScene({ width: 40, height: 30, attempts: 12 }), 100, 100),
    radius: 8,
  },
]

export const DELVE_FOV = 'Delve computeFov (reused array)'
export const PUBLISHED_FOV = 'published algorithm, straightforward port (reference)'
export const ROT_PRECISE = 'rot.js PreciseShadowcasting'
export const ROT_RECURSIVE = 'rot.js RecursiveShadowcasting'

/** A rooms-and-corridors map and 64 random floor tiles to look from. */
export function dungeonScene(size: FovSize): FovScene {
  const map = generateDungeon({
    seed: `fov-${size.width}`,
    width: size.width,
    height: size.height,
    maxRooms: size.attempts,
  })
  const rng = createRng(`fov-origins-${size.width}`)
  const floor = [...map.tiles.keys()].filter((i) => isTransparent(map.tiles[i] as number))
  const origins = Array.from({ length: 64 }, () => {
    const i = floor[rng.int(0, floor.length - 1)] as number
    return { x: i % map.width, y: Math.floor(i / map.width) }
  })
  return { label: `${size.width}×${size.height} rooms and corridors`, map, origins }
}

/** `scene`'s map repeated to fill `width` × `height`, looked at from a copy near the middle. */
export function repeatedScene(scene: FovScene, width: number, height: number): FovScene {
  const { map } = scene
  const tiles = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      tiles[y * width + x] = map.tiles[(y % map.height) * map.width + (x % map.width)] as number
    }
  }
  const dx = Math.floor(width / 2 / map.width) * map.width
  const dy = Math.floor(height / 2 / map.height) * map.height
  return {
    label: `${width}×${height}: the ${map.width}×${map.height} map repeated`,
    map: { width, height, tiles },
    origins: scene.origins.map((o) => ({ x: o.x + dx, y: o.y + dy })),
    repeats: scene,
  }
}

export function fovGroupTitle(scene: FovScene, radius: number): string {
  const reach = radius === 0 ? 'unlimited radius' : `radius ${radius}`
  return `Field of view on ${scene.label}, ${reach}, from random floor tiles`
}

/** The published port's view, as Delve's would be: 1 where visible within the radius. */
export function publishedView(map: TileMap, origin: { x: number; y: number }, radius: number) {
  const { width, height, tiles } = map
  const out = new Uint8Array(width * height)
  const r2 = radius === 0 ? Number.POSITIVE_INFINITY : radius * radius
  publishedFov(
    origin,
    (x, y) =>
      x < 0 || y < 0 || x >= width || y >= height || !isTransparent(tiles[y * width + x] as number),
    (x, y) => {
      const dx = x - origin.x
      const dy = y - origin.y
      if (x >= 0 && y >= 0 && x < width && y < height && dx * dx + dy * dy <= r2)
        out[y * width + x] = 1
    },
  )
  return out
}

/** Throws unless Delve and the published port see exactly the same from every origin. */
export function checkFovAgreement(scene: FovScene, radius: number): void {
  const { map, origins } = scene
  for (const origin of origins) {
    const a = computeFov(map, origin, radius)
    const b = publishedView(map, origin, radius)
    const i = a.findIndex((v, j) => v !== b[j])
    if (i >= 0) throw new Error(`FOV views differ at tile ${i} from (${origin.x}, ${origin.y})`)
  }
}

/** The case timing Delve's views on the scene a repeated map repeats. */
export const DELVE_FOV_REPEATED = 'Delve computeFov on the map repeated (reused array)'

/** Delve's views of `scene` from its origins in turn, into one array reused. */
function delveCase(name: string, scene: FovScene, radius: number): Case {
  const { map, origins } = scene
  const out = new Uint8Array(map.width * map.height)
  return {
    name,
    run: (i) =>
      void computeFov(map, origins[i % origins.length] as { x: number; y: number }, radius, out),
  }
}

export function fovGroup(scene: FovScene, radius: number): Group {
  const { map, origins } = scene
  const { width, height, tiles } = map
  const out = new Uint8Array(width * height)
  const lightPasses = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && isTransparent(tiles[y * width + x] as number)
  const mark = (x: number, y: number) => {
    out[y * width + x] = 1
  }
  // rot.js takes a radius always: unlimited is the map's diagonal.
  const rotRadius = radius === 0 ? Math.max(width, height) : radius
  const precise = new ROT.FOV.PreciseShadowcasting(lightPasses)
  const recursive = new ROT.FOV.RecursiveShadowcasting(lightPasses)
  const origin = (i: number) => origins[i % origins.length] as { x: number; y: number }
  const cases: Case[] = [
    delveCase(DELVE_FOV, scene, radius),
    // The same views on the map repeated, timed in the same rounds: what the size costs.
    ...(scene.repeats ? [delveCase(DELVE_FOV_REPEATED, scene.repeats, radius)] : []),
    { name: PUBLISHED_FOV, run: (i) => void publishedView(map, origin(i), radius) },
    { name: ROT_PRECISE, run: (i) => precise.compute(origin(i).x, origin(i).y, rotRadius, mark) },
    {
      name: ROT_RECURSIVE,
      run: (i) => recursive.compute(origin(i).x, origin(i).y, rotRadius, mark),
    },
  ]
  return { title: fovGroupTitle(scene, radius), reference: PUBLISHED_FOV, cases }
}
