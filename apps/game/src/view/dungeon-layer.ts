import { frameForTile, rememberedFrame, TILE_SIZE, TILE_VARIANTS } from '@delve/art'
import { type TileMap, tileVariants } from '@delve/map'
import { type Scene, type Tilemaps, TintModes } from 'phaser'
import { type SightView, TileSight, tileSight } from '../run/sight.js'
import { TILESET_KEY } from './textures.js'
import {
  placeWindow,
  type TileBox,
  type TileRect,
  unionRowSpans,
  windowSize,
} from './tile-window.js'
import { torchLight } from './torch-glow.js'

const NOWHERE: TileRect = { x: 0, y: 0, width: 0, height: 0 }

/** A tile that is not drawn: never seen, it stays the dark of the background. */
const UNSEEN = -1

/**
 * Cold light added to a remembered tile (its frame is painted dim), so remembered walls, floor,
 * doors and stairs stay legible on any screen while plainly out of sight.
 */
export const REMEMBERED_LIFT = 0x1c2434

/**
 * The level as one Phaser tilemap layer, under fog of war: tiles in sight in their lit frames,
 * tiles seen before in their remembered (dim) frames, the others left empty (the dark
 * background; Phaser skips empty tiles). The layer is a window onto the level, as large as the
 * view plus a margin (the whole level when it fits): a new level or a camera that has moved on is
 * drawn by rewriting the tiles of the same layer in place, and a move rewrites only the tiles
 * whose sight may have changed. Only a change in the window's size (a new map size, a resized
 * browser) builds a new layer.
 */
export class DungeonLayer {
  private map: Tilemaps.Tilemap | null = null
  private layer: Tilemaps.TilemapLayer | null = null
  private level: TileMap | null = null
  /** Each tile's look (floor and dressed stone have several), from the level's seed. */
  private looks: Uint8Array = new Uint8Array(0)
  private sight: SightView | null = null
  private window: TileRect = NOWHERE
  private stale = true
  /** How many layers have been built, for the debug handle: regenerating must not add one. */
  builds = 0
  /** Tiles written into the layer so far, for the debug handle: a move writes only a few. */
  tilesWritten = 0
  /** The torch's light by squared distance from the player, up to the sight radius. */
  private light: readonly number[] = []

  constructor(private readonly scene: Scene) {}

  get pixelWidth(): number {
    return (this.level?.width ?? 0) * TILE_SIZE
  }

  get pixelHeight(): number {
    return (this.level?.height ?? 0) * TILE_SIZE
  }

  /**
   * Shows `level`, as `sight` says the player knows it, from the next `update` on. Its tiles'
   * looks follow its `seed` (a map without one gets the looks of the empty seed), so a level
   * always looks the same, reloaded or made again.
   */
  setLevel(level: TileMap & { seed?: string }, sight: SightView, sightRadius: number): void {
    this.light = torchLights(sightRadius)
    const { width, height, seed = '' } = level
    this.looks = tileVariants({ width, height, seed }, TILE_VARIANTS)
    this.level = level
    this.sight = sight
    this.stale = true
  }

  /** The same level seen another way (fog of war on or off): all of it is drawn again. */
  setSight(sight: SightView): void {
    this.sight = sight
    this.stale = true
  }

  /**
   * After a move, seen as `sight` says: redraws only the tiles of the union of `before` and
   * `after` (inclusive squares, clipped to the window), each once. What the player sees, and the
   * torch's light, change only within the old and the new sight square, whatever the map's size.
   */
  redraw(sight: SightView, before: TileBox, after: TileBox): void {
    this.sight = sight
    const level = this.level
    if (!level || !this.layer || this.stale) return
    const { x: left, y: top, width, height } = this.window
    const right = left + width - 1
    const rows = this.layer.layer.data
    const y1 = Math.max(Math.min(before.y1, after.y1), top)
    const y2 = Math.min(Math.max(before.y2, after.y2), top + height - 1)
    for (let y = y1; y <= y2; y++) {
      const row = rows[y - top] as Tilemaps.Tile[]
      for (const [from, to] of unionRowSpans(before, after, y)) {
        for (let x = Math.max(from, left), end = Math.min(to, right); x <= end; x++) {
          this.paint(row[x - left] as Tilemaps.Tile, level, x, y)
          this.tilesWritten++
        }
      }
    }
  }

  /**
   * Draws the part of the level around `view` (in tiles). `viewWidth` and `viewHeight` size the
   * window; the layer is rebuilt only when that size changes.
   */
  update(view: TileRect): void {
    const level = this.level
    if (!level) return
    const size = windowSize(level, view.width, view.height)
    if (!this.layer || size.width !== this.window.width || size.height !== this.window.height) {
      this.build(size.width, size.height)
      // A new layer shows nothing yet: placed nowhere, so it is placed and drawn whole below.
      this.window = { x: Number.NEGATIVE_INFINITY, y: Number.NEGATIVE_INFINITY, ...size }
    }
    const placed = placeWindow(this.window, view, level)
    if (placed === this.window && !this.stale) return
    this.window = placed
    this.stale = false
    this.draw(level)
  }

  destroy(): void {
    this.map?.destroy()
    this.map = null
    this.layer = null
    this.window = NOWHERE
  }

  /** Writes each tile's frame straight into the layer's data: no tile objects are made. */
  private draw(level: TileMap): void {
    const layer = this.layer as Tilemaps.TilemapLayer
    const { x: left, y: top, width, height } = this.window
    const rows = layer.layer.data
    for (let y = 0; y < height; y++) {
      const row = rows[y] as Tilemaps.Tile[]
      for (let x = 0; x < width; x++) this.paint(row[x] as Tilemaps.Tile, level, left + x, top + y)
    }
    this.tilesWritten += width * height
    layer.setPosition(left * TILE_SIZE, top * TILE_SIZE)
  }

  /**
   * Draws (x, y) as the player knows it: unknown tiles empty, remembered ones in their dim frames,
   * those in sight lit, with the torch's warm light added by their distance from the player.
   */
  private paint(tile: Tilemaps.Tile, level: TileMap, x: number, y: number): void {
    const sight = this.sight
    const index = y * level.width + x
    const known = sight ? tileSight(sight, index) : TileSight.Visible
    if (known === TileSight.Unknown) {
      tile.index = UNSEEN
      return
    }
    const lit = frameForTile(level, x, y, this.looks[index])
    tile.index = known === TileSight.Visible ? lit : rememberedFrame(lit)
    if (known !== TileSight.Visible) tile.tint = REMEMBERED_LIFT
    else tile.tint = sight && sight.vision.visible[index] === 1 ? this.lightAt(sight, x, y) : 0
  }

  /** The torch's light on (x, y), a tile in the player's sight. */
  private lightAt(sight: SightView, x: number, y: number): number {
    const dx = x - sight.from.x
    const dy = y - sight.from.y
    return this.light[dx * dx + dy * dy] ?? 0
  }

  private build(width: number, height: number): void {
    this.destroy()
    const map = this.scene.make.tilemap({
      width,
      height,
      tileWidth: TILE_SIZE,
      tileHeight: TILE_SIZE,
    })
    const tileset = map.addTilesetImage(TILESET_KEY, TILESET_KEY, TILE_SIZE, TILE_SIZE, 0, 0)
    const layer = tileset && map.createBlankLayer('dungeon', tileset, 0, 0)
    if (!layer) throw new Error('Could not create the dungeon tilemap layer')
    // The torchlight is added to a tile's colours: a tint of 0 leaves the tile as painted.
    for (const row of layer.layer.data) {
      for (const tile of row) {
        tile.tintMode = TintModes.ADD
        tile.tint = 0
      }
    }
    this.map = map
    this.layer = layer
    this.builds++
  }
}

/** `torchLight` for every squared distance within `radius`. */
function torchLights(radius: number): number[] {
  return Array.from({ length: radius * radius + 1 }, (_, d2) => torchLight(d2, radius))
}
