import { MONSTER_FRAMES, TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import type { GameObjects, Scene } from 'phaser'
import type { MonsterView } from '../run/dungeon-run.js'
import { TILESET_KEY } from './textures.js'

/** Depths of what is drawn over the map, bottom to top. */
export const Depth = { Map: 0, Glow: 1, Corpses: 2, Creatures: 3, Labels: 4 } as const

/** Which frame draws a monster: its kind's. */
const monsterFrame = (monster: MonsterView): number =>
  MONSTER_FRAMES[monster.kind] ?? (MONSTER_FRAMES[0] as number)

/** The centre of tile (x, y) in world pixels; tiles are an even number of pixels, so whole. */
export function tileCentre(x: number, y: number): { x: number; y: number } {
  return { x: x * TILE_SIZE + TILE_SIZE / 2, y: y * TILE_SIZE + TILE_SIZE / 2 }
}

/**
 * The monsters on screen, one image each, reused from level to level. A second set draws the
 * corpses, in one frame under the living.
 */
export class MonsterSprites {
  private readonly images: GameObjects.Image[] = []
  private shown = 0

  constructor(
    private readonly scene: Scene,
    private readonly frameOf: (monster: MonsterView) => number = monsterFrame,
    private readonly depth: number = Depth.Creatures,
  ) {}

  /** Draws these monsters, and no others (monsters out of sight are not drawn at all). */
  show(monsters: readonly MonsterView[]): void {
    for (const [i, monster] of monsters.entries()) {
      const image =
        this.images[i] ?? this.images[this.images.push(this.scene.add.image(0, 0, TILESET_KEY)) - 1]
      const { x, y } = tileCentre(monster.x, monster.y)
      ;(image as GameObjects.Image)
        .setFrame(this.frameOf(monster))
        .setPosition(x, y)
        .setDepth(this.depth)
        .setVisible(true)
    }
    for (let i = monsters.length; i < this.images.length; i++) this.images[i]?.setVisible(false)
    this.shown = monsters.length
  }

  /** The tiles of the monsters drawn now, in the order they were given. */
  drawn(): Point[] {
    return this.images.slice(0, this.shown).map((image) => ({
      x: (image.x - TILE_SIZE / 2) / TILE_SIZE,
      y: (image.y - TILE_SIZE / 2) / TILE_SIZE,
    }))
  }
}
