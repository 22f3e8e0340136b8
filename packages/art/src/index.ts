/**
 * `@delve/art`: the game's pixel art, painted in code into plain RGBA buffers (no canvas, no DOM),
 * so a browser, a command line or a test can draw it. The pixel image and the palette; the glyph
 * bitmaps and the one painter that inks and outlines them; the tileset strip (its frame table,
 * the terrain painters, and which frame draws which tile); the same looks in tile-code order, the
 * tileset a Tiled export names; the room-label font; the CP437 glyph font and the ASCII look; and
 * the errors for a value it cannot take.
 *
 * @module \@delve/art
 */

export {
  ASCII_CORPSE,
  ASCII_DARK,
  ASCII_ITEM_INK,
  ASCII_ITEMS,
  ASCII_MONSTER_INK,
  ASCII_MONSTERS,
  ASCII_PLAYER,
  ASCII_REMEMBERED_BRIGHTNESS,
  ASCII_TERRAIN,
  type AsciiCell,
  asciiCell,
  asciiItemCell,
  asciiMonsterCell,
  rememberedCell,
} from './ascii/ascii-look.js'
export {
  ASCII_COLUMNS,
  ASCII_FRAME_COUNT,
  asciiItemFrame,
  asciiItemKindFrame,
  asciiMonsterFrame,
  asciiTileCell,
  paintAsciiTileset,
} from './ascii/ascii-tileset.js'
export { CP437_FONT, CP437_SYMBOLS, GLYPH_HEIGHT, GLYPH_WIDTH } from './ascii/cp437-font.js'
export {
  GLYPH_CHARS,
  GLYPH_CODES,
  GLYPH_COLUMNS,
  glyphAt,
  glyphFrame,
  paintGlyphCell,
  paintGlyphTileset,
} from './ascii/glyph-tileset.js'

export { ArgumentRangeError, ArgumentTypeError } from './checks/errors.js'
export { frameForTile } from './frame-for-tile.js'
export {
  FLOOR_FRAMES,
  FRAME_COUNT,
  Frame,
  type FrameIndex,
  ITEM_FRAME_LIST,
  ITEM_FRAMES,
  ITEM_KIND_FRAMES,
  type ItemFrames,
  itemFrame,
  itemKindFrame,
  MONSTER_FRAMES,
  MONSTER_FRAMES_BY_GLYPH,
  monsterFrame,
  REMEMBERED_FRAMES,
  rememberedFrame,
  TILE_SIZE,
  TILE_VARIANTS,
  WALL_FRAMES,
} from './frames.js'
export {
  ACID_JELLY,
  AMULET,
  ARMOUR,
  BAT,
  CORPSE,
  DIRE_WOLF,
  type Glyph,
  GOBLIN,
  GOBLIN_ARCHER,
  JACKAL,
  KOBOLD,
  NECROMANCER,
  OGRE,
  ORC,
  ORC_ARCHER,
  PLAYER,
  POTION,
  RAT,
  SCROLL,
  SKELETON,
  STAIRS_DOWN,
  STAIRS_UP,
  THIEF,
  TROLL,
  WARDEN,
  WEAPON,
  WOLF,
  WRAITH,
} from './glyphs.js'
export {
  LABEL_LETTERS,
  LETTER_HEIGHT,
  LETTER_WIDTH,
  letterFrame,
  paintLabelFont,
} from './label-font.js'
export { LETTER_GLYPHS } from './letter-glyphs.js'
export { paintGlyph } from './paint-glyph.js'
export { Palette } from './palette.js'
export { luminance, MAX_IMAGE_PIXELS, PixelImage, type Rgba } from './pixel-image.js'
export type {
  ArtEntry,
  FigureArt,
  ItemArt,
  MonsterArt,
  RememberedArt,
  TerrainArt,
} from './table/art-entry.js'
export { ART_TABLE } from './table/art-table.js'
export {
  MAX_TILE_CODE_SIZE,
  paintTileCodeTileset,
  TILE_CODE_FRAMES,
} from './tile-code-tileset.js'
export { paintTileset } from './tileset.js'
