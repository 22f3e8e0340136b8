import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  exploreStep,
  getPosition,
  ItemKind,
  MonsterKind,
  playTurn,
  runStep,
  travelStep,
  type WalkDecision,
} from '../index.js'
import type { GameWorld } from '../world/game-world.js'

const HALL = `
##############################
#....#########################
#.@..........................#
#....#########################
##############################
`

/** Plays exploreStep until it stops; returns the reason and the turns played. */
function exploreAll(world: GameWorld, player: number, limit = 500) {
  for (let turn = 0; turn < limit; turn++) {
    const decision = exploreStep(world, player)
    if (decision.kind === 'stop') return { reason: decision.reason, turn }
    expect(playTurn(world, player, { kind: 'move', dx: decision.dx, dy: decision.dy }).taken).toBe(
      true,
    )
  }
  throw new Error('explore never stopped')
}

const walkable = (world: GameWorld) =>
  [...world.dungeon.tiles].flatMap((t, i) => (t === 0 ? [] : [i]))

describe('exploreStep', () => {
  it('heads for the unexplored end of the hall, then stops when all is seen', () => {
    const { world, player } = arena(HALL)
    const first = exploreStep(world, player)
    expect(first).toMatchObject({ kind: 'step', dx: 1 })
    const { reason } = exploreAll(world, player)
    expect(reason).toBe('explored')
    expect(walkable(world).every((i) => world.vision.explored[i] === 1)).toBe(true)
  })

  it('walks to the known down stairs once nothing is left, and stops on them', () => {
    const { world, player } = arena(`
#######
#@....#
#....>#
#######
`)
    expect(exploreStep(world, player)).toMatchObject({ kind: 'step', dx: 1 })
    expect(exploreAll(world, player).reason).toBe('explored')
    expect(getPosition(world, player)).toEqual({ x: 5, y: 2 })
  })

  it('stops for a monster in view, an item seen, and hit points below half', () => {
    const seen = arena(`${HALL.replace('....#####', '...g#####')}`, { g: MonsterKind.Goblin })
    expect(exploreStep(seen.world, seen.player)).toEqual({
      kind: 'stop',
      reason: 'monster',
      monster: seen.monsters.g?.[0],
      toward: { dx: 1, dy: -1 }, // the goblin is at (+2, −1): north-east comes first of two
    })

    const loot = arena(HALL.replace('.@..', '.@.!'), {}, { '!': ItemKind.HealingPotion })
    expect(exploreStep(loot.world, loot.player)).toEqual({ kind: 'stop', reason: 'item' })
    const item = loot.items['!']?.[0] as number
    expect(exploreStep(loot.world, loot.player, { knownItems: new Set([item]) }).kind).toBe('step')

    const hurt = arena(HALL)
    hurt.world.components.Health.hp[hurt.player] = 14
    expect(exploreStep(hurt.world, hurt.player)).toEqual({ kind: 'stop', reason: 'hurt' })
    expect(exploreStep(hurt.world, hurt.player, { hurtBelow: 0 }).kind).toBe('step')
  })

  it('never plans through tiles it has not seen', () => {
    // The short way east is unexplored, beyond sight; explore goes by the frontier it knows.
    const { world, player } = arena(HALL)
    const d = exploreStep(world, player) as Extract<WalkDecision, { kind: 'step' }>
    const { x, y } = getPosition(world, player)
    expect(world.vision.explored[(y + d.dy) * world.dungeon.width + x + d.dx]).toBe(1)
  })
})

describe('travelStep', () => {
  it('walks to a known tile and says when it has arrived', () => {
    const { world, player } = arena(HALL)
    const goal = { x: 8, y: 2 }
    let decision = travelStep(world, player, goal)
    for (let n = 0; decision.kind === 'step' && n < 20; n++) {
      playTurn(world, player, { kind: 'move', dx: decision.dx, dy: decision.dy })
      decision = travelStep(world, player, goal)
    }
    expect(decision).toEqual({ kind: 'stop', reason: 'arrived' })
    expect(getPosition(world, player)).toEqual(goal)
  })

  it('refuses unknown tiles and tiles off the map', () => {
    const { world, player } = arena(HALL)
    expect(travelStep(world, player, { x: 27, y: 2 })).toEqual({
      kind: 'stop',
      reason: 'unreachable',
    })
    expect(() => travelStep(world, player, { x: 99, y: 2 })).toThrow(/not a tile/)
  })
})

describe('runStep', () => {
  const BENT = `
##########
#@......+#
#######.##
#######.##
#######..#
##########
`
  it('runs along a corridor, follows its bend, and stops in a junction', () => {
    const { world, player } = arena(`
#############
#@........###
#########.###
#########...#
#########.###
#############
`)
    let dx = 1
    let dy = 0
    playTurn(world, player, { kind: 'move', dx, dy })
    const path: string[] = []
    for (let n = 0; n < 30; n++) {
      const d = runStep(world, player, dx, dy)
      if (d.kind === 'stop') {
        path.push(d.reason)
        break
      }
      ;({ dx, dy } = d)
      playTurn(world, player, { kind: 'move', dx, dy })
    }
    expect(path).toEqual(['junction'])
    expect(getPosition(world, player)).toEqual({ x: 9, y: 3 })
  })

  it('stops on a door and where the way is shut', () => {
    const { world, player } = arena(BENT)
    expect(runStep(world, player, -1, 0)).toEqual({ kind: 'stop', reason: 'blocked' })
    const onDoor = arena(BENT.replace('#@......+#', '#......@+#'))
    playTurn(onDoor.world, onDoor.player, { kind: 'move', dx: 1, dy: 0 })
    expect(getPosition(onDoor.world, onDoor.player)).toEqual({ x: 8, y: 1 })
    expect(runStep(onDoor.world, onDoor.player, 1, 0)).toEqual({ kind: 'stop', reason: 'door' })
  })

  it('stops with a monster in view or on an item, and refuses a bad direction', () => {
    const seen = arena(BENT.replace('......+', '.....g+'), { g: MonsterKind.Rat })
    expect(runStep(seen.world, seen.player, 1, 0)).toMatchObject({
      kind: 'stop',
      reason: 'monster',
      monster: seen.monsters.g?.[0],
    })
    const loot = arena(BENT.replace('#@..', '#.@!'), {}, { '!': ItemKind.Dagger })
    expect(runStep(loot.world, loot.player, 1, 0).kind).toBe('step')
    playTurn(loot.world, loot.player, { kind: 'move', dx: 1, dy: 0 })
    expect(runStep(loot.world, loot.player, 1, 0)).toEqual({ kind: 'stop', reason: 'item' })
    expect(() => runStep(loot.world, loot.player, 0, 0)).toThrow(/not both 0/)
  })
})

describe('the stop for a monster', () => {
  const ROOM = `
#######
#@...r#
##.##.#
#..o..#
#######
`

  it('names the nearest in view and the first step of the way to it', () => {
    const { world, player, monsters } = arena(ROOM, { r: MonsterKind.Rat, o: MonsterKind.Orc })
    const orc = monsters.o?.[0] as number
    const stopped = exploreStep(world, player)
    expect(stopped).toEqual({
      kind: 'stop',
      reason: 'monster',
      monster: orc,
      toward: { dx: 1, dy: 1 },
    })
    expect(travelStep(world, player, { x: 4, y: 1 })).toEqual(stopped)
    expect(runStep(world, player, 1, 0)).toEqual(stopped)
  })

  it('offers the step onto a monster beside the player: an attack', () => {
    const { world, player, monsters } = arena('#####\n#@o.#\n#####', { o: MonsterKind.Orc })
    const stopped = exploreStep(world, player)
    expect(stopped).toEqual({
      kind: 'stop',
      reason: 'monster',
      monster: monsters.o?.[0],
      toward: { dx: 1, dy: 0 },
    })
    const { dx, dy } = (stopped as { toward: { dx: number; dy: number } }).toward
    expect(playTurn(world, player, { kind: 'move', dx, dy }).attacks[0]?.attacker).toBe(player)
  })

  it('leaves the step out when no known way leads there', () => {
    const { world, player, monsters } = arena('#####\n#@#o#\n#####', { o: MonsterKind.Orc })
    world.vision.visible.fill(1) // seen as through a window: in view, no way there
    world.vision.explored.fill(1)
    expect(exploreStep(world, player)).toEqual({
      kind: 'stop',
      reason: 'monster',
      monster: monsters.o?.[0],
    })
  })
})
