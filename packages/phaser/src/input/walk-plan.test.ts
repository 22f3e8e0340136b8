import { canStep, DIRS_8, generateDungeon, isWalkable } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planWalk } from './walk-plan.js'

/** Breadth-first distances over known tiles by the player's moves: the slow, obvious reference. */
function bfs(
  level: ReturnType<typeof generateDungeon>,
  known: Uint8Array,
  from: { x: number; y: number },
) {
  const dist = new Int32Array(level.width * level.height).fill(-1)
  dist[from.y * level.width + from.x] = 0
  const queue = [from]
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i] as { x: number; y: number }
    for (const [dx, dy] of DIRS_8) {
      if (!canStep(level, p.x, p.y, dx, dy)) continue
      const n = (p.y + dy) * level.width + p.x + dx
      if (known[n] !== 1 || dist[n] !== -1) continue
      dist[n] = (dist[p.y * level.width + p.x] as number) + 1
      queue.push({ x: p.x + dx, y: p.y + dy })
    }
  }
  return dist
}

describe('planWalk', () => {
  it('walks a shortest way through known tiles only, by legal steps (any seed, any goal)', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(), fc.nat(), (seed, pick, mask) => {
        const level = generateDungeon({ seed: `walk-${seed}`, width: 30, height: 20 })
        const known = new Uint8Array(level.width * level.height)
        // Every tile known but a few walls-of-ignorance chosen from the seed.
        for (let i = 0; i < known.length; i++) known[i] = (i * 2654435761 + mask) % 11 === 0 ? 0 : 1
        known[level.start.y * level.width + level.start.x] = 1
        const floors = [...level.tiles.keys()].filter((i) => isWalkable(level.tiles[i] as number))
        const goal = floors[pick % floors.length] as number
        const to = { x: goal % level.width, y: Math.floor(goal / level.width) }
        const steps = planWalk(level, known, level.start, to)
        const expected = known[goal] === 1 ? bfs(level, known, level.start)[goal] : -1
        if (expected === -1) {
          expect(steps).toBeUndefined()
          return
        }
        expect(steps).toHaveLength(expected as number)
        let { x, y } = level.start
        for (const { dx, dy } of steps ?? []) {
          expect(canStep(level, x, y, dx, dy)).toBe(true)
          x += dx
          y += dy
          expect(known[y * level.width + x]).toBe(1)
        }
        expect({ x, y }).toEqual(to)
      }),
      { numRuns: 60 },
    )
  })

  it('is empty on the player’s own tile and undefined off the map or on an unknown tile', () => {
    const level = generateDungeon({ seed: 'walk', width: 30, height: 20 })
    expect(planWalk(level, null, level.start, level.start)).toEqual([])
    expect(planWalk(level, null, level.start, { x: -1, y: 0 })).toBeUndefined()
    expect(planWalk(level, null, level.start, { x: 30, y: 0 })).toBeUndefined()
    const none = new Uint8Array(level.width * level.height)
    expect(
      planWalk(level, none, level.start, { x: level.start.x + 1, y: level.start.y }),
    ).toBeUndefined()
  })
})
