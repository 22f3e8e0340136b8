import { fromAscii, isWalkable, type Point } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEEP_MONSTER_KINDS, MORE_MONSTER_KINDS } from '../../test/more-kinds.js'
import {
  createGameWorld,
  createTurnEvents,
  defineKinds,
  die,
  FREED,
  type GameWorld,
  getPosition,
  giveExperience,
  giveInventory,
  ITEM_KINDS,
  ItemKind,
  inventoryOf,
  isAlive,
  isAsleep,
  itemsAt,
  KindError,
  MindState,
  MONSTER_KINDS,
  type MonsterKindInfo,
  makeFighter,
  makeNoise,
  NOISE_RADIUS,
  PLAYER_STATS,
  playTurn,
  restore,
  setAsleep,
  snapshot,
  spawnItem,
  spawnMonster,
  spawnPlayer,
  turnMessages,
  visibilitySystem,
} from '../index.js'

const ALL = [...MONSTER_KINDS, ...MORE_MONSTER_KINDS, ...DEEP_MONSTER_KINDS]
const KINDS = defineKinds({ monsters: ALL, items: ITEM_KINDS })
const code = (name: string) => ALL.findIndex((kind) => kind.name === name)

const ROOM = `
##############################
#............................#
#............................#
#............................#
#............................#
#............................#
#............................#
#............................#
##############################`

/** A room with the player at `at`, hard to kill, fixed blows unless told. */
function room(at: Point = { x: 1, y: 1 }, seed = 'ways', combat: 'fixed' | 'rolled' = 'fixed') {
  const map = fromAscii(ROOM)
  const world = createGameWorld(map, { capacity: 64, seed, kinds: KINDS, combat })
  const player = spawnPlayer(world, at, { sight: 0 })
  makeFighter(world, player, { ...PLAYER_STATS, hp: 3000 })
  giveInventory(world, player)
  visibilitySystem(world)
  return { world, player }
}

describe('a thief', () => {
  it('snatches an item instead of harm, runs, and drops it where it dies', () => {
    const { world, player } = room()
    const potion = spawnItem(world, { x: 1, y: 1 }, ItemKind.HealingPotion)
    playTurn(world, player, { kind: 'pickup', item: potion })
    const thief = spawnMonster(world, { x: 2, y: 1 }, code('thief'))
    const hp = world.components.Health.hp[player]
    const events = playTurn(world, player, { kind: 'wait' })
    expect(events.says.map((s) => s.text)).toContain('The thief snatches your healing potion!')
    // Told by key too: a test or a client need not read the words.
    expect(events.says.map((s) => s.key)).toContain('thief.snatch')
    // Told as the player calls the potion: by its look while its kind is unknown.
    const looks = (kind: number) => (kind === ItemKind.HealingPotion ? 'murky potion' : 'thing')
    expect(turnMessages(world, events, player, looks)).toContain(
      'The thief snatches your murky potion!',
    )
    expect(world.components.Health.hp[player]).toBe(hp)
    expect(inventoryOf(world, player)).toEqual([])
    expect(inventoryOf(world, thief)).toEqual([potion])
    const before = getPosition(world, thief)
    playTurn(world, player, { kind: 'wait' })
    expect(getPosition(world, thief).x).toBeGreaterThan(before.x) // running away
    // A save taken now carries the loot.
    const copy = restore(JSON.parse(JSON.stringify(snapshot(world))), { kinds: KINDS })
    expect(inventoryOf(copy, thief)).toEqual([potion])
    world.components.Health.hp[thief] = 1
    const at = getPosition(world, thief)
    world.components.Position.x[player] = at.x - 1
    world.components.Position.y[player] = at.y
    world.occupancy.fill(0)
    world.occupancy[at.y * world.dungeon.width + at.x] = thief
    world.occupancy[at.y * world.dungeon.width + at.x - 1] = player
    const killing = playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    expect(isAlive(world, thief)).toBe(false)
    expect(itemsAt(world, at.x, at.y)).toEqual([potion])
    // It fell as the killing blow (the turn's first) landed.
    expect(killing.drops).toEqual([
      { eid: thief, item: potion, kind: ItemKind.HealingPotion, ...at, after: 1 },
    ])
    // The thief's drop, told as the thief's, not as the player's, after the death that let it fall.
    const told = turnMessages(world, killing, player)
    expect(told.indexOf('The thief drops the healing potion.')).toBe(
      told.indexOf('You kill the thief.') + 1,
    )
    expect(told.some((line) => line.startsWith('You drop'))).toBe(false)
  })

  it('strikes as any monster when the pack holds nothing loose', () => {
    const { world, player } = room()
    spawnMonster(world, { x: 2, y: 1 }, code('thief'))
    const events = playTurn(world, player, { kind: 'wait' })
    expect(events.attacks).toHaveLength(1)
  })
})

describe('a summoner', () => {
  it('calls skeletons beside itself, never more than its cap alive, every few turns', () => {
    const { world, player } = room({ x: 1, y: 4 })
    const necro = spawnMonster(world, { x: 6, y: 4 }, code('necromancer'))
    const kind = KINDS.monsters[code('necromancer')]
    const skeleton = code('skeleton')
    const calledTurns: number[] = []
    let most = 0
    for (let turn = 0; turn < 40; turn++) {
      const events = playTurn(world, player, { kind: 'wait' })
      const calls = events.says.filter((s) => s.text.startsWith('The necromancer calls forth'))
      if (calls.length > 0) calledTurns.push(turn)
      for (const call of calls) expect(call.key).toMatch(/^summon\.call(\.many)?$/)
      const { Mind, Monster } = world.components
      let alive = 0
      for (let eid = 1; eid < 64; eid++) {
        if (isAlive(world, eid) && Mind.leader[eid] === necro) {
          expect(Monster.kind[eid]).toBe(skeleton)
          alive++
        }
      }
      most = Math.max(most, alive)
      expect(alive).toBeLessThanOrEqual(kind?.summonMost as number)
    }
    expect(most).toBe(kind?.summonMost)
    expect(calledTurns.length).toBeGreaterThan(0)
    for (let i = 1; i < calledTurns.length; i++) {
      expect((calledTurns[i] as number) - (calledTurns[i - 1] as number)).toBeGreaterThanOrEqual(
        kind?.summonEvery as number,
      )
    }
  })

  it('calls monsters that give no experience, before or after its own death', () => {
    const { world, player } = room({ x: 1, y: 4 })
    giveExperience(world, player)
    const { Experience, Mind } = world.components
    const necro = spawnMonster(world, { x: 6, y: 4 }, code('necromancer'))
    const called = () => {
      const ids: number[] = []
      for (let eid = 1; eid < 64; eid++)
        if (isAlive(world, eid) && Mind.leader[eid] !== 0) ids.push(eid)
      return ids
    }
    for (let turn = 0; turn < 40 && called().length < 2; turn++)
      playTurn(world, player, { kind: 'wait' })
    const [first, second] = called()
    if (first === undefined || second === undefined) throw new Error('no two called')
    const xp = () => Experience.xp[player] as number
    const before = xp()
    die(world, first, createTurnEvents(), player)
    expect(xp()).toBe(before)
    // Its caller killed gives experience as ever; the one it called, freed, still gives none,
    // and stays so through a save.
    die(world, necro, createTurnEvents(), player)
    const afterCaller = xp()
    expect(afterCaller).toBeGreaterThan(before)
    expect(Mind.leader[second]).toBe(FREED)
    const copy = restore(JSON.parse(JSON.stringify(snapshot(world))), { kinds: KINDS })
    expect(copy.components.Mind.leader[second]).toBe(FREED)
    die(world, second, createTurnEvents(), player)
    expect(xp()).toBe(afterCaller)
    // A skeleton no one called gives its experience.
    const lone = spawnMonster(world, { x: 10, y: 6 }, code('skeleton'))
    die(world, lone, createTurnEvents(), player)
    expect(xp()).toBe(afterCaller + (KINDS.monsters[code('skeleton')]?.xp as number))
  })

  it('never calls onto a wall or an occupied tile (any seed, any place)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 2, max: 27 }),
        fc.integer({ min: 1, max: 7 }),
        (seed, x, y) => {
          const { world, player } = room({ x: 1, y: 1 }, `s${seed}`)
          if (x === 1 && y === 1) return
          if (Math.abs(x - 1) <= 1 && Math.abs(y - 1) <= 1) return
          spawnMonster(world, { x, y }, code('necromancer'))
          const { Position } = world.components
          for (let turn = 0; turn < 12; turn++) {
            const taken = new Map<string, number>()
            for (let eid = 1; eid < 64; eid++) {
              if (!isAlive(world, eid)) continue
              const key = `${Position.x[eid]},${Position.y[eid]}`
              expect(taken.has(key)).toBe(false)
              taken.set(key, eid)
              expect(
                isWalkable(
                  world.dungeon.tiles[
                    (Position.y[eid] as number) * world.dungeon.width + (Position.x[eid] as number)
                  ] as number,
                ),
              ).toBe(true)
            }
            playTurn(world, player, { kind: 'wait' })
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('an acid jelly', () => {
  it('burns whoever strikes it in melee, not one who shoots', () => {
    const { world, player } = room()
    const jelly = spawnMonster(world, { x: 2, y: 1 }, code('acid jelly'))
    const hp = world.components.Health.hp[player] as number
    const events = playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    // Told after the blow that splashed it, not before it.
    const told = turnMessages(world, events, player)
    expect(told[0]).toMatch(/^You (hit|miss) the acid jelly/)
    expect(told[1]).toBe('The acid burns you for 2.')
    const hit = events.attacks.find((a) => a.target === player)?.damage ?? 0
    expect(world.components.Health.hp[player]).toBe(hp - 2 - hit)
    expect(events.effects).toContainEqual({
      effect: 'acid',
      source: jelly,
      target: player,
      kind: -1,
      amount: 2,
      hp: hp - 2,
      after: 1,
    })
  })
})

describe('sleep and noise', () => {
  it('a sleeper does not act, even beside the player, until woken', () => {
    const { world, player } = room({ x: 1, y: 1 }, 'sleep')
    // Five tiles off: in the orc's sight, beyond the sleeper's waking radius.
    const orc = spawnMonster(world, { x: 6, y: 1 }, code('orc'))
    const awake = spawnMonster(world, { x: 1, y: 6 }, code('orc'))
    setAsleep(world, orc)
    const first = playTurn(world, player, { kind: 'wait' })
    expect(first.moves.filter((m) => m.eid === awake)).toHaveLength(1)
    die(world, awake, createTurnEvents()) // before its blows make a noise
    for (let turn = 0; turn < 20; turn++) {
      const events = turn === 0 ? first : playTurn(world, player, { kind: 'wait' })
      expect(events.moves.filter((m) => m.eid === orc)).toEqual([])
      expect(isAsleep(world, orc)).toBe(true)
    }
  })

  it('a noise wakes those within its radius (straight distance) and no others', () => {
    const { world } = room({ x: 1, y: 1 })
    const near = spawnMonster(world, { x: 10 + NOISE_RADIUS, y: 1 }, code('orc'))
    const diagonal = spawnMonster(world, { x: 16, y: 7 }, code('orc')) // 6² + 6² = 72 > 64
    const far = spawnMonster(world, { x: 11 + NOISE_RADIUS, y: 1 }, code('orc'))
    for (const eid of [near, diagonal, far]) setAsleep(world, eid)
    const events = createTurnEvents()
    expect(makeNoise(world, { x: 10, y: 1 }, NOISE_RADIUS, events)).toBe(1)
    expect(isAsleep(world, near)).toBe(false)
    expect(world.components.Mind.state[near]).toBe(MindState.Searching)
    expect([world.components.Mind.targetX[near], world.components.Mind.targetY[near]]).toEqual([
      10, 1,
    ])
    expect(isAsleep(world, diagonal)).toBe(true)
    expect(isAsleep(world, far)).toBe(true)
  })

  it('a fight wakes a sleeper in earshot, told when in view', () => {
    const { world, player } = room({ x: 1, y: 1 })
    spawnMonster(world, { x: 2, y: 1 }, code('rat'))
    const sleeper = spawnMonster(world, { x: 6, y: 3 }, code('orc'))
    const deaf = spawnMonster(world, { x: 27, y: 7 }, code('orc'))
    setAsleep(world, sleeper)
    setAsleep(world, deaf)
    const events = playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    expect(isAsleep(world, sleeper)).toBe(false)
    expect(isAsleep(world, deaf)).toBe(true)
    expect(events.says.map((s) => s.text)).toContain('The orc wakes up.')
    expect(events.says.find((s) => s.text === 'The orc wakes up.')?.key).toBe('wake')
  })

  it('a sleeper struck wakes', () => {
    const { world, player } = room()
    const orc = spawnMonster(world, { x: 2, y: 1 }, code('ogre'))
    setAsleep(world, orc)
    playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    expect(isAsleep(world, orc)).toBe(false)
  })
})

describe('save and restore mid-fight', () => {
  it('goes on the same as the world it was taken of (any seed)', () => {
    const moves = fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 5, maxLength: 20 })
    fc.assert(
      fc.property(fc.integer(), moves, moves, (seed, first, then) => {
        const { world, player } = room({ x: 3, y: 3 }, `r${seed}`, 'rolled')
        const potion = spawnItem(world, { x: 3, y: 3 }, ItemKind.HealingPotion)
        playTurn(world, player, { kind: 'pickup', item: potion })
        spawnMonster(world, { x: 8, y: 3 }, code('necromancer'))
        spawnMonster(world, { x: 5, y: 5 }, code('thief'))
        spawnMonster(world, { x: 4, y: 2 }, code('acid jelly'))
        setAsleep(world, spawnMonster(world, { x: 12, y: 6 }, code('ogre')))
        const play = (w: GameWorld, list: number[]) =>
          list.map((m) => {
            if (!isAlive(w, player)) return 'dead'
            const action =
              m === 8
                ? ({ kind: 'wait' } as const)
                : ({ kind: 'move', dx: DX[m] as number, dy: DY[m] as number } as const)
            return JSON.stringify(playTurn(w, player, action))
          })
        play(world, first)
        const copy = restore(JSON.parse(JSON.stringify(snapshot(world))), { kinds: KINDS })
        expect(play(copy, then)).toEqual(play(world, then))
        expect(snapshot(copy)).toEqual(snapshot(world))
      }),
      { numRuns: 30 },
    )
  })
})

const DX = [0, 1, 1, 1, 0, -1, -1, -1]
const DY = [-1, -1, 0, 1, 1, 1, 0, -1]

describe('the new kind fields', () => {
  it('are checked by defineKinds, naming the field', () => {
    const base = DEEP_MONSTER_KINDS[5] as object
    const bad = (row: object, field: string) =>
      expect(() =>
        defineKinds({ monsters: [...ALL.slice(0, 4), row as MonsterKindInfo], items: [] }),
      ).toThrow(new RegExp(`monsters\\[4\\]\\.${field}`))
    bad({ ...base, summons: 'lich' }, 'summons')
    bad({ ...base, summons: 5 }, 'summons')
    bad({ ...base, range: undefined }, 'range')
    bad({ ...base, summonEvery: 0 }, 'summonEvery')
    bad({ ...base, summonMost: 1.5 }, 'summonMost')
    bad({ ...(DEEP_MONSTER_KINDS[3] as object), acid: -1 }, 'acid')
    bad({ ...(DEEP_MONSTER_KINDS[0] as object), sleeps: 101 }, 'sleeps')
    bad({ ...(DEEP_MONSTER_KINDS[0] as object), summons: 'rat' }, 'summons')
    bad({ ...(DEEP_MONSTER_KINDS[0] as object), behaviour: 'sneaky' }, 'behaviour')
    expect(() =>
      defineKinds({ monsters: [{ ...base, summons: 'lich' } as MonsterKindInfo], items: [] }),
    ).toThrow(KindError)
  })
})

describe('a door', () => {
  it('opened by the player is a noise', () => {
    const map = fromAscii(`
###############
#....+........#
###############`)
    const world = createGameWorld(map, { capacity: 16, seed: 'door', kinds: KINDS })
    const player = spawnPlayer(world, { x: 4, y: 1 }, { sight: 0 })
    makeFighter(world, player, PLAYER_STATS)
    const orc = spawnMonster(world, { x: 12, y: 1 }, code('orc')) // 7 from the door
    setAsleep(world, orc)
    playTurn(world, player, { kind: 'move', dx: -1, dy: 0 })
    expect(isAsleep(world, orc)).toBe(true)
    playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    expect(isAsleep(world, orc)).toBe(false)
  })
})
