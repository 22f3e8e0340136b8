import { TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import { Depth } from '@delve/phaser'
import type { GameObjects, Scene } from 'phaser'

/** An aim being drawn: from where, how far, how wide, whom it would hit. */
export interface AimShown {
  from: Point
  /** Tiles from `from` an aim may reach (dx² + dy² ≤ range²). */
  range: number
  /** The area round the cursor an explosion reaches; 0 for none. */
  radius: number
  /** Where the creatures it would hit stand. */
  affected: readonly Point[]
  /** The tiles a thrown or zapped item's line crosses; empty for the rest. */
  path?: readonly Point[]
  /** The aim would be refused (out of sight, out of range, no one there). */
  refused: boolean
}

/** What to mark over the map: the cursor of look or aim mode, and the aim. */
export interface MarksShown {
  cursor: Point | null
  aim: AimShown | null
}

/** Which tiles an aim can be drawn on: those the player sees. */
export interface SeenTiles {
  width: number
  height: number
  visible: Uint8Array
}

const RANGE_FILL = { color: 0x5aa9ff, alpha: 0.14 }
const AREA_FILL = { color: 0xff7a30, alpha: 0.32 }
const PATH_FILL = { color: 0xffd75e, alpha: 0.22 }
const HIT_LINE = 0xff4a3d
const CURSOR_LINE = 0xffd75e
const REFUSED_LINE = 0x9a9a9a

/** The tiles in sight within `radius` of `at` (dx² + dy² ≤ radius²), in reading order. */
export function tilesWithin(at: Point, radius: number, seen: SeenTiles): Point[] {
  const tiles: Point[] = []
  for (let y = Math.max(0, at.y - radius); y <= Math.min(seen.height - 1, at.y + radius); y++) {
    for (let x = Math.max(0, at.x - radius); x <= Math.min(seen.width - 1, at.x + radius); x++) {
      const dx = x - at.x
      const dy = y - at.y
      if (dx * dx + dy * dy <= radius * radius && seen.visible[y * seen.width + x] === 1)
        tiles.push({ x, y })
    }
  }
  return tiles
}

/**
 * The marks over the map while looking or aiming: the reach of the aim tinted blue, a blast's
 * area orange round the cursor, the line a dart or a wand's bolt flies along tinted gold, a red frame on each creature it would hit, and the cursor as a
 * gold frame (grey when the aim would be refused). Redrawn only when the mode changes.
 */
export class AimMarks {
  private readonly floor: GameObjects.Graphics
  private readonly frames: GameObjects.Graphics

  constructor(scene: Scene) {
    this.floor = scene.add.graphics().setDepth(Depth.Range)
    this.frames = scene.add.graphics().setDepth(Depth.Marks)
  }

  show(marks: MarksShown, seen: SeenTiles): void {
    this.floor.clear()
    this.frames.clear()
    const { cursor, aim } = marks
    if (aim) {
      this.fill(tilesWithin(aim.from, aim.range, seen), RANGE_FILL)
      if (cursor && aim.radius > 0) this.fill(tilesWithin(cursor, aim.radius, seen), AREA_FILL)
      if (aim.path && aim.path.length > 0) this.fill(aim.path, PATH_FILL)
      this.frames.lineStyle(1, HIT_LINE, 1)
      for (const p of aim.affected) this.frame(p, 1)
    }
    if (cursor) {
      this.frames.lineStyle(2, aim?.refused ? REFUSED_LINE : CURSOR_LINE, 1)
      this.frame(cursor, 0)
    }
  }

  private fill(tiles: readonly Point[], { color, alpha }: { color: number; alpha: number }): void {
    this.floor.fillStyle(color, alpha)
    for (const { x, y } of tiles)
      this.floor.fillRect(x * TILE_SIZE, y * TILE_SIZE, TILE_SIZE, TILE_SIZE)
  }

  /** A frame round tile `p`, `inset` pixels inside its edge. */
  private frame({ x, y }: Point, inset: number): void {
    const size = TILE_SIZE - 2 * inset
    this.frames.strokeRect(x * TILE_SIZE + inset, y * TILE_SIZE + inset, size, size)
  }
}
