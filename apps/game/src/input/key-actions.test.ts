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

  it('waits a turn on the full stop, Space and the number pad’s 5', () => {
    expect(actionForKey({ key: '.', code: 'Period' })).toEqual({ kind: 'wait' })
    expect(actionForKey({ key: ' ', code: 'Space' })).toEqual({ kind: 'wait' })
    expect(actionForKey({ key: '5', code: 'Numpad5' })).toEqual({ kind: 'wait' })
    expect(actionForKey({ key: 'Clear', code: 'Numpad5' })).toEqual({ kind: 'wait' })
  })

  it('steps in eight directions on the number pad', () => {
    expect(actionForKey({ key: '7', code: 'Numpad7' })).toEqual({
      kind: 'move',
      direction: 'up-left',
    })
    expect(actionForKey({ key: 'PageDown', code: 'Numpad3' })).toEqual({
      kind: 'move',
      direction: 'down-right',
    })
    expect(actionForKey({ key: '8', code: 'Numpad8' })).toEqual({ kind: 'move', direction: 'up' })
  })

  it('leaves other keys and browser shortcuts alone', () => {
    expect(actionForKey({ key: ',', code: 'Comma' })).toBeNull()
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
