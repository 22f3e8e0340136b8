import { frameForTile, TILE_SIZE } from '@delve/art'
import type { TileMap } from '@delve/map'
import type { Scene, Tilemaps } from 'phaser'
import { TILESET_KEY } from './textures.js'
import { placeWindow, type TileRect, windowSize } from './tile-window.js'

const NOWHERE: TileRect = { x: 0, y: 0, width: 0, height: 0 }

/**
 * The level as one Phaser tilemap layer. The layer is a window onto the level, as large as the
 * view plus a margin (the whole level when it fits): a new level or a camera that has moved on is
 * drawn by rewriting the tiles of the same layer in place. Only a change in the window's size
 * (a new map size, a resized browser) builds a new layer.
 */
export class DungeonLayer {
  private map: Tilemaps.Tilemap | null = null
  private layer: Tilemaps.TilemapLayer | null = null
  private level: TileMap | null = null
  private window: TileRect = NOWHERE
  private stale = true
  /** How many layers have been built, for the debug handle: regenerating must not add one. */
  builds = 0

  constructor(private readonly scene: Scene) {}

  get pixelWidth(): number {
    return (this.level?.width ?? 0) * TILE_SIZE
  }

  get pixelHeight(): number {
    return (this.level?.height ?? 0) * TILE_SIZE
  }

  /** Shows `level` from the next `update` on. */
  setLevel(level: TileMap): void {
    this.level = level
    this.stale = true
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
      this.window = { x: -1, y: -1, ...size }
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
      for (let x = 0; x < width; x++) {
        ;(row[x] as Tilemaps.Tile).index = frameForTile(level, left + x, top + y)
      }
    }
    layer.setPosition(left * TILE_SIZE, top * TILE_SIZE)
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
    this.map = map
    this.layer = layer
    this.builds++
  }
}
