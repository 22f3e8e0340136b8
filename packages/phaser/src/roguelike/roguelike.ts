import {
  type DrawEntry,
  drawList,
  type GameWorld,
  isAlive,
  type PlayerAction,
  playTurn,
  type TurnEvents,
  turnMessages,
} from '@delve/ecs'
import type { Point } from '@delve/map'
import type { GameObjects, Input, Scene } from 'phaser'
import { MapCamera, type MapCameraOptions } from '../camera/map-camera.js'
import {
  DEFAULT_KEYS,
  type KeyAction,
  type KeyTable,
  keyMap,
  type Step,
} from '../input/key-table.js'
import { KeyboardInput, NO_KEYS } from '../input/keyboard-input.js'
import { planWalk } from '../input/walk-plan.js'
import { DungeonLayer, type DungeonLayerOptions } from '../layer/dungeon-layer.js'
import type { FogView } from '../layer/fog.js'
import { addTorchGlowTexture, TORCH_GLOW_KEY } from '../layer/torch.js'
import { MessageLog, type MessageLogOptions } from '../messages/message-log.js'
import {
  BLEND_ADD,
  POINTER_DOWN,
  SCENE_SHUTDOWN,
  SCENE_UPDATE,
} from '../phaser-values/phaser-values.js'
import { Depth } from '../sprites/depth.js'
import { EntitySprites, type EntitySpritesOptions } from '../sprites/entity-sprites.js'
import type { Look } from '../textures/looks.js'
import { addDelveTiles } from '../textures/pixel-textures.js'
import { fogOf, follow } from './fog-of.js'

export interface RoguelikeOptions {
  /** The keys, by `KeyboardEvent.code` (default `DEFAULT_KEYS`: arrows, WASD, number pad, vi). */
  keys?: KeyTable
  /** Fog of war (default true); false shows the whole level and every entity. */
  fov?: boolean
  /** Milliseconds between the steps of a walk to a tapped tile (default 90). */
  walkStepMs?: number
  /** `'tiles'` (default) or `'ascii'`: coloured CP437 glyphs, unlit (for the layer and the sprites). */
  look?: Look
  camera?: MapCameraOptions
  layer?: DungeonLayerOptions
  sprites?: EntitySpritesOptions
  log?: MessageLogOptions
  /** Called after each turn played, with its events and the lines the log was given. */
  onTurn?: (events: TurnEvents, lines: readonly string[]) => void
}

/**
 * A playable roguelike in one call: `world`'s level as a tilemap layer under fog of war, its
 * entities as sprites (monsters only in sight), the keys of a table and a tap or click to walk
 * to a known tile (along `findPath`), the camera fitted and following, a torch's glow and a
 * message log of each turn (`turnMessages`). Each key or step plays one `playTurn`; then only what
 * changed is redrawn. It hooks itself to the scene's update and goes away with the scene. Make it
 * in a scene's `create`, with a player that can fight and see (`spawnPlayer` with `sight`, then
 * `makeFighter`).
 */
export class Roguelike {
  readonly layer: DungeonLayer
  readonly sprites: EntitySprites
  readonly camera: MapCamera
  readonly log: MessageLog
  readonly keys: KeyboardInput<KeyAction>
  readonly fog: FogView
  private readonly glow: GameObjects.Image
  private readonly drawn: DrawEntry[] = []
  private walk: Step[] = []
  private nextStep = 0
  private readonly walkStepMs: number

  constructor(
    readonly scene: Scene,
    readonly world: GameWorld,
    readonly player: number,
    private readonly options: RoguelikeOptions = {},
  ) {
    addDelveTiles(scene.textures)
    addTorchGlowTexture(scene.textures, options.layer?.tileSize)
    this.walkStepMs = options.walkStepMs ?? 90
    this.fog = fogOf(world, player, options.fov ?? true)
    const look = options.look
    this.layer = new DungeonLayer(scene, { ...(look && { look }), ...options.layer })
    this.glow = scene.add.image(0, 0, TORCH_GLOW_KEY).setBlendMode(BLEND_ADD).setDepth(Depth.Glow)
    this.glow.setVisible(look !== 'ascii')
    this.sprites = new EntitySprites(scene, { ...(look && { look }), ...options.sprites })
    this.camera = new MapCamera(scene, {
      ...options.camera,
      onFit: () => {
        this.layer.update(this.camera.viewTiles())
        options.camera?.onFit?.()
      },
    })
    this.log = new MessageLog(scene, options.log)
    this.keys = new KeyboardInput(
      scene.input.keyboard ?? NO_KEYS,
      keyMap(options.keys ?? DEFAULT_KEYS),
    )
    scene.input.on(POINTER_DOWN, this.pointerDown, this)
    scene.events.on(SCENE_UPDATE, this.update, this)
    scene.events.once(SCENE_SHUTDOWN, this.destroy, this)
    this.showLevel()
  }

  /** Draws the world's level afresh (after `setDungeon`, say) and fits the camera to it. */
  showLevel(): void {
    follow(this.fog, this.world, this.player)
    const radius = this.world.components.Viewshed.radius[this.player] ?? 0
    const { dungeon } = this.world
    this.layer.setLevel(dungeon, this.fog, radius > 0 ? radius : 8)
    this.showEntities()
    this.camera.fit(dungeon.width, dungeon.height, this.sprites.player)
  }

  /** Plays one turn of `action` for the player and shows what it did; ignored once dead. */
  act(action: PlayerAction): TurnEvents | undefined {
    if (!isAlive(this.world, this.player)) return undefined
    const events = playTurn(this.world, this.player, action)
    const lines = turnMessages(this.world, events, this.player)
    this.log.add(lines)
    follow(this.fog, this.world, this.player)
    this.layer.redraw(this.fog)
    this.showEntities()
    this.options.onTurn?.(events, lines)
    return events
  }

  /**
   * Walks to `tile` along a shortest way through known tiles, a step every `walkStepMs`; false
   * (and nothing happens) when there is none. A key, a blow or a monster coming into sight stops it.
   */
  walkTo(tile: Point): boolean {
    const known = this.fog.fov ? this.fog.vision.explored : null
    const steps = planWalk(this.world.dungeon, known, this.fog.from, tile)
    if (!steps || steps.length === 0) return false
    this.walk = steps
    this.nextStep = 0
    return true
  }

  /** Once a frame (the scene's update event calls it): keys, the walk, the layer, the log. */
  update(time: number): void {
    for (const action of this.keys.take(time)) {
      this.walk = []
      this.act(action)
    }
    const step = this.walk[0]
    if (step && time >= this.nextStep) {
      this.walk.shift()
      this.nextStep = time + this.walkStepMs
      const seen = this.monstersInSight()
      const events = this.act({ kind: 'move', dx: step.dx, dy: step.dy })
      const stop = !events?.taken || events.attacks.length > 0 || this.monstersInSight() > seen
      if (stop) this.walk = []
    }
    this.layer.update(this.camera.viewTiles())
    this.log.update()
  }

  destroy(): void {
    this.scene.events.off(SCENE_UPDATE, this.update, this)
    this.scene.input.off(POINTER_DOWN, this.pointerDown, this)
    this.keys.destroy()
    this.camera.destroy()
    this.layer.destroy()
  }

  private pointerDown(pointer: Input.Pointer): void {
    if (!pointer.wasTouch && !pointer.leftButtonDown()) return
    this.walkTo(this.camera.tileAt(pointer.x, pointer.y))
  }

  private showEntities(): void {
    this.sprites.show(drawList(this.world, this.drawn), this.fog.fov)
    // The torch goes with the player, who moves only here.
    this.glow.setPosition(this.sprites.player.x, this.sprites.player.y)
  }

  private monstersInSight(): number {
    let count = 0
    for (const entry of this.drawn) if (entry.as === 'monster' && entry.visible) count++
    return count
  }
}
