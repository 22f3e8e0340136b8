import { performance } from 'node:perf_hooks'
import { isConnected } from '@delve/map'
import * as ROT from 'rot-js'
import type { Case } from './harness.js'

/** rot.js gives up after this long (its default), leaving a partial map. */
const ROT_TIME_LIMIT_MS = 1000

/**
 * The rot.js generators timed: its rooms-and-corridors kinds, its cellular automaton with its
 * `connect` (and without, where `connect` is too slow to run), and its two perfect mazes.
 */
export type RotGenerator =
  | 'Uniform'
  | 'Digger'
  | 'Rogue'
  | 'Cellular + connect'
  | 'Cellular, no connect'
  | 'EllerMaze'
  | 'IceyMaze'

/** The rot.js generators that stop on a clock. */
const TIMED: ReadonlySet<RotGenerator> = new Set(['Uniform', 'Digger'])

/**
 * One rot.js map into `tiles` (wall 0, floor 1), seeded: rot.js callbacks give 0 for open and 1
 * for wall. The cellular automaton runs as Delve's caves do by default: 45 % rock, rot.js's
 * default rule (born 5–8, survive 4–8 rock neighbours: rock is its "alive"), 4 rounds.
 */
export function rotMap(
  kind: RotGenerator,
  width: number,
  height: number,
  seed: number,
  tiles: Uint8Array,
): void {
  ROT.RNG.setSeed(seed)
  tiles.fill(0)
  const write = (x: number, y: number, wall: number) => {
    tiles[y * width + x] = wall ? 0 : 1
  }
  switch (kind) {
    case 'Uniform':
    case 'Digger':
    case 'Rogue':
      makeRoomsGenerator(kind, width, height).create(write)
      return
    case 'Cellular + connect':
    case 'Cellular, no connect': {
      const caves = new ROT.Map.Cellular(width, height)
      caves.randomize(0.45)
      for (let round = 0; round < 3; round++) caves.create()
      if (kind === 'Cellular + connect') {
        caves.create()
        caves.connect(write, 0)
      } else {
        caves.create(write)
      }
      return
    }
    case 'EllerMaze':
      new ROT.Map.EllerMaze(width, height).create(write)
      return
    case 'IceyMaze':
      new ROT.Map.IceyMaze(width, height).create(write)
      return
  }
}

/** How many of `count` rot.js maps (seeds 1 … count) have floor that cannot reach the rest. */
export function disconnectedRotMaps(
  kind: RotGenerator,
  width: number,
  height: number,
  count: number,
): number {
  const tiles = new Uint8Array(width * height)
  let disconnected = 0
  for (let seed = 1; seed <= count; seed++) {
    rotMap(kind, width, height, seed, tiles)
    const first = tiles.indexOf(1)
    const start = { x: first % width, y: Math.floor(first / width) }
    if (first < 0 || !isConnected({ width, height, tiles }, start)) disconnected++
  }
  return disconnected
}

export interface RotCaseOptions {
  /**
   * Maps to generate before timing (seeds 1 … n) and flood-fill, for the note: how many are not
   * connected. 0: none.
   */
  survey?: number
  /** Called with the survey's result, for the verdicts. */
  onSurvey?: (disconnected: number, maps: number) => void
}

/** A rot.js map generator writing into a Uint8Array (wall 0, floor 1), seeded per call. */
export function rotCase(
  kind: RotGenerator,
  width: number,
  height: number,
  options: RotCaseOptions = {},
): Case {
  const tiles = new Uint8Array(width * height)
  let limitHits = 0
  let calls = 0
  const survey = options.survey ?? 0
  let disconnected = 0
  return {
    name: `rot.js ${kind}`,
    setup() {
      if (survey === 0) return
      disconnected = disconnectedRotMaps(kind, width, height, survey)
      options.onSurvey?.(disconnected, survey)
    },
    run(iteration) {
      const started = performance.now()
      rotMap(kind, width, height, iteration + 1, tiles)
      calls++
      if (TIMED.has(kind) && performance.now() - started >= ROT_TIME_LIMIT_MS) limitHits++
    },
    note: () => {
      const notes: string[] = []
      if (survey > 0) notes.push(`not connected in ${disconnected} of ${survey} maps`)
      if (limitHits > 0)
        notes.push(`hit its ${ROT_TIME_LIMIT_MS} ms time limit in ${limitHits}/${calls} calls`)
      return notes.length > 0 ? notes.join('; ') : undefined
    },
  }
}

function makeRoomsGenerator(kind: 'Uniform' | 'Digger' | 'Rogue', width: number, height: number) {
  const room = { roomWidth: [6, 10] as [number, number], roomHeight: [6, 10] as [number, number] }
  switch (kind) {
    case 'Uniform':
      return new ROT.Map.Uniform(width, height, { ...room, timeLimit: ROT_TIME_LIMIT_MS })
    case 'Digger':
      return new ROT.Map.Digger(width, height, { ...room, timeLimit: ROT_TIME_LIMIT_MS })
    case 'Rogue':
      return new ROT.Map.Rogue(width, height, {})
  }
}
