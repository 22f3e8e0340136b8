import { createRng, generateDungeon, isWalkable } from '@delve/map'
import { hasComponent } from 'bitecs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expectedPositions, occupancyMismatch, positions } from '../../test/helpers.js'
import {
  createGameWorld,
  despawn,
  type GameWorld,
  populate,
  setIntent,
  spawnEntity,
  spawnPlayer,
  step,
} from '../index.js'

const RUNS = 100
const INTENTS_PER_RUN = 1000
let intentsTried = 0
/** Moves into a tile its blocker left in the same step, and bumps lost to a mover: chains happen. */
let queueMoves = 0
let contestsLost = 0

/** A small, crowded dungeon: player, monsters, and a few non-blockers among them. */
const worlds = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  width: fc.integer({ min: 16, max: 40 }),
  height: fc.integer({ min: 12, max: 26 }),
  monsters: fc.integer({ min: 1, max: 80 }),
  passers: fc.integer({ min: 0, max: 6 }),
  /** Despawn and respawn this many: recycled low ids then come late in bitecs's query order. */
  respawns: fc.integer({ min: 0, max: 10 }),
  intents: fc.integer(),
  /** How often an entity follows the step's common direction: high values make queues. */
  follow: fc.integer({ min: 0, max: 10 }),
})

type WorldParams = typeof worlds extends fc.Arbitrary<infer T> ? T : never

function build(p: WorldParams): { world: GameWorld; movers: number[] } {
  const dungeon = generateDungeon({
    seed: p.seed,
    width: p.width,
    height: p.height,
    roomMinSize: 3,
    roomMaxSize: 8,
  })
  const world = createGameWorld(dungeon, { capacity: 128 })
  const rng = createRng(p.seed)
  const movers = [
    spawnPlayer(world),
    ...populate(world, dungeon, rng, p.monsters, { minDistance: 1 }),
  ]
  for (let i = 0; i < p.passers; i++) {
    const { Position } = world.components
    const host = movers[rng.int(0, movers.length - 1)] as number
    const at = { x: Position.x[host] as number, y: Position.y[host] as number }
    movers.push(spawnEntity(world, at, { blocks: false }))
  }
  for (let i = 0; i < p.respawns && movers.length > 1; i++) {
    const [gone] = movers.splice(rng.int(0, movers.length - 1), 1)
    despawn(world, gone as number)
    movers.push(...populate(world, dungeon, rng, 1, { minDistance: 0 }))
  }
  return { world, movers }
}

/** The invariants, after every step; one description per broken one (expect per entity is slow). */
function broken(world: GameWorld, movers: readonly number[]): string[] {
  const { width, height, tiles } = world.dungeon
  const { Position, MoveIntent, BlocksMovement } = world.components
  const problems: string[] = []
  const held = new Map<number, number>()
  for (const eid of movers) {
    const x = Position.x[eid] as number
    const y = Position.y[eid] as number
    if (x < 0 || y < 0 || x >= width || y >= height) problems.push(`${eid} out of bounds`)
    else if (!isWalkable(tiles[y * width + x] as number)) problems.push(`${eid} on a wall`)
    if (MoveIntent.dx[eid] !== 0 || MoveIntent.dy[eid] !== 0)
      problems.push(`${eid} kept its intent`)
    if (!hasComponent(world, eid, BlocksMovement)) continue
    const other = held.get(y * width + x)
    if (other !== undefined) problems.push(`${other} and ${eid} both block (${x}, ${y})`)
    held.set(y * width + x, eid)
  }
  const mismatch = occupancyMismatch(world)
  if (mismatch) problems.push(mismatch)
  return problems
}

describe('movement invariants over random dungeons and intents', () => {
  it(`holds for ${RUNS} runs of ${INTENTS_PER_RUN}+ intents: oracle, walls, bounds, occupancy`, () => {
    fc.assert(
      fc.property(worlds, (p) => {
        const { world, movers } = build(p)
        const rng = createRng(p.intents)
        const steps = Math.ceil(INTENTS_PER_RUN / movers.length)
        for (let s = 0; s < steps; s++) {
          const windX = rng.int(-1, 1)
          const windY = rng.int(-1, 1)
          let moving = 0
          for (const eid of movers) {
            const follow = rng.int(0, 9) < p.follow
            const dx = follow ? windX : rng.int(-1, 1)
            const dy = follow ? windY : rng.int(-1, 1)
            setIntent(world, eid, dx, dy)
            if (dx !== 0 || dy !== 0) moving++
          }
          intentsTried += movers.length
          const expected = expectedPositions(world)
          const before = world.occupancy.slice()
          const { moves, bumps } = step(world)
          // Every entity that wanted to move either moved or bumped, exactly once.
          expect(moves.length + bumps.length).toBe(moving)
          expect(positions(world)).toEqual(expected)
          expect(broken(world, movers)).toEqual([])
          const moved = new Set(moves.map((m) => m.eid))
          for (const m of moves) if (before[m.y * world.dungeon.width + m.x] !== 0) queueMoves++
          for (const b of bumps) if (b.other !== undefined && moved.has(b.other)) contestsLost++
        }
      }),
      { numRuns: RUNS },
    )
    expect(intentsTried).toBeGreaterThanOrEqual(RUNS * INTENTS_PER_RUN)
    expect(queueMoves).toBeGreaterThan(1000)
    expect(contestsLost).toBeGreaterThan(100)
  })
})
