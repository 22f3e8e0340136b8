import { describe, expect, it } from 'vitest'
import {
  expectedPositions,
  occupancyFromPositions,
  positions,
  recomputedOccupancy,
  worldFromAscii,
} from '../../test/helpers.js'
import {
  collisionSystem,
  despawn,
  getPosition,
  movementSystem,
  readEvents,
  setIntent,
  spawnEntity,
  step,
} from '../index.js'

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
    expect(() => setIntent(world, player, 0.5, 0)).toThrow(
      /setIntent: dx is 0.5; allowed: an integer from -1 to 1/,
    )
  })
})

/** Sets each digit's intent, steps, and checks the result against the oracle and the grid. */
function run(
  world: Parameters<typeof step>[0],
  ids: Record<string, number>,
  intents: Record<string, [number, number]>,
) {
  for (const [digit, [dx, dy]] of Object.entries(intents)) {
    setIntent(world, ids[digit] as number, dx, dy)
  }
  const expected = expectedPositions(world)
  const events = step(world)
  expect(positions(world)).toEqual(expected)
  expect(world.occupancy).toEqual(recomputedOccupancy(world))
  return events
}

describe('step: queues, rings and contention (the movement rule)', () => {
  it('moves a queue walking in line, whatever the ids along it', () => {
    for (const row of ['#312..#', '#123..#', '#213..#']) {
      const { world, ids } = worldFromAscii(`
#######
${row}
#######`)
      const events = run(world, ids, { '1': [1, 0], '2': [1, 0], '3': [1, 0] })
      expect(events.bumps).toEqual([])
      expect(events.moves.map((m) => m.eid)).toEqual([ids['1'], ids['2'], ids['3']])
      expect(toRow(world, 1)).toBe(`#.${row.slice(1, 4)}.#`)
    }
  })

  it('stops the whole queue when its head bumps, each naming the one ahead', () => {
    const { world, ids } = worldFromAscii(`
#####
#123#
#####`)
    const events = run(world, ids, { '1': [1, 0], '2': [1, 0], '3': [1, 0] })
    expect(events.moves).toEqual([])
    expect(events.bumps).toEqual([
      { eid: ids['1'], x: 2, y: 1, reason: 'entity', other: ids['2'] },
      { eid: ids['2'], x: 3, y: 1, reason: 'entity', other: ids['3'] },
      { eid: ids['3'], x: 4, y: 1, reason: 'wall' },
    ])
  })

  it('stops a queue behind a blocker that stays put', () => {
    const { world, ids } = worldFromAscii(`
#######
#1239.#
#######`)
    const events = run(world, ids, { '1': [1, 0], '2': [1, 0], '3': [1, 0] })
    expect(events.moves).toEqual([])
    expect(events.bumps.map((b) => b.other)).toEqual([ids['2'], ids['3'], ids['9']])
  })

  it('refuses two blockers swapping places', () => {
    const { world, ids } = worldFromAscii(`
####
#12#
####`)
    const events = run(world, ids, { '1': [1, 0], '2': [-1, 0] })
    expect(events.moves).toEqual([])
    expect(events.bumps).toEqual([
      { eid: ids['1'], x: 2, y: 1, reason: 'entity', other: ids['2'] },
      { eid: ids['2'], x: 1, y: 1, reason: 'entity', other: ids['1'] },
    ])
  })

  it('refuses a ring of four turning round a square, and lets the queue behind it wait', () => {
    const { world, ids } = worldFromAscii(`
#####
#12.#
#43.#
#5..#
#####`)
    // 1 → 2's tile, 2 → 3's, 3 → 4's, 4 → 1's: a ring. 5 wants 4's tile and waits on it.
    const events = run(world, ids, {
      '1': [1, 0],
      '2': [0, 1],
      '3': [-1, 0],
      '4': [0, -1],
      '5': [0, -1],
    })
    expect(events.moves).toEqual([])
    expect(events.bumps.map((b) => [b.eid, b.other])).toEqual([
      [ids['1'], ids['2']],
      [ids['2'], ids['3']],
      [ids['3'], ids['4']],
      [ids['4'], ids['1']],
      [ids['5'], ids['4']],
    ])
  })

  it('gives a contested free tile to the lowest id, not to whoever bitecs lists first', () => {
    const { world, player, ids } = worldFromAscii(`
#######
#@.1.2#
#######`)
    // Despawning the first entity makes bitecs list 2 before 1 (its dense arrays swap-remove).
    despawn(world, player)
    setIntent(world, ids['2'] as number, -1, 0)
    setIntent(world, ids['1'] as number, 1, 0)
    const events = step(world)
    expect(events.moves).toEqual([{ eid: ids['1'], fromX: 3, fromY: 1, x: 4, y: 1 }])
    expect(events.bumps).toEqual([{ eid: ids['2'], x: 4, y: 1, reason: 'entity', other: ids['1'] }])
  })

  it('gives a tile being vacated to the lowest of the movers that want it', () => {
    const { world, ids } = worldFromAscii(`
#####
#1..#
#53.#
#2..#
#####`)
    // 3 leaves east; 1 (from above, diagonally), 2 (from below) and 5 (from the west) want its tile.
    const events = run(world, ids, { '3': [1, 0], '1': [1, 1], '2': [1, -1], '5': [1, 0] })
    expect(events.moves.map((m) => m.eid)).toEqual([ids['1'], ids['3']])
    expect(events.bumps).toEqual([
      { eid: ids['2'], x: 2, y: 2, reason: 'entity', other: ids['1'] },
      { eid: ids['5'], x: 2, y: 2, reason: 'entity', other: ids['1'] },
    ])
  })

  it('names the occupant that stayed when the winner of its tile is refused', () => {
    const { world, ids } = worldFromAscii(`
#####
#1..#
#.3##
#2..#
#####`)
    // 3 cannot leave (wall), so neither 1 nor 2 gets its tile; both bump into 3.
    const events = run(world, ids, { '3': [1, 0], '1': [1, 1], '2': [1, -1] })
    expect(events.moves).toEqual([])
    expect(events.bumps).toEqual([
      { eid: ids['1'], x: 2, y: 2, reason: 'entity', other: ids['3'] },
      { eid: ids['2'], x: 2, y: 2, reason: 'entity', other: ids['3'] },
      { eid: ids['3'], x: 3, y: 2, reason: 'wall' },
    ])
  })

  it('lets a non-blocker into a tile a blocker leaves, but not one a blocker enters', () => {
    const { world, ids, items } = worldFromAscii(`
#######
#i1.1.#
#######`)
    const [item] = items as [number]
    // 1 leaves east; the item follows into its tile.
    setIntent(world, ids['1'] as number, 1, 0)
    setIntent(world, item, 1, 0)
    let events = step(world)
    expect(events.moves.map((m) => m.eid)).toEqual([ids['1'], item])

    // Now the item wants (3, 1), which 1 enters at the same time: the blocker has it.
    const {
      world: w2,
      ids: ids2,
      items: items2,
    } = worldFromAscii(`
#####
#1.i#
#####`)
    setIntent(w2, ids2['1'] as number, 1, 0)
    setIntent(w2, items2[0] as number, -1, 0)
    events = step(w2)
    expect(events.moves.map((m) => m.eid)).toEqual([ids2['1']])
    expect(events.bumps).toEqual([
      { eid: items2[0], x: 2, y: 1, reason: 'entity', other: ids2['1'] },
    ])
    expect(w2.occupancy).toEqual(recomputedOccupancy(w2))
  })

  it('lets non-blockers share a tile with each other', () => {
    const { world, items } = worldFromAscii(`
#####
#i.i#
#####`)
    const [a, b] = items as [number, number]
    setIntent(world, a, 1, 0)
    setIntent(world, b, -1, 0)
    expect(step(world).moves).toHaveLength(2)
    expect(getPosition(world, a)).toEqual(getPosition(world, b))
    expect(world.occupancy.every((cell) => cell === 0)).toBe(true)
  })

  it('takes a diagonal step into a queue’s tail', () => {
    const { world, ids } = worldFromAscii(`
######
#.12.#
#3...#
######`)
    const events = run(world, ids, { '1': [1, 0], '2': [1, 0], '3': [1, -1] })
    expect(events.bumps).toEqual([])
    expect(toRow(world, 1)).toBe('#.312#')
  })
})

describe('step: events and running the systems by hand', () => {
  it('lists events by entity id, with other only on entity bumps', () => {
    const { world, ids } = worldFromAscii(`
#####
#3.1#
#2..#
#####`)
    const events = run(world, ids, { '3': [-1, 0], '2': [0, 1], '1': [-1, 0] })
    expect(events.moves.map((m) => m.eid)).toEqual([ids['1']])
    expect(events.bumps).toEqual([
      { eid: ids['2'], x: 1, y: 3, reason: 'wall' },
      { eid: ids['3'], x: 0, y: 1, reason: 'wall' },
    ])
    expect(events.bumps.every((b) => !('other' in b))).toBe(true)
  })

  it('with events: false, returns empty lists and leaves the events in world.log', () => {
    const { world, ids } = worldFromAscii(`
#####
#1.2#
#####`)
    setIntent(world, ids['1'] as number, 1, 0)
    setIntent(world, ids['2'] as number, 1, 0)
    expect(step(world, { events: false })).toEqual({ bumps: [], moves: [] })
    expect(world.log.moveCount).toBe(1)
    expect(world.log.bumpCount).toBe(1)
    expect(readEvents(world)).toEqual({
      moves: [{ eid: ids['1'], fromX: 1, fromY: 1, x: 2, y: 1 }],
      bumps: [{ eid: ids['2'], x: 4, y: 1, reason: 'wall' }],
    })
  })

  it('runs as two systems, and movement alone moves no one', () => {
    const { world, ids } = worldFromAscii(`
#####
#1..#
#####`)
    const one = ids['1'] as number
    setIntent(world, one, 1, 0)
    movementSystem(world)
    expect(getPosition(world, one)).toEqual({ x: 1, y: 1 })
    collisionSystem(world)
    movementSystem(world)
    expect(getPosition(world, one)).toEqual({ x: 2, y: 1 })
    expect(readEvents(world).moves).toHaveLength(1)
  })

  it('drops approved moves when entities change between the two systems', () => {
    const { world, ids } = worldFromAscii(`
#####
#1..#
#####`)
    const one = ids['1'] as number
    setIntent(world, one, 1, 0)
    collisionSystem(world)
    // Someone spawns on the tile 1 was approved to enter: 1 must not walk onto it.
    const newcomer = spawnEntity(world, { x: 2, y: 1 })
    movementSystem(world)
    expect(getPosition(world, one)).toEqual({ x: 1, y: 1 })
    expect(world.occupancy).toEqual(occupancyFromPositions(world, [one, newcomer]))
    // The intent survives for the next step, which refuses it properly.
    expect(step(world).bumps).toEqual([{ eid: one, x: 2, y: 1, reason: 'entity', other: newcomer }])
  })
})

/** Row y as drawn, blockers shown by id (with no player, digit n is spawned as id n). */
function toRow(world: Parameters<typeof step>[0], y: number): string {
  const { width, tiles } = world.dungeon
  let row = ''
  for (let x = 0; x < width; x++) {
    const eid = world.occupancy[y * width + x] as number
    row += eid !== 0 ? String(eid) : tiles[y * width + x] === 0 ? '#' : '.'
  }
  return row
}
