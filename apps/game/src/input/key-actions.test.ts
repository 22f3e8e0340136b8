import { describe, expect, it } from 'vitest'
import { actionForKey, directionForKey } from './key-actions.js'

describe('actionForKey', () => {
  it('maps the game keys', () => {
    expect(actionForKey({ key: 'w', code: 'KeyW' })).toEqual({ kind: 'move', direction: 'up' })
    expect(actionForKey({ key: 'ArrowLeft', code: 'ArrowLeft' })).toEqual({
      kind: 'move',
      direction: 'left',
    })
    expect(actionForKey({ key: '>', code: 'Period' })).toEqual({ kind: 'descend' })
    expect(actionForKey({ key: 'r', code: 'KeyR' })).toEqual({ kind: 'regenerate' })
    expect(actionForKey({ key: 'l', code: 'KeyL' })).toEqual({ kind: 'labels' })
    expect(actionForKey({ key: 'n', code: 'KeyN' })).toEqual({ kind: 'new-game' })
    expect(actionForKey({ key: 'Tab', code: 'Tab' })).toEqual({ kind: 'panel' })
    expect(actionForKey({ key: 'Escape', code: 'Escape' })).toEqual({ kind: 'leave' })
  })

  it('leaves other keys and browser shortcuts alone', () => {
    expect(actionForKey({ key: '.', code: 'Period' })).toBeNull()
    expect(actionForKey({ key: 'x', code: 'KeyX' })).toBeNull()
    expect(actionForKey({ key: 'r', code: 'KeyR', ctrlKey: true })).toBeNull()
    expect(actionForKey({ key: 'l', code: 'KeyL', metaKey: true })).toBeNull()
  })
})

describe('directionForKey', () => {
  it('maps WASD and the arrow keys to the four directions', () => {
    const pairs = [
      ['KeyW', 'ArrowUp', 'up'],
      ['KeyA', 'ArrowLeft', 'left'],
      ['KeyS', 'ArrowDown', 'down'],
      ['KeyD', 'ArrowRight', 'right'],
    ] as const
    for (const [letter, arrow, direction] of pairs) {
      expect(directionForKey(letter)).toBe(direction)
      expect(directionForKey(arrow)).toBe(direction)
    }
  })

  it('ignores every other key', () => {
    for (const code of ['KeyR', 'Escape', 'Enter', 'Space', 'KeyQ', '']) {
      expect(directionForKey(code)).toBeNull()
    }
  })
})
