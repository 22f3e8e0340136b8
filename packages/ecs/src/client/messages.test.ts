import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  ArgumentRangeError,
  createTurnEvents,
  DEFAULT_KINDS,
  defineKinds,
  defineMessages,
  ENGINE_MESSAGES,
  ITEM_KINDS,
  ItemKind,
  KindError,
  MONSTER_KINDS,
  MonsterKind,
  message,
  playTurn,
  spawnItem,
} from '../index.js'
import { bumpMessage, turnMessages } from './turn-messages.js'

/** Delve's tutorial kinds told in other words. */
function reworded(words: Record<string, string>) {
  return defineKinds({
    monsters: MONSTER_KINDS,
    items: ITEM_KINDS,
    messages: defineMessages(words),
  })
}

describe('defineMessages', () => {
  it('refuses a key the catalogue does not have, naming it', () => {
    expect(() => defineMessages({ 'blow.hti': 'x' })).toThrow(ArgumentRangeError)
    expect(() => defineMessages({ 'blow.hti': 'x' })).toThrow(/"blow\.hti"/)
    expect(() => defineMessages({ 'blow.hit': '' })).toThrow(/blow\.hit/)
  })

  it('keeps the lines it is not given, and rewords on another catalogue', () => {
    const words = defineMessages({ 'blow.hit.you': 'You smite {whom} ({damage}).' })
    expect(words['blow.miss.you']).toBe(ENGINE_MESSAGES['blow.miss.you'])
    const more = defineMessages({ 'blow.miss.you': 'Whiff.' }, words)
    expect(more['blow.hit.you']).toBe('You smite {whom} ({damage}).')
    expect(more['blow.miss.you']).toBe('Whiff.')
    expect(Object.isFrozen(more)).toBe(true)
  })

  it('fills parameters, capitalised where the key is', () => {
    expect(message(undefined, 'blow.hit', { who: 'the orc', whom: 'you', damage: 2 })).toBe(
      'The orc hits you for 2.',
    )
    // A key no catalogue has is told as itself; a missing key of a game's, as the engine's.
    expect(message(undefined, 'no.such')).toBe('no.such')
    expect(message(Object.freeze({}), 'death.you')).toBe('You die.')
  })
})

describe('a world told in its own words', () => {
  it('tells blows, deaths, pick-ups, bumps and refusals in them, playing alike', () => {
    const kinds = reworded({
      'blow.hit.you': 'You smite {whom} ({damage}).',
      'kill.you': '{Whom} falls.',
      pickup: 'Got {item}.',
      'bump.wall': 'Ouch.',
      'refuse.nothing-here': 'Nothing to take.',
    })
    const plain = arena('@g.', { g: MonsterKind.Goblin })
    const own = arena('@g.', { g: MonsterKind.Goblin }, {}, kinds)
    const events = createTurnEvents()
    events.taken = true
    const goblin = plain.monsters.g?.[0] as number
    expect(own.monsters.g?.[0]).toBe(goblin)
    events.attacks.push({ attacker: plain.player, target: goblin, damage: 5, hp: 0 })
    expect(turnMessages(plain.world, events)).toEqual([
      'You hit the goblin for 5.',
      'You kill the goblin.',
    ])
    expect(turnMessages(own.world, events)).toEqual([
      'You smite the goblin (5).',
      'The goblin falls.',
    ])
    expect(bumpMessage('wall', kinds.messages)).toBe('Ouch.')
    const refused = playTurn(own.world, own.player, { kind: 'pickup' })
    expect(refused.refused).toEqual({ code: 'nothing-here', message: 'Nothing to take.' })
    spawnItem(own.world, { x: 0, y: 0 }, ItemKind.HealingPotion)
    const took = playTurn(own.world, own.player, { kind: 'pickup' })
    expect(turnMessages(own.world, took)[0]).toBe('Got the healing potion.')
  })

  it('is no part of the content: the kinds are the same but for their words', () => {
    const kinds = reworded({ 'death.you': 'You perish.' })
    expect(JSON.stringify(kinds)).toBe(JSON.stringify(DEFAULT_KINDS))
    expect(Object.keys(kinds)).toEqual(Object.keys(DEFAULT_KINDS))
    expect(() =>
      defineKinds({ monsters: [], items: [], messages: { 'death.you': 'x' } as never }),
    ).toThrow(KindError)
  })
})
