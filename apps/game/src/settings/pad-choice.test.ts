import { describe, expect, it } from 'vitest'
import { commandRow } from './commands.js'
import { DEFAULT_PAD, decodePad, MOST_PAD_BUTTONS, PAD_CHOICES, togglePad } from './pad-choice.js'

describe('the pad’s choices', () => {
  it('offer at least rest, pick up, the pack, and every default button, each with a name', () => {
    for (const id of ['rest', 'pickup', 'inventory', ...DEFAULT_PAD])
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
    ])
    expect(read.pad).toEqual(['rest', 'look', 'pickup', 'inventory', 'drop', 'history'])
    expect(read.problems).toHaveLength(4)
  })

  it('toggle a button, refusing a seventh', () => {
    expect(togglePad(DEFAULT_PAD, 'rest', false)).toBe(DEFAULT_PAD)
    expect(togglePad(DEFAULT_PAD, 'rest', true)).toBe(DEFAULT_PAD)
    const five = togglePad(DEFAULT_PAD, 'drop', false)
    expect(five).toEqual(['pickup', 'inventory', 'look', 'history', 'descend'])
    expect(togglePad(five, 'rest', true)).toEqual([...five, 'rest'])
    expect(togglePad(five, 'look', true)).toBe(five)
    expect(() => togglePad(DEFAULT_PAD, 'leave', true)).toThrow(RangeError)
  })
})
