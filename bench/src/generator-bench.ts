import { type DungeonOptions, generateDungeon, isConnected } from '@delve/map'
import type { Case, Group } from './harness.js'
import { rotCase } from './rot-cases.js'

/** A size for the later generators' groups, and how many maps to flood-fill for connectivity. */
export interface GeneratorSize {
  width: number
  height: number
  /** Room placement attempts (rooms and mazes, rooms and corridors with doors). */
  attempts: number
  /** Maps per contender checked for connectivity before timing. */
  survey: number
}

export const FULL_GENERATOR_SIZES: readonly GeneratorSize[] = [
  { width: 80, height: 45, attempts: 30, survey: 100 },
  { width: 1000, height: 1000, attempts: 8333, survey: 3 },
]
export const SMOKE_GENERATOR_SIZES: readonly GeneratorSize[] = [
  { width: 40, height: 30, attempts: 10, survey: 5 },
  { width: 60, height: 60, attempts: 30, survey: 3 },
]

export const DELVE_CAVES = 'Delve caves'
export const DELVE_MAZES = 'Delve rooms-and-mazes'
export const DELVE_MAZES_DOORS = 'Delve rooms-and-mazes, doors'
export const DELVE_DRUNKARD = 'Delve drunkard'
export const ROT_CELLULAR = 'rot.js Cellular + connect'
export const ROT_CELLULAR_ALONE = 'rot.js Cellular, no connect'
export const ROT_ELLER = 'rot.js EllerMaze'
export const ROT_ICEY = 'rot.js IceyMaze'
export const ROT_DIGGER = 'rot.js Digger'

/**
 * Above this many tiles rot.js's `connect` is not run: it is quadratic (about 0.35 s at 320×180,
 * and 163 s for one 1000×1000 map, measured once on the machine BENCHMARKS.md was first run on).
 */
export const ROT_CONNECT_LIMIT = 250_000

/** The connectivity survey of one run: maps checked and maps not connected, per contender. */
export type Survey = Map<string, { disconnected: number; maps: number }>

/** Adds one contender's survey at one size to the run's totals. */
function tally(record: Survey, name: string, disconnected: number, maps: number): void {
  const total = record.get(name) ?? { disconnected: 0, maps: 0 }
  record.set(name, { disconnected: total.disconnected + disconnected, maps: total.maps + maps })
}

/** A Delve generator: seeds follow the iteration; its maps are checked connected before timing. */
function delveCase(name: string, options: DungeonOptions, survey: number, record: Survey): Case {
  const perSeed = Array.from({ length: 64 }, (_, seed) => ({ ...options, seed }))
  return {
    name,
    setup() {
      let disconnected = 0
      for (let seed = 0; seed < survey; seed++) {
        const d = generateDungeon({ ...options, seed })
        if (!isConnected(d, d.start)) disconnected++
      }
      tally(record, name, disconnected, survey)
      if (disconnected > 0) throw new Error(`${name}: ${disconnected} maps not connected`)
    },
    run: (i) => void generateDungeon(perSeed[i % 64] as DungeonOptions),
    note: () => (survey > 0 ? `connected in all ${survey} maps` : undefined),
  }
}

function rot(kind: Parameters<typeof rotCase>[0], size: GeneratorSize, record: Survey): Case {
  return rotCase(kind, size.width, size.height, {
    survey: size.survey,
    onSurvey: (disconnected, maps) => tally(record, `rot.js ${kind}`, disconnected, maps),
  })
}

/**
 * Caves and the drunkard's walk against rot.js's cellular automaton with its `connect` (Delve's
 * caves are always connected; rot.js's are after `connect`). On maps too big for `connect` (it
 * is quadratic: about 160 s for one 1000×1000 map) rot.js runs its automaton alone.
 */
export function cavesGroup(size: GeneratorSize, record: Survey): Group {
  const { width, height } = size
  const base = { width, height }
  const big = width * height > ROT_CONNECT_LIMIT
  return {
    title: `Caves ${width}×${height}: cellular automaton (45 % rock, 4 rounds), every cave joined`,
    reference: DELVE_CAVES,
    cases: [
      delveCase(DELVE_CAVES, { ...base, algorithm: 'caves' }, size.survey, record),
      delveCase(
        'Delve caves, largest only',
        { ...base, algorithm: 'caves', caveConnect: 'largest' },
        size.survey,
        record,
      ),
      delveCase(DELVE_DRUNKARD, { ...base, algorithm: 'drunkard' }, size.survey, record),
      ...(big ? [] : [rot('Cellular + connect', size, record)]),
      rot('Cellular, no connect', size, record),
    ],
  }
}

/** Rooms and mazes, and doors, against rot.js's mazes and its dungeon with doors (Digger). */
export function mazesGroup(size: GeneratorSize, record: Survey): Group {
  const { width, height, attempts } = size
  const rooms = { width, height, maxRooms: attempts, roomMinSize: 6, roomMaxSize: 10 }
  return {
    title: `Mazes and doors ${width}×${height}, ${attempts} room attempts, rooms 6–10`,
    reference: DELVE_MAZES,
    cases: [
      delveCase(DELVE_MAZES, { ...rooms, algorithm: 'rooms-and-mazes' }, size.survey, record),
      delveCase(
        DELVE_MAZES_DOORS,
        { ...rooms, algorithm: 'rooms-and-mazes', doors: true },
        size.survey,
        record,
      ),
      delveCase(
        'Delve rooms-and-corridors, doors',
        { ...rooms, algorithm: 'rooms-and-corridors', doors: true },
        size.survey,
        record,
      ),
      rot('EllerMaze', size, record),
      rot('IceyMaze', size, record),
      rot('Digger', size, record),
    ],
  }
}
