import { describe, expect, it } from 'vitest'
import { bindChord, DEFAULT_BINDINGS, unbindChord } from '../settings/bindings.js'
import { dungeonClaims, keysForMode } from './key-actions.js'

/** Up is W as well, look is F (not X), the character screen is Shift+C. */
function remapped() {
  let bindings = bindChord(DEFAULT_BINDINGS, 'step-up', 'KeyW').bindings
  bindings = bindChord(bindings, 'look', 'KeyF').bindings
  bindings = unbindChord(bindings, 'look', 'KeyX')
  bindings = bindChord(bindings, 'character', 'Shift+KeyC').bindings
  return unbindChord(bindings, 'character', 'KeyC')
}

describe('the dungeon’s keys with the player’s bindings', () => {
  const bindings = remapped()

  it('step, look and wait on the keys bound, in play', () => {
    const play = keysForMode('play', bindings)
    expect(play({ key: 'w', code: 'KeyW' })).toEqual({ kind: 'move', direction: 'up' })
    expect(play({ key: 'f', code: 'KeyF' })).toEqual({ kind: 'look' })
    expect(play({ key: 'x', code: 'KeyX' })).toBeNull()
    expect(play({ key: 'C', code: 'KeyC', shiftKey: true })).toEqual({ kind: 'character' })
    expect(play({ key: 'c', code: 'KeyC' })).toBeNull()
    // The page's commands are not the run's.
    expect(play({ key: '?', code: 'Slash', shiftKey: true })).toBeNull()
    expect(play({ key: '=', code: 'Equal' })).toBeNull()
  })

  it('move the cursor and close look and the character screen on the keys bound', () => {
    const look = keysForMode('look', bindings)
    expect(look({ key: 'w', code: 'KeyW' })).toEqual({ kind: 'move', direction: 'up' })
    expect(look({ key: 'f', code: 'KeyF' })).toEqual({ kind: 'cancel' })
    expect(look({ key: 'x', code: 'KeyX' })).toBeNull()
    expect(keysForMode('history', bindings)({ key: 'w', code: 'KeyW' })).toEqual({
      kind: 'move',
      direction: 'up',
    })
    const character = keysForMode('character', bindings)
    expect(character({ key: 'C', code: 'KeyC', shiftKey: true })).toEqual({ kind: 'cancel' })
    expect(character({ key: 'Escape', code: 'Escape' })).toEqual({ kind: 'cancel' })
  })

  it('leave a menu’s letters to the menu, whatever the bindings', () => {
    expect(keysForMode('inventory', bindings)({ key: 'w', code: 'KeyW' })).toEqual({
      kind: 'choose',
      index: 22,
    })
  })

  it('claim the bound keys from the browser, and a key no longer bound stays the menu’s only', () => {
    expect(dungeonClaims({ key: 'w', code: 'KeyW' }, bindings)).toBe(true)
    expect(dungeonClaims({ key: 'F5', code: 'F5' }, bindings)).toBe(false)
    expect(dungeonClaims({ key: 'w', code: 'KeyW', ctrlKey: true }, bindings)).toBe(false)
  })

  it('are the defaults without bindings given', () => {
    expect(keysForMode('play')({ key: 'x', code: 'KeyX' })).toEqual({ kind: 'look' })
    expect(keysForMode('play', DEFAULT_BINDINGS)).toBe(keysForMode('play'))
  })
})
