import {
  createRng,
  fromAscii,
  generateDungeon,
  isWalkable,
  type Point,
  pointToIndex,
} from '@delve/map'
import { sized } from '@delve/testing'
import { hasComponent } from 'bitecs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { occupancyMismatch } from '../../test/helpers.js'
import {
  createGameWorld,
  defineKinds,
  type GameWorld,
  getPosition,
  ITEM_KINDS,
  MindState,
  MONSTER_KINDS,
  MonsterKind,
  makeFighter,
  PLAYER_STATS,
  type PlayerAction,
  playTurn,
  populate,
  restore,
  snapshot,
  spawnMonster,
  spawnPlayer,
  turnMessages,
  visibilitySystem,
} from '../index.js'

/** A world from a drawing: `@` the player (tutorial stats, sight 8), letters monsters. */
function arena(drawing: string, kinds: Record<string, number> = {}) {
  const map = fromAscii(drawing, `@${Object.keys(kinds).join('')}`)
  const world = createGameWorld(map, { capacity: 64, seed: 'arena', combat: 'fixed' })
  const player = spawnPlayer(world, map.marks['@']?.[0], { sight: 8 })
  makeFighter(world, player, PLAYER_STATS)
  const monsters: Record<string, number[]> = {}
  for (const [letter, kind] of Object.entries(kinds)) {
    monsters[letter] = (map.marks[letter] ?? []).map((p) => spawnMonster(world, p, kind))
  }
  visibilitySystem(world)
  return { world, player, monsters }
}

const wait: PlayerAction = { kind: 'wait' }
const move = (dx: number, dy: number): PlayerAction => ({ kind: 'move', dx, dy })

describe('bump combat', () => {
  it('hits for power minus defence and kills at 0, leaving a corpse that blocks nothing', () => {
    const { world, player, monsters } = arena('@o.', { o: MonsterKind.Orc })
    const orc = monsters.o?.[0] as number
    const { Health } = world.components
    const first = playTurn(world, player, move(1, 0))
    expect(first.taken).toBe(true)
    // The player hits for 5 − 0; the orc hits back for 3 − 2.
    expect(first.attacks).toEqual([
      { attacker: player, target: orc, damage: 5, hp: 5 },
      { attacker: orc, target: player, damage: 1, hp: 29 },
    ])
    const second = playTurn(world, player, move(1, 0))
    expect(second.deaths).toEqual([
      { eid: orc, x: 1, y: 0, player: false, kind: MonsterKind.Orc, by: player },
    ])
    expect(hasComponent(world, orc, world.components.Corpse)).toBe(true)
    expect(world.occupancy[1]).toBe(0)
    expect(Health.hp[player]).toBe(29)
    // The corpse blocks nothing: the player walks onto it.
    expect(playTurn(world, player, move(1, 0)).moves).toEqual([
      { eid: player, fromX: 0, fromY: 0, x: 1, y: 0 },
    ])
  })

  it('does no harm when defence is higher than power, and a troll’s defence counts', () => {
    const { world, player, monsters } = arena('@T', { T: MonsterKind.Troll })
    const troll = monsters.T?.[0] as number
    world.components.Fighter.power[player] = 1
    expect(playTurn(world, player, move(1, 0)).attacks[0]).toEqual({
      attacker: player,
      target: troll,
      damage: 0,
      hp: 16,
    })
  })

  it('takes no time for a step into a wall: nothing else moves', () => {
    const { world, player } = arena(
      `
#####
#@..#
#...#
#..g#
#####`,
      { g: MonsterKind.Goblin },
    )
    const events = playTurn(world, player, move(0, -1))
    expect(events).toMatchObject({ taken: false, moves: [], attacks: [] })
    expect(events.bumps[0]).toMatchObject({ eid: player, reason: 'wall' })
    expect(world.turn).toBe(0)
    expect(playTurn(world, player, wait).taken).toBe(true)
    expect(world.turn).toBe(1)
  })

  it('refuses a dead player and a bad move', () => {
    const { world, player } = arena('@.')
    expect(() => playTurn(world, player, move(0, 0))).toThrow(/not both 0/)
    expect(() => playTurn(world, player, move(2, 0))).toThrow(
      /action.dx is 2; allowed: an integer from -1 to 1/,
    )
    world.components.Health.hp[player] = 1
    const { world: w2, player: p2 } = arena('@o', { o: MonsterKind.Orc })
    w2.components.Health.hp[p2] = 1
    const events = playTurn(w2, p2, wait)
    const orc = events.attacks[0]?.attacker
    expect(events.deaths).toEqual([{ eid: p2, x: 0, y: 0, player: true, by: orc }])
    expect(() => playTurn(w2, p2, wait)).toThrow(/entity \d+ is dead/)
  })
})

describe('the energy scheduler', () => {
  it('lets a rat act three times in two turns and a troll once in two', () => {
    // Both see the player from the start and hunt it; neither reaches it in four turns.
    const { world, player, monsters } = arena(
      `
@.....r..
.........
.........
.........
.........
.........
.........
.........
T........`,
      { r: MonsterKind.Rat, T: MonsterKind.Troll },
    )
    const rat = monsters.r?.[0] as number
    const troll = monsters.T?.[0] as number
    const acted = { rat: 0, troll: 0 }
    for (let turn = 0; turn < 4; turn++) {
      const events = playTurn(world, player, wait)
      for (const { eid } of [
        ...events.moves,
        ...events.attacks.map((a) => ({ eid: a.attacker })),
      ]) {
        if (eid === rat) acted.rat++
        if (eid === troll) acted.troll++
      }
    }
    expect(acted).toEqual({ rat: 6, troll: 2 })
  })

  it('lets every monster act in ascending id order', () => {
    const { world, player, monsters } = arena('.o@o.', { o: MonsterKind.Orc })
    const [left, right] = monsters.o as [number, number]
    const events = playTurn(world, player, wait)
    expect(events.attacks.map((a) => a.attacker)).toEqual([left, right].sort((a, b) => a - b))
  })
})

describe('minds', () => {
  it('hunt the player they see down the Dijkstra map, then attack', () => {
    const { world, player, monsters } = arena(
      `
###########
#@........#
#.........#
#......g..#
###########`,
      { g: MonsterKind.Goblin },
    )
    const goblin = monsters.g?.[0] as number
    const distances: number[] = []
    let attacked = false
    for (let turn = 0; turn < 10 && !attacked; turn++) {
      const events = playTurn(world, player, wait)
      expect(world.components.Mind.state[goblin]).toBe(MindState.Hunting)
      attacked = events.attacks.some((a) => a.attacker === goblin)
      const at = getPosition(world, goblin)
      distances.push(Math.max(Math.abs(at.x - 1), Math.abs(at.y - 1)))
    }
    expect(attacked).toBe(true)
    // One step nearer each turn (diagonals allowed), then the blow from next to the player.
    expect(distances).toEqual([5, 4, 3, 2, 1, 1])
  })

  it('search where they last saw the player, then wander a while, then rest', () => {
    const { world, player, monsters } = arena(
      `
#########
#@#.....#
###.....#
#.......#
#..o....#
#########`,
      { o: MonsterKind.Orc },
    )
    const orc = monsters.o?.[0] as number
    const { Mind } = world.components
    // The orc last saw the player at (7, 1); the player is walled off and out of sight.
    Mind.state[orc] = MindState.Hunting
    Mind.targetX[orc] = 7
    Mind.targetY[orc] = 1
    const states: number[] = []
    for (let turn = 0; turn < 25; turn++) {
      playTurn(world, player, wait)
      states.push(Mind.state[orc] as number)
    }
    const searching = states.filter((state) => state === MindState.Searching).length
    expect(searching).toBe(4) // (3, 4) to (7, 1) is four king's moves
    const first = states.indexOf(MindState.Wandering)
    expect(first).toBe(searching)
    expect(states.slice(first, first + 10 + 1).every((s) => s === MindState.Wandering)).toBe(true)
    expect(states.at(-1)).toBe(MindState.Resting)
  })
})

/** Random turns on a populated dungeon: moves in any direction, and waits. */
const inputs = fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 60 })
const toAction = (n: number): PlayerAction =>
  n === 8
    ? wait
    : {
        kind: 'move',
        dx: [0, 1, 1, 1, 0, -1, -1, -1][n] ?? 0,
        dy: [-1, -1, 0, 1, 1, 1, 0, -1][n] ?? 0,
      }

function crowded(seed: number): { world: GameWorld; player: number } {
  const dungeon = generateDungeon({ seed, width: 40, height: 24 })
  const world = createGameWorld(dungeon, { capacity: 128 })
  const player = spawnPlayer(world, undefined, { sight: 8 })
  makeFighter(world, player, PLAYER_STATS, { regen: 10 })
  populate(world, dungeon, createRng(seed), 25, { minDistance: 3 })
  visibilitySystem(world)
  return { world, player }
}

function play(world: GameWorld, player: number, log: readonly number[]): void {
  for (const n of log) {
    if (hasComponent(world, player, world.components.Corpse)) return
    playTurn(world, player, toAction(n))
  }
}

describe('turns, over random games', () => {
  it('never stack monsters, put them in walls or let them swap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), inputs, (seed, log) => {
        const { world, player } = crowded(seed)
        const { Position, BlocksMovement } = world.components
        for (const n of log) {
          if (hasComponent(world, player, world.components.Corpse)) break
          const before = new Map<number, number>()
          for (let eid = 1; eid < world.capacity; eid++) {
            if (hasComponent(world, eid, BlocksMovement)) {
              before.set(eid, pointToIndex(world.dungeon, getPosition(world, eid)))
            }
          }
          const events = playTurn(world, player, toAction(n))
          expect(occupancyMismatch(world)).toBeUndefined()
          const taken = new Set<number>()
          for (const [eid] of before) {
            if (!hasComponent(world, eid, BlocksMovement)) continue
            const tile = pointToIndex(world.dungeon, {
              x: Position.x[eid] as number,
              y: Position.y[eid] as number,
            })
            expect(isWalkable(world.dungeon.tiles[tile] as number)).toBe(true)
            expect(taken.has(tile)).toBe(false)
            taken.add(tile)
          }
          // No two blockers traded places within a step.
          for (const m of events.moves) {
            const back = events.moves.find(
              (o) =>
                o.eid !== m.eid &&
                o.x === m.fromX &&
                o.y === m.fromY &&
                o.fromX === m.x &&
                o.fromY === m.y,
            )
            expect(back).toBeUndefined()
          }
        }
      }),
      { numRuns: sized(60, 150) },
    )
  })

  it('are a pure function of the seed and the inputs: a replay, or a restore midway, ends equal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), inputs, fc.nat(), (seed, log, cut) => {
        const a = crowded(seed)
        play(a.world, a.player, log)
        const b = crowded(seed)
        play(b.world, b.player, log)
        expect(snapshot(b.world)).toEqual(snapshot(a.world))
        // Saved after `cut` inputs, restored, and played on.
        const c = crowded(seed)
        const k = cut % (log.length + 1)
        play(c.world, c.player, log.slice(0, k))
        const restored = restore(JSON.parse(JSON.stringify(snapshot(c.world))))
        play(restored, c.player, log.slice(k))
        expect(snapshot(restored)).toEqual(snapshot(a.world))
      }),
      { numRuns: sized(60, 150) },
    )
  })
})

describe('a kind’s own line', () => {
  const bat = {
    name: 'bat',
    article: 'a',
    glyph: 'b',
    hp: 4,
    power: 1,
    defence: 0,
    speed: 100,
    sight: 6,
    say: 'The bat flutters.',
  } as const

  it('is said when it wakes to hunt, once, and again after losing the player', () => {
    const kinds = defineKinds({ monsters: [...MONSTER_KINDS, bat], items: ITEM_KINDS })
    const map = fromAscii('@.....b\n#####.#', '@b')
    const world = createGameWorld(map, { capacity: 16, seed: 'bat', combat: 'fixed', kinds })
    const player = spawnPlayer(world, map.marks['@']?.[0], { sight: 8 })
    makeFighter(world, player, PLAYER_STATS)
    const b = spawnMonster(world, map.marks.b?.[0] as Point, MONSTER_KINDS.length)
    visibilitySystem(world)
    const first = playTurn(world, player, wait)
    expect(first.says).toEqual([{ text: 'The bat flutters.', eid: b, after: 0 }])
    expect(turnMessages(world, first)).toEqual(['The bat flutters.'])
    expect(playTurn(world, player, wait).says).toEqual([])
    world.components.Mind.state[b] = MindState.Searching
    expect(playTurn(world, player, wait).says).toHaveLength(1)
  })

  it('is nothing for the default kinds', () => {
    const { world, player } = arena('@...o', { o: MonsterKind.Orc })
    const turns = Array.from({ length: 5 }, () => playTurn(world, player, wait))
    expect(turns.flatMap((events) => events.says)).toEqual([])
  })
})
