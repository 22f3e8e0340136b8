import { PixelImage, type Rgba } from './pixel-image.js'

/** A 5 × 7 capital for each room label letter; one string per row, `#` for ink. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
}

export const LABEL_LETTERS = Object.keys(GLYPHS).join('')

/** Each letter's cell: the 5 × 7 glyph and a one-pixel outline all round. */
export const LETTER_WIDTH = 7
export const LETTER_HEIGHT = 9

const INK: Rgba = 0xfff4d6ff
const OUTLINE: Rgba = 0x000000ff

/**
 * Paints the label letters side by side, A to Z, each in a cell of `LETTER_WIDTH` ×
 * `LETTER_HEIGHT` with a solid dark outline, so a label reads over walls and floors alike.
 */
export function paintLabelFont(): PixelImage {
  const image = new PixelImage(LETTER_WIDTH * LABEL_LETTERS.length, LETTER_HEIGHT)
  ;[...LABEL_LETTERS].forEach((letter, i) => {
    const glyph = GLYPHS[letter] as readonly string[]
    const left = i * LETTER_WIDTH
    const ink = (x: number, y: number) => glyph[y]?.[x] === '#'
    for (let y = -1; y <= 7; y++) {
      for (let x = -1; x <= 5; x++) {
        let near = false
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) near ||= ink(x + dx, y + dy)
        if (ink(x, y)) image.set(left + 1 + x, 1 + y, INK)
        else if (near) image.set(left + 1 + x, 1 + y, OUTLINE)
      }
    }
  })
  return image
}

/** The frame of `letter` in the painted font. */
export function letterFrame(letter: string): number {
  const frame = LABEL_LETTERS.indexOf(letter)
  if (frame < 0 || letter.length !== 1)
    throw new RangeError(`No label glyph for ${JSON.stringify(letter)}`)
  return frame
}
