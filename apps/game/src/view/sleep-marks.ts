import { letterFrame, TILE_SIZE } from '@delve/art'
import { Depth, tileCentre } from '@delve/phaser'
import type { MonsterView } from '@delve/run'
import type { GameObjects, Scene } from 'phaser'
import { LABEL_FONT_KEY } from './textures.js'

/**
 * A small `Z` in the label font over the top-right corner of each sleeping monster drawn: asleep,
 * it does nothing until a blow, a noise or the sight of the player near wakes it.
 */
export class SleepMarks {
  private readonly images: GameObjects.Image[] = []

  constructor(private readonly scene: Scene) {}

  /** Marks the sleepers among `monsters` (those drawn), and no others. */
  show(monsters: readonly MonsterView[]): void {
    let used = 0
    for (const m of monsters) {
      if (!m.asleep) continue
      const image =
        this.images[used] ??
        this.images[this.images.push(this.scene.add.image(0, 0, LABEL_FONT_KEY)) - 1]
      const centre = tileCentre(m.x, m.y)
      ;(image as GameObjects.Image)
        .setFrame(letterFrame('Z'))
        .setOrigin(1, 0)
        .setPosition(centre.x + TILE_SIZE / 2, centre.y - TILE_SIZE / 2)
        .setDepth(Depth.Labels)
        .setVisible(true)
      used++
    }
    for (let i = used; i < this.images.length; i++) this.images[i]?.setVisible(false)
  }
}
