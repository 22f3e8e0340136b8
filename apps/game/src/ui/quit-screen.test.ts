import { describe, expect, it } from 'vitest'
import { againPrompt, causeSentence, describeRun } from './quit-screen.js'

describe('describeRun', () => {
  it('gives depth, turns and kills, then steps and dungeons, with the right plurals', () => {
    const stats = { steps: 0, dungeons: 1, turns: 0, kills: 0 }
    expect(describeRun({ stats, depth: 1 })).toBe(
      'Depth 1 · 0 turns · 0 kills. You walked 0 steps through 1 dungeon.',
    )
    expect(describeRun({ stats: { steps: 1, dungeons: 3, turns: 1, kills: 1 }, depth: 3 })).toBe(
      'Depth 3 · 1 turn · 1 kill. You walked 1 step through 3 dungeons.',
    )
  })
})

describe('causeSentence', () => {
  it('says what ended the run as a sentence the player reads', () => {
    expect(causeSentence('killed by a troll on depth 7')).toBe(
      'You were killed by a troll on depth 7.',
    )
    expect(causeSentence('killed by their own magic on depth 3')).toBe(
      'You were killed by their own magic on depth 3.',
    )
    expect(causeSentence('took the amulet on depth 10')).toBe('You took the amulet on depth 10.')
    expect(causeSentence('left on depth 3')).toBe('You left on depth 3.')
  })
})

describe('againPrompt', () => {
  it('names Enter where there is a keyboard, and no key on a touch screen', () => {
    expect(againPrompt(false)).toEqual({ words: 'or press', key: 'Enter' })
    expect(againPrompt(true)).toBeNull()
  })
})
