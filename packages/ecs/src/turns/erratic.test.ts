import { fromAscii, type Point } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createGameWorld,
  defineKinds,
  type GameWorld,
  getPosition,
  ITEM_KINDS,
  KindError,
  MONSTER_KINDS,
  type MonsterKindInfo,
  makeFighter,
  PLAYER_STATS,
  playTurn,
  restore,
  snapshot,
  spawnMonster,
  spawnPlayer,
  visibilitySystem,
} from '../index.js'

const BAT: MonsterKindInfo = {
  name: 'bat',
  article: 'a',
  glyph: 'b',
  hp: 500, // it lives through every blow of these tests
  power: 0,
  defence: 0,
  speed: 100,
  sight: 30,
  behaviour: 'erratic',
}

const ROOM = `
##############################
#@...........................#
#............................#
#............................#
#............................#
#............................#
#............................#
#...........................b#
##############################`

/** A wide room, the player in one corner and a bat of `kind` in the other, which sees it. */
function batRoom(kind: Partial<MonsterKindInfo>, seed = 'bats', drawing = ROOM) {
  const kinds = defineKinds({
    monsters: [...MONSTER_KINDS, { ...BAT, ...kind }],
    items: ITEM_KINDS,
  })
  const map = fromAscii(drawing, '@b')
  const world = createGameWorld(map, { capacity: 16, seed, kinds, combat: 'fixed' })
  const player = spawnPlayer(world, map.marks['@']?.[0], { sight: 0 })
  makeFighter(world, player, { ...PLAYER_STATS, hp: 30_000, defence: 100 })
  const bat = spawnMonster(world, map.marks.b?.[0] as Point, MONSTER_KINDS.length)
  visibilitySystem(world)
  return { world, player, bat }
}

const far = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))

/** How the bat's distance to the waiting player changed, turn by turn. */
function approaches(kind: Partial<MonsterKindInfo>, seed: string, turns: number): number[] {
  const { world, player, bat } = batRoom(kind, seed)
  const home = getPosition(world, player)
  const changes: number[] = []
  for (let t = 0; t < turns; t++) {
    const before = far(getPosition(world, bat), home)
    if (before <= 1) break
    playTurn(world, player, { kind: 'wait' })
    changes.push(far(getPosition(world, bat), home) - before)
  }
  return changes
}

describe('an erratic monster', () => {
  it('hunts part of the time and flies at random the rest', () => {
    const changes = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((seed) => approaches({}, seed, 60))
    const nearer = changes.filter((d) => d < 0).length
    // A hunter always comes a tile nearer in the open; a random step does 3 times in 8.
    expect(nearer / changes.length).toBeGreaterThan(0.55)
    expect(nearer / changes.length).toBeLessThan(0.85)
    expect(changes.every((d) => d >= -1 && d <= 1)).toBe(true)
    expect(approaches({ randomness: 100 }, 'a', 60).filter((d) => d >= 0).length).toBeGreaterThan(
      20,
    )
  })

  it('is a melee hunter at randomness 0', () => {
    for (const seed of ['a', 'b', 'c']) {
      expect(approaches({ randomness: 0 }, seed, 30).every((d) => d === -1)).toBe(true)
      const melee = batRoom({ behaviour: 'melee' }, seed)
      const erratic = batRoom({ randomness: 0 }, seed)
      for (let t = 0; t < 30; t++) {
        playTurn(melee.world, melee.player, { kind: 'wait' })
        playTurn(erratic.world, erratic.player, { kind: 'wait' })
        expect(getPosition(erratic.world, erratic.bat)).toEqual(getPosition(melee.world, melee.bat))
      }
    }
  })

  it('flies the same way for the same seed, after a restore too, and otherwise for another', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.nat(20), (seed, saveAt) => {
        const one = batRoom({ speed: 150 }, seed)
        const two = batRoom({ speed: 150 }, seed)
        const path = (w: { world: GameWorld; player: number; bat: number }, from = 0) => {
          const points: Point[] = []
          for (let t = from; t < 30; t++) {
            playTurn(w.world, w.player, { kind: 'wait' })
            points.push(getPosition(w.world, w.bat))
          }
          return points
        }
        const whole = path(one)
        for (let t = 0; t < saveAt; t++) playTurn(two.world, two.player, { kind: 'wait' })
        const copy = restore(JSON.parse(JSON.stringify(snapshot(two.world))), {
          kinds: two.world.kinds,
        })
        expect(path({ ...two, world: copy }, saveAt)).toEqual(whole.slice(saveAt))
      }),
      { numRuns: 40 },
    )
    const paths = ['x', 'y', 'z'].map((seed) => JSON.stringify(approaches({}, seed, 20)))
    expect(new Set(paths).size).toBeGreaterThan(1)
  })

  it('draws anew for each action of a quick one, and strikes the player it flies into', () => {
    const { world, player, bat } = batRoom(
      { speed: 200, randomness: 100, power: 1 },
      'quick',
      '#####\n#@.b#\n#####',
    )
    let twice = 0
    let differently = 0
    let blows = 0
    for (let t = 0; t < 200; t++) {
      const events = playTurn(world, player, { kind: 'wait' })
      const own = events.moves.filter((m) => m.eid === bat)
      blows += events.attacks.filter((a) => a.attacker === bat && a.target === player).length
      if (own.length < 2) continue
      twice++
      const [a, b] = own as [(typeof own)[0], (typeof own)[0]]
      if (a.x - a.fromX !== b.x - b.fromX || a.y - a.fromY !== b.y - b.fromY) differently++
    }
    expect(twice).toBeGreaterThan(0)
    expect(differently).toBeGreaterThan(0)
    expect(blows).toBeGreaterThan(0)
  })

  it('is a behaviour defineKinds takes, with randomness from 0 to 100', () => {
    const kinds = defineKinds({ monsters: [{ ...BAT, randomness: 30 }], items: [] })
    expect(kinds.monsters[0]?.behaviour).toBe('erratic')
    expect(() => defineKinds({ monsters: [{ ...BAT, randomness: 101 }], items: [] })).toThrow(
      KindError,
    )
    expect(() => defineKinds({ monsters: [{ ...BAT, randomness: 101 }], items: [] })).toThrow(
      'kinds monsters[0].randomness: must be an integer from 0 to 100, got 101',
    )
  })
})
