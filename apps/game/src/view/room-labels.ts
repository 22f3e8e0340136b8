import { LETTER_HEIGHT, LETTER_WIDTH, letterFrame } from '@delve/art'
import type { RoomLabel } from '@delve/map'
import type { GameObjects, Scene } from 'phaser'
import { Depth, tileCentre } from './creatures.js'
import { LABEL_FONT_KEY } from './textures.js'

/**
 * Room labels `A`, `B`, `C`… at the rooms' centres, in creation order: the libtcod tutorial's
 * way of showing how the generator went. Letters overlap by their outline, so a two-letter label
 * is 13 pixels wide.
 */
export class RoomLabels {
  private readonly images: GameObjects.Image[] = []
  private shown: string[] = []

  constructor(private readonly scene: Scene) {}

  /** The labels drawn now. */
  get labels(): string[] {
    return this.shown
  }

  show(labels: readonly RoomLabel[]): void {
    let used = 0
    for (const { label, x, y } of labels) {
      const centre = tileCentre(x, y)
      const width = label.length * (LETTER_WIDTH - 1) + 1
      const left = centre.x - Math.floor(width / 2)
      const top = centre.y - Math.floor(LETTER_HEIGHT / 2)
      for (const [i, letter] of [...label].entries()) {
        const image =
          this.images[used] ??
          this.images[this.images.push(this.scene.add.image(0, 0, LABEL_FONT_KEY)) - 1]
        ;(image as GameObjects.Image)
          .setFrame(letterFrame(letter))
          .setOrigin(0, 0)
          .setPosition(left + i * (LETTER_WIDTH - 1), top)
          .setDepth(Depth.Labels)
          .setVisible(true)
        used++
      }
    }
    for (let i = used; i < this.images.length; i++) this.images[i]?.setVisible(false)
    this.shown = labels.map((l) => l.label)
  }

  hide(): void {
    this.show([])
  }
}
