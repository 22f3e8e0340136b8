import type { Direction } from '@delve/map'
import { computeFov, createVision, dijkstraMap, type Point, pointToIndex } from '@delve/map'
import { createRun, defaultChoice, type Run, SIGHT_RADIUS } from '@delve/run'
import { testHooks } from '@delve/run/testing'
import { describe, expect, it } from 'vitest'
import { Session } from './session.js'
import { monstersInSight } from './sight.js'

const count = (mask: Uint8Array) => mask.reduce((sum, bit) => sum + bit, 0)

const STEPS: [Direction, number, number][] = [
  ['up', 0, -1],
  ['down', 0, 1],
  ['left', -1, 0],
  ['right', 1, 0],
]

/** One step down the distance map towards `goal`, round the monsters; null at the goal. */
function stepTowards(run: Run, distances: Float64Array): Direction | null {
  const at = run.playerPosition()
  const here = distances[pointToIndex(run.level, at)] as number
  if (here === 0) return null
  const occupied = new Set(run.monsters().map((m) => pointToIndex(run.level, m)))
  for (const [direction, dx, dy] of STEPS) {
    const next = pointToIndex(run.level, { x: at.x + dx, y: at.y + dy })
    if ((distances[next] as number) < here && !occupied.has(next)) return direction
  }
  throw new Error('no step leads on')
}

describe('the monsters the player is shown', () => {
  const vision = createVision({ width: 3, height: 1 })
  vision.explored.set([1, 1, 0])
  vision.visible.set([1, 0, 0])

  it('shows only the monsters in sight, never the remembered ones; all without fog of war', () => {
    const monsters = [
      {
        x: 0,
        y: 0,
        kind: 0,
        name: 'goblin',
        glyph: 'g',
        hp: 6,
        maxHp: 6,
        confused: false,
        asleep: false,
        slowed: false,
      },
      {
        x: 1,
        y: 0,
        kind: 1,
        name: 'orc',
        glyph: 'o',
        hp: 10,
        maxHp: 10,
        confused: false,
        asleep: false,
        slowed: false,
      },
      {
        x: 2,
        y: 0,
        kind: 2,
        name: 'rat',
        glyph: 'r',
        hp: 3,
        maxHp: 3,
        confused: true,
        asleep: false,
        slowed: false,
      },
    ]
    expect(monstersInSight({ fov: true, vision, from: { x: 0, y: 0 } }, monsters)).toEqual([
      monsters[0],
    ])
    expect(monstersInSight({ fov: false, vision, from: { x: 0, y: 0 } }, monsters)).toEqual(
      monsters,
    )
  })
})

describe('the player’s sight in a run', () => {
  const choice = defaultChoice()

  it('sees the tutorials’ radius from the start, exactly what computeFov sees', () => {
    const run = createRun({ generator: choice, seed: 'sight' })
    expect(run.sightRadius).toBe(SIGHT_RADIUS)
    expect(SIGHT_RADIUS).toBe(8)
    const expected = computeFov(run.level, run.playerPosition(), SIGHT_RADIUS)
    expect(run.vision.visible).toEqual(expected)
    expect(run.vision.explored).toEqual(expected)
    const at = run.playerPosition()
    const { x1, y1, x2, y2 } = run.vision
    expect({ x1, y1, x2, y2 }).toEqual({
      x1: Math.max(0, at.x - 8),
      y1: Math.max(0, at.y - 8),
      x2: Math.min(run.level.width - 1, at.x + 8),
      y2: Math.min(run.level.height - 1, at.y + 8),
    })
  })

  it('explores more as the player walks, and remembers it all; a new level starts unexplored', () => {
    const run = createRun({ generator: choice, seed: 'explore' })
    const distances = dijkstraMap(run.level, [run.level.stairsDown as Point], { diagonal: false })
    let explored = run.vision.explored.slice()
    const start = count(explored)
    for (let direction = stepTowards(run, distances); direction; ) {
      // A step, or a blow at a monster in the way.
      expect(testHooks(run).move(direction).taken).toBe(true)
      expect(run.dead).toBe(false)
      const now = run.vision.explored
      // Never forgets: everything explored before still is.
      for (let i = 0; i < now.length; i++) if (explored[i] === 1) expect(now[i]).toBe(1)
      expect(run.vision.visible).toEqual(computeFov(run.level, run.playerPosition(), SIGHT_RADIUS))
      explored = now.slice()
      direction = stepTowards(run, distances)
    }
    expect(count(explored)).toBeGreaterThan(start)

    expect(testHooks(run).goDown().taken).toBe(true)
    const below = computeFov(run.level, run.playerPosition(), SIGHT_RADIUS)
    expect(run.vision.explored).toEqual(below)
    expect(run.vision.visible).toEqual(below)
    testHooks(run).regenerate('elsewhere')
    expect(count(run.vision.explored)).toBe(count(run.vision.visible))
  })
})

describe('fog of war in a session', () => {
  it('is on by default, and turns off and on again with something to say', () => {
    const session = new Session(createRun({ seed: 'fog', depth: 1, sandbox: true }))
    expect(session.fov).toBe(true)
    expect(session.sight()).toEqual({
      fov: true,
      vision: session.run.vision,
      from: session.run.playerPosition(),
    })
    const off = session.setFov(false)
    expect(off).toMatchObject({ change: 'sight', status: { tone: 'info' } })
    expect(off.status?.text).toBe('Fog of war off: the whole level is shown.')
    expect(session.sight().fov).toBe(false)
    expect(session.setFov(false)).toEqual({ change: 'none' })
    expect(session.setFov(true).status?.text).toBe(
      'Fog of war: you see only what your torch reaches.',
    )
  })

  it('shows the monsters in sight, all of them with fog of war off', () => {
    const run = createRun({ seed: 'fog', depth: 1, sandbox: true })
    const all = run.monsters()
    const seen = all.filter((m) => run.vision.visible[pointToIndex(run.level, m)] === 1)
    expect(seen.length).toBeLessThan(all.length)
    const session = new Session(run)
    expect(session.monstersShown()).toEqual(seen)
    expect(new Session(run, false).monstersShown()).toEqual(all)
  })

  it('keeps fog of war through a new level and a new game', () => {
    const session = new Session(createRun({ seed: 'fog', depth: 1, sandbox: true }), false)
    session.perform({ kind: 'regenerate' })
    session.perform({ kind: 'new-game' })
    expect(session.fov).toBe(false)
    expect(session.sandbox).toBe(true)
  })

  it('is always on in a run: fog off is the sandbox’s', () => {
    const run = createRun({ seed: 'fog' })
    expect(new Session(run, false).fov).toBe(true)
    const session = new Session(run)
    expect(session.setFov(false)).toMatchObject({ change: 'none', status: { tone: 'bump' } })
    expect(session.fov).toBe(true)
  })
})
