import { TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import type { GameObjects, Scene } from 'phaser'
import { DELVE_TILES } from '../textures/pixel-textures.js'
import { Depth } from './depth.js'

/** The centre of tile (x, y) in world pixels (whole for tiles an even number of pixels wide). */
export function tileCentre(x: number, y: number, tileSize: number = TILE_SIZE): Point {
  return { x: x * tileSize + tileSize / 2, y: y * tileSize + tileSize / 2 }
}

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
    this.texture = settings.texture ?? DELVE_TILES
    this.tileSize = settings.tileSize ?? TILE_SIZE
    this.depth = settings.depth ?? Depth.Creatures
  }

  /** Draws these things, and no others. */
  show(things: readonly T[]): void {
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

  destroy(): void {
    for (const image of this.images) image.destroy()
    this.images.length = 0
    this.shown = 0
  }
}
