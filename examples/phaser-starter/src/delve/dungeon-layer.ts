import { frameForTile, rememberedFrame, TILE_SIZE, TILE_VARIANTS } from '@delve/art'
import { type Dungeon, tileVariants, type Vision } from '@delve/map'
import type { Scene, Tilemaps } from 'phaser'
import { DELVE_TILES } from './textures.js'

/** A dungeon as a Phaser tilemap layer, drawn through a `Vision`'s fog of war. */
export interface DungeonLayer {
  layer: Tilemaps.TilemapLayer
  /** Draws what is in sight, what is remembered (dimmed), and nothing where nothing was seen. */
  draw(vision: Vision): void
}

export function createDungeonLayer(scene: Scene, dungeon: Dungeon): DungeonLayer {
  const { width, height } = dungeon
  const map = scene.make.tilemap({ width, height, tileWidth: TILE_SIZE, tileHeight: TILE_SIZE })
  const tileset = map.addTilesetImage(DELVE_TILES, DELVE_TILES, TILE_SIZE, TILE_SIZE)
  const layer = tileset && map.createBlankLayer('dungeon', tileset)
  if (!layer) throw new Error('could not make the dungeon layer')
  const variants = tileVariants(dungeon, TILE_VARIANTS)
  const frames = Array.from({ length: width * height }, (_, i) =>
    frameForTile(dungeon, i % width, Math.floor(i / width), variants[i]),
  )
  return {
    layer,
    draw({ visible, explored }) {
      for (const [i, frame] of frames.entries()) {
        const [x, y] = [i % width, Math.floor(i / width)]
        if (visible[i]) layer.putTileAt(frame, x, y)
        else if (explored[i]) layer.putTileAt(rememberedFrame(frame), x, y)
        else layer.removeTileAt(x, y)
      }
    },
  }
}
