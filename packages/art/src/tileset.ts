import { FRAME_COUNT, type FrameIndex, frameNamed, TILE_SIZE } from './frames.js'
import type { Glyph } from './paint-glyph.js'
import { paintGlyph } from './paint-glyph.js'
import { luminance, PixelImage, type Rgba } from './pixel-image.js'
import type { ArtEntry } from './table/art-entry.js'
import { ART_TABLE } from './table/art-table.js'
import { DungeonColours } from './table/dungeon-colours.js'

/** Paints frame `frame` of the table into the tile whose left edge is at x = `left`. */
function paintFrame(image: PixelImage, left: number, frame: FrameIndex): void {
  const entry = ART_TABLE[frame] as ArtEntry
  if (entry.role === 'terrain') entry.paint(image, left)
  else if (entry.role === 'remembered') paintRemembered(image, left, frameNamed(entry.of))
  else paintCreature(image, left, entry.pattern, entry.ink, entry.outline)
}

/**
 * Paints every frame side by side into one strip, `FRAME_COUNT` tiles wide and one tile high,
 * in the order of `Frame` (`ART_TABLE`'s). It takes nothing: the art is fixed.
 */
export function paintTileset(): PixelImage {
  const image = new PixelImage(TILE_SIZE * FRAME_COUNT, TILE_SIZE)
  for (let frame = 0; frame < FRAME_COUNT; frame++) {
    paintFrame(image, frame * TILE_SIZE, frame as FrameIndex)
  }
  return image
}

/** How bright a remembered tile is, against the same tile in sight. */
export const REMEMBERED_BRIGHTNESS = 0.4

/**
 * A terrain tile (or an item) as the player remembers it: the lit frame painted again, then each
 * pixel turned to `REMEMBERED_BRIGHTNESS` of its brightness in a cold blue-grey, its transparency
 * kept. The shapes stay readable (the stairs, a door, a potion) while the whole reads at a glance
 * as out of sight.
 */
function paintRemembered(image: PixelImage, left: number, lit: FrameIndex): void {
  const tile = new PixelImage(TILE_SIZE, TILE_SIZE)
  paintFrame(tile, 0, lit)
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) {
      const color = tile.get(x, y)
      const l = luminance(color) * REMEMBERED_BRIGHTNESS
      image.set(left + x, y, rgba(l * 0.8, l * 0.88, l * 1.1, color & 0xff))
    }
  }
}

function rgba(r: number, g: number, b: number, a: number): Rgba {
  const byte = (v: number) => Math.min(255, Math.round(v))
  return ((byte(r) << 24) | (byte(g) << 16) | (byte(b) << 8) | a) >>> 0
}

/**
 * A creature (or an item): its glyph on a transparent tile, so the floor shows through around
 * it, in the see-through black outline unless it has one of its own.
 */
function paintCreature(
  image: PixelImage,
  left: number,
  glyph: Glyph,
  ink: Rgba,
  outline: Rgba = DungeonColours.outline,
): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, DungeonColours.clear)
  paintGlyph(image, left, 0, glyph, ink, outline)
}
