import { describe, expect, it } from 'vitest'
import {
  actionForKey,
  directionForKey,
  dungeonClaims,
  keysForMode,
  letterIndex,
} from './key-actions.js'

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
    expect(actionForKey({ key: 'q', code: 'KeyQ' })).toBeNull()
    expect(actionForKey({ key: 'r', code: 'KeyR', ctrlKey: true })).toBeNull()
    expect(actionForKey({ key: 'l', code: 'KeyL', metaKey: true })).toBeNull()
  })
})

describe('the item keys', () => {
  it('picks up on G, opens the pack on I, the history on V, looks on X, drops on Shift+D', () => {
    expect(actionForKey({ key: 'g', code: 'KeyG' })).toEqual({ kind: 'pickup' })
    expect(actionForKey({ key: 'i', code: 'KeyI' })).toEqual({ kind: 'inventory' })
    expect(actionForKey({ key: 'v', code: 'KeyV' })).toEqual({ kind: 'history' })
    expect(actionForKey({ key: 'x', code: 'KeyX' })).toEqual({ kind: 'look' })
    expect(actionForKey({ key: 'D', code: 'KeyD', shiftKey: true })).toEqual({
      kind: 'drop-menu',
    })
    // D alone is still a step right (WASD).
    expect(actionForKey({ key: 'd', code: 'KeyD' })).toEqual({ kind: 'move', direction: 'right' })
  })

  it('keeps every play key apart: no two keys of play share a code', () => {
    const codes = ['KeyG', 'KeyI', 'KeyV', 'KeyX', 'KeyR', 'KeyL', 'KeyN', 'Tab', 'Escape']
    const actions = codes.map((code) => actionForKey({ key: '', code })?.kind)
    expect(new Set(actions).size).toBe(codes.length)
    expect(actions).not.toContain(undefined)
  })

  it('chooses by letter in a menu, WASD included, and Escape closes it', () => {
    const menu = keysForMode('inventory')
    expect(menu({ key: 'a', code: 'KeyA' })).toEqual({ kind: 'choose', index: 0 })
    expect(menu({ key: 'w', code: 'KeyW' })).toEqual({ kind: 'choose', index: 22 })
    expect(menu({ key: 'z', code: 'KeyZ' })).toEqual({ kind: 'choose', index: 25 })
    expect(menu({ key: 'Escape', code: 'Escape' })).toEqual({ kind: 'cancel' })
    expect(menu({ key: 'ArrowUp', code: 'ArrowUp' })).toBeNull()
    expect(menu({ key: 'r', code: 'KeyR', ctrlKey: true })).toBeNull()
  })

  it('moves the cursor in look and aim modes, Enter confirms, Escape cancels', () => {
    for (const mode of ['look', 'targeting'] as const) {
      const keys = keysForMode(mode)
      expect(keys({ key: 'd', code: 'KeyD' })).toEqual({ kind: 'move', direction: 'right' })
      expect(keys({ key: '9', code: 'Numpad9' })).toEqual({ kind: 'move', direction: 'up-right' })
      expect(keys({ key: 'Enter', code: 'Enter' })).toEqual({ kind: 'confirm' })
      expect(keys({ key: 'Enter', code: 'NumpadEnter' })).toEqual({ kind: 'confirm' })
      expect(keys({ key: 'Escape', code: 'Escape' })).toEqual({ kind: 'cancel' })
      expect(keys({ key: 'g', code: 'KeyG' })).toBeNull()
    }
    expect(keysForMode('look')({ key: 'x', code: 'KeyX' })).toEqual({ kind: 'cancel' })
  })

  it('scrolls the history up and down and closes it on Escape, Enter or V', () => {
    const keys = keysForMode('history')
    expect(keys({ key: 'ArrowUp', code: 'ArrowUp' })).toEqual({ kind: 'move', direction: 'up' })
    expect(keys({ key: 's', code: 'KeyS' })).toEqual({ kind: 'move', direction: 'down' })
    expect(keys({ key: 'ArrowLeft', code: 'ArrowLeft' })).toBeNull()
    for (const code of ['Escape', 'Enter', 'KeyV'])
      expect(keys({ key: '', code })).toEqual({ kind: 'cancel' })
  })

  it('claims a key the dungeon uses in any mode, and leaves the rest to the browser', () => {
    expect(dungeonClaims({ key: 'b', code: 'KeyB' })).toBe(true)
    expect(dungeonClaims({ key: 'Enter', code: 'Enter' })).toBe(true)
    expect(dungeonClaims({ key: 'F5', code: 'F5' })).toBe(false)
    expect(dungeonClaims({ key: 'c', code: 'KeyC', ctrlKey: true })).toBe(false)
    expect(letterIndex('KeyC')).toBe(2)
    expect(letterIndex('Digit1')).toBeNull()
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
