import { LETTER_HEIGHT, LETTER_WIDTH, letterFrame } from '@delve/art'
import type { RoomLabel } from '@delve/map'
import type { GameObjects, Scene } from 'phaser'
import { Depth, tileCentre } from './creatures.js'
import { LABEL_FONT_KEY } from './textures.js'

/** The word drawn under a room's letter for its tag; none for a plain room. */
export function tagWord(tag: RoomLabel['tag']): string {
  return tag === undefined || tag === 'plain' ? '' : tag.toUpperCase()
}

/**
 * Room labels `A`, `B`, `C`… at the rooms' centres, in creation order: the libtcod tutorial's
 * way of showing how the generator went, and under the letter what the room is for (`START`,
 * `STAIRS`, `BOSS`, `TREASURE`; nothing for a plain room). Letters overlap by their outline, so
 * a two-letter label is 13 pixels wide.
 */
export class RoomLabels {
  private readonly images: GameObjects.Image[] = []
  private used = 0
  private shown: string[] = []
  private shownTags: string[] = []

  constructor(private readonly scene: Scene) {}

  /** The labels drawn now. */
  get labels(): string[] {
    return this.shown
  }

  /** The tag words drawn under the labels, in the same order ('' for none). */
  get tags(): string[] {
    return this.shownTags
  }

  show(labels: readonly RoomLabel[]): void {
    this.used = 0
    for (const { label, x, y, tag } of labels) {
      const centre = tileCentre(x, y)
      const top = centre.y - Math.floor(LETTER_HEIGHT / 2)
      this.write(label, centre.x, top)
      // One line down, overlapping by the outline as the letters do side by side.
      this.write(tagWord(tag), centre.x, top + LETTER_HEIGHT - 1)
    }
    for (let i = this.used; i < this.images.length; i++) this.images[i]?.setVisible(false)
    this.shown = labels.map((l) => l.label)
    this.shownTags = labels.map((l) => tagWord(l.tag))
  }

  /** Draws `text` centred on `centreX`, its top at `top`, reusing the images of earlier labels. */
  private write(text: string, centreX: number, top: number): void {
    const width = text.length * (LETTER_WIDTH - 1) + 1
    const left = centreX - Math.floor(width / 2)
    for (const [i, letter] of [...text].entries()) {
      const image =
        this.images[this.used] ??
        this.images[this.images.push(this.scene.add.image(0, 0, LABEL_FONT_KEY)) - 1]
      ;(image as GameObjects.Image)
        .setFrame(letterFrame(letter))
        .setOrigin(0, 0)
        .setPosition(left + i * (LETTER_WIDTH - 1), top)
        .setDepth(Depth.Labels)
        .setVisible(true)
      this.used++
    }
  }

  hide(): void {
    this.show([])
  }
}
