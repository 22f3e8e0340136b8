import { computeFov, createRng, fromAscii, generateDungeon, isWalkable } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import { occupancyMismatch, positions, worldFromAscii } from '../../test/helpers.js'
import {
  collisionSystem,
  createGameWorld,
  createTurnEvents,
  EntityError,
  getPosition,
  moveEntity,
  movementSystem,
  playTurn,
  populate,
  restore,
  setIntent,
  snapshot,
  spawnEntity,
  spawnPlayer,
  step,
  teleport,
} from '../index.js'

const ROOM = `
#######
#@..1.#
#..#..#
#.....#
#######`

describe('moveEntity', () => {
  it('moves a blocker at once, keeping occupancy and the turn’s record', () => {
    const { world, player } = worldFromAscii(ROOM)
    const map = world.dungeon
    const events = createTurnEvents()
    expect(moveEntity(world, player, { x: 5, y: 3 }, events)).toBeUndefined()
    expect(getPosition(world, player)).toEqual({ x: 5, y: 3 })
    expect(world.occupancy[1 * map.width + 1]).toBe(0)
    expect(world.occupancy[3 * map.width + 5]).toBe(player)
    expect(occupancyMismatch(world)).toBeUndefined()
    expect(events.moves).toEqual([{ eid: player, fromX: 1, fromY: 1, x: 5, y: 3 }])
  })

  it('sees again from the new tile, as a step would', () => {
    const map = fromAscii(ROOM.replace('1', '.'), '@')
    const world = createGameWorld(map, { capacity: 8 })
    const player = spawnPlayer(world, map.marks['@']?.[0], { sight: 3 })
    moveEntity(world, player, { x: 5, y: 3 })
    expect(world.vision.visible).toEqual(computeFov(map, { x: 5, y: 3 }, 3))
    expect(world.vision.explored[1 * map.width + 1]).toBe(1) // seen before the move
  })

  it('refuses a wall or another blocker’s tile, changing nothing; a non-blocker may share one', () => {
    const { world, player, ids } = worldFromAscii(ROOM)
    const blocker = ids['1'] as number
    const before = positions(world)
    const events = createTurnEvents()
    expect(moveEntity(world, player, { x: 3, y: 2 }, events)).toEqual({
      code: 'wall',
      message: 'There is a wall there.',
    })
    expect(moveEntity(world, player, { x: 4, y: 1 }, events)).toEqual({
      code: 'occupied',
      message: 'Someone is already there.',
    })
    expect(positions(world)).toEqual(before)
    expect(events.moves).toEqual([])
    const item = spawnEntity(world, { x: 1, y: 3 }, { blocks: false })
    expect(moveEntity(world, item, { x: 4, y: 1 }, events)).toBeUndefined()
    expect(getPosition(world, item)).toEqual({ x: 4, y: 1 })
    expect(world.occupancy[1 * world.dungeon.width + 4]).toBe(blocker)
    expect(moveEntity(world, player, { x: 1, y: 1 }, events)).toBeUndefined() // its own tile
    expect(events.moves).toHaveLength(1)
  })

  it('throws for what is not a tile, an unknown entity or one with no place', () => {
    const { world, player } = worldFromAscii(ROOM)
    for (const to of [{ x: 7, y: 1 }, { x: 1.5, y: 1 }, { x: -1, y: 0 }, null, { x: '1', y: 1 }]) {
      expect(() => moveEntity(world, player, to as never)).toThrow(EntityError)
    }
    expect(() => moveEntity(world, player, { x: 9, y: 1 })).toThrow(
      'moveEntity: to is {"x":9,"y":1}; allowed: a tile {x, y} of the 7×5 map.',
    )
    expect(() => moveEntity(world, 60, { x: 1, y: 1 })).toThrow(/no entity 60/)
    const held = arena('#####\n#@!.#\n#####', {}, { '!': 0 })
    const item = held.items['!']?.[0] as number
    playTurn(held.world, held.player, { kind: 'move', dx: 1, dy: 0 })
    playTurn(held.world, held.player, { kind: 'pickup' })
    expect(() => moveEntity(held.world, item, { x: 3, y: 1 })).toThrow(
      /moveEntity: eid is \d+, an entity with no Position/,
    )
  })

  it('cancels approvals the movement system has not applied yet', () => {
    const { world, player, ids } = worldFromAscii(ROOM)
    setIntent(world, player, 1, 0)
    collisionSystem(world) // approves the player's step to (2, 1)
    expect(moveEntity(world, ids['1'] as number, { x: 2, y: 1 })).toBeUndefined()
    movementSystem(world)
    expect(getPosition(world, player)).toEqual({ x: 1, y: 1 })
    expect(occupancyMismatch(world)).toBeUndefined()
  })

  it('keeps occupancy true over any mix of steps, moves and teleports', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom('step', 'move', 'teleport'),
            who: fc.nat(),
            x: fc.nat(),
            y: fc.nat(),
            dx: fc.integer({ min: -1, max: 1 }),
            dy: fc.integer({ min: -1, max: 1 }),
          }),
          { maxLength: 40 },
        ),
        (seed, actions) => {
          const dungeon = generateDungeon({ seed, width: 24, height: 16, roomMinSize: 3 })
          const world = createGameWorld(dungeon, { capacity: 64 })
          const rng = createRng(seed)
          const movers = [spawnPlayer(world), ...populate(world, dungeon, rng, 20)]
          movers.push(spawnEntity(world, dungeon.start, { blocks: false }))
          for (const a of actions) {
            const eid = movers[a.who % movers.length] as number
            if (a.kind === 'step') {
              setIntent(world, eid, a.dx, a.dy)
              step(world)
            } else if (a.kind === 'move') {
              const to = { x: a.x % dungeon.width, y: a.y % dungeon.height }
              const events = createTurnEvents()
              const before = getPosition(world, eid)
              const refused = moveEntity(world, eid, to, events)
              const walkable = isWalkable(dungeon.tiles[to.y * dungeon.width + to.x] as number)
              expect(refused === undefined || !walkable || refused.code === 'occupied').toBe(true)
              expect(getPosition(world, eid)).toEqual(refused ? before : to)
              const moved = refused === undefined && (before.x !== to.x || before.y !== to.y)
              expect(events.moves.length).toBe(moved ? 1 : 0)
            } else {
              teleport(world, eid, { rng })
            }
            expect(occupancyMismatch(world)).toBeUndefined()
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('teleport', () => {
  it('lands on a free walkable tile, each as likely, never its own', () => {
    const { world, player } = worldFromAscii(ROOM)
    const counts = new Map<string, number>()
    const rng = createRng('teleport')
    for (let n = 0; n < 3000; n++) {
      const events = createTurnEvents()
      const from = getPosition(world, player)
      expect(teleport(world, player, { rng, events })).toBeUndefined()
      const to = getPosition(world, player)
      expect(to).not.toEqual(from)
      expect(isWalkable(world.dungeon.tiles[to.y * world.dungeon.width + to.x] as number)).toBe(
        true,
      )
      expect(to).not.toEqual({ x: 4, y: 1 }) // the blocker's tile
      expect(events.moves).toEqual([{ eid: player, fromX: from.x, fromY: from.y, ...to }])
      counts.set(`${to.x},${to.y}`, (counts.get(`${to.x},${to.y}`) ?? 0) + 1)
    }
    // 14 floor tiles, one held: the player reaches the other 13 (12 from any one of them).
    expect(counts.size).toBe(13)
    for (const n of counts.values()) expect(n).toBeGreaterThan(3000 / 13 / 2)
    expect(occupancyMismatch(world)).toBeUndefined()
  })

  it('draws from the world’s own chance by default, so a restored world lands alike', () => {
    const dungeon = generateDungeon({ seed: 'blink' })
    const world = createGameWorld(dungeon)
    const player = spawnPlayer(world, undefined, { sight: 8 })
    teleport(world, player)
    const copy = restore(JSON.parse(JSON.stringify(snapshot(world))))
    expect(copy.rolls).toBe(world.rolls)
    teleport(world, player)
    teleport(copy, player)
    expect(getPosition(copy, player)).toEqual(getPosition(world, player))
    expect(teleport(world, player, { to: { x: 0, y: 0 } })?.code).toBe('wall')
  })

  it('is refused with nowhere to go, and throws for bad options', () => {
    const { world, player } = worldFromAscii('####\n#@1#\n####')
    expect(teleport(world, player)).toEqual({ code: 'no-room', message: 'There is nowhere to go.' })
    expect(() => teleport(world, player, null as never)).toThrow(
      'teleport: options is null; allowed: an object { to?, rng?, events? }.',
    )
    expect(() => teleport(world, player, { rng: {} as never })).toThrow(
      'teleport: options.rng.int is undefined; allowed: an Rng from createRng, with its int(min, max).',
    )
  })
})
