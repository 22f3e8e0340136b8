import type { Dungeon } from '@delve/map'
import type { Scene, Tilemaps } from 'phaser'
import { TILE_SIZE } from './tile-art.js'
import { frameForTile } from './tile-frames.js'
import { TILESET_KEY } from './tileset.js'

/**
 * The dungeon as a Phaser tilemap layer. Drawing a dungeon of the same size rewrites the tiles of
 * the existing layer; only a change of size builds a new tilemap.
 */
export class DungeonLayer {
  private map: Tilemaps.Tilemap | null = null
  private layer: Tilemaps.TilemapLayer | null = null

  constructor(private readonly scene: Scene) {}

  get pixelWidth(): number {
    return (this.map?.width ?? 0) * TILE_SIZE
  }

  get pixelHeight(): number {
    return (this.map?.height ?? 0) * TILE_SIZE
  }

  draw(dungeon: Dungeon): void {
    const layer = this.layerFor(dungeon.width, dungeon.height)
    for (let y = 0; y < dungeon.height; y++) {
      for (let x = 0; x < dungeon.width; x++) {
        // Faces are only for physics collision, which the game does not use.
        layer.putTileAt(frameForTile(dungeon, x, y), x, y, false)
      }
    }
  }

  destroy(): void {
    this.map?.destroy()
    this.map = null
    this.layer = null
  }

  private layerFor(width: number, height: number): Tilemaps.TilemapLayer {
    if (this.layer && this.map?.width === width && this.map.height === height) return this.layer
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
    return layer
  }
}
