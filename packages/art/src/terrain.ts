import type { Glyph } from './paint-glyph.js'
import { paintGlyph } from './paint-glyph.js'
import type { PixelImage, Rgba } from './pixel-image.js'
import { DungeonColours } from './table/dungeon-colours.js'
import { TILE_SIZE } from './table/tile-size.js'

// The ground tiles, each painted into the tile whose left edge is at x = `left`.

export function paintRock(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, DungeonColours.rock)
  // A few grains so large rock areas read as stone, not as a hole in the screen.
  for (const [x, y] of [
    [2, 3],
    [8, 1],
    [5, 8],
    [10, 10],
    [1, 10],
  ] as const) {
    image.set(left + x, y, DungeonColours.rockGrain)
  }
}

/**
 * Running-bond stone blocks, 6 × 5 with a one-pixel mortar line: two courses per tile, the second
 * offset by half a block, so neighbouring wall tiles join into one seamless wall. `shades` are the
 * four block colours (upper left, upper right, lower edges, lower middle): the variants reorder them.
 */
export function paintWall(
  image: PixelImage,
  left: number,
  shades: readonly Rgba[] = DungeonColours.stone,
): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, DungeonColours.mortar)
  const [a, b, c, d] = shades as [Rgba, Rgba, Rgba, Rgba]
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
      if (row === 0 || col === 0) pixel = DungeonColours.stoneLight
      else if (row === 4 || col === 4) pixel = DungeonColours.stoneShadow
      image.set(left + px, y + row, pixel)
    }
  }
}

// The wall variants keep every block and mortar line where the plain wall has them, so any mix of
// variants still joins into one seamless wall: they change shades and mark the blocks' faces.

/** The blocks' shades swapped round. */
export function paintWallShaded(image: PixelImage, left: number): void {
  const [a, b, c, d] = DungeonColours.stone
  paintWall(image, left, [d, c, b, a])
}

/** A crack running down the upper-left block and into the lower one. */
export function paintWallCracked(image: PixelImage, left: number): void {
  paintWall(image, left)
  setAll(image, left, DungeonColours.stoneCrack, [
    [2, 1],
    [2, 2],
    [3, 3],
    [7, 7],
    [6, 8],
    [6, 9],
  ])
}

/** Moss creeping along the top of the lower course. */
export function paintWallMossy(image: PixelImage, left: number): void {
  paintWall(image, left)
  for (const x of [0, 1, 4, 5, 6, 9, 10]) image.set(left + x, 6, DungeonColours.moss)
  setAll(image, left, DungeonColours.mossLight, [
    [1, 7],
    [5, 7],
    [10, 7],
    [4, 4],
  ])
}

export function paintFloor(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, DungeonColours.floor)
  const middle = TILE_SIZE / 2 - 1
  image.fill(left + middle, middle, 2, 2, DungeonColours.floorDot)
}

// The floor variants keep the centre dot, so the grid of tiles stays as even as the plain floor's.

/** A few loose stones. */
export function paintFloorPebbles(image: PixelImage, left: number): void {
  paintFloor(image, left)
  setAll(image, left, DungeonColours.floorPebble, [
    [2, 2],
    [9, 3],
    [3, 9],
    [4, 9],
    [8, 9],
  ])
}

/** A hairline crack across one corner. */
export function paintFloorCracked(image: PixelImage, left: number): void {
  paintFloor(image, left)
  setAll(image, left, DungeonColours.floorCrack, [
    [0, 7],
    [1, 8],
    [2, 8],
    [3, 9],
    [4, 10],
    [4, 11],
  ])
}

/** Flagstones worn paler by feet. */
export function paintFloorWorn(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, DungeonColours.floor)
  image.fill(left + 2, 2, 8, 8, DungeonColours.floorWorn)
  const middle = TILE_SIZE / 2 - 1
  image.fill(left + middle, middle, 2, 2, DungeonColours.floorDot)
}

function setAll(
  image: PixelImage,
  left: number,
  color: Rgba,
  points: readonly (readonly [number, number])[],
): void {
  for (const [x, y] of points) image.set(left + x, y, color)
}

export function paintDoor(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, DungeonColours.mortar)
  image.fill(left + 1, 1, TILE_SIZE - 2, TILE_SIZE - 1, DungeonColours.wood)
  for (const x of [4, 7]) image.fill(left + x, 1, 1, TILE_SIZE - 1, DungeonColours.woodDark)
  image.fill(left + 1, 1, TILE_SIZE - 2, 1, DungeonColours.woodLight)
  image.fill(left + 1, 4, TILE_SIZE - 2, 1, DungeonColours.woodDark)
  image.fill(left + 1, 8, TILE_SIZE - 2, 1, DungeonColours.woodDark)
  image.fill(left + 8, 6, 2, 1, DungeonColours.brass)
}

/** A door bound in iron, a keyhole in its middle: a vault's locked door. */
export function paintLockedDoor(image: PixelImage, left: number): void {
  paintDoor(image, left)
  for (const y of [2, 9]) image.fill(left + 1, y, TILE_SIZE - 2, 1, DungeonColours.iron)
  image.fill(left + 5, 5, 2, 2, DungeonColours.mortar)
  image.fill(left + 5, 7, 2, 1, DungeonColours.mortar)
  image.fill(left + 4, 4, 4, 1, DungeonColours.brass)
}

/** Floor with a pale stone slab, edged dark: an altar, the offering drawn over it. */
export function paintAltar(image: PixelImage, left: number): void {
  paintFloor(image, left)
  image.fill(left + 1, 2, TILE_SIZE - 2, TILE_SIZE - 3, DungeonColours.stoneShadow)
  image.fill(left + 2, 2, TILE_SIZE - 4, TILE_SIZE - 4, DungeonColours.altar)
  image.fill(left + 2, 2, TILE_SIZE - 4, 1, DungeonColours.stoneLight)
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
  image.fill(left + 1, 1, TILE_SIZE - 2, TILE_SIZE - 2, DungeonColours.stairsSlab)
  paintGlyph(image, left, 0, glyph, ink, DungeonColours.solidOutline)
}
