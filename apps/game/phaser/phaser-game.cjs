// The game's own build of Phaser: the namespace its code imports (`Game`, `Scene`, the event
// names, the constants) and, for what they register, the parts its scenes use: images, graphics
// and text, a tilemap and its layer, the cameras, the keyboard, mouse and touch input and the
// clock. What it never uses is left out: the loader (its textures are painted, nothing is
// downloaded), tweens, particles, shapes, bitmap text, video, containers, groups, curves,
// actions, the lights, physics and sound. `vite.config.ts` points `phaser` here.
//
// Phaser's modules require one another in cycles: they are loaded in the order of Phaser's own
// entry (`src/phaser-core.js`), where each finds what it extends already defined.
const CONST = require('../node_modules/phaser/src/const')
const Extend = require('../node_modules/phaser/src/utils/object/Extend')

const Phaser = {
  Animations: require('../node_modules/phaser/src/animations'),
  BlendModes: require('../node_modules/phaser/src/renderer/BlendModes'),
  Cache: require('../node_modules/phaser/src/cache'),
  Cameras: { Scene2D: require('../node_modules/phaser/src/cameras/2d') },
  Core: require('../node_modules/phaser/src/core'),
  Events: require('../node_modules/phaser/src/events'),
  Game: require('../node_modules/phaser/src/core/Game'),
  // Each game object the scenes add registers its factory (and creator) as it loads.
  GameObjects: {
    DisplayList: require('../node_modules/phaser/src/gameobjects/DisplayList'),
    GameObjectCreator: require('../node_modules/phaser/src/gameobjects/GameObjectCreator'),
    GameObjectFactory: require('../node_modules/phaser/src/gameobjects/GameObjectFactory'),
    UpdateList: require('../node_modules/phaser/src/gameobjects/UpdateList'),
    Graphics: require('../node_modules/phaser/src/gameobjects/graphics/GraphicsFactory'),
    Image: require('../node_modules/phaser/src/gameobjects/image/ImageFactory'),
    ImageCreator: require('../node_modules/phaser/src/gameobjects/image/ImageCreator'),
    Text: require('../node_modules/phaser/src/gameobjects/text/TextFactory'),
  },
  Input: require('../node_modules/phaser/src/input'),
  Renderer: require('../node_modules/phaser/src/renderer'),
  Scale: require('../node_modules/phaser/src/scale'),
  Scene: require('../node_modules/phaser/src/scene/Scene'),
  Scenes: require('../node_modules/phaser/src/scene'),
  Textures: require('../node_modules/phaser/src/textures'),
  Tilemaps: {
    TilemapCreator: require('../node_modules/phaser/src/tilemaps/TilemapCreator'),
    TilemapFactory: require('../node_modules/phaser/src/tilemaps/TilemapFactory'),
  },
  Time: { Clock: require('../node_modules/phaser/src/time/Clock') },
  TintModes: require('../node_modules/phaser/src/renderer/TintModes'),
}

module.exports = Extend(false, Phaser, CONST)
