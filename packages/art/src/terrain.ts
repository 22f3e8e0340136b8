import { TILE_SIZE } from './frames.js'
import type { Glyph } from './glyphs.js'
import { paintGlyph } from './paint-glyph.js'
import { Palette } from './palette.js'
import type { PixelImage, Rgba } from './pixel-image.js'

// The ground tiles, each painted into the tile whose left edge is at x = `left`.

export function paintRock(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.rock)
  // A few grains so large rock areas read as stone, not as a hole in the screen.
  for (const [x, y] of [
    [2, 3],
    [8, 1],
    [5, 8],
    [10, 10],
    [1, 10],
  ] as const) {
    image.set(left + x, y, Palette.rockGrain)
  }
}

/**
 * Running-bond stone blocks, 6 × 5 with a one-pixel mortar line: two courses per tile, the second
 * offset by half a block, so neighbouring wall tiles join into one seamless wall.
 */
export function paintWall(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.mortar)
  const [a, b, c, d] = Palette.stone
  // Block left edges and shades per course; the block split by the tile edge gets one shade.
  const courses: { top: number; blocks: [number, Rgba][] }[] = [
    {
      top: 0,
      blocks: [
        [0, a],
        [6, b],
      ],
    },
    {
      top: 6,
      blocks: [
        [-3, c],
        [3, d],
        [9, c],
      ],
    },
  ]
  for (const { top, blocks } of courses) {
    for (const [start, color] of blocks) paintBlock(image, left, start, top, color)
  }
}

/** One stone block of 5 × 5 (its sixth column and row are mortar), clipped to the tile. */
function paintBlock(image: PixelImage, left: number, x: number, y: number, color: Rgba): void {
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
      const px = x + col
      if (px < 0 || px >= TILE_SIZE) continue
      let pixel = color
      if (row === 0 || col === 0) pixel = Palette.stoneLight
      else if (row === 4 || col === 4) pixel = Palette.stoneShadow
      image.set(left + px, y + row, pixel)
    }
  }
}

export function paintFloor(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.floor)
  const middle = TILE_SIZE / 2 - 1
  image.fill(left + middle, middle, 2, 2, Palette.floorDot)
}

export function paintDoor(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.mortar)
  image.fill(left + 1, 1, TILE_SIZE - 2, TILE_SIZE - 1, Palette.wood)
  for (const x of [4, 7]) image.fill(left + x, 1, 1, TILE_SIZE - 1, Palette.woodDark)
  image.fill(left + 1, 1, TILE_SIZE - 2, 1, Palette.woodLight)
  image.fill(left + 1, 4, TILE_SIZE - 2, 1, Palette.woodDark)
  image.fill(left + 1, 8, TILE_SIZE - 2, 1, Palette.woodDark)
  image.fill(left + 8, 6, 2, 1, Palette.brass)
}

/** A framed opening in the floor, the staircase's glyph on it: the way on stands out. */
export function paintStairs(
  image: PixelImage,
  left: number,
  glyph: Glyph,
  ink: Rgba,
  edge: Rgba,
): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, edge)
  image.fill(left + 1, 1, TILE_SIZE - 2, TILE_SIZE - 2, Palette.stairsSlab)
  paintGlyph(image, left, 0, glyph, ink, Palette.solidOutline)
}
