import { describe, expect, it } from 'vitest'
import { occupancyFromPositions, worldFromAscii } from '../test/helpers.js'
import { getPosition, setIntent, step } from './index.js'

describe('step: moves and collisions on hand-drawn maps', () => {
  it('moves into floor one tile at a time and records the move', () => {
    const { world, player } = worldFromAscii(`
#####
#@..#
#####`)
    setIntent(world, player, 1, 0)
    const events = step(world)
    expect(getPosition(world, player)).toEqual({ x: 2, y: 1 })
    expect(events.moves).toEqual([{ eid: player, fromX: 1, fromY: 1, x: 2, y: 1 }])
    expect(events.bumps).toEqual([])
    expect(world.occupancy[1 * 5 + 2]).toBe(player)
    expect(world.occupancy[1 * 5 + 1]).toBe(0)
  })

  it('clears the intent after a step, so a second step does nothing', () => {
    const { world, player } = worldFromAscii(`
#####
#@..#
#####`)
    setIntent(world, player, 1, 0)
    step(world)
    const events = step(world)
    expect(events.moves).toEqual([])
    expect(getPosition(world, player)).toEqual({ x: 2, y: 1 })
  })

  it('refuses a wall and says so', () => {
    const { world, player } = worldFromAscii(`
###
#@#
###`)
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      setIntent(world, player, dx, dy)
      const events = step(world)
      expect(events.bumps).toEqual([{ eid: player, x: 1 + dx, y: 1 + dy, reason: 'wall' }])
      expect(getPosition(world, player)).toEqual({ x: 1, y: 1 })
    }
  })

  it('refuses leaving the map where floor touches the edge', () => {
    const { world, player } = worldFromAscii(`
@.
..`)
    setIntent(world, player, -1, 0)
    expect(step(world).bumps).toEqual([{ eid: player, x: -1, y: 0, reason: 'bounds' }])
    setIntent(world, player, 0, -1)
    expect(step(world).bumps).toEqual([{ eid: player, x: 0, y: -1, reason: 'bounds' }])
    expect(getPosition(world, player)).toEqual({ x: 0, y: 0 })
  })

  it('refuses a tile held by a blocking entity and names it', () => {
    const { world, player, blockers } = worldFromAscii(`
#####
#@g.#
#####`)
    setIntent(world, player, 1, 0)
    const events = step(world)
    expect(events.bumps).toEqual([
      { eid: player, x: 2, y: 1, reason: 'entity', other: blockers[0] },
    ])
    expect(getPosition(world, player)).toEqual({ x: 1, y: 1 })
  })

  it('lets a mover share a tile with a non-blocking entity', () => {
    const { world, player, items } = worldFromAscii(`
#####
#@i.#
#####`)
    setIntent(world, player, 1, 0)
    step(world)
    expect(getPosition(world, player)).toEqual({ x: 2, y: 1 })
    expect(getPosition(world, items[0] as number)).toEqual({ x: 2, y: 1 })
    expect(world.occupancy[1 * 5 + 2]).toBe(player)
  })

  it('never lets a diagonal step squeeze between two walls meeting at a corner', () => {
    const { world, player } = worldFromAscii(`
####
#@##
##.#
####`)
    setIntent(world, player, 1, 1)
    expect(step(world).bumps).toEqual([{ eid: player, x: 2, y: 2, reason: 'wall' }])
    expect(getPosition(world, player)).toEqual({ x: 1, y: 1 })
  })

  it('allows a diagonal step past a single wall corner', () => {
    const { world, player } = worldFromAscii(`
####
#@.#
##.#
####`)
    setIntent(world, player, 1, 1)
    step(world)
    expect(getPosition(world, player)).toEqual({ x: 2, y: 2 })
  })

  it('gives a contested free tile to the first mover only', () => {
    const { world, blockers } = worldFromAscii(`
#####
#g.g#
#####`)
    const [a, b] = blockers as [number, number]
    setIntent(world, a, 1, 0)
    setIntent(world, b, -1, 0)
    const events = step(world)
    expect(events.moves.map((m) => m.eid)).toEqual([a])
    expect(events.bumps).toEqual([{ eid: b, x: 2, y: 1, reason: 'entity', other: a }])
    expect(getPosition(world, a)).toEqual({ x: 2, y: 1 })
    expect(getPosition(world, b)).toEqual({ x: 3, y: 1 })
    expect(world.occupancy).toEqual(occupancyFromPositions(world, [a, b]))
  })

  it('rejects intents larger than one tile', () => {
    const { world, player } = worldFromAscii(`
#####
#@..#
#####`)
    expect(() => setIntent(world, player, 2, 0)).toThrow(RangeError)
    expect(() => setIntent(world, player, 0.5, 0)).toThrow(/must be -1, 0 or 1/)
  })
})
