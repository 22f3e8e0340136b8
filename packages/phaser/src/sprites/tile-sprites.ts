import { ArgumentTypeError, TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import type { GameObjects, Scene } from 'phaser'
import {
  checkFunction,
  checkInteger,
  checkNumber,
  checkOptions,
  checkPoint,
  checkScene,
  checkString,
} from '../checks/check.js'
import { SetupError } from '../checks/setup-error.js'
import { DELVE_TILES } from '../textures/pixel-textures.js'
import { Depth } from './depth.js'

/** The centre of tile (x, y) in world pixels (whole for tiles an even number of pixels wide). */
export function tileCentre(x: number, y: number, tileSize: number = TILE_SIZE): Point {
  checkNumber('tileCentre', 'x', x)
  checkNumber('tileCentre', 'y', y)
  checkNumber('tileCentre', 'tileSize', tileSize, 0, Number.POSITIVE_INFINITY, true)
  return { x: x * tileSize + tileSize / 2, y: y * tileSize + tileSize / 2 }
}

/** What `TileSprites` takes besides the scene and the frame of each entry: texture and tile size. */
export interface TileSpritesOptions {
  /** The texture (default `DELVE_TILES`) and its tile size (default `TILE_SIZE`). */
  texture?: string
  tileSize?: number
  /** Depth of the images (default `Depth.Creatures`). */
  depth?: number
}

/**
 * Things on tiles, one image each, kept and reused from turn to turn and level to level: `show`
 * draws exactly the things given (the monsters in sight, the corpses, the items…), moving,
 * re-framing and hiding images rather than making new ones.
 */
export class TileSprites<T extends Point> {
  private readonly images: GameObjects.Image[] = []
  private shown = 0
  /** What was shown last, to draw again in another texture. */
  private last: readonly T[] = []
  private texture: string
  private readonly tileSize: number
  private readonly depth: number

  constructor(
    private readonly scene: Scene,
    private frameOf: (thing: T) => number,
    options: TileSpritesOptions | number = {},
  ) {
    const settings = typeof options === 'number' ? { depth: options } : options
    checkSpriteOptions('new TileSprites', scene, settings)
    checkFunction('new TileSprites', 'frameOf', frameOf)
    this.texture = settings.texture ?? DELVE_TILES
    this.tileSize = settings.tileSize ?? TILE_SIZE
    this.depth = settings.depth ?? Depth.Creatures
    requireTexture('new TileSprites', scene, this.texture)
  }

  /** Draws these things (each with whole-number `x` and `y`), and no others. */
  show(things: readonly T[]): void {
    if (!Array.isArray(things)) {
      throw new ArgumentTypeError(
        'TileSprites.show',
        'things',
        things,
        'an array of things on tiles',
      )
    }
    for (const [n, thing] of things.entries()) checkPoint('TileSprites.show', `things[${n}]`, thing)
    let i = 0
    for (const thing of things) {
      let image = this.images[i]
      if (!image) {
        image = this.scene.add.image(0, 0, this.texture).setDepth(this.depth)
        this.images.push(image)
      }
      const { x, y } = tileCentre(thing.x, thing.y, this.tileSize)
      image.setFrame(this.frameOf(thing)).setPosition(x, y).setVisible(true)
      i++
    }
    for (let j = i; j < this.images.length; j++) this.images[j]?.setVisible(false)
    this.shown = i
    this.last = things
  }

  /**
   * Draws from another texture, with its frames, from now on: what is shown now (the things
   * given to `show` last) is drawn again at once.
   */
  setTexture(texture: string, frameOf: (thing: T) => number = this.frameOf): void {
    checkString('TileSprites.setTexture', 'texture', texture)
    checkFunction('TileSprites.setTexture', 'frameOf', frameOf)
    requireTexture('TileSprites.setTexture', this.scene, texture)
    this.texture = texture
    this.frameOf = frameOf
    for (const image of this.images) image.setTexture(texture)
    this.show(this.last)
  }

  /** The tiles of the things drawn now, in the order they were given. */
  drawn(): Point[] {
    const half = this.tileSize / 2
    return this.images.slice(0, this.shown).map((image) => ({
      x: (image.x - half) / this.tileSize,
      y: (image.y - half) / this.tileSize,
    }))
  }

  /** Destroys every image it shows. */
  destroy(): void {
    for (const image of this.images) image.destroy()
    this.images.length = 0
    this.shown = 0
  }
}

/** The scene and the options of sprites on tiles: a texture key, a tile size, a depth. */
export function checkSpriteOptions(fn: string, scene: unknown, given: unknown): void {
  checkScene(fn, scene, ['add', 'textures'])
  const options = checkOptions(fn, given)
  if (options.texture !== undefined) checkString(fn, 'options.texture', options.texture)
  if (options.tileSize !== undefined) checkInteger(fn, 'options.tileSize', options.tileSize, 1)
  if (options.depth !== undefined) checkNumber(fn, 'options.depth', options.depth)
  if (options.frameOf !== undefined) checkFunction(fn, 'options.frameOf', options.frameOf)
}

/** The sprites' texture, which must be in the scene before they are made. */
export function requireTexture(fn: string, scene: Scene, key: string): void {
  if (scene.textures.exists(key)) return
  const add =
    key === DELVE_TILES
      ? 'addDelveTiles(scene.textures)'
      : `addPixelTexture(scene.textures, ${JSON.stringify(key)}, image, tileSize)`
  throw new SetupError(fn, `the scene has no texture ${JSON.stringify(key)}`, add)
}
