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
    expect(actionForKey({ key: 'k', code: 'KeyK' })).toEqual({ kind: 'move', direction: 'up' })
    expect(actionForKey({ key: 'ArrowLeft', code: 'ArrowLeft' })).toEqual({
      kind: 'move',
      direction: 'left',
    })
    expect(actionForKey({ key: '>', code: 'Period', shiftKey: true })).toEqual({ kind: 'descend' })
    // As an on-screen keyboard (or a test's) sends it: the character, without Shift.
    expect(actionForKey({ key: '>', code: 'Period' })).toEqual({ kind: 'descend' })
    expect(actionForKey({ key: 'r', code: 'KeyR' })).toEqual({ kind: 'regenerate' })
    expect(actionForKey({ key: 'z', code: 'KeyZ' })).toEqual({ kind: 'rest' })
    expect(actionForKey({ key: 'L', code: 'KeyL', shiftKey: true })).toEqual({ kind: 'labels' })
    expect(actionForKey({ key: 'N', code: 'KeyN', shiftKey: true })).toEqual({ kind: 'new-game' })
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

  it('steps with the number pad’s NumLock-off keys, however the system reports them', () => {
    const pairs = [
      ['Home', 'Numpad7', 'up-left'],
      ['ArrowUp', 'Numpad8', 'up'],
      ['PageUp', 'Numpad9', 'up-right'],
      ['ArrowLeft', 'Numpad4', 'left'],
      ['ArrowRight', 'Numpad6', 'right'],
      ['End', 'Numpad1', 'down-left'],
      ['ArrowDown', 'Numpad2', 'down'],
      ['PageDown', 'Numpad3', 'down-right'],
    ] as const
    for (const [key, pad, direction] of pairs) {
      // The number pad's own code, with the key NumLock off gives…
      expect(actionForKey({ key, code: pad })).toEqual({ kind: 'move', direction })
      // …or, on systems that report it so, the code of the key it stands for.
      expect(actionForKey({ key, code: key })).toEqual({ kind: 'move', direction })
    }
    expect(actionForKey({ key: 'Clear', code: 'NumpadClear' })).toEqual({ kind: 'wait' })
  })

  it('steps with the vi-keys, unshifted', () => {
    const pairs = [
      ['KeyH', 'left'],
      ['KeyJ', 'down'],
      ['KeyK', 'up'],
      ['KeyL', 'right'],
      ['KeyY', 'up-left'],
      ['KeyU', 'up-right'],
      ['KeyB', 'down-left'],
      ['KeyN', 'down-right'],
    ] as const
    for (const [code, direction] of pairs)
      expect(actionForKey({ key: code.slice(3).toLowerCase(), code })).toEqual({
        kind: 'move',
        direction,
      })
    // Shifted, a vi-key is no step: it runs, but for Shift+N and Shift+L, their own orders.
    expect(actionForKey({ key: 'H', code: 'KeyH', shiftKey: true })).toEqual({
      kind: 'run',
      direction: 'left',
    })
    expect(actionForKey({ key: 'N', code: 'KeyN', shiftKey: true })).toEqual({ kind: 'new-game' })
    expect(actionForKey({ key: 'L', code: 'KeyL', shiftKey: true })).toEqual({ kind: 'labels' })
  })

  it('runs with Shift and a direction, explores with o, travels with Shift+G', () => {
    for (const [code, direction] of [
      ['ArrowLeft', 'left'],
      ['ArrowUp', 'up'],
      ['Numpad3', 'down-right'],
      ['PageUp', 'up-right'],
      ['KeyJ', 'down'],
      ['KeyY', 'up-left'],
      ['KeyU', 'up-right'],
      ['KeyB', 'down-left'],
      ['KeyK', 'up'],
    ] as const) {
      expect(actionForKey({ key: '', code, shiftKey: true }), code).toEqual({
        kind: 'run',
        direction,
      })
    }
    expect(actionForKey({ key: 'o', code: 'KeyO' })).toEqual({ kind: 'explore' })
    expect(actionForKey({ key: 'G', code: 'KeyG', shiftKey: true })).toEqual({ kind: 'travel' })
    // g unshifted still picks up; Shift with an order letter keeps its order.
    expect(actionForKey({ key: 'g', code: 'KeyG' })).toEqual({ kind: 'pickup' })
    expect(actionForKey({ key: 'Z', code: 'KeyZ', shiftKey: true })).toEqual({ kind: 'rest' })
    expect(actionForKey({ key: 'I', code: 'KeyI', shiftKey: true })).toEqual({ kind: 'inventory' })
  })

  it('no longer steps on WASD: D drops, W, A and S do nothing', () => {
    expect(actionForKey({ key: 'd', code: 'KeyD' })).toEqual({ kind: 'drop-menu' })
    for (const code of ['KeyW', 'KeyA', 'KeyS']) expect(actionForKey({ key: '', code })).toBeNull()
  })

  it('keeps the orders a player should not give by accident behind Shift', () => {
    expect(actionForKey({ key: 'n', code: 'KeyN' })?.kind).toBe('move')
    expect(actionForKey({ key: 'l', code: 'KeyL' })?.kind).toBe('move')
    expect(actionForKey({ key: 'N', code: 'KeyN', shiftKey: true })?.kind).toBe('new-game')
  })

  it('leaves other keys and browser shortcuts alone', () => {
    expect(actionForKey({ key: ',', code: 'Comma' })).toBeNull()
    expect(actionForKey({ key: 'q', code: 'KeyQ' })).toBeNull()
    expect(actionForKey({ key: 'r', code: 'KeyR', ctrlKey: true })).toBeNull()
    expect(actionForKey({ key: 'l', code: 'KeyL', metaKey: true })).toBeNull()
  })
})

describe('the item keys', () => {
  it('picks up on G, opens the pack on I, the history on V, looks on X, drops on D', () => {
    expect(actionForKey({ key: 'g', code: 'KeyG' })).toEqual({ kind: 'pickup' })
    expect(actionForKey({ key: 'i', code: 'KeyI' })).toEqual({ kind: 'inventory' })
    expect(actionForKey({ key: 'v', code: 'KeyV' })).toEqual({ kind: 'history' })
    expect(actionForKey({ key: 'x', code: 'KeyX' })).toEqual({ kind: 'look' })
    expect(actionForKey({ key: 'd', code: 'KeyD' })).toEqual({ kind: 'drop-menu' })
    expect(actionForKey({ key: 'D', code: 'KeyD', shiftKey: true })).toEqual({
      kind: 'drop-menu',
    })
  })

  it('keeps every play key apart: no two keys of play share a code', () => {
    const codes = ['KeyG', 'KeyI', 'KeyD', 'KeyV', 'KeyX', 'KeyZ', 'KeyR', 'Tab', 'Escape']
    const actions = codes.map((code) => actionForKey({ key: '', code })?.kind)
    expect(new Set(actions).size).toBe(codes.length)
    expect(actions).not.toContain(undefined)
  })

  it('chooses by letter in a menu, the vi-keys included, and Escape closes it', () => {
    const menu = keysForMode('inventory')
    expect(menu({ key: 'a', code: 'KeyA' })).toEqual({ kind: 'choose', index: 0 })
    expect(menu({ key: 'h', code: 'KeyH' })).toEqual({ kind: 'choose', index: 7 })
    expect(menu({ key: 'z', code: 'KeyZ' })).toEqual({ kind: 'choose', index: 25 })
    expect(menu({ key: 'Escape', code: 'Escape' })).toEqual({ kind: 'cancel' })
    expect(menu({ key: 'ArrowUp', code: 'ArrowUp' })).toBeNull()
    expect(menu({ key: 'r', code: 'KeyR', ctrlKey: true })).toBeNull()
  })

  it('moves the cursor in look and aim modes, Enter confirms, Escape cancels', () => {
    for (const mode of ['look', 'targeting'] as const) {
      const keys = keysForMode(mode)
      expect(keys({ key: 'l', code: 'KeyL' })).toEqual({ kind: 'move', direction: 'right' })
      expect(keys({ key: 'Home', code: 'Numpad7' })).toEqual({ kind: 'move', direction: 'up-left' })
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
    expect(keys({ key: 'j', code: 'KeyJ' })).toEqual({ kind: 'move', direction: 'down' })
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

describe('the question before a run is given up', () => {
  const keys = keysForMode('confirm')
  const press = (code: string, shiftKey = false) => keys({ key: '', code, shiftKey })

  it('takes Y for yes, N (with Shift too: the new game key again) or Escape for no', () => {
    expect(press('KeyY')).toEqual({ kind: 'confirm' })
    expect(press('KeyN')).toEqual({ kind: 'cancel' })
    expect(press('KeyN', true)).toEqual({ kind: 'cancel' })
    expect(press('Escape')).toEqual({ kind: 'cancel' })
  })

  it('answers nothing to any other key: Enter, the steps, the letters', () => {
    for (const code of ['Enter', 'NumpadEnter', 'Space', 'KeyJ', 'ArrowUp', 'Numpad3', 'KeyA']) {
      expect(press(code)).toBeNull()
      expect(press(code, true)).toBeNull()
    }
    expect(keys({ key: 'y', code: 'KeyY', ctrlKey: true })).toBeNull()
  })
})

describe('directionForKey', () => {
  it('maps the vi-keys and the arrow keys to the four directions', () => {
    const pairs = [
      ['KeyK', 'ArrowUp', 'up'],
      ['KeyH', 'ArrowLeft', 'left'],
      ['KeyJ', 'ArrowDown', 'down'],
      ['KeyL', 'ArrowRight', 'right'],
    ] as const
    for (const [letter, arrow, direction] of pairs) {
      expect(directionForKey(letter)).toBe(direction)
      expect(directionForKey(arrow)).toBe(direction)
    }
  })

  it('ignores every other key', () => {
    for (const code of ['KeyR', 'Escape', 'Enter', 'Space', 'KeyQ', 'KeyW', 'KeyD', '']) {
      expect(directionForKey(code)).toBeNull()
    }
  })
})
