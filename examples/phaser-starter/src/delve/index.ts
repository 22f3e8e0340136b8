// The drawing and input glue between Delve and Phaser: the one folder to swap for `@delve/phaser`
// once that package is out (the scene imports only from here).

export { createDungeonLayer, type DungeonLayer } from './dungeon-layer.js'
export { actionForKey } from './keys.js'
export { type CreatureSprites, createCreatureSprites } from './sprites.js'
export { addDelveTextures, DELVE_TILES } from './textures.js'
