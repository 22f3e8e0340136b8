// The few values of Phaser's this package needs, as Phaser 4 defines them. The package imports
// Phaser's types only: importing Phaser itself reads `navigator` and `window` at once, so the
// package's pure parts (key tables, walk plans, the camera plan) could not load in Node, in a
// worker or in a test. A test reads each value from Phaser's own sources.

/** `Phaser.TintModes.ADD`: a tint added to the texture's colours. */
export const TINT_ADD = 2

/** `Phaser.BlendModes.ADD`: additive blending. */
export const BLEND_ADD = 1

/**
 * Event names: `Phaser.Scenes.Events.UPDATE`, `.SHUTDOWN`, `.ADDED_TO_SCENE` (a game object
 * joined the scene's display list), `Phaser.Input.Events.POINTER_DOWN`.
 */
export const SCENE_UPDATE = 'update'
export const SCENE_SHUTDOWN = 'shutdown'
export const SCENE_ADDED = 'addedtoscene'
export const POINTER_DOWN = 'pointerdown'

/** `Phaser.Scale.Events.RESIZE`: the game's size changed. */
export const SCALE_RESIZE = 'resize'
