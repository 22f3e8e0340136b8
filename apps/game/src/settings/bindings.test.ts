import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Bindings,
  bindChord,
  DEFAULT_BINDINGS,
  decodeBindings,
  encodeBindings,
  KeyBindings,
  keyBindings,
  MOST_KEYS,
  unbindChord,
} from './bindings.js'
import { parseChord } from './chords.js'
import { COMMANDS } from './commands.js'

const ids = COMMANDS.map((row) => row.id)
/** Codes a player might press: letters, digits, the number pad, arrows and a few others. */
const codes = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => `Key${c}`),
  ...'0123456789'.split('').map((d) => `Digit${d}`),
  ...'0123456789'.split('').map((d) => `Numpad${d}`),
  'ArrowUp',
  'ArrowDown',
  'Space',
  'Period',
  'Slash',
  'F2',
  'Escape',
  'Tab',
]
const chordArb = fc
  .tuple(fc.constantFrom(...codes), fc.boolean())
  .map(([code, shift]) => (shift ? `Shift+${code}` : code))

/** Every chord of `bindings` is a key and belongs to one command only. */
function wellFormed(bindings: Bindings): void {
  const seen = new Set<string>()
  for (const id of ids) {
    const keys = bindings[id] ?? []
    expect(keys.length).toBeLessThanOrEqual(MOST_KEYS)
    for (const key of keys) {
      expect(parseChord(key), key).not.toBeNull()
      expect(seen.has(key), `${key} twice`).toBe(false)
      seen.add(key)
    }
  }
}

describe('the default bindings', () => {
  it('give every command a key and no key to two commands', () => {
    wellFormed(DEFAULT_BINDINGS)
    for (const id of ids) expect(DEFAULT_BINDINGS[id]?.length, id).toBeGreaterThan(0)
  })

  it('reach the eight steps from the arrows or the number pad, and from the vi-keys', () => {
    const keys = keyBindings(DEFAULT_BINDINGS)
    const pads = ['Numpad8', 'Numpad9', 'Numpad6', 'Numpad3', 'Numpad2', 'Numpad1', 'Numpad4']
    const vi = ['KeyK', 'KeyU', 'KeyL', 'KeyN', 'KeyJ', 'KeyB', 'KeyH', 'KeyY']
    const steps = [...pads, 'Numpad7'].map((code) => keys.commandFor({ key: '', code }))
    expect(new Set(steps).size).toBe(8)
    expect(steps.every((id) => id?.startsWith('step-'))).toBe(true)
    expect(vi.map((code) => keys.commandFor({ key: '', code }))).toEqual(steps)
  })
})

describe('KeyBindings.commandFor', () => {
  const keys = new KeyBindings(DEFAULT_BINDINGS)

  it('reads the key with Shift as held, falling back to the unshifted key but for a letter step', () => {
    expect(keys.commandFor({ key: 'N', code: 'KeyN', shiftKey: true })).toBe('new-game')
    expect(keys.commandFor({ key: 'H', code: 'KeyH', shiftKey: true })).toBe('run-left')
    const noRun = keyBindings(unbindChord(DEFAULT_BINDINGS, 'run-left', 'Shift+KeyH'))
    expect(noRun.commandFor({ key: 'H', code: 'KeyH', shiftKey: true })).toBeNull()
    expect(keys.commandFor({ key: 'Z', code: 'KeyZ', shiftKey: true })).toBe('rest')
    expect(keys.commandFor({ key: 'ArrowUp', code: 'ArrowUp', shiftKey: true })).toBe('run-up')
    expect(keys.commandFor({ key: 'Home', code: 'Home', shiftKey: true })).toBe('run-up-left')
    expect(keys.commandFor({ key: '+', code: 'Equal', shiftKey: true })).toBe('zoom-in')
  })

  it('goes by the character typed only on a key bound to nothing (another layout’s > and ?)', () => {
    // AZERTY: > is Shift and the key left of W; ? is Shift and the key right of N.
    expect(keys.commandFor({ key: '>', code: 'IntlBackslash', shiftKey: true })).toBe('descend')
    expect(keys.commandFor({ key: '?', code: 'KeyM', shiftKey: true })).toBe('settings')
    expect(keys.commandFor({ key: 'Clear', code: 'NumpadClear' })).toBe('wait')
    // Typed without Shift (an on-screen keyboard), > ? and + go by the character.
    expect(keys.commandFor({ key: '>', code: 'Period' })).toBe('descend')
    expect(keys.commandFor({ key: '?', code: '' })).toBe('settings')
    expect(keys.commandFor({ key: '.', code: 'Period' })).toBe('wait')
    // A bound key keeps its binding whatever it types.
    expect(keys.commandFor({ key: 'ы', code: 'KeyG' })).toBe('pickup')
    expect(keys.commandFor({ key: 'П', code: 'KeyG', shiftKey: true })).toBe('travel')
  })

  it('leaves browser shortcuts and unbound keys alone', () => {
    expect(keys.commandFor({ key: 'r', code: 'KeyR', ctrlKey: true })).toBeNull()
    expect(keys.commandFor({ key: '>', code: 'Period', metaKey: true, shiftKey: true })).toBeNull()
    expect(keys.commandFor({ key: 'q', code: 'KeyQ' })).toBeNull()
    expect(keys.commandFor({ key: 'Shift', code: 'ShiftLeft', shiftKey: true })).toBeNull()
  })

  it('follows a remapping', () => {
    const { bindings } = bindChord(DEFAULT_BINDINGS, 'step-up', 'KeyW')
    const remapped = keyBindings(bindings)
    expect(remapped.commandFor({ key: 'w', code: 'KeyW' })).toBe('step-up')
    expect(keyBindings(bindings)).toBe(remapped)
  })
})

describe('bindChord and unbindChord', () => {
  it('give a key to one command, taking it from the one that had it', () => {
    const { bindings, tookFrom } = bindChord(DEFAULT_BINDINGS, 'wait', 'KeyG')
    expect(tookFrom).toBe('pickup')
    expect(bindings.pickup).toEqual([])
    expect(bindings.wait).toContain('KeyG')
    wellFormed(bindings)
    expect(bindChord(bindings, 'wait', 'KeyG').tookFrom).toBeNull()
    expect(unbindChord(bindings, 'wait', 'KeyG').wait).not.toContain('KeyG')
  })

  it('keep at most MOST_KEYS keys a command, dropping the oldest', () => {
    let bindings = DEFAULT_BINDINGS
    for (const code of ['KeyQ', 'KeyW', 'KeyE', 'KeyT', 'KeyO', 'KeyP'])
      bindings = bindChord(bindings, 'step-up', code).bindings
    expect(bindings['step-up']).toEqual(['KeyQ', 'KeyW', 'KeyE', 'KeyT', 'KeyO', 'KeyP'])
  })

  it('refuse what is not a command or a key', () => {
    expect(() => bindChord(DEFAULT_BINDINGS, 'fly', 'KeyQ')).toThrow(RangeError)
    expect(() => bindChord(DEFAULT_BINDINGS, 'wait', 'Control+KeyQ')).toThrow(/chord/)
  })
})

describe('encodeBindings and decodeBindings', () => {
  it('store only what differs from the defaults', () => {
    expect(encodeBindings(DEFAULT_BINDINGS)).toEqual({})
    const { bindings } = bindChord(DEFAULT_BINDINGS, 'wait', 'KeyG')
    expect(encodeBindings(bindings)).toEqual({
      wait: [...(DEFAULT_BINDINGS.wait ?? []), 'KeyG'],
      pickup: [],
    })
  })

  it('read back whatever the screen can make, exactly, with nothing to report', () => {
    const op = fc.tuple(fc.boolean(), fc.constantFrom(...ids), chordArb)
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let bindings = DEFAULT_BINDINGS
        for (const [bind, id, chord] of ops)
          bindings = bind
            ? bindChord(bindings, id, chord).bindings
            : unbindChord(bindings, id, chord)
        const stored = JSON.parse(JSON.stringify(encodeBindings(bindings)))
        const read = decodeBindings(stored)
        expect(read.problems).toEqual([])
        expect(read.bindings).toEqual(bindings)
      }),
    )
  })

  it('never throw on a stored value, and always give well-formed bindings', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        wellFormed(decodeBindings(value).bindings)
      }),
    )
    const keysOf = fc.dictionary(
      fc.oneof(fc.constantFrom(...ids), fc.string()),
      fc.oneof(fc.array(fc.oneof(chordArb, fc.string(), fc.integer())), fc.jsonValue()),
    )
    fc.assert(fc.property(keysOf, (value) => wellFormed(decodeBindings(value).bindings)))
  })

  it('say what was wrong and keep what was right', () => {
    const read = decodeBindings({
      'step-up': ['KeyW', 'not a key', 7],
      look: 'KeyX',
      fly: ['KeyF'],
      wait: ['KeyW', 'Space'],
      rest: ['KeyA', 'KeyB', 'KeyC', 'KeyD', 'KeyE', 'KeyF', 'KeyG'],
    })
    expect(read.bindings['step-up']).toEqual(['KeyW'])
    expect(read.bindings.wait).toEqual(['Space'])
    expect(read.bindings.look).toEqual(DEFAULT_BINDINGS.look)
    expect(read.bindings.rest).toHaveLength(MOST_KEYS)
    // A default key the stored keys took is no longer the default command's.
    expect(read.bindings['step-down-left']).not.toContain('KeyB')
    expect(read.problems.join('\n')).toMatch(/“not a key” is not a key/)
    expect(read.problems.join('\n')).toMatch(/“7” is not a key/)
    expect(read.problems.join('\n')).toMatch(/were not a list/)
    expect(read.problems.join('\n')).toMatch(/no command “fly”/)
    expect(read.problems.join('\n')).toMatch(/KeyW was given to two commands/)
    expect(read.problems.join('\n')).toMatch(/more than 6 keys/)
    expect(decodeBindings('KeyW').problems).toEqual([
      'the keys were not a table of commands (“KeyW”)',
    ])
    expect(decodeBindings(undefined)).toEqual({ bindings: DEFAULT_BINDINGS, problems: [] })
  })
})
