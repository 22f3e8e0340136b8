import { createRng, type DungeonOptions, generateDungeon } from '@delve/map'
import type { Case, Group } from './harness.js'
import { naiveRoomsAndCorridors, tightRoomsAndCorridors } from './map-references.js'
import { rotCase } from './rot-cases.js'

export interface MapSize {
  width: number
  height: number
  attempts: number
}

/** The sizes the targets speak of: the tutorial's map, a large one and a huge one. */
export const FULL_MAP_SIZES: readonly MapSize[] = [
  { width: 80, height: 45, attempts: 30 },
  { width: 200, height: 200, attempts: 333 },
  { width: 1000, height: 1000, attempts: 8333 },
]

export const SMOKE_MAP_SIZES: readonly MapSize[] = [
  { width: 40, height: 30, attempts: 10 },
  { width: 60, height: 60, attempts: 30 },
]

export const ROOM_MIN = 6
export const ROOM_MAX = 10
export const TIGHT_REFERENCE = 'tight typed-array (reference)'
export const DELVE_ROOMS = 'Delve rooms-and-corridors'

export function mapGroupTitle({ width, height, attempts }: MapSize): string {
  return `Map generation ${width}×${height}, ${attempts} attempts, rooms ${ROOM_MIN}–${ROOM_MAX}`
}

/** Every contender for one map size; seeds follow the iteration, the same for all of them. */
export function mapGroup(size: MapSize): Group {
  const { width, height, attempts } = size
  const options = (algorithm: DungeonOptions['algorithm']): DungeonOptions => ({
    algorithm,
    width,
    height,
    maxRooms: attempts,
    roomMinSize: ROOM_MIN,
    roomMaxSize: ROOM_MAX,
  })
  // Options and seeds are made before timing, so the timed call is the generator alone.
  const SEEDS = 64
  const delve = (name: string, algorithm: DungeonOptions['algorithm']): Case => {
    const base = options(algorithm)
    const perSeed = Array.from({ length: SEEDS }, (_, seed) => ({ ...base, seed }))
    return { name, run: (i) => void generateDungeon(perSeed[i % SEEDS] as DungeonOptions) }
  }
  return {
    title: mapGroupTitle(size),
    reference: TIGHT_REFERENCE,
    cases: [
      delve(DELVE_ROOMS, 'rooms-and-corridors'),
      delve('Delve BSP', 'bsp'),
      {
        name: TIGHT_REFERENCE,
        run: (i) =>
          void tightRoomsAndCorridors(
            width,
            height,
            attempts,
            ROOM_MIN,
            ROOM_MAX,
            createRng(i % SEEDS),
          ),
      },
      {
        name: 'array of objects',
        run: (i) =>
          void naiveRoomsAndCorridors(
            width,
            height,
            attempts,
            ROOM_MIN,
            ROOM_MAX,
            createRng(i % SEEDS),
          ),
      },
      rotCase('Uniform', width, height),
      rotCase('Digger', width, height),
      rotCase('Rogue', width, height),
    ],
  }
}
