import { LETTER_HEIGHT, LETTER_WIDTH, letterFrame, TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import { Depth, tileCentre } from '@delve/phaser'
import type { MonsterView } from '@delve/run'
import type { GameObjects, Scene } from 'phaser'
import { LABEL_FONT_KEY } from './textures.js'

/** The corners a sleeper's `Z` may take, in the order tried: up-right first, as it is read. */
const CORNERS: readonly Point[] = [
  { x: 1, y: -1 },
  { x: -1, y: -1 },
  { x: 1, y: 1 },
  { x: -1, y: 1 },
]

/**
 * The diagonal neighbour of `at` whose corner a sleeper's `Z` is drawn in: the first of up-right,
 * up-left, down-right, down-left with no creature on it (`occupied`, by "x,y"), so the mark lies
 * beside the sleeper's sprite and over no other; null when all four are taken.
 */
export function sleepMarkCorner(at: Point, occupied: ReadonlySet<string>): Point | null {
  for (const corner of CORNERS) {
    if (!occupied.has(`${at.x + corner.x},${at.y + corner.y}`)) return corner
  }
  return null
}

/**
 * Where a sleeper's `Z` is drawn, in map pixels (its top-left corner), for the corner `corner`:
 * in the neighbouring tile's corner that touches the sleeper's tile, outside the sleeper's own.
 */
export function sleepMarkPlace(at: Point, corner: Point): Point {
  const centre = tileCentre(at.x, at.y)
  const half = TILE_SIZE / 2
  return {
    x: corner.x > 0 ? centre.x + half : centre.x - half - LETTER_WIDTH,
    y: corner.y > 0 ? centre.y + half : centre.y - half - LETTER_HEIGHT,
  }
}

/**
 * A small `Z` in the label font beside each sleeping monster drawn, in the corner of a free
 * diagonal neighbour (never over the sleeper, another creature or the player): asleep, it does
 * nothing until a blow, a noise or the sight of the player near wakes it.
 */
export class SleepMarks {
  private readonly images: GameObjects.Image[] = []
  private monsters: readonly MonsterView[] = []
  private player: Point | null = null

  constructor(private readonly scene: Scene) {}

  /** Marks the sleepers among `monsters` (those drawn), and no others. */
  show(monsters: readonly MonsterView[]): void {
    this.monsters = monsters
    this.draw()
  }

  /** The player is on `at` now: no mark is drawn over them. */
  avoid(at: Point): void {
    if (this.player?.x === at.x && this.player.y === at.y) return
    this.player = { x: at.x, y: at.y }
    this.draw()
  }

  private draw(): void {
    const occupied = new Set(this.monsters.map((m) => `${m.x},${m.y}`))
    if (this.player) occupied.add(`${this.player.x},${this.player.y}`)
    let used = 0
    for (const m of this.monsters) {
      if (!m.asleep) continue
      const corner = sleepMarkCorner(m, occupied)
      if (!corner) continue
      const image =
        this.images[used] ??
        this.images[this.images.push(this.scene.add.image(0, 0, LABEL_FONT_KEY)) - 1]
      const place = sleepMarkPlace(m, corner)
      ;(image as GameObjects.Image)
        .setFrame(letterFrame('Z'))
        .setOrigin(0, 0)
        .setPosition(place.x, place.y)
        .setDepth(Depth.Labels)
        .setVisible(true)
      used++
    }
    for (let i = used; i < this.images.length; i++) this.images[i]?.setVisible(false)
  }
}
