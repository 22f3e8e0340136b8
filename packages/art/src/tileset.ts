import { FRAME_COUNT, Frame, type FrameIndex, TILE_SIZE } from './frames.js'
import { type Glyph, GOBLIN, ORC, PLAYER, RAT, STAIRS_DOWN, STAIRS_UP, TROLL } from './glyphs.js'
import { paintGlyph } from './paint-glyph.js'
import { Palette } from './palette.js'
import { PixelImage, type Rgba } from './pixel-image.js'
import { paintDoor, paintFloor, paintRock, paintStairs, paintWall } from './terrain.js'

/** How each frame is painted into the tile whose left edge is at x = `left`. */
const PAINTERS: Readonly<Record<FrameIndex, (image: PixelImage, left: number) => void>> = {
  [Frame.Rock]: paintRock,
  [Frame.Wall]: paintWall,
  [Frame.Floor]: paintFloor,
  [Frame.Door]: paintDoor,
  [Frame.StairsUp]: (image, left) =>
    paintStairs(image, left, STAIRS_UP, Palette.stairsUp, Palette.stairsUpEdge),
  [Frame.StairsDown]: (image, left) =>
    paintStairs(image, left, STAIRS_DOWN, Palette.stairsDown, Palette.stairsDownEdge),
  [Frame.Player]: (image, left) => paintCreature(image, left, PLAYER, Palette.player),
  [Frame.Goblin]: (image, left) => paintCreature(image, left, GOBLIN, Palette.goblin),
  [Frame.Orc]: (image, left) => paintCreature(image, left, ORC, Palette.orc),
  [Frame.Rat]: (image, left) => paintCreature(image, left, RAT, Palette.rat),
  [Frame.Troll]: (image, left) => paintCreature(image, left, TROLL, Palette.troll),
}

/**
 * Paints every frame side by side into one strip, `FRAME_COUNT` tiles wide and one tile high,
 * in the order of `Frame`.
 */
export function paintTileset(): PixelImage {
  const image = new PixelImage(TILE_SIZE * FRAME_COUNT, TILE_SIZE)
  for (const [frame, paint] of Object.entries(PAINTERS)) paint(image, Number(frame) * TILE_SIZE)
  return image
}

/** A creature: its glyph on a transparent tile, so the floor shows through around it. */
function paintCreature(image: PixelImage, left: number, glyph: Glyph, ink: Rgba): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.clear)
  paintGlyph(image, left, 0, glyph, ink, Palette.outline)
}
