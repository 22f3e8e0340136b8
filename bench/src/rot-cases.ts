import { performance } from 'node:perf_hooks'
import * as ROT from 'rot-js'
import type { Case } from './harness.js'

/** rot.js gives up after this long (its default), leaving a partial map. */
const ROT_TIME_LIMIT_MS = 1000

type RotGenerator = 'Uniform' | 'Digger' | 'Rogue'

/** A rot.js map generator writing into a Uint8Array (wall 0, floor 1), seeded per call. */
export function rotCase(kind: RotGenerator, width: number, height: number): Case {
  const tiles = new Uint8Array(width * height)
  let limitHits = 0
  let calls = 0
  const write = (x: number, y: number, wall: number) => {
    tiles[y * width + x] = wall ? 0 : 1
  }
  return {
    name: `rot.js ${kind}`,
    run(iteration) {
      ROT.RNG.setSeed(iteration + 1)
      tiles.fill(0)
      const started = performance.now()
      makeGenerator(kind, width, height).create(write)
      calls++
      if (kind !== 'Rogue' && performance.now() - started >= ROT_TIME_LIMIT_MS) limitHits++
    },
    note: () =>
      limitHits > 0
        ? `hit its ${ROT_TIME_LIMIT_MS} ms time limit in ${limitHits}/${calls} calls`
        : undefined,
  }
}

function makeGenerator(kind: RotGenerator, width: number, height: number) {
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
