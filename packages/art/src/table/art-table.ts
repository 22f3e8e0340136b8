import {
  ACID_JELLY,
  AMULET,
  ARMOUR,
  BAT,
  CORPSE,
  DIRE_WOLF,
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
} from '../glyphs.js'
import { Palette } from '../palette.js'
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
} from '../terrain.js'
import { ASCII_DARK, asciiOn, figure, item, monster, remembered, terrain } from './art-entry.js'
import {
  BONE_KEY,
  CHAIN_MAIL,
  DAGGER,
  DART,
  IRON_KEY,
  JAVELIN,
  RATION_PARCEL,
  SILVER_KEY,
  WAND_OF_DIGGING,
  WAND_OF_LIGHTNING,
  WAND_OF_SLOWING,
} from './item-glyphs.js'

// The ASCII look of the terrain, as the classic tutorials draw it: `#` wall on a slate ground (so
// rooms read as blocks), `.` floor, `+` door on dark wood, `<` and `>` stairs (down in gold, the
// way on), and rock — wall with nothing walkable beside it — left blank.
const ROCK = asciiOn(' ', ASCII_DARK)
const WALL = asciiOn('#', 0xa3a9bdff, 0x2a2d3aff)
const FLOOR = asciiOn('.', 0x6c7288ff)
const DOOR_WOOD = 0x3a230fff

/**
 * Everything the tileset draws, one entry a frame, in the order of the strip: entry n is frame n
 * (`Frame`), so the numbers are the table's order and only grow — a new thing goes at the end.
 * Each entry holds all of its look: its pattern (or terrain painter), its ink, and its ASCII cell
 * (a glyph of the font and its colours); `monsterFrame`, `itemFrame`, `itemKindFrame`, the
 * remembered twins and the ASCII look are all read from here.
 */
export const ART_TABLE = [
  /** Solid rock: wall that touches no walkable tile, drawn dark so rooms stand out. */
  terrain('Rock', paintRock, ROCK),
  /** Dressed stone: wall next to something walkable. */
  terrain('Wall', (image, left) => paintWall(image, left), WALL),
  terrain('Floor', paintFloor, FLOOR),
  terrain('Door', paintDoor, asciiOn('+', 0xe09a4aff, DOOR_WOOD)),
  terrain(
    'StairsUp',
    (image, left) => paintStairs(image, left, STAIRS_UP, Palette.stairsUp, Palette.stairsUpEdge),
    asciiOn('<', 0xe8e2ccff),
  ),
  terrain(
    'StairsDown',
    (image, left) =>
      paintStairs(image, left, STAIRS_DOWN, Palette.stairsDown, Palette.stairsDownEdge),
    asciiOn('>', 0xffc94aff),
  ),
  /** The player: yellow in the tiles, a white `@` (the brightest thing) in the ASCII look. */
  figure('Player', PLAYER, Palette.player, asciiOn('@', 0xffffffff)),
  monster('Goblin', 'g', GOBLIN, Palette.goblin),
  monster('Orc', 'o', ORC, Palette.orc),
  monster('Rat', 'r', RAT, Palette.rat),
  monster('Troll', 'T', TROLL, Palette.troll),
  /** The terrain as remembered out of sight: the same tiles, dark and cold (fog of war). */
  remembered('RememberedRock', 'Rock'),
  remembered('RememberedWall', 'Wall'),
  remembered('RememberedFloor', 'Floor'),
  remembered('RememberedDoor', 'Door'),
  remembered('RememberedStairsUp', 'StairsUp'),
  remembered('RememberedStairsDown', 'StairsDown'),
  /** Floor and dressed-stone variants (`tileVariants` picks one per tile); alike in ASCII. */
  terrain('FloorPebbles', paintFloorPebbles, FLOOR),
  terrain('FloorCracked', paintFloorCracked, FLOOR),
  terrain('FloorWorn', paintFloorWorn, FLOOR),
  terrain('WallShaded', paintWallShaded, WALL),
  terrain('WallCracked', paintWallCracked, WALL),
  terrain('WallMossy', paintWallMossy, WALL),
  remembered('RememberedFloorPebbles', 'FloorPebbles'),
  remembered('RememberedFloorCracked', 'FloorCracked'),
  remembered('RememberedFloorWorn', 'FloorWorn'),
  remembered('RememberedWallShaded', 'WallShaded'),
  remembered('RememberedWallCracked', 'WallCracked'),
  remembered('RememberedWallMossy', 'WallMossy'),
  /** `%`: what a creature leaves where it died; drawn over the floor, under the living. */
  figure('Corpse', CORPSE, Palette.corpse, asciiOn('%', Palette.corpse)),
  /** `!` and `?`: every potion and every scroll alike, known or not. */
  item('Potion', '!', POTION, Palette.potion),
  item('Scroll', '?', SCROLL, Palette.scroll),
  remembered('RememberedPotion', 'Potion'),
  remembered('RememberedScroll', 'Scroll'),
  /** The game's own monsters: `a` a goblin archer, `k` a kobold, `j` a jackal, `W` the warden. */
  monster('GoblinArcher', 'a', GOBLIN_ARCHER, Palette.goblinArcher),
  monster('Kobold', 'k', KOBOLD, Palette.kobold),
  monster('Jackal', 'j', JACKAL, Palette.jackal),
  /** The unique guardian of the amulet: gold on a red outline (a red ground in ASCII). */
  monster('Warden', 'W', WARDEN, Palette.warden, {
    outline: Palette.wardenOutline,
    ground: 0x6a0f14ff,
  }),
  /** `/` a sword (and any weapon with no picture of its own), `[` leather armour, `"` the amulet. */
  item('Weapon', '/', WEAPON, Palette.weapon, { kinds: ['sword'] }),
  item('Armour', '[', ARMOUR, Palette.armour, { kinds: ['leather armour'] }),
  item('Amulet', '"', AMULET, Palette.amulet, { kinds: ['amulet of the deep'] }),
  remembered('RememberedWeapon', 'Weapon'),
  remembered('RememberedArmour', 'Armour'),
  remembered('RememberedAmulet', 'Amulet'),
  /** The deeper dungeon's monsters, each by its glyph. */
  monster('Bat', 'b', BAT, Palette.bat),
  monster('Wolf', 'd', WOLF, Palette.wolf),
  monster('Thief', 't', THIEF, Palette.thief),
  monster('AcidJelly', 'J', ACID_JELLY, Palette.acidJelly),
  monster('Skeleton', 's', SKELETON, Palette.skeleton),
  monster('Necromancer', 'n', NECROMANCER, Palette.necromancer),
  monster('OrcArcher', 'A', ORC_ARCHER, Palette.orcArcher),
  monster('Ogre', 'O', OGRE, Palette.ogre),
  monster('DireWolf', 'D', DIRE_WOLF, Palette.direWolf),
  monster('Wraith', 'w', WRAITH, Palette.wraith),
  /** A vault's locked door (`LOCKED_DOOR` of `@delve/map`): iron-bound, with a keyhole. */
  terrain('LockedDoor', paintLockedDoor, asciiOn('=', 0xe0b84cff, DOOR_WOOD)),
  remembered('RememberedLockedDoor', 'LockedDoor'),
  /** A vault's altar: a pale stone slab on the floor, what lies on it drawn over it. */
  terrain('Altar', paintAltar, asciiOn('_', 0xd8d2c0ff)),
  remembered('RememberedAltar', 'Altar'),
  /** Every other item kind of the default content, each a picture of its own. */
  item('Ration', '%', RATION_PARCEL, 0xe0b070ff, { kinds: ['ration'] }),
  remembered('RememberedRation', 'Ration'),
  /** `)`: thrown weapons; the dart stands in for a thrown weapon of a game's own. */
  item('Dart', ')', DART, 0xd0d8a0ff, { kinds: ['dart'] }),
  remembered('RememberedDart', 'Dart'),
  item('Javelin', ')', JAVELIN, 0xc89060ff, { kinds: ['javelin'], standsIn: false }),
  remembered('RememberedJavelin', 'Javelin'),
  /** `-`: wands; the wand of lightning stands in for a wand of a game's own. */
  item('WandOfLightning', '-', WAND_OF_LIGHTNING, 0x80c8ffff, { kinds: ['wand of lightning'] }),
  remembered('RememberedWandOfLightning', 'WandOfLightning'),
  item('WandOfSlowing', '-', WAND_OF_SLOWING, 0x9890f0ff, {
    kinds: ['wand of slowing'],
    standsIn: false,
  }),
  remembered('RememberedWandOfSlowing', 'WandOfSlowing'),
  item('WandOfDigging', '-', WAND_OF_DIGGING, 0xd8a848ff, {
    kinds: ['wand of digging'],
    standsIn: false,
  }),
  remembered('RememberedWandOfDigging', 'WandOfDigging'),
  /** `~`: the vaults' keys; the iron key stands in for a key of a game's own. */
  item('IronKey', '~', IRON_KEY, 0x98a4b8ff, { kinds: ['iron key'] }),
  remembered('RememberedIronKey', 'IronKey'),
  item('SilverKey', '~', SILVER_KEY, 0xe8ecf8ff, { kinds: ['silver key'], standsIn: false }),
  remembered('RememberedSilverKey', 'SilverKey'),
  item('BoneKey', '~', BONE_KEY, 0xdcd0bcff, { kinds: ['bone key'], standsIn: false }),
  remembered('RememberedBoneKey', 'BoneKey'),
  item('Dagger', '/', DAGGER, 0xc8d4e4ff, { kinds: ['dagger'], standsIn: false }),
  remembered('RememberedDagger', 'Dagger'),
  item('ChainMail', '[', CHAIN_MAIL, 0xb8c4d0ff, { kinds: ['chain mail'], standsIn: false }),
  remembered('RememberedChainMail', 'ChainMail'),
] as const
