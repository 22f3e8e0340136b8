import { ArgumentTypeError } from '@delve/art'
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
import type { Run, RunEnd, RunInput } from '@delve/run'
import type { GameObjects, Input, Scene } from 'phaser'
import type { Box } from '../camera/camera-fit.js'
import { MapCamera, type MapCameraOptions } from '../camera/map-camera.js'
import {
  checkBoolean,
  checkFunction,
  checkNumber,
  checkObject,
  checkOptions,
  checkPoint,
  checkScene,
  checkWorld,
} from '../checks/check.js'
import { SetupError } from '../checks/setup-error.js'
import {
  checkKeyTable,
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
import { canvasRatio } from '../screen/screen-text.js'
import { StatusLine, statusText } from '../screen/status-line.js'
import { UiCamera } from '../screen/ui-camera.js'
import { AimMarks } from '../sprites/aim-marks.js'
import { Depth } from '../sprites/depth.js'
import { EntitySprites, type EntitySpritesOptions } from '../sprites/entity-sprites.js'
import { checkLook, type Look } from '../textures/looks.js'
import { addDelveTiles } from '../textures/pixel-textures.js'
import { fogOf, follow } from './fog-of.js'
import { isRun, type RunChange, RunControl, type RunKeyAction } from './run-control.js'

/** The scene event a `Roguelike` playing a run emits when it ends: `(end: RunEnd, roguelike)`. */
export const RUN_END_EVENT = 'delve-run-end'

/** What `Roguelike` takes besides the scene and the world or run: keys, look, camera, log, hooks. */
export interface RoguelikeOptions {
  /**
   * The keys, by `KeyboardEvent.code`: for a world `DEFAULT_KEYS` (arrows, WASD, number pad,
   * vi), for a run `DEFAULT_RUN_KEYS` (the same without WASD, and the run's orders).
   */
  keys?: KeyTable
  /** Fog of war (default true); false shows the whole level and every entity. */
  fov?: boolean
  /** Milliseconds between the steps of a walk, an exploration or a rest (default 90). */
  walkStepMs?: number
  /** `'tiles'` (default) or `'ascii'`: coloured CP437 glyphs, unlit (for the layer and the sprites). */
  look?: Look
  camera?: MapCameraOptions
  layer?: DungeonLayerOptions
  sprites?: EntitySpritesOptions
  log?: MessageLogOptions
  /** Called after each turn played, with its events and the lines the log was given. */
  onTurn?: (events: TurnEvents, lines: readonly string[]) => void
  /** A run's end, by death or with the goal; `RUN_END_EVENT` is emitted on the scene too. */
  onEnd?: (end: RunEnd, roguelike: Roguelike) => void
}

/**
 * A playable roguelike in one call, in a scene's `create`. Given a `Run` of `@delve/run`
 * (`new Roguelike(scene, createRun({ seed }))`) it plays the whole run: steps and blows, pick up
 * (G), the pack to use (I) or drop (D) by letter, equipment put on and taken off, items aimed
 * with a cursor, the stairs (>), exploring (O) and resting (R, Z), the level-up choice, and the
 * end (`onEnd`, `RUN_END_EVENT`), every input through the run's `act` (decided by `RunControl`);
 * with a status line and prompts at the top of the screen and the log at the bottom, both kept
 * clear of the map. Given a world and its player (`spawnPlayer` with `sight`, then
 * `makeFighter`) it plays `playTurn`'s moves and waits, the log over the map's corner. Either
 * way: the level as a tilemap layer under fog of war, the entities as sprites (monsters only in
 * sight), a tap or click walks to a known tile, the camera fitted and following, a torch's glow,
 * and the screen's texts on a camera of their own (`UiCamera`), readable at any zoom. Only what
 * changed is redrawn. It hooks itself to the scene's update and goes away with the scene. A
 * world's player that cannot fight is a `SetupError`, a bad argument or option an
 * `ArgumentTypeError` or `ArgumentRangeError`.
 */
export class Roguelike {
  readonly layer: DungeonLayer
  readonly sprites: EntitySprites
  readonly camera: MapCamera
  readonly log: MessageLog
  readonly keys: KeyboardInput<KeyAction | RunKeyAction>
  readonly fog: FogView
  /** The screen's camera: `ui.add(object)` puts a game object of yours on the screen too. */
  readonly ui: UiCamera
  /** For a run: what the keys do (its mode, its prompt); null for a world. */
  readonly control: RunControl | null
  /** For a run: the status line and the prompts under it; null for a world. */
  readonly status: StatusLine | null
  readonly scene: Scene
  private readonly options: RoguelikeOptions
  private readonly ownWorld: { world: GameWorld; player: number } | null
  private readonly marks: AimMarks | null
  private readonly glow: GameObjects.Image
  private readonly drawn: DrawEntry[] = []
  private walk: Step[] = []
  private nextStep = 0
  private readonly walkStepMs: number

  constructor(scene: Scene, run: Run, options?: RoguelikeOptions)
  constructor(scene: Scene, world: GameWorld, player: number, options?: RoguelikeOptions)
  constructor(
    scene: Scene,
    worldOrRun: GameWorld | Run,
    playerOrOptions?: number | RoguelikeOptions,
    maybeOptions?: RoguelikeOptions,
  ) {
    const worldForm = typeof playerOrOptions === 'number' && !isRun(worldOrRun)
    const options = checkRoguelike(scene, worldOrRun, playerOrOptions, maybeOptions)
    this.scene = scene
    this.options = options
    this.walkStepMs = options.walkStepMs ?? 90
    this.ownWorld = worldForm
      ? { world: worldOrRun as GameWorld, player: playerOrOptions as number }
      : null
    this.control = worldForm
      ? null
      : new RunControl(worldOrRun as Run, {
          ...(options.keys ? { keys: options.keys } : {}),
          walkStepMs: this.walkStepMs,
        })
    addDelveTiles(scene.textures)
    addTorchGlowTexture(scene.textures, options.layer?.tileSize)
    this.ui = UiCamera.of(scene)
    this.fog = fogOf(this.world, this.player, options.fov ?? true)
    const look = options.look
    this.layer = new DungeonLayer(scene, { ...(look && { look }), ...options.layer })
    this.glow = scene.add.image(0, 0, TORCH_GLOW_KEY).setBlendMode(BLEND_ADD).setDepth(Depth.Glow)
    this.glow.setVisible(look !== 'ascii')
    this.sprites = new EntitySprites(scene, { ...(look && { look }), ...options.sprites })
    this.marks = this.control ? new AimMarks(scene, options.layer?.tileSize) : null
    this.log = new MessageLog(scene, options.log)
    this.status = this.control ? new StatusLine(scene, fontOf(options.log)) : null
    this.camera = new MapCamera(scene, {
      ...options.camera,
      overlays: () => [...(options.camera?.overlays?.() ?? []), ...this.screenBars()],
      onFit: () => {
        this.layer.update(this.camera.viewTiles())
        options.camera?.onFit?.()
      },
    })
    const control = this.control
    this.keys = control
      ? new KeyboardInput<KeyAction | RunKeyAction>(
          scene.input.keyboard ?? NO_KEYS,
          (press) => control.keyFor(press),
          { claims: (press) => control.claims(press) },
        )
      : new KeyboardInput(scene.input.keyboard ?? NO_KEYS, keyMap(options.keys ?? DEFAULT_KEYS))
    scene.input.on(POINTER_DOWN, this.pointerDown, this)
    scene.events.on(SCENE_UPDATE, this.update, this)
    scene.events.once(SCENE_SHUTDOWN, this.destroy, this)
    if (control) this.log.add(control.run.messages().slice(-(options.log?.lines ?? 5)))
    this.showLevel()
  }

  /** The world drawn: the run's, or the one given. */
  get world(): GameWorld {
    return this.control ? this.control.run.world : (this.ownWorld as { world: GameWorld }).world
  }

  /** The player's entity in `world`. */
  get player(): number {
    return this.control ? this.control.run.player : (this.ownWorld as { player: number }).player
  }

  /** The run played, or null for a world. */
  get run(): Run | null {
    return this.control?.run ?? null
  }

  /** Draws the world's level afresh (after `setDungeon`, say) and fits the camera to it. */
  showLevel(): void {
    follow(this.fog, this.world, this.player)
    const radius = this.world.components.Viewshed.radius[this.player] ?? 0
    const { dungeon } = this.world
    this.layer.setLevel(dungeon, this.fog, radius > 0 ? radius : 8)
    this.showEntities()
    this.camera.fit(dungeon.width, dungeon.height, this.sprites.player)
    this.showScreen()
  }

  /**
   * For a world: plays one turn of `action` for the player and shows what it did; ignored once
   * dead. A run is played through its `act` only: use `play`.
   */
  act(action: PlayerAction): TurnEvents | undefined {
    if (this.control) {
      throw new TypeError(
        'Roguelike.act: this Roguelike plays a Run, and act plays a turn of a world; call play(input) with a RunInput of @delve/run',
      )
    }
    checkObject(
      'Roguelike.act',
      'action',
      action,
      "a PlayerAction of @delve/ecs, as { kind: 'wait' }",
    )
    if (!isAlive(this.world, this.player)) return undefined
    const events = playTurn(this.world, this.player, action)
    const lines = turnMessages(this.world, events, this.player)
    this.log.add(lines)
    this.showTurn()
    this.options.onTurn?.(events, lines)
    return events
  }

  /**
   * For a run: plays `input` (a `RunInput` of `@delve/run`) from your own code, a button or a
   * menu, and shows what it did, as a key would (`RunControl.play`).
   */
  play(input: RunInput): RunChange {
    if (!this.control) {
      throw new TypeError(
        'Roguelike.play: this Roguelike plays a world, and play plays a Run; call act(action)',
      )
    }
    checkObject('Roguelike.play', 'input', input, "a RunInput of @delve/run, as { kind: 'wait' }")
    const change = this.control.play(input, this.scene.game.loop.time)
    this.show(change)
    return change
  }

  /** Plays `run` from now on, a new one after the end, say: drawn afresh, the log emptied. */
  setRun(run: Run): void {
    if (!this.control) {
      throw new TypeError(
        'Roguelike.setRun: this Roguelike plays a world, not a Run; make a new Roguelike(scene, run)',
      )
    }
    if (!isRun(run)) {
      throw new ArgumentTypeError('Roguelike.setRun', 'run', run, 'a Run of @delve/run (createRun)')
    }
    this.walk = []
    this.control.setRun(run)
    this.keys.releaseAll()
    this.log.clear()
    this.log.add(run.messages().slice(-(this.options.log?.lines ?? 5)))
    this.showLevel()
  }

  /**
   * Walks to `tile` along a shortest way through known tiles, a step every `walkStepMs`; false
   * (and nothing happens) when there is none, or when a run's pack, aim or choice is open. A key,
   * a blow or a monster coming into sight stops it.
   */
  walkTo(tile: Point): boolean {
    checkPoint('Roguelike.walkTo', 'tile', tile)
    if (this.control) {
      if (this.control.mode.name !== 'play') return false
      this.show(this.control.point(tile, this.scene.game.loop.time))
      return this.control.walking
    }
    const known = this.fog.fov ? this.fog.vision.explored : null
    const steps = planWalk(this.world.dungeon, known, this.fog.from, tile)
    if (!steps || steps.length === 0) return false
    this.walk = steps
    this.nextStep = 0
    return true
  }

  /** Once a frame (the scene's update event calls it): keys, the walk, the layer, the log. */
  update(time: number): void {
    checkNumber('Roguelike.update', 'time', time)
    if (this.control) this.updateRun(this.control, time)
    else this.updateWorld(time)
    this.layer.update(this.camera.viewTiles())
    if (this.control) this.log.update()
    else {
      // A world's log lies over the map, in its view's corner: the map is not made smaller.
      const view = this.scene.cameras.main
      this.log.update({ x: view.x, y: view.y + view.height })
    }
    this.status?.update()
  }

  /** Stops listening to the scene, the keys and the pointer, and destroys the camera's and the layer's parts (done when the scene shuts down). */
  destroy(): void {
    this.scene.events.off(SCENE_UPDATE, this.update, this)
    this.scene.input.off(POINTER_DOWN, this.pointerDown, this)
    this.keys.destroy()
    this.camera.destroy()
    this.layer.destroy()
  }

  private updateWorld(time: number): void {
    for (const action of this.keys.take(time)) {
      this.walk = []
      this.act(action as KeyAction)
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
  }

  private updateRun(control: RunControl, time: number): void {
    for (const action of this.keys.take(time)) {
      this.show(control.perform(action as RunKeyAction, time))
    }
    const change = control.tick(time)
    if (change.turn || change.lines.length > 0) this.show(change)
  }

  /** Shows what an input did to the run: the log, the map, the screen, and the end. */
  private show(change: RunChange): void {
    this.log.add(change.lines)
    if (change.level) this.showLevel()
    else if (change.turn) this.showTurn()
    this.showScreen()
    if (change.events) this.options.onTurn?.(change.events, change.lines)
    if (change.end) {
      this.keys.releaseAll()
      this.options.onEnd?.(change.end, this)
      this.scene.events.emit(RUN_END_EVENT, change.end, this)
    }
  }

  /** After a turn: the sight, the tiles it changed, the sprites. */
  private showTurn(): void {
    follow(this.fog, this.world, this.player)
    this.layer.redraw(this.fog)
    this.showEntities()
  }

  /** A run's status line, prompt and aim, as they are now. */
  private showScreen(): void {
    const control = this.control
    if (!control) return
    const { run, mode } = control
    const facts = { hp: run.hp, maxHp: run.maxHp, depth: run.depth, turn: run.turn }
    this.status?.show(statusText({ ...facts, level: run.character().level }), control.prompt())
    this.marks?.show(
      mode.name === 'targeting'
        ? {
            cursor: mode.cursor,
            affected: mode.preview.affected,
            refused: mode.preview.refused !== undefined,
          }
        : null,
    )
  }

  /** The bars of a run's screen the map keeps clear of, in CSS pixels: the status, the log. */
  private screenBars(): Box[] {
    if (!this.status) return []
    const { width, height } = this.scene.scale
    const css = 1 / canvasRatio(this.scene)
    const right = width * css
    const bottom = height * css
    return [
      { left: 0, top: 0, right, bottom: this.status.height * css },
      { left: 0, top: bottom - this.log.height * css, right, bottom },
    ]
  }

  private pointerDown(pointer: Input.Pointer): void {
    if (!pointer.wasTouch && !pointer.leftButtonDown()) return
    // A tap on the status line or the log, off the map's view, is not a tile.
    const { x, y, width, height } = this.scene.cameras.main
    if (pointer.x < x || pointer.y < y || pointer.x >= x + width || pointer.y >= y + height) return
    const tile = this.camera.tileAt(pointer.x, pointer.y)
    // A run's tap also moves an aim, and uses it at a second tap (`RunControl.point`).
    if (this.control) this.show(this.control.point(tile, this.scene.game.loop.time))
    else this.walkTo(tile)
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

const RUN_OR_WORLD =
  "a Run of @delve/run (createRun), or a GameWorld of @delve/ecs followed by its player's entity id"

/**
 * `new Roguelike`'s arguments, in either form: a run and options, or a world, its player (alive:
 * a fighter) and options. Answers the options.
 */
function checkRoguelike(
  scene: unknown,
  worldOrRun: unknown,
  playerOrOptions: unknown,
  maybeOptions: unknown,
): RoguelikeOptions {
  const fn = 'new Roguelike'
  const parts = ['add', 'make', 'textures', 'input', 'events', 'scale', 'cameras', 'children']
  checkScene(fn, scene, [...parts, 'sys'])
  const worldForm = typeof playerOrOptions === 'number' && !isRun(worldOrRun)
  if (worldForm) {
    checkWorld(fn, worldOrRun, playerOrOptions)
    const world = worldOrRun as GameWorld
    if (!isAlive(world, playerOrOptions)) {
      throw new SetupError(
        fn,
        `player ${playerOrOptions} is not a living fighter of the world`,
        'spawnPlayer(world, at, { sight }) then makeFighter(world, player, stats)',
      )
    }
  } else if (!isRun(worldOrRun)) {
    // A world without a number after it: the player is what is missing.
    if (isWorldLike(worldOrRun)) {
      throw new ArgumentTypeError(
        fn,
        'player',
        playerOrOptions,
        "the player's entity id, a whole number",
      )
    }
    throw new ArgumentTypeError(fn, 'run', worldOrRun, RUN_OR_WORLD)
  }
  const options = checkOptions(fn, worldForm ? maybeOptions : playerOrOptions)
  if (options.keys !== undefined) {
    if (worldForm) checkObject(fn, 'options.keys', options.keys, 'a key table')
    else checkKeyTable(options.keys as KeyTable, fn, 'options.keys')
  }
  if (options.fov !== undefined) checkBoolean(fn, 'options.fov', options.fov)
  if (options.walkStepMs !== undefined) checkNumber(fn, 'options.walkStepMs', options.walkStepMs, 0)
  checkLook(options.look, fn, 'options.look')
  for (const name of ['onTurn', 'onEnd']) {
    if (options[name] !== undefined) checkFunction(fn, `options.${name}`, options[name])
  }
  for (const part of ['camera', 'layer', 'sprites', 'log']) {
    if (options[part] !== undefined)
      checkObject(fn, `options.${part}`, options[part], 'an object of options')
  }
  return options as RoguelikeOptions
}

/** An object with a world's parts, whatever else it is. */
function isWorldLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const world = value as Partial<GameWorld>
  return !!world.components && !!world.dungeon && !!world.vision
}

/** The log's text size for the status line too, when one is given. */
function fontOf(log: MessageLogOptions | undefined) {
  return log?.fontSize === undefined ? {} : { fontSize: log.fontSize }
}
