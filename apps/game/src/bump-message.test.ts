import { describe, expect, it } from 'vitest'
import { bumpMessage } from './bump-message.js'

describe('bumpMessage', () => {
  it('tells the player they walked into a wall', () => {
    expect(bumpMessage('wall')).toBe('You bump into a wall.')
  })

  it('has a distinct sentence for every reason', () => {
    const messages = (['wall', 'bounds', 'entity'] as const).map(bumpMessage)
    expect(new Set(messages).size).toBe(3)
    for (const message of messages) expect(message).toMatch(/^[A-Z].*\.$/)
  })
})
