import { LETTER_HEIGHT, LETTER_WIDTH, letterFrame, TILE_SIZE } from '@delve/art'
import type { Point, RoomLabel } from '@delve/map'
import { Depth, tileCentre } from '@delve/phaser'
import type { GameObjects, Scene } from 'phaser'
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

  /** Draws `labels`, each moved up or down off the tiles of `clear` (the player, the stairs). */
  show(labels: readonly RoomLabel[], clear: readonly Point[] = []): void {
    this.used = 0
    for (const { label, x, y, tag } of labels) {
      const word = tagWord(tag)
      const centre = tileCentre(x, y)
      const top = labelTop(centre, [label, word], clear)
      this.write(label, centre.x, top)
      // One line down, overlapping by the outline as the letters do side by side.
      this.write(word, centre.x, top + LETTER_HEIGHT - 1)
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

/** The width of `text` in the label font, in map pixels: letters overlap by their outline. */
const textWidth = (text: string) => (text.length === 0 ? 0 : text.length * (LETTER_WIDTH - 1) + 1)

/** How far a label may move off its room's centre, in tiles, up or down, nearest first. */
const SHIFTS = [0, -1, 1, -2, 2, -3, 3]

/**
 * Where a label's first line goes (its top, in map pixels) so that no line of it lies over a
 * tile of `clear`: centred on the room's centre tile when that is clear, otherwise moved up or
 * down by whole tiles, the nearest place that is.
 */
export function labelTop(
  centre: { x: number; y: number },
  lines: readonly string[],
  clear: readonly Point[],
): number {
  const width = Math.max(...lines.map(textWidth))
  const height = lines.filter((line) => line !== '').length * (LETTER_HEIGHT - 1) + 1
  const left = centre.x - Math.floor(width / 2)
  const home = centre.y - Math.floor(LETTER_HEIGHT / 2)
  const over = (top: number) =>
    clear.some(
      (p) =>
        p.x * TILE_SIZE < left + width &&
        (p.x + 1) * TILE_SIZE > left &&
        p.y * TILE_SIZE < top + height &&
        (p.y + 1) * TILE_SIZE > top,
    )
  for (const shift of SHIFTS) {
    const top = home + shift * TILE_SIZE
    if (!over(top)) return top
  }
  return home
}
