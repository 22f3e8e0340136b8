import type { Rgba } from './pixel-image.js'
import type { ArtEntry } from './table/art-entry.js'
import { ART_TABLE } from './table/art-table.js'
import { DungeonColours } from './table/dungeon-colours.js'

/** The table's entries drawn in an ink of their own: the player, the corpse, monsters, items. */
type Inked = Extract<(typeof ART_TABLE)[number], { readonly ink: Rgba }>

/** An entry's name as a key of `Palette`: `GoblinArcher` → `goblinArcher`. */
type InkName = Uncapitalize<Inked['name']>

/** The keys of the outlines of the entries outlined in an ink of their own: `wardenOutline`. */
type OutlineName = `${Uncapitalize<Extract<Inked, { readonly outline: Rgba }>['name']>}Outline`

const keyOf = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/** Each inked entry's ink by its key, and its own outline (if it has one) as `<key>Outline`. */
const INKS = Object.fromEntries(
  (ART_TABLE as readonly ArtEntry[]).flatMap((entry) => {
    if (entry.role === 'terrain' || entry.role === 'remembered') return []
    const key = keyOf(entry.name)
    const own = entry.outline === undefined ? [] : [[`${key}Outline`, entry.outline] as const]
    return [[key, entry.ink] as const, ...own]
  }),
)

/**
 * Every colour the art uses, as 0xRRGGBBAA: the dungeon's stone, wood and brass, the outlines
 * and the label font (`DungeonColours`), and the ink of every creature and item of `ART_TABLE`
 * by its entry's name (`Palette.goblin`, `Palette.acidJelly`, `Palette.wandOfDigging`), with an
 * outline of its own as `<name>Outline` (`Palette.wardenOutline`). Read from the table: a new
 * entry's ink is here by itself.
 */
export const Palette = { ...DungeonColours, ...INKS } as typeof DungeonColours &
  Readonly<Record<InkName, Rgba>> &
  Readonly<Record<OutlineName, Rgba>>
