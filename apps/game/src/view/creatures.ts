import { monsterFrame as frameOfMonsterGlyph, TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import type { GameObjects, Scene } from 'phaser'
import type { MonsterView } from '../run/dungeon-run.js'
import { TILESET_KEY } from './textures.js'

/**
 * Depths of what is drawn over the map, bottom to top: the aim's range and area under everything
 * standing on the floor, the cursor and the marks on whoever an aim would hit over the creatures.
 */
export const Depth = {
  Map: 0,
  Glow: 1,
  Range: 2,
  Corpses: 3,
  Items: 4,
  Creatures: 5,
  Marks: 6,
  Labels: 7,
} as const

/** Which frame draws a monster: its kind's glyph's (a glyph with no art is drawn as a goblin). */
export const monsterFrame = (monster: MonsterView): number => frameOfMonsterGlyph(monster.glyph)

/** The centre of tile (x, y) in world pixels; tiles are an even number of pixels, so whole. */
export function tileCentre(x: number, y: number): { x: number; y: number } {
  return { x: x * TILE_SIZE + TILE_SIZE / 2, y: y * TILE_SIZE + TILE_SIZE / 2 }
}

/**
 * Things on tiles, one image each, reused from level to level: the monsters; other sets draw the
 * corpses in one frame under the living, and the items.
 */
export class TileSprites<T extends Point = MonsterView> {
  private readonly images: GameObjects.Image[] = []
  private shown = 0

  constructor(
    private readonly scene: Scene,
    private readonly frameOf: (thing: T) => number,
    private readonly depth: number = Depth.Creatures,
  ) {}

  /** Draws these things, and no others (what is out of sight is not given, so not drawn). */
  show(things: readonly T[]): void {
    for (const [i, thing] of things.entries()) {
      const image =
        this.images[i] ?? this.images[this.images.push(this.scene.add.image(0, 0, TILESET_KEY)) - 1]
      const { x, y } = tileCentre(thing.x, thing.y)
      ;(image as GameObjects.Image)
        .setFrame(this.frameOf(thing))
        .setPosition(x, y)
        .setDepth(this.depth)
        .setVisible(true)
    }
    for (let i = things.length; i < this.images.length; i++) this.images[i]?.setVisible(false)
    this.shown = things.length
  }

  /** The tiles of the things drawn now, in the order they were given. */
  drawn(): Point[] {
    return this.images.slice(0, this.shown).map((image) => ({
      x: (image.x - TILE_SIZE / 2) / TILE_SIZE,
      y: (image.y - TILE_SIZE / 2) / TILE_SIZE,
    }))
  }
}
