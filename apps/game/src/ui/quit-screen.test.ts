import { describe, expect, it } from 'vitest'
import { describeRun } from './quit-screen.js'

describe('describeRun', () => {
  it('counts steps and dungeons with the right plurals', () => {
    expect(describeRun({ steps: 0, dungeons: 1 })).toBe('You walked 0 steps through 1 dungeon.')
    expect(describeRun({ steps: 1, dungeons: 3 })).toBe('You walked 1 step through 3 dungeons.')
  })
})
