import { Frame } from './frames.js'
import type { Glyph } from './paint-glyph.js'
import { ART_TABLE, STAIRS_DOWN, STAIRS_UP } from './table/art-table.js'

export type { Glyph }
export { STAIRS_DOWN, STAIRS_UP }

// The 12 × 12 tile glyphs by name, as the table draws them (`ART_TABLE`, whose entries hold every
// pattern): the creatures, the corpse and the items the tutorials and Delve began with. A glyph
// added since is read from its entry's `pattern`.

/** `@`: the player. */
export const PLAYER: Glyph = ART_TABLE[Frame.Player].pattern
/** `g` */
export const GOBLIN: Glyph = ART_TABLE[Frame.Goblin].pattern
/** `o` */
export const ORC: Glyph = ART_TABLE[Frame.Orc].pattern
/** `r` */
export const RAT: Glyph = ART_TABLE[Frame.Rat].pattern
/** `T` */
export const TROLL: Glyph = ART_TABLE[Frame.Troll].pattern
/** `%`: a corpse, drawn lower and flatter than the living so it reads as lying down. */
export const CORPSE: Glyph = ART_TABLE[Frame.Corpse].pattern
/** `!`: a potion. */
export const POTION: Glyph = ART_TABLE[Frame.Potion].pattern
/** `?`: a scroll. */
export const SCROLL: Glyph = ART_TABLE[Frame.Scroll].pattern
/** `a`: a goblin archer. */
export const GOBLIN_ARCHER: Glyph = ART_TABLE[Frame.GoblinArcher].pattern
/** `k`: a kobold. */
export const KOBOLD: Glyph = ART_TABLE[Frame.Kobold].pattern
/** `j`: a jackal. */
export const JACKAL: Glyph = ART_TABLE[Frame.Jackal].pattern
/** `W`: the warden, the unique guardian of the amulet. */
export const WARDEN: Glyph = ART_TABLE[Frame.Warden].pattern
/** `/`: a weapon, a dagger or a sword. */
export const WEAPON: Glyph = ART_TABLE[Frame.Weapon].pattern
/** `[`: armour. */
export const ARMOUR: Glyph = ART_TABLE[Frame.Armour].pattern
/** `"`: the amulet of the deep. */
export const AMULET: Glyph = ART_TABLE[Frame.Amulet].pattern
/** `b`: a bat. */
export const BAT: Glyph = ART_TABLE[Frame.Bat].pattern
/** `d`: a wolf, the bat's `b` mirrored. */
export const WOLF: Glyph = ART_TABLE[Frame.Wolf].pattern
/** `t`: a thief. */
export const THIEF: Glyph = ART_TABLE[Frame.Thief].pattern
/** `J`: an acid jelly. */
export const ACID_JELLY: Glyph = ART_TABLE[Frame.AcidJelly].pattern
/** `s`: a skeleton. */
export const SKELETON: Glyph = ART_TABLE[Frame.Skeleton].pattern
/** `n`: a necromancer. */
export const NECROMANCER: Glyph = ART_TABLE[Frame.Necromancer].pattern
/** `A`: an orc archer. */
export const ORC_ARCHER: Glyph = ART_TABLE[Frame.OrcArcher].pattern
/** `O`: an ogre. */
export const OGRE: Glyph = ART_TABLE[Frame.Ogre].pattern
/** `D`: a dire wolf. */
export const DIRE_WOLF: Glyph = ART_TABLE[Frame.DireWolf].pattern
/** `w`: a wraith. */
export const WRAITH: Glyph = ART_TABLE[Frame.Wraith].pattern
