import type { Rgba } from './pixel-image.js'

/** Every colour the art uses, as 0xRRGGBBAA: the dungeon's stone, wood and brass, and the inks. */
export const Palette = {
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
  player: 0xffd75eff,
  goblin: 0x7be05aff,
  orc: 0xff6a4dff,
  rat: 0xc4b8a6ff,
  troll: 0xb58cffff,
  corpse: 0x9c3a2eff,
  potion: 0xff5fa8ff,
  scroll: 0xf2e2a6ff,
  goblinArcher: 0x3fd0a0ff,
  kobold: 0x6a9bffff,
  jackal: 0xc08a4eff,
  /** The warden is gold on a blood-red outline: the one creature with an outline of its own. */
  warden: 0xffc233ff,
  wardenOutline: 0xa8161cff,
  weapon: 0xe2eaf4ff,
  armour: 0x9fb0c8ff,
  amulet: 0x5fe8ffff,
  /** The deeper dungeon's monsters; the wolf grey, the dire wolf a darker red-grey, its kin. */
  bat: 0xe8a0d8ff,
  wolf: 0x8e939bff,
  thief: 0xff9a3cff,
  /** Acid: a sharper, yellower green than the goblin's. */
  acidJelly: 0xc8ff2eff,
  /** Bone: whiter than the rat's grey-brown. */
  skeleton: 0xfff6e0ff,
  necromancer: 0xa050ffff,
  orcArcher: 0x38b8d0ff,
  ogre: 0x88a83aff,
  direWolf: 0xb06a6aff,
  /** Pale, a ghost of green. */
  wraith: 0xc6f5e6ff,
  /** The creatures' outline is see-through at the edges; the stairs' must stay opaque. */
  outline: 0x000000d0,
  solidOutline: 0x050507ff,
  /** The room labels: warm white letters on a solid black outline. */
  labelInk: 0xfff4d6ff,
  labelOutline: 0x000000ff,
} as const satisfies Record<string, Rgba | readonly Rgba[]>
