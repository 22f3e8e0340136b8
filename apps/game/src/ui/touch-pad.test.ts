import { describe, expect, it } from 'vitest'
import { healthLevel } from './hud.js'
import { padAction } from './touch-pad.js'

describe('padAction', () => {
  it('reads a pad button’s data as the action the keyboard would give', () => {
    expect(padAction({ move: 'up-left' })).toEqual({ kind: 'move', direction: 'up-left' })
    expect(padAction({ wait: '' })).toEqual({ kind: 'wait' })
    expect(padAction({ descend: '' })).toEqual({ kind: 'descend' })
    expect(padAction({})).toBeNull()
  })

  it('reads the item, look and aiming buttons, and nothing it does not know', () => {
    for (const kind of ['pickup', 'inventory', 'drop-menu', 'history', 'look', 'confirm', 'cancel'])
      expect(padAction({ act: kind })).toEqual({ kind })
    expect(padAction({ act: 'leave' })).toBeNull()
    expect(padAction({ act: 'new-game' })).toBeNull()
  })
})

describe('healthLevel', () => {
  it('is well above half, low at half or less, critical at a quarter or less', () => {
    expect([30, 16, 15, 8, 7, 0].map((hp) => healthLevel(hp, 30))).toEqual([
      'well',
      'well',
      'low',
      'low',
      'critical',
      'critical',
    ])
  })
})
