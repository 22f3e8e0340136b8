import { PixelImage, type Rgba } from './pixel-image.js'

/** Tiles are square, this many pixels a side. Small enough that an 80 × 45 map fits a laptop at 1×. */
export const TILE_SIZE = 12

/** Frames of the tileset, left to right. */
export const Frame = {
  /** Solid rock: wall that touches no walkable tile, drawn dark so rooms stand out. */
  Rock: 0,
  /** Dressed stone: wall next to something walkable. */
  Wall: 1,
  Floor: 2,
  Door: 3,
  StairsUp: 4,
  StairsDown: 5,
  Player: 6,
  Goblin: 7,
  Orc: 8,
  Rat: 9,
  Troll: 10,
} as const

export type FrameIndex = (typeof Frame)[keyof typeof Frame]

export const FRAME_COUNT = Object.keys(Frame).length

const Palette = {
  clear: 0x00000000,
  rock: 0x0c0d11ff,
  rockGrain: 0x15161cff,
  mortar: 0x1c1d25ff,
  stone: [0x4f5566ff, 0x555b6dff, 0x4a505fff, 0x5a6072ff],
  stoneLight: 0x6e7589ff,
  stoneShadow: 0x3b404dff,
  floor: 0x17181eff,
  floorDot: 0x3c4050ff,
  wood: 0x7b4a26ff,
  woodDark: 0x553117ff,
  woodLight: 0x94602fff,
  brass: 0xe0b84cff,
  stairsSlab: 0x0e0f14ff,
  stairsUpEdge: 0x5c6275ff,
  stairsDownEdge: 0x9a7a2eff,
  stairsUp: 0xd9d2bcff,
  stairsDown: 0xffc94aff,
  player: 0xffd75eff,
  goblin: 0x7be05aff,
  orc: 0xff6a4dff,
  rat: 0xc4b8a6ff,
  troll: 0xb58cffff,
  outline: 0x000000d0,
  /** The creatures' outline is see-through at the edges; the stairs' must stay opaque. */
  solidOutline: 0x050507ff,
} as const

/** The frame and ink of each monster kind, in the order of `@delve/ecs`'s kinds table. */
export const MONSTER_FRAMES: readonly FrameIndex[] = [
  Frame.Goblin,
  Frame.Orc,
  Frame.Rat,
  Frame.Troll,
]

/** Paints every frame side by side into one strip, `FRAME_COUNT` tiles wide. */
export function paintTileset(): PixelImage {
  const image = new PixelImage(TILE_SIZE * FRAME_COUNT, TILE_SIZE)
  const painters: Record<FrameIndex, (image: PixelImage, left: number) => void> = {
    [Frame.Rock]: paintRock,
    [Frame.Wall]: paintWall,
    [Frame.Floor]: paintFloor,
    [Frame.Door]: paintDoor,
    [Frame.StairsUp]: (img, left) =>
      paintStairs(img, left, STAIRS_UP, Palette.stairsUp, Palette.stairsUpEdge),
    [Frame.StairsDown]: (img, left) =>
      paintStairs(img, left, STAIRS_DOWN, Palette.stairsDown, Palette.stairsDownEdge),
    [Frame.Player]: (img, left) => paintCreature(img, left, PLAYER, Palette.player),
    [Frame.Goblin]: (img, left) => paintCreature(img, left, GOBLIN, Palette.goblin),
    [Frame.Orc]: (img, left) => paintCreature(img, left, ORC, Palette.orc),
    [Frame.Rat]: (img, left) => paintCreature(img, left, RAT, Palette.rat),
    [Frame.Troll]: (img, left) => paintCreature(img, left, TROLL, Palette.troll),
  }
  for (const [frame, paint] of Object.entries(painters)) paint(image, Number(frame) * TILE_SIZE)
  return image
}

function paintRock(image: PixelImage, left: number): void {
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
function paintWall(image: PixelImage, left: number): void {
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

function paintFloor(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.floor)
  const middle = TILE_SIZE / 2 - 1
  image.fill(left + middle, middle, 2, 2, Palette.floorDot)
}

function paintDoor(image: PixelImage, left: number): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.mortar)
  image.fill(left + 1, 1, TILE_SIZE - 2, TILE_SIZE - 1, Palette.wood)
  for (const x of [4, 7]) image.fill(left + x, 1, 1, TILE_SIZE - 1, Palette.woodDark)
  image.fill(left + 1, 1, TILE_SIZE - 2, 1, Palette.woodLight)
  image.fill(left + 1, 4, TILE_SIZE - 2, 1, Palette.woodDark)
  image.fill(left + 1, 8, TILE_SIZE - 2, 1, Palette.woodDark)
  image.fill(left + 8, 6, 2, 1, Palette.brass)
}

// Glyphs in the manner of code page 437: one string per pixel row, `#` for ink, strokes two
// pixels wide so they survive any zoom. Drawn with a dark outline so they read on any tile.
const STAIRS_DOWN = [
  '............',
  '............',
  '..##........',
  '..####......',
  '....####....',
  '......####..',
  '......####..',
  '....####....',
  '..####......',
  '..##........',
  '............',
  '............',
]
const STAIRS_UP = STAIRS_DOWN.map((row) => [...row].reverse().join(''))

const PLAYER = [
  '............',
  '...######...',
  '..##....##..',
  '.##......##.',
  '.##.####.##.',
  '.##.#..#.##.',
  '.##.#..#.##.',
  '.##.#####...',
  '.##.........',
  '..##....##..',
  '...######...',
  '............',
]

const GOBLIN = [
  '............',
  '............',
  '...#####.##.',
  '..##...####.',
  '.##.....##..',
  '.##.....##..',
  '..##...###..',
  '...#####.##.',
  '.........##.',
  '.##.....##..',
  '..#######...',
  '............',
]

const ORC = [
  '............',
  '............',
  '............',
  '...######...',
  '..##....##..',
  '..##....##..',
  '..##....##..',
  '..##....##..',
  '..##....##..',
  '...######...',
  '............',
  '............',
]

const RAT = [
  '............',
  '............',
  '............',
  '.##..####...',
  '.##.##..##..',
  '.####...##..',
  '.###........',
  '.##.........',
  '.##.........',
  '.##.........',
  '............',
  '............',
]

const TROLL = [
  '............',
  '.##########.',
  '.##########.',
  '.#...##...#.',
  '.....##.....',
  '.....##.....',
  '.....##.....',
  '.....##.....',
  '.....##.....',
  '....####....',
  '............',
  '............',
]

/** A framed opening in the floor, the staircase's glyph on it: the way on stands out. */
function paintStairs(
  image: PixelImage,
  left: number,
  glyph: readonly string[],
  ink: Rgba,
  edge: Rgba,
): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, edge)
  image.fill(left + 1, 1, TILE_SIZE - 2, TILE_SIZE - 2, Palette.stairsSlab)
  paintGlyph(image, left, glyph, ink, Palette.solidOutline)
}

/** A creature: its glyph on a transparent tile, so the floor shows through around it. */
function paintCreature(image: PixelImage, left: number, glyph: readonly string[], ink: Rgba): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.clear)
  paintGlyph(image, left, glyph, ink, Palette.outline)
}

/** Ink where the glyph has `#`, and `outline` on every empty pixel touching ink (8 neighbours). */
function paintGlyph(
  image: PixelImage,
  left: number,
  glyph: readonly string[],
  ink: Rgba,
  outline: Rgba,
): void {
  const isInk = (x: number, y: number) => glyph[y]?.[x] === '#'
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) {
      if (isInk(x, y)) {
        image.set(left + x, y, ink)
        continue
      }
      let touches = false
      for (let dy = -1; dy <= 1 && !touches; dy++) {
        for (let dx = -1; dx <= 1 && !touches; dx++) touches = isInk(x + dx, y + dy)
      }
      if (touches) image.set(left + x, y, outline)
    }
  }
}
