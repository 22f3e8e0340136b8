import { type DrawEntry, drawList } from '@delve/ecs'
import { DungeonLayer, EntitySprites, type FogView, fogOf, follow, MapCamera } from '@delve/phaser'
import type { Scene } from 'phaser'
import type { Engine } from './engine.js'

/**
 * What the player sees, drawn by `@delve/phaser`'s pieces: the map as a tilemap layer of
 * `@delve/art`'s tiles, the entities as sprites, and a camera that shows the whole map when the
 * window holds it, else follows the player.
 */
export class Renderer {
  private readonly layer: DungeonLayer
  private readonly sprites: EntitySprites
  private readonly camera: MapCamera
  private readonly fog: FogView
  /** `drawList`'s entries, refilled in place each turn. */
  private readonly drawn: DrawEntry[] = []

  constructor(
    scene: Scene,
    private readonly engine: Engine,
  ) {
    const { world, player } = engine
    // Fog of war: tiles in sight drawn lit, tiles seen before dim, the rest not at all; only
    // the entities in sight are drawn.
    this.fog = fogOf(world, player)
    this.layer = new DungeonLayer(scene)
    this.sprites = new EntitySprites(scene)
    this.camera = new MapCamera(scene, {
      onFit: () => this.layer.update(this.camera.viewTiles()),
    })
    this.layer.setLevel(world.dungeon, this.fog, world.components.Viewshed.radius[player] ?? 8)
    this.refresh()
    this.camera.fit(world.dungeon.width, world.dungeon.height, this.sprites.player)
  }

  /** After a turn: the tiles whose look may have changed, and the entities where they are now. */
  refresh(): void {
    const { world, player } = this.engine
    follow(this.fog, world, player)
    this.layer.redraw(this.fog)
    this.sprites.show(drawList(world, this.drawn), this.fog.fov)
  }

  /** Once a frame: the part of the map in view (the camera may have moved). */
  update(): void {
    this.layer.update(this.camera.viewTiles())
  }
}
