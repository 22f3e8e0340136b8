import {
  FLOOR_FRAMES,
  Frame,
  type FrameIndex,
  ITEM_FRAMES,
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
  ...Object.values(ITEM_FRAMES).map((frames) => frames.lit),
  Frame.Corpse,
])

const REMEMBERED: ReadonlySet<FrameIndex> = new Set([
  ...REMEMBERED_FRAMES.values(),
  ...Object.values(ITEM_FRAMES).map((frames) => frames.remembered),
])

const FLOORS: ReadonlySet<FrameIndex> = new Set(FLOOR_FRAMES)
const WALLS: ReadonlySet<FrameIndex> = new Set(WALL_FRAMES)

/** A creature's plate: the tile round its glyph filled black, so it stands off any floor. */
const PLATE = [0, 0, 0, 255] as const

/**
 * The tileset in high contrast, for players who tell colours apart poorly or see dim tiles
 * badly, so that shape and brightness carry what hue did:
 * - creatures on a black plate (the whole tile), their ink lifted halfway to white: each
 *   monster is its glyph's shape (g, o, r, T, a, k, j, W), bright on black wherever it stands;
 * - items in sight lifted the same way;
 * - floors darker and walls lighter, so the way through reads at a glance;
 * - remembered tiles nearly twice as bright, so the explored map stays legible out of sight.
 * A new image: `tiles` is left as it was.
 */
export function highContrastTiles(tiles: PixelImage): PixelImage {
  const out = new PixelImage(tiles.width, tiles.height)
  out.data.set(tiles.data)
  const frames = Math.floor(tiles.width / TILE_SIZE)
  for (let frame = 0; frame < frames; frame++) {
    const f = frame as FrameIndex
    if (CREATURES.has(f))
      mapFrame(out, frame, (p) => (p[3] === 0 ? [...PLATE] : lift(onBlack(p), 0.5)))
    else if (ITEMS.has(f)) mapFrame(out, frame, (p) => (p[3] === 0 ? p : lift(p, 0.5)))
    else if (REMEMBERED.has(f)) mapFrame(out, frame, (p) => scale(p, 1.9))
    else if (FLOORS.has(f)) mapFrame(out, frame, (p) => scale(p, 0.55))
    else if (WALLS.has(f)) mapFrame(out, frame, (p) => scale(p, 1.35))
  }
  return out
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
