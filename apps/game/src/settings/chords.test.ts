import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bindableCode, chordLabel, chordOf, chordText, parseChord } from './chords.js'

describe('chords', () => {
  it('are written and read back the same', () => {
    const code = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,20}$/).filter(bindableCode)
    fc.assert(
      fc.property(code, fc.boolean(), (c, shift) => {
        expect(parseChord(chordText({ code: c, shift }))).toEqual({ code: c, shift })
      }),
    )
  })

  it('are never a modifier alone, a browser shortcut or something else', () => {
    for (const bad of [
      'ShiftLeft',
      'Shift+ControlLeft',
      'CapsLock',
      '',
      'keyA',
      'Key A',
      'Ctrl+KeyA',
    ])
      expect(parseChord(bad), bad).toBeNull()
    expect(parseChord(7)).toBeNull()
    expect(chordOf({ code: 'KeyA', ctrlKey: true })).toBeNull()
    expect(chordOf({ code: 'AltLeft', altKey: true })).toBeNull()
    expect(chordOf({ code: 'KeyA', shiftKey: true })).toEqual({ code: 'KeyA', shift: true })
  })

  it('read as a key cap', () => {
    const label = (text: string) => chordLabel(parseChord(text) ?? { code: '?', shift: false })
    expect(
      [
        'KeyG',
        'Shift+KeyN',
        'Numpad7',
        'ArrowUp',
        'Shift+Period',
        'Shift+Slash',
        'Escape',
        'F2',
      ].map(label),
    ).toEqual(['G', '⇧N', 'num 7', '↑', '>', '?', 'Esc', 'F2'])
  })

  it('read as the player’s own keyboard names them, where the browser says', () => {
    // AZERTY: the keys of Q, W, M, Period and Slash type a, z, comma, colon and !.
    const azerty = new Map([
      ['KeyQ', 'a'],
      ['KeyW', 'z'],
      ['KeyM', ','],
      ['Period', ':'],
      ['Slash', '!'],
      ['Digit1', '&'],
    ])
    const us = new Map([
      ['KeyQ', 'q'],
      ['Period', '.'],
      ['Slash', '/'],
    ])
    const label = (text: string, layout: Map<string, string>) =>
      chordLabel(parseChord(text) ?? { code: '?', shift: false }, layout)
    expect(
      ['KeyQ', 'KeyW', 'Shift+Period', 'Slash', 'Digit1', 'ArrowUp', 'Numpad7'].map((t) =>
        label(t, azerty),
      ),
    ).toEqual(['A', 'Z', '⇧:', '!', '&', '↑', 'num 7'])
    expect(['KeyQ', 'Shift+Period', 'Shift+Slash'].map((t) => label(t, us))).toEqual([
      'Q',
      '>',
      '?',
    ])
  })
})
