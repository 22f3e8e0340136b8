/** The tutorials whose constants a dungeon starts from; the first is the default. */
export const PRESET_NAMES = ['tcod', 'mcrogueface'] as const
/** A preset's name, as the `preset` option takes it: one of `PRESET_NAMES`. */
export type PresetName = (typeof PRESET_NAMES)[number]

/** What a preset sets; every other option has one default for all presets. */
export interface PresetDefaults {
  width: number
  height: number
  maxRooms: number
  roomMinSize: number
  roomMaxSize: number
  /** Rock kept between a room's wall and the map edge (0 for tcod, 1 for McRogueFace). */
  margin: number
}

/** The tutorials' own constants. */
export const PRESETS: Readonly<Record<PresetName, Readonly<PresetDefaults>>> = Object.freeze({
  tcod: Object.freeze({
    width: 80,
    height: 45,
    maxRooms: 30,
    roomMinSize: 6,
    roomMaxSize: 10,
    margin: 0,
  }),
  mcrogueface: Object.freeze({
    width: 50,
    height: 35,
    maxRooms: 8,
    roomMinSize: 6,
    roomMaxSize: 12,
    margin: 1,
  }),
})
