import type { Rgba } from '../pixel-image.js'

/**
 * The colours of everything the art table does not ink itself, as 0xRRGGBBAA: the dungeon's
 * stone, wood and brass the terrain is painted in, the stairs, the outlines and the label font.
 * The creatures' and the items' inks are their `ART_TABLE` entries'; `Palette` holds both.
 */
export const DungeonColours = {
  clear: 0x00000000,
  rock: 0x0c0d11ff,
  rockGrain: 0x15161cff,
  mortar: 0x1c1d25ff,
  stone: [0x4f5566ff, 0x555b6dff, 0x4a505fff, 0x5a6072ff],
  stoneLight: 0x6e7589ff,
  stoneShadow: 0x3b404dff,
  floor: 0x17181eff,
  floorDot: 0x3c4050ff,
  floorPebble: 0x2b2d37ff,
  floorCrack: 0x0b0c10ff,
  floorWorn: 0x1e1f27ff,
  stoneCrack: 0x2f333eff,
  moss: 0x3d5a33ff,
  mossLight: 0x557a41ff,
  wood: 0x7b4a26ff,
  woodDark: 0x553117ff,
  woodLight: 0x94602fff,
  brass: 0xe0b84cff,
  /** The bands of a locked door. */
  iron: 0x3c4150ff,
  /** An altar's pale slab. */
  altar: 0xb8b3a4ff,
  stairsSlab: 0x0e0f14ff,
  stairsUpEdge: 0x5c6275ff,
  stairsDownEdge: 0x9a7a2eff,
  stairsUp: 0xd9d2bcff,
  stairsDown: 0xffc94aff,
  /** The creatures' outline is see-through at the edges; the stairs' must stay opaque. */
  outline: 0x000000d0,
  solidOutline: 0x050507ff,
  /** The room labels: warm white letters on a solid black outline. */
  labelInk: 0xfff4d6ff,
  labelOutline: 0x000000ff,
} as const satisfies Record<string, Rgba | readonly Rgba[]>
