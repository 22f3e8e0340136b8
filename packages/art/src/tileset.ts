import { FRAME_COUNT, Frame, type FrameIndex, TILE_SIZE } from './frames.js'
import {
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
import { paintGlyph } from './paint-glyph.js'
import { Palette } from './palette.js'
import { luminance, PixelImage, type Rgba } from './pixel-image.js'
import {
  paintAltar,
  paintDoor,
  paintFloor,
  paintFloorCracked,
  paintFloorPebbles,
  paintFloorWorn,
  paintLockedDoor,
  paintRock,
  paintStairs,
  paintWall,
  paintWallCracked,
  paintWallMossy,
  paintWallShaded,
} from './terrain.js'

/** How each frame is painted into the tile whose left edge is at x = `left`. */
const PAINTERS: Readonly<Record<FrameIndex, (image: PixelImage, left: number) => void>> = {
  [Frame.Rock]: paintRock,
  [Frame.Wall]: (image, left) => paintWall(image, left),
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
  [Frame.RememberedRock]: (image, left) => paintRemembered(image, left, Frame.Rock),
  [Frame.RememberedWall]: (image, left) => paintRemembered(image, left, Frame.Wall),
  [Frame.RememberedFloor]: (image, left) => paintRemembered(image, left, Frame.Floor),
  [Frame.RememberedDoor]: (image, left) => paintRemembered(image, left, Frame.Door),
  [Frame.RememberedStairsUp]: (image, left) => paintRemembered(image, left, Frame.StairsUp),
  [Frame.RememberedStairsDown]: (image, left) => paintRemembered(image, left, Frame.StairsDown),
  [Frame.FloorPebbles]: paintFloorPebbles,
  [Frame.FloorCracked]: paintFloorCracked,
  [Frame.FloorWorn]: paintFloorWorn,
  [Frame.WallShaded]: paintWallShaded,
  [Frame.WallCracked]: paintWallCracked,
  [Frame.WallMossy]: paintWallMossy,
  [Frame.RememberedFloorPebbles]: (image, left) => paintRemembered(image, left, Frame.FloorPebbles),
  [Frame.RememberedFloorCracked]: (image, left) => paintRemembered(image, left, Frame.FloorCracked),
  [Frame.RememberedFloorWorn]: (image, left) => paintRemembered(image, left, Frame.FloorWorn),
  [Frame.RememberedWallShaded]: (image, left) => paintRemembered(image, left, Frame.WallShaded),
  [Frame.RememberedWallCracked]: (image, left) => paintRemembered(image, left, Frame.WallCracked),
  [Frame.RememberedWallMossy]: (image, left) => paintRemembered(image, left, Frame.WallMossy),
  [Frame.Corpse]: (image, left) => paintCreature(image, left, CORPSE, Palette.corpse),
  [Frame.Potion]: (image, left) => paintCreature(image, left, POTION, Palette.potion),
  [Frame.Scroll]: (image, left) => paintCreature(image, left, SCROLL, Palette.scroll),
  [Frame.RememberedPotion]: (image, left) => paintRemembered(image, left, Frame.Potion),
  [Frame.RememberedScroll]: (image, left) => paintRemembered(image, left, Frame.Scroll),
  [Frame.GoblinArcher]: (image, left) =>
    paintCreature(image, left, GOBLIN_ARCHER, Palette.goblinArcher),
  [Frame.Kobold]: (image, left) => paintCreature(image, left, KOBOLD, Palette.kobold),
  [Frame.Jackal]: (image, left) => paintCreature(image, left, JACKAL, Palette.jackal),
  [Frame.Warden]: (image, left) =>
    paintCreature(image, left, WARDEN, Palette.warden, Palette.wardenOutline),
  [Frame.Weapon]: (image, left) => paintCreature(image, left, WEAPON, Palette.weapon),
  [Frame.Armour]: (image, left) => paintCreature(image, left, ARMOUR, Palette.armour),
  [Frame.Amulet]: (image, left) => paintCreature(image, left, AMULET, Palette.amulet),
  [Frame.RememberedWeapon]: (image, left) => paintRemembered(image, left, Frame.Weapon),
  [Frame.RememberedArmour]: (image, left) => paintRemembered(image, left, Frame.Armour),
  [Frame.RememberedAmulet]: (image, left) => paintRemembered(image, left, Frame.Amulet),
  [Frame.Bat]: (image, left) => paintCreature(image, left, BAT, Palette.bat),
  [Frame.Wolf]: (image, left) => paintCreature(image, left, WOLF, Palette.wolf),
  [Frame.Thief]: (image, left) => paintCreature(image, left, THIEF, Palette.thief),
  [Frame.AcidJelly]: (image, left) => paintCreature(image, left, ACID_JELLY, Palette.acidJelly),
  [Frame.Skeleton]: (image, left) => paintCreature(image, left, SKELETON, Palette.skeleton),
  [Frame.Necromancer]: (image, left) =>
    paintCreature(image, left, NECROMANCER, Palette.necromancer),
  [Frame.OrcArcher]: (image, left) => paintCreature(image, left, ORC_ARCHER, Palette.orcArcher),
  [Frame.Ogre]: (image, left) => paintCreature(image, left, OGRE, Palette.ogre),
  [Frame.DireWolf]: (image, left) => paintCreature(image, left, DIRE_WOLF, Palette.direWolf),
  [Frame.Wraith]: (image, left) => paintCreature(image, left, WRAITH, Palette.wraith),
  [Frame.LockedDoor]: paintLockedDoor,
  [Frame.RememberedLockedDoor]: (image, left) => paintRemembered(image, left, Frame.LockedDoor),
  [Frame.Altar]: paintAltar,
  [Frame.RememberedAltar]: (image, left) => paintRemembered(image, left, Frame.Altar),
}

/**
 * Paints every frame side by side into one strip, `FRAME_COUNT` tiles wide and one tile high,
 * in the order of `Frame`. It takes nothing: the art is fixed.
 */
export function paintTileset(): PixelImage {
  const image = new PixelImage(TILE_SIZE * FRAME_COUNT, TILE_SIZE)
  for (const [frame, paint] of Object.entries(PAINTERS)) paint(image, Number(frame) * TILE_SIZE)
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
  PAINTERS[lit](tile, 0)
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
  outline: Rgba = Palette.outline,
): void {
  image.fill(left, 0, TILE_SIZE, TILE_SIZE, Palette.clear)
  paintGlyph(image, left, 0, glyph, ink, outline)
}
