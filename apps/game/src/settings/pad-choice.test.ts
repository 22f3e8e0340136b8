import { describe, expect, it } from 'vitest'
import { commandRow } from './commands.js'
import { DEFAULT_PAD, decodePad, MOST_PAD_BUTTONS, PAD_CHOICES, togglePad } from './pad-choice.js'

describe('the pad’s choices', () => {
  it('offer at least rest, pick up, the pack, and every default button, each with a name', () => {
    for (const id of ['explore', 'rest', 'pickup', 'inventory', ...DEFAULT_PAD])
      expect(PAD_CHOICES).toContain(id)
    for (const id of PAD_CHOICES) expect(commandRow(id)?.pad).toBeTruthy()
    expect(DEFAULT_PAD.length).toBeLessThanOrEqual(MOST_PAD_BUTTONS)
  })

  it('read a stored list, leaving out and saying what is wrong', () => {
    expect(decodePad(undefined)).toEqual({ pad: DEFAULT_PAD, problems: [] })
    expect(decodePad(['rest', 'look'])).toEqual({ pad: ['rest', 'look'], problems: [] })
    expect(decodePad('rest').problems).toEqual(['the pad’s buttons were not a list'])
    const read = decodePad([
      'rest',
      'rest',
      'fly',
      3,
      'look',
      'pickup',
      'inventory',
      'drop',
      'history',
      'wait',
      'explore',
      'descend',
    ])
    expect(read.pad).toEqual([
      'rest',
      'look',
      'pickup',
      'inventory',
      'drop',
      'history',
      'wait',
      'explore',
    ])
    expect(read.problems).toHaveLength(4)
  })

  it('toggle a button, refusing a ninth', () => {
    expect(togglePad(DEFAULT_PAD, 'rest', false)).toBe(DEFAULT_PAD)
    const eight = togglePad(DEFAULT_PAD, 'rest', true)
    expect(eight).toEqual([...DEFAULT_PAD, 'rest'])
    expect(togglePad(eight, 'wait', true)).toBe(eight)
    const seven = togglePad(eight, 'drop', false)
    expect(seven).toEqual(['explore', 'pickup', 'inventory', 'look', 'history', 'descend', 'rest'])
    expect(togglePad(seven, 'wait', true)).toEqual([...seven, 'wait'])
    expect(togglePad(seven, 'look', true)).toBe(seven)
    expect(() => togglePad(DEFAULT_PAD, 'leave', true)).toThrow(RangeError)
  })
})
