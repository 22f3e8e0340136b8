import { DIRS_8 } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  ArgumentRangeError,
  BEHAVIOURS,
  type BehaviourContext,
  DEFAULT_KINDS,
  defineBehaviour,
  defineKinds,
  defineRule,
  ITEM_KINDS,
  MONSTER_KINDS,
  type MonsterKindInfo,
  playTurn,
  restore,
  say,
  snapshot,
  teleport,
  turnMessages,
} from '../index.js'

const LOOKS = { article: 'a', hp: 30, power: 3, defence: 0, speed: 100, sight: 12 } as const

/** A game's own way: it blinks onto a free tile beside the player one action in two (a roll). */
const blinker = defineBehaviour('blinker', {
  act(ctx: BehaviourContext, monster: number) {
    const at = ctx.at(monster)
    const you = ctx.at(ctx.player)
    const far = Math.max(Math.abs(at.x - you.x), Math.abs(at.y - you.y))
    if (far > 1 && ctx.roll(2) === 0) {
      const beside = DIRS_8.map(([dx, dy]) => ({ x: you.x + dx, y: you.y + dy })).find((p) =>
        ctx.isFree(p),
      )
      if (beside && !teleport(ctx.world, monster, { to: beside, events: ctx.events })) {
        return ctx.say(monster, 'The blinker blinks.')
      }
    }
    ctx.hunt(monster)
  },
})

const BLINKER: MonsterKindInfo = { ...LOOKS, name: 'blinker', glyph: 'k', behaviour: 'blinker' }

const kindsWith = (kind: MonsterKindInfo, behaviours = [...BEHAVIOURS, blinker], rules = []) =>
  defineKinds({ monsters: [...MONSTER_KINDS, kind], items: ITEM_KINDS, behaviours, rules })

const FIELD = `
@.........
..........
.......k..`

describe('behaviours', () => {
  it('are the six built in by default, each made by defineBehaviour', () => {
    expect(BEHAVIOURS.map((b) => b.name)).toEqual([
      'melee',
      'ranged',
      'cowardly',
      'erratic',
      'thief',
      'summoner',
    ])
    expect(DEFAULT_KINDS.behaviours).toEqual(BEHAVIOURS)
    expect(DEFAULT_KINDS.rules).toEqual([])
    for (const b of BEHAVIOURS) expect(Object.isFrozen(b)).toBe(true)
  })

  it('a game registers acts as none of the six do, from the world’s draws, so it replays', () => {
    const kinds = kindsWith(BLINKER)
    const code = kinds.monsters.length - 1
    const play = () => {
      const { world, player, monsters } = arena(FIELD.trim(), { k: code }, {}, kinds)
      const blinkerId = monsters.k?.[0] as number
      const said: string[] = []
      const seen: string[] = []
      for (let turn = 0; turn < 6; turn++) {
        const events = playTurn(world, player, { kind: 'wait' })
        said.push(...events.says.map((s) => s.text))
        const { Position } = world.components
        seen.push(`${Position.x[blinkerId]},${Position.y[blinkerId]}`)
      }
      return { world, said, seen }
    }
    const first = play()
    // It came from 7 tiles away to a tile beside the player, blinking at least once.
    expect(first.said).toContain('The blinker blinks.')
    const last = (first.seen.at(-1) as string).split(',').map(Number)
    expect(Math.max(Math.abs(last[0] as number), Math.abs(last[1] as number))).toBe(1)
    const again = play()
    expect(again.seen).toEqual(first.seen)
    expect(snapshot(again.world)).toEqual(snapshot(first.world))
    const back = restore(JSON.parse(JSON.stringify(snapshot(first.world))), { kinds })
    expect(snapshot(back)).toEqual(snapshot(first.world))
  })

  it('one whose act does nothing stands still however long it sees the player', () => {
    const statue = defineBehaviour('statue', { act: () => {} })
    const kinds = kindsWith({ ...BLINKER, name: 'statue', behaviour: 'statue' }, [
      ...BEHAVIOURS,
      statue,
    ])
    const { world, player, monsters } = arena(
      FIELD.trim(),
      { k: kinds.monsters.length - 1 },
      {},
      kinds,
    )
    const id = monsters.k?.[0] as number
    for (let turn = 0; turn < 5; turn++) playTurn(world, player, { kind: 'wait' })
    expect([world.components.Position.x[id], world.components.Position.y[id]]).toEqual([7, 2])
  })

  it('onHit may take the place of a landed blow’s harm', () => {
    const tickler = defineBehaviour('tickler', {
      act: (ctx, monster) => ctx.hunt(monster),
      onHit(ctx, attacker) {
        say(ctx.events, 'It tickles.', attacker)
        return true
      },
    })
    const kind = { ...BLINKER, name: 'imp', behaviour: 'tickler', accuracy: 100 }
    const kinds = kindsWith(kind, [...BEHAVIOURS, tickler])
    const { world, player } = arena('@k', { k: kinds.monsters.length - 1 }, {}, kinds)
    const hp = world.components.Health.hp[player]
    const events = playTurn(world, player, { kind: 'wait' })
    expect(events.says.map((s) => s.text)).toEqual(['It tickles.'])
    expect(events.attacks).toEqual([])
    expect(world.components.Health.hp[player]).toBe(hp)
  })

  it('a name not registered is refused, naming the kind and the names there are', () => {
    let thrown: unknown
    try {
      kindsWith({ ...BLINKER, behaviour: 'blinker' }, [...BEHAVIOURS])
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ArgumentRangeError)
    expect((thrown as Error).message).toBe(
      `defineKinds: kinds.monsters[${MONSTER_KINDS.length}].behaviour is "blinker"; allowed: for the "blinker" kind, the name of a behaviour of the kinds: melee, ranged, cowardly, erratic, thief, summoner.`,
    )
    expect(() => kindsWith(BLINKER, [...BEHAVIOURS, blinker, blinker])).toThrow(
      /behaviours\[7\]\.name: "blinker" is taken/,
    )
    expect(() => kindsWith(BLINKER, [{ name: 'blinker', act: () => {} } as never])).toThrow(
      /behaviours\[0\]: must be made by defineBehaviour/,
    )
  })
})

describe('turn rules', () => {
  it('run once every turn played, in the order given, and not on a refused turn', () => {
    const told: string[] = []
    const tick = (name: string) =>
      defineRule(name, {
        everyTurn: (ctx) => {
          told.push(`${name} ${ctx.world.turn} ${ctx.roll(6)}`)
          if (name === 'trap') ctx.say('Click.')
        },
      })
    const kinds = defineKinds({
      monsters: MONSTER_KINDS,
      items: ITEM_KINDS,
      rules: [tick('trap'), tick('cloud')],
    })
    const { world, player } = arena('#@.', {}, {}, kinds)
    const events = playTurn(world, player, { kind: 'wait' })
    expect(events.says).toEqual([{ text: 'Click.', eid: player, after: 0 }])
    playTurn(world, player, { kind: 'move', dx: -1, dy: 0 }) // into the wall: refused
    playTurn(world, player, { kind: 'wait' })
    expect(told.map((t) => t.split(' ').slice(0, 2).join(' '))).toEqual([
      'trap 0',
      'cloud 0',
      'trap 1',
      'cloud 1',
    ])
    // The draws are the world's: the same world played again draws the same.
    const again: string[] = told.splice(0)
    const second = arena('#@.', {}, {}, kinds)
    playTurn(second.world, second.player, { kind: 'wait' })
    playTurn(second.world, second.player, { kind: 'wait' })
    expect(told).toEqual(again)
  })

  it('harm a creature as an effect of their own name, and a death by one has no killer', () => {
    const cloud = defineRule('poison cloud', {
      everyTurn: (ctx) => ctx.harm(ctx.player, 12, 'poison cloud'),
    })
    const kinds = defineKinds({ monsters: MONSTER_KINDS, items: ITEM_KINDS, rules: [cloud] })
    const { world, player } = arena('@.', {}, {}, kinds)
    const first = playTurn(world, player, { kind: 'wait' })
    expect(first.effects).toEqual([
      { effect: 'poison cloud', source: 0, target: player, kind: -1, amount: 12, hp: 18 },
    ])
    expect(turnMessages(world, first, player)).toEqual(['The poison cloud touches you.'])
    playTurn(world, player, { kind: 'wait' })
    const last = playTurn(world, player, { kind: 'wait' })
    expect(last.deaths).toEqual([{ eid: player, x: 0, y: 0, player: true }])
    expect(turnMessages(world, last, player)).toEqual(['The poison cloud touches you.', 'You die.'])
    const bad = defineRule('bad', { everyTurn: (ctx) => ctx.harm(ctx.player, -1, 'x') })
    const worse = arena('@.', {}, {}, defineKinds({ monsters: [], items: [], rules: [bad] }))
    expect(() => playTurn(worse.world, worse.player, { kind: 'wait' })).toThrow(
      'harm: amount is -1; allowed: an integer from 0 to 30000.',
    )
  })
})
