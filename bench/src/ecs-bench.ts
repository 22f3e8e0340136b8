import { createGameWorld, type GameWorld, spawnEntity, step } from '@delve/ecs'
import { createRng, type Rng, Tile, type TileMap } from '@delve/map'
import type { Group } from './harness.js'
import { addObject, createObjectWorld, type ObjectWorld, objectStep } from './objects-step.js'
import { addRawEntity, createRawWorld, rawStep } from './raw-step.js'

export interface CrowdSize {
  entities: number
  size: number
  /** One entity in this many does not block: they share tiles and walk around the blockers. */
  passerEvery: number
}

export const FULL_CROWDS: readonly CrowdSize[] = [
  { entities: 1_000, size: 1000, passerEvery: 20 },
  { entities: 100_000, size: 1000, passerEvery: 20 },
  // A million blockers would not fit on the map's floor: half of this crowd does not block.
  { entities: 1_000_000, size: 1000, passerEvery: 2 },
]

export const SMOKE_CROWDS: readonly CrowdSize[] = [{ entities: 500, size: 60, passerEvery: 5 }]

export const RAW_REFERENCE = 'raw typed-array loop (reference)'
export const DELVE_STEP = 'Delve step(world, { events: false })'

/** An open map: rock at the edge, 5% of the inside pillars. */
export function openMap(size: number, rng: Rng): TileMap {
  const tiles = new Uint8Array(size * size).fill(Tile.Floor)
  for (let i = 0; i < size; i++) {
    tiles[i] = Tile.Wall
    tiles[(size - 1) * size + i] = Tile.Wall
    tiles[i * size] = Tile.Wall
    tiles[i * size + size - 1] = Tile.Wall
  }
  for (let n = 0; n < (size * size) / 20; n++) tiles[rng.int(0, size * size - 1)] = Tile.Wall
  return { width: size, height: size, tiles }
}

/** The same crowd, with the same ids and intents, in every contender's world. */
export interface Crowd {
  map: TileMap
  world: GameWorld
  raw: ReturnType<typeof createRawWorld>
  objects: ObjectWorld
  /** Pre-drawn intents, one of the nine steps per entity, cycled through step after step. */
  batches: { dx: Int8Array; dy: Int8Array }[]
}

export function buildCrowd({ entities, size, passerEvery }: CrowdSize, seed = 'crowd'): Crowd {
  const rng = createRng(seed)
  const map = openMap(size, rng)
  const world = createGameWorld(map, { capacity: entities + 1 })
  const raw = createRawWorld(map, entities + 1)
  const objects = createObjectWorld(map)
  for (let n = 1; n <= entities; ) {
    const x = rng.int(1, size - 2)
    const y = rng.int(1, size - 2)
    const i = y * size + x
    const blocks = n % passerEvery !== 0
    if (map.tiles[i] !== Tile.Floor || (blocks && world.occupancy[i] !== 0)) continue
    const eid = spawnEntity(world, { x, y }, { blocks })
    addRawEntity(raw, eid, x, y, blocks)
    addObject(objects, eid, x, y, blocks)
    n++
  }
  const batches = Array.from({ length: 8 }, () => {
    const dx = new Int8Array(entities + 1)
    const dy = new Int8Array(entities + 1)
    for (let eid = 1; eid <= entities; eid++) {
      dx[eid] = rng.int(-1, 1)
      dy[eid] = rng.int(-1, 1)
    }
    return { dx, dy }
  })
  return { map, world, raw, objects, batches }
}

function setObjectIntents(w: ObjectWorld, batch: { dx: Int8Array; dy: Int8Array }) {
  for (const m of w.mobs) {
    m.dx = batch.dx[m.eid] as number
    m.dy = batch.dy[m.eid] as number
  }
}

/**
 * Runs `steps` steps with the same intents in all three worlds and throws if any position
 * differs: the timings compare equal work only if the results are equal.
 */
export function checkAgreement(crowd: Crowd, steps: number): void {
  const { world, raw, objects, batches } = crowd
  const { MoveIntent, Position } = world.components
  for (let s = 0; s < steps; s++) {
    const batch = batches[s % batches.length] as (typeof batches)[number]
    MoveIntent.dx.set(batch.dx)
    MoveIntent.dy.set(batch.dy)
    step(world, { events: false })
    raw.dx.set(batch.dx)
    raw.dy.set(batch.dy)
    rawStep(raw)
    setObjectIntents(objects, batch)
    objectStep(objects)
  }
  for (const m of objects.mobs) {
    const { eid } = m
    const delve = [Position.x[eid], Position.y[eid]].join()
    if (delve !== [raw.x[eid], raw.y[eid]].join() || delve !== [m.x, m.y].join()) {
      throw new Error(`step results differ for entity ${eid}`)
    }
  }
  if (!world.occupancy.every((v, i) => v === raw.occupancy[i])) {
    throw new Error('occupancy grids differ')
  }
}

export function crowdGroupTitle({ entities, size, passerEvery }: CrowdSize): string {
  const count = entities.toLocaleString('en-US')
  return `ECS step, ${count} entities on ${size}×${size} (1 in ${passerEvery} non-blocking)`
}

export function crowdGroup(crowd: Crowd, size: CrowdSize): Group {
  const { world, raw, objects, batches } = crowd
  const { MoveIntent } = world.components
  const batchFor = (i: number) => batches[i % batches.length] as (typeof batches)[number]
  return {
    title: crowdGroupTitle(size),
    reference: RAW_REFERENCE,
    cases: [
      {
        name: DELVE_STEP,
        run(i) {
          MoveIntent.dx.set(batchFor(i).dx)
          MoveIntent.dy.set(batchFor(i).dy)
          step(world, { events: false })
        },
      },
      {
        name: 'Delve step(world) with event objects',
        run(i) {
          MoveIntent.dx.set(batchFor(i).dx)
          MoveIntent.dy.set(batchFor(i).dy)
          step(world)
        },
      },
      {
        name: RAW_REFERENCE,
        run(i) {
          raw.dx.set(batchFor(i).dx)
          raw.dy.set(batchFor(i).dy)
          rawStep(raw)
        },
      },
      {
        name: 'array of objects',
        run(i) {
          setObjectIntents(objects, batchFor(i))
          objectStep(objects)
        },
      },
    ],
  }
}
