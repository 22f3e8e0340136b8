import {
  FLOOR_FRAMES,
  Frame,
  type FrameIndex,
  ITEM_FRAME_LIST,
  MONSTER_FRAMES_BY_GLYPH,
  PixelImage,
  paintTileset,
  REMEMBERED_FRAMES,
  TILE_SIZE,
  WALL_FRAMES,
} from '@delve/art'
import { DELVE_TILES } from '@delve/phaser'
import type { Textures } from 'phaser'

/** The creatures: the player and every monster with art of its own. */
const CREATURES: ReadonlySet<FrameIndex> = new Set([
  Frame.Player,
  ...Object.values(MONSTER_FRAMES_BY_GLYPH),
])

/** The items in sight (their remembered frames are terrain-dim and lifted with it). */
const ITEMS: ReadonlySet<FrameIndex> = new Set([
  ...ITEM_FRAME_LIST.map((frames) => frames.lit),
  Frame.Corpse,
])

/** Each remembered frame (terrain and items) and the frame it is the memory of. */
const REMEMBERED: ReadonlyMap<FrameIndex, FrameIndex> = new Map([
  ...[...REMEMBERED_FRAMES].map(([lit, dim]) => [dim, lit] as const),
  ...ITEM_FRAME_LIST.map((frames) => [frames.remembered, frames.lit] as const),
])

/** How much brighter remembered tiles are drawn, so the explored map stays legible… */
const REMEMBERED_SCALE = 1.5
/** …but never brighter than this share of what the same tile is in sight. */
const REMEMBERED_CAP = 0.7

const FLOORS: ReadonlySet<FrameIndex> = new Set(FLOOR_FRAMES)
const WALLS: ReadonlySet<FrameIndex> = new Set(WALL_FRAMES)

/** A creature's plate: the tile round its glyph filled black, so it stands off any floor. */
const PLATE = [0, 0, 0, 255] as const

/**
 * The tileset in high contrast, for players who tell colours apart poorly or see dim tiles
 * badly, so that shape and brightness carry what hue did:
 * - creatures on a black plate (the whole tile), their ink lifted halfway to white: each
 *   monster is its glyph's shape (g, o, r, T, a, k, j, W and the deeper b, d, t, J, s, n, A, O,
 *   D, w), bright on black wherever it stands;
 * - items in sight lifted the same way;
 * - floors a little darker and walls lighter, so the way through reads at a glance;
 * - remembered tiles half as bright again, so the explored map stays legible out of sight, yet
 *   never above `REMEMBERED_CAP` of the same tile in sight: what is in sight stays the brighter.
 * A new image: `tiles` is left as it was.
 */
export function highContrastTiles(tiles: PixelImage): PixelImage {
  const out = new PixelImage(tiles.width, tiles.height)
  out.data.set(tiles.data)
  const frames = Math.floor(tiles.width / TILE_SIZE)
  // The frames in sight first: a remembered frame is measured against its own in sight.
  for (let frame = 0; frame < frames; frame++) {
    const f = frame as FrameIndex
    if (CREATURES.has(f))
      mapFrame(out, frame, (p) => (p[3] === 0 ? [...PLATE] : lift(onBlack(p), 0.5)))
    else if (ITEMS.has(f)) mapFrame(out, frame, (p) => (p[3] === 0 ? p : lift(p, 0.5)))
    else if (FLOORS.has(f)) mapFrame(out, frame, (p) => scale(p, 0.9))
    else if (WALLS.has(f)) mapFrame(out, frame, (p) => scale(p, 1.35))
  }
  for (const [dim, lit] of REMEMBERED) {
    if (dim >= frames) continue
    const own = meanLight(tiles, dim)
    const cap = own > 0 ? (REMEMBERED_CAP * meanLight(out, lit)) / own : REMEMBERED_SCALE
    const by = Math.min(REMEMBERED_SCALE, cap)
    mapFrame(out, dim, (p) => scale(p, by))
  }
  return out
}

/** The mean luminance of tile `frame`'s pixels, laid over black (see-through ones count as black). */
export function meanLight(image: PixelImage, frame: number): number {
  const { data, width } = image
  let sum = 0
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = frame * TILE_SIZE; x < (frame + 1) * TILE_SIZE; x++) {
      const i = (y * width + x) * 4
      const [r = 0, g = 0, b = 0, a = 0] = data.subarray(i, i + 4)
      sum += ((0.2126 * r + 0.7152 * g + 0.0722 * b) * a) / 255
    }
  }
  return sum / (TILE_SIZE * TILE_SIZE)
}

type Pixel = [number, number, number, number]

/** Each pixel of tile `frame` of `image`, replaced by what `change` makes of it. */
function mapFrame(image: PixelImage, frame: number, change: (pixel: Pixel) => Pixel | number[]) {
  const { data, width } = image
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = frame * TILE_SIZE; x < (frame + 1) * TILE_SIZE; x++) {
      const i = (y * width + x) * 4
      const next = change([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0])
      for (let c = 0; c < 4; c++) data[i + c] = next[c] ?? 0
    }
  }
}

/** `pixel` moved `by` of the way to white, its alpha kept (dark outlines go black). */
function lift([r, g, b, a]: Pixel, by: number): Pixel {
  // A glyph's dark outline: black, the plate's own colour, so the ink's edge is sharp.
  if (0.2126 * r + 0.7152 * g + 0.0722 * b < 48) return [0, 0, 0, a]
  return [r + (255 - r) * by, g + (255 - g) * by, b + (255 - b) * by, a]
}

/** `pixel` laid over black: opaque, its colour weighed by how opaque it was. */
function onBlack([r, g, b, a]: Pixel): Pixel {
  return [(r * a) / 255, (g * a) / 255, (b * a) / 255, 255]
}

/** `pixel`'s colour times `by` (clamped by the buffer), its alpha kept. */
function scale([r, g, b, a]: Pixel, by: number): Pixel {
  return [r * by, g * by, b * by, a]
}

/**
 * Repaints the tileset texture in its normal or its high-contrast look: the tilemap and every
 * sprite draw from it, so the whole map changes at once, with nothing rebuilt.
 */
export function setTilesetLook(textures: Textures.TextureManager, highContrast: boolean): void {
  const texture = textures.exists(DELVE_TILES) ? textures.get(DELVE_TILES) : null
  // The tileset is a canvas texture (`addDelveTiles`); anything else is left alone.
  if (!texture || !('putData' in texture)) return
  const canvas = texture as Textures.CanvasTexture
  const normal = paintTileset()
  const image = highContrast ? highContrastTiles(normal) : normal
  canvas.putData(new ImageData(image.data, image.width, image.height), 0, 0)
  canvas.refresh()
}
