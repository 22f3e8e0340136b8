import { describe, expect, it } from 'vitest'
import { statusText } from './status-line.js'

describe('statusText', () => {
  it('tells the hit points, the depth, the level and the turn, in that order', () => {
    expect(statusText({ hp: 27, maxHp: 30, depth: 2, level: 3, turn: 148 })).toBe(
      'HP 27/30   Depth 2   Level 3   Turn 148',
    )
    expect(statusText({ hp: 0, maxHp: 50, depth: 10, level: 7, turn: 0 })).toBe(
      'HP 0/50   Depth 10   Level 7   Turn 0',
    )
  })
})
