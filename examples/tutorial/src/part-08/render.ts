import { type DrawEntry, drawList } from '@delve/ecs'
import type { Point } from '@delve/map'
import {
  addScreenText,
  type Box,
  Depth,
  DungeonLayer,
  EntitySprites,
  type FogView,
  fogOf,
  follow,
  MapCamera,
  MessageLog,
  UiCamera,
} from '@delve/phaser'
import type { GameObjects, Scene } from 'phaser'
import type { Engine } from './engine.js'

/** The health bar, in screen pixels, and the height of the bar and the line under it. */
const BAR_WIDTH = 200
const BAR_HEIGHT = 24
const TOP_HEIGHT = 64

/** The health bar's colours: what is left, and what is lost. */
const BAR_FILLED = 0x006000
const BAR_EMPTY = 0x401010

/**
 * What the player sees, drawn by `@delve/phaser`'s pieces: the map as a tilemap layer of
 * `@delve/art`'s tiles, the entities as sprites, and a camera that shows the whole map when the
 * window holds it, else follows the player. Over it, on the screen's own camera (the same size
 * at any zoom of the map): the health bar, the names under the mouse, the message log, and a
 * box for what a mode shows (the history of messages).
 */
export class Renderer {
  private readonly layer: DungeonLayer
  private readonly sprites: EntitySprites
  private readonly camera: MapCamera
  private readonly fog: FogView
  /** `drawList`'s entries, refilled in place each turn. */
  private readonly drawn: DrawEntry[] = []
  private readonly log: MessageLog
  private readonly bar: GameObjects.Graphics
  private readonly health: GameObjects.Text
  private readonly names: GameObjects.Text
  private readonly box: GameObjects.Text
  /** How many of the engine's messages the log has been given. */
  private told = 0
  /** The tile under the mouse. */
  private mouse: Point = { x: -1, y: -1 }

  constructor(
    private readonly scene: Scene,
    private readonly engine: Engine,
  ) {
    const { world, player } = engine
    // Fog of war: tiles in sight drawn lit, tiles seen before dim, the rest not at all; only
    // the entities in sight are drawn.
    this.fog = fogOf(world, player)
    this.layer = new DungeonLayer(scene)
    this.sprites = new EntitySprites(scene)
    this.log = new MessageLog(scene, { lines: 5 })
    this.bar = UiCamera.of(scene).add(scene.add.graphics().setDepth(Depth.Log))
    this.health = addScreenText(scene, { background: 'rgba(0, 0, 0, 0)' }).setPosition(8, 8)
    this.names = addScreenText(scene).setPosition(8, BAR_HEIGHT + 12)
    this.box = addScreenText(scene, { background: 'rgba(11, 11, 15, 0.92)' }).setOrigin(0.5, 0)
    this.camera = new MapCamera(scene, {
      // The map keeps clear of the bar at the top and the log at the bottom.
      overlays: () => this.screenBars(),
      onFit: () => this.layer.update(this.camera.viewTiles()),
    })
    this.layer.setLevel(world.dungeon, this.fog, world.components.Viewshed.radius[player] ?? 8)
    this.refresh()
    this.camera.fit(world.dungeon.width, world.dungeon.height, this.sprites.player)
  }

  /**
   * After a turn: the tiles whose look may have changed, the entities where they are now, the
   * new messages, the health bar, and the box's lines (none hides it).
   */
  refresh(box: readonly string[] | null = null): void {
    const { world, player } = this.engine
    follow(this.fog, world, player)
    this.layer.redraw(this.fog)
    this.sprites.show(drawList(world, this.drawn), this.fog.fov)
    this.log.add(this.engine.messages.slice(this.told))
    this.told = this.engine.messages.length
    this.drawBar(world.components.Health.hp[player] ?? 0, world.components.Health.max[player] ?? 1)
    this.box.setText(box ? [...box] : []).setVisible(box !== null)
    this.showNames()
  }

  /** The mouse moved to a point of the canvas: the names of what is seen there. */
  hover(canvasX: number, canvasY: number): void {
    this.mouse = this.camera.tileAt(canvasX, canvasY)
    this.showNames()
  }

  /** Once a frame: the part of the map in view (the camera may have moved), the screen's texts. */
  update(): void {
    this.layer.update(this.camera.viewTiles())
    this.log.update()
    this.box.setPosition(this.scene.scale.width / 2, TOP_HEIGHT)
  }

  /** The names of the entities in sight under the mouse, capitalised, in a line. */
  private showNames(): void {
    const { x, y } = this.mouse
    const names = this.drawn
      .filter((e) => e.x === x && e.y === y && (e.visible || e.as === 'player'))
      .map((e) => (e.as === 'corpse' ? `remains of ${e.name}` : e.name))
      .map((name) => name.charAt(0).toUpperCase() + name.slice(1))
    this.names.setText(names.join(', ')).setVisible(names.length > 0)
  }

  /** The health bar: a red bar, green as far as hit points are left, and the count on it. */
  private drawBar(hp: number, max: number): void {
    const filled = Math.round((BAR_WIDTH * Math.max(0, hp)) / max)
    this.bar.clear().fillStyle(BAR_EMPTY).fillRect(8, 8, BAR_WIDTH, BAR_HEIGHT)
    if (filled > 0) this.bar.fillStyle(BAR_FILLED).fillRect(8, 8, filled, BAR_HEIGHT)
    this.health.setText(`HP: ${hp}/${max}`).setVisible(true)
  }

  /** The boxes of the screen the map keeps clear of, in pixels: the bars, the log. */
  private screenBars(): Box[] {
    const { width, height } = this.scene.scale
    return [
      { left: 0, top: 0, right: width, bottom: TOP_HEIGHT },
      { left: 0, top: height - this.log.height, right: width, bottom: height },
    ]
  }
}
