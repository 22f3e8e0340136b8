import { createRng, fromAscii } from '@delve/map'
import { describe, expect, it } from 'vitest'
import {
  alertMonsters,
  createGameWorld,
  EntityError,
  MindState,
  MonsterKind,
  makeFighter,
  PLAYER_STATS,
  playTurn,
  populate,
  populateItems,
  SpawnError,
  spawnMonster,
  spawnPlayer,
} from '../index.js'

const MAP = fromAscii('@.........o', '@o')
const at = (ch: string) => MAP.marks[ch]?.[0] ?? { x: 0, y: 0 }

describe('the first hour: what a newcomer gets wrong is explained', () => {
  it('a player with no hit points is told exactly what to call', () => {
    const world = createGameWorld(MAP)
    const player = spawnPlayer(world, at('@'), { sight: 8 })
    expect(() => playTurn(world, player, { kind: 'wait' })).toThrow(EntityError)
    expect(() => playTurn(world, player, { kind: 'wait' })).toThrow(
      /cannot fight.*makeFighter\(world, 1, PLAYER_STATS\)/,
    )
  })

  it('a player with no sight is told so, not left unseen by every monster', () => {
    const world = createGameWorld(MAP)
    const player = spawnPlayer(world, at('@'))
    makeFighter(world, player, PLAYER_STATS)
    expect(() => playTurn(world, player, { kind: 'wait' })).toThrow(/no sight.*setViewshed/)
  })

  it('a player spawned with sight sees at once: the first frame is not black', () => {
    const world = createGameWorld(MAP)
    spawnPlayer(world, at('@'), { sight: 8 })
    expect(world.vision.visible.reduce((a, b) => a + b, 0)).toBeGreaterThan(1)
  })

  it('refuses a monster where the player is wanted, and a second player', () => {
    const world = createGameWorld(MAP)
    spawnPlayer(world, at('@'), { sight: 8 })
    const orc = spawnMonster(world, at('o'), MonsterKind.Orc)
    expect(() => playTurn(world, orc, { kind: 'wait' })).toThrow(/entity \d+ is not a player/)
    expect(() => spawnPlayer(world, { x: 3, y: 0 })).toThrow(SpawnError)
    expect(() => spawnPlayer(world, { x: 3, y: 0 })).toThrow(
      /world is a world with a player already \(entity 1\)/,
    )
  })

  it('refuses unknown options, text for numbers (quoted), and a bad rng, by name', () => {
    expect(() => createGameWorld(MAP, { capcity: 9 } as never)).toThrow(
      /unknown option "capcity"; allowed: an object of capacity, seed, generated, kinds, combat/,
    )
    expect(() => createGameWorld(MAP, { capacity: '9' as never })).toThrow(
      /options.capacity is "9"/,
    )
    const world = createGameWorld(MAP)
    expect(() => spawnPlayer(world, { x: '3' as never, y: 0 })).toThrow(/at.x is "3"/)
    expect(() => populate(world, MAP, {} as never, 2)).toThrow(
      /populate: rng is \{\}; allowed: a generator from createRng/,
    )
    expect(() => populateItems(world, Math as never, 2)).toThrow(
      /populateItems: rng is \{\}; allowed: a generator from createRng/,
    )
    expect(() => playTurn(world, 1, undefined as never)).toThrow(EntityError)
    populate(world, MAP, createRng(1), 1)
  })

  it('wakes sleeping monsters on request (a noise), within a radius or all', () => {
    const world = createGameWorld(MAP)
    const player = spawnPlayer(world, at('@'), { sight: 2 })
    makeFighter(world, player, PLAYER_STATS)
    const orc = spawnMonster(world, at('o'), MonsterKind.Orc)
    expect(world.components.Mind.state[orc]).toBe(MindState.Resting)
    expect(alertMonsters(world, player, 5)).toBe(0)
    expect(alertMonsters(world, player)).toBe(1)
    expect(world.components.Mind.state[orc]).toBe(MindState.Searching)
    const x = world.components.Position.x[orc] as number
    playTurn(world, player, { kind: 'wait' })
    expect(world.components.Position.x[orc]).toBe(x - 1)
  })
})
