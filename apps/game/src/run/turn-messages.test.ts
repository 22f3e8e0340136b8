import { createTurnEvents, MonsterKind } from '@delve/ecs'
import { describe, expect, it } from 'vitest'
import { bumpMessage, turnMessages } from './turn-messages.js'

const PLAYER = 1
const kinds: Record<number, number> = { 2: MonsterKind.Goblin, 3: MonsterKind.Orc }
const kindOf = (eid: number) => kinds[eid] as number

describe('turnMessages', () => {
  it('tells each blow in order, and the kill it made', () => {
    const events = createTurnEvents()
    events.attacks.push(
      { attacker: PLAYER, target: 2, damage: 5, hp: 0 },
      { attacker: 3, target: PLAYER, damage: 3, hp: 27 },
      { attacker: PLAYER, target: 3, damage: 0, hp: 10 },
      { attacker: 3, target: PLAYER, damage: 0, hp: 27 },
    )
    expect(turnMessages(events, PLAYER, kindOf)).toEqual([
      'You hit the goblin for 5.',
      'You kill the goblin.',
      'The orc hits you for 3.',
      'You hit the orc but do no damage.',
      'The orc hits you but does no damage.',
    ])
  })

  it('ends with the player’s death', () => {
    const events = createTurnEvents()
    events.attacks.push({ attacker: 3, target: PLAYER, damage: 4, hp: 0 })
    expect(turnMessages(events, PLAYER, kindOf)).toEqual(['The orc hits you for 4.', 'You die.'])
  })

  it('tells a miss, a shot and a blow between monsters', () => {
    const events = createTurnEvents()
    events.attacks.push(
      { attacker: PLAYER, target: 2, damage: 0, hp: 6, missed: true },
      { attacker: 3, target: PLAYER, damage: 2, hp: 25, ranged: true },
      { attacker: 3, target: 2, damage: 6, hp: 0 },
    )
    expect(turnMessages(events, PLAYER, kindOf)).toEqual([
      'You miss the goblin.',
      'The orc shoots you for 2.',
      'The orc hits the goblin for 6.',
      'The orc kills the goblin.',
    ])
  })

  it('tells what was done with items and what the magic did', () => {
    const events = createTurnEvents()
    events.pickups.push({ eid: PLAYER, item: 9, kind: 0, x: 0, y: 0 })
    events.uses.push({ eid: PLAYER, item: 10, kind: 3, x: 4, y: 4 })
    events.effects.push(
      { effect: 'fireball', source: PLAYER, target: 2, kind: 3, amount: 12, hp: 0 },
      { effect: 'fireball', source: PLAYER, target: PLAYER, kind: 3, amount: 12, hp: 18 },
    )
    expect(turnMessages(events, PLAYER, kindOf)).toEqual([
      'You pick up the healing potion.',
      'You read the fireball scroll.',
      'The fire burns the goblin for 12.',
      'The goblin dies.',
      'The fire burns you for 12.',
    ])
  })

  it('says nothing of a quiet turn', () => {
    expect(turnMessages(createTurnEvents(), PLAYER, kindOf)).toEqual([])
  })
})

describe('bumpMessage', () => {
  it('says what refused the step', () => {
    expect(bumpMessage('wall')).toBe('You bump into a wall.')
    const messages = (['wall', 'bounds', 'entity'] as const).map(bumpMessage)
    expect(new Set(messages).size).toBe(3)
  })
})
