import { kindInfo, MONSTER_KINDS, MonsterKind } from '@delve/ecs'
import { describe, expect, it } from 'vitest'
import { bumpMessage } from './bump-message.js'

describe('bumpMessage', () => {
  it('tells the player they walked into a wall', () => {
    expect(bumpMessage('wall')).toBe('You bump into a wall.')
  })

  it('has a distinct sentence for every reason', () => {
    const messages = (['wall', 'bounds', 'entity'] as const).map((reason) => bumpMessage(reason))
    expect(new Set(messages).size).toBe(3)
    for (const message of messages) expect(message).toMatch(/^[A-Z].*\.$/)
  })

  it('names the monster in the way, with its article', () => {
    expect(bumpMessage('entity', kindInfo(MonsterKind.Goblin))).toBe('Blocked by a goblin.')
    expect(bumpMessage('entity', kindInfo(MonsterKind.Orc))).toBe('Blocked by an orc.')
    for (const kind of MONSTER_KINDS) {
      expect(bumpMessage('entity', kind)).toBe(`Blocked by ${kind.article} ${kind.name}.`)
    }
  })

  it('ignores a monster for bumps that are not into an entity', () => {
    expect(bumpMessage('wall', kindInfo(MonsterKind.Rat))).toBe('You bump into a wall.')
  })
})
