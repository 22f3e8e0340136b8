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
