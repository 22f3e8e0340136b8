import { roomLabel } from '@delve/map'
import { describe, expect, it } from 'vitest'
import {
  LABEL_LETTERS,
  LETTER_HEIGHT,
  LETTER_WIDTH,
  letterFrame,
  paintLabelFont,
} from './label-font.js'

describe('the label font', () => {
  const image = paintLabelFont()

  it('has a glyph for every letter a room label can use', () => {
    expect(LABEL_LETTERS).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ')
    for (let i = 0; i < 800; i++)
      for (const letter of roomLabel(i)) expect(letterFrame(letter)).toBeGreaterThanOrEqual(0)
    expect(() => letterFrame('[')).toThrow(RangeError)
  })

  it('paints each letter differently, in its own cell', () => {
    expect([image.width, image.height]).toEqual([LETTER_WIDTH * 26, LETTER_HEIGHT])
    const cells = new Set<string>()
    for (let frame = 0; frame < 26; frame++) {
      const pixels: number[] = []
      for (let y = 0; y < LETTER_HEIGHT; y++) {
        for (let x = 0; x < LETTER_WIDTH; x++) pixels.push(image.get(frame * LETTER_WIDTH + x, y))
      }
      cells.add(pixels.join())
    }
    expect(cells.size).toBe(26)
  })
})
