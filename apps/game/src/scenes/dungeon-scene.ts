import { randomSeed, roomLabels } from '@delve/map'
import { BlendModes, type Cameras, Core, type GameObjects, Scale, Scene, Scenes } from 'phaser'
import { bumpMessage } from '../bump-message.js'
import { type CameraPlan, planCamera } from '../camera-fit.js'
import { Depth, MonsterSprites, tileCentre } from '../creature-sprites.js'
import type { DebugReporter, ViewReport } from '../debug-handle.js'
import type { Direction } from '../directions.js'
import { DungeonLayer } from '../dungeon-layer.js'
import { checkParams, type ParamName, type RawParams, sameChoice } from '../dungeon-params.js'
import { DungeonRun } from '../dungeon-run.js'
import { FrameTimer } from '../frame-timer.js'
import type { Hud, StatusTone } from '../hud.js'
import { actionForKey, type KeyAction } from '../key-actions.js'
import { KeyRepeat } from '../key-repeat.js'
import type { GeneratorPanel } from '../panel.js'
import { RoomLabels } from '../room-labels.js'
import type { SaveSlot } from '../run-save.js'
import { SaveScheduler } from '../save-scheduler.js'
import { Frame, TILE_SIZE } from '../tile-art.js'
import type { TileRect } from '../tile-window.js'
import { TILESET_KEY } from '../tileset.js'
import { TORCH_GLOW_KEY } from '../torch-glow.js'
import { queryFor } from '../url-params.js'
import { type DungeonSceneData, type QuitSceneData, SceneKey } from './scene-keys.js'

/** What the scene works with outside the canvas. */
export interface DungeonUi {
  hud: Hud
  panel: GeneratorPanel
  debug: DebugReporter
  saves: SaveSlot
  /** Puts a query string in the address bar and returns the full link. */
  showAddress(query: string): string
  /** Copies text to the clipboard; rejects where the browser does not allow it. */
  copyText(text: string): Promise<void>
}

/** An ordinary map's size: larger maps are followed at the zoom this one would get. */
const REFERENCE_MAP = { width: 80 * TILE_SIZE, height: 45 * TILE_SIZE }

/** How quickly the camera catches up with the player on a large map (1 would snap). */
const FOLLOW_LERP = 0.25

/** The game proper: the dungeon, the player and the monsters, the keyboard and the HUD. */
export class DungeonScene extends Scene {
  private run!: DungeonRun
  private layer!: DungeonLayer
  private monsterSprites!: MonsterSprites
  private labels!: RoomLabels
  private playerSprite!: GameObjects.Image
  private torchGlow!: GameObjects.Image
  private repeat = new KeyRepeat<Direction>()
  private shownPosition = { x: -1, y: -1 }
  private labelsOn = false
  private plan: CameraPlan = { zoom: 1, x: 0, y: 0, width: 1, height: 1, follow: false }
  private readonly regenerateTimer = new FrameTimer()
  private saver!: SaveScheduler
  private link = ''
  /** Keys since the last frame, handled in order at the start of the next one. */
  private keys: { action: KeyAction; down: boolean }[] = []
  /**
   * Events already taken. Phaser hands on every key event still in its queue each time another
   * arrives within a frame, so a quick keydown, keyup would otherwise come back as two presses.
   */
  private taken = new WeakSet<KeyboardEvent>()

  constructor(private readonly ui: DungeonUi) {
    super(SceneKey.Dungeon)
  }

  create(data: DungeonSceneData): void {
    this.run = data.run
    this.layer = new DungeonLayer(this)
    this.monsterSprites = new MonsterSprites(this)
    this.labels = new RoomLabels(this)
    this.torchGlow = this.add
      .image(0, 0, TORCH_GLOW_KEY)
      .setBlendMode(BlendModes.ADD)
      .setDepth(Depth.Glow)
    this.playerSprite = this.add.image(0, 0, TILESET_KEY, Frame.Player).setDepth(Depth.Creatures)
    this.repeat = new KeyRepeat<Direction>()
    this.keys = []
    this.shownPosition = { x: -1, y: -1 }
    this.saver = new SaveScheduler(
      () => this.persist(),
      () => performance.now(),
    )

    const { hud, debug } = this.ui
    hud.setVisible(true)
    this.levelChanged()
    if (data.notices.length > 0) this.say(data.notices.join('\n'), 'warning')
    else this.say(data.welcome)

    this.listen()
    debug.watch(() => ({
      level: this.run.level,
      seed: this.run.levelSeed,
      runSeed: this.run.runSeed,
      depth: this.run.depth,
      choice: this.run.choice,
      ...(this.run.map === undefined ? {} : { map: this.run.map }),
      player: this.run.playerPosition(),
      monsters: this.run.monsters(),
      labels: [...this.labels.labels],
      view: this.viewReport(),
      lastRegenerateMs: this.regenerateTimer.last,
      layerBuilds: this.layer.builds,
    }))
    this.game.events.once(Core.Events.POST_RENDER, () => debug.markReady())
  }

  override update(time: number): void {
    const keys = this.keys
    this.keys = []
    for (const { action, down } of keys) {
      if (down) this.act(action, time)
      else if (action.kind === 'move') this.repeat.release(action.direction, time)
      // Nothing more happens in a dungeon the player has left.
      if (action.kind === 'leave') return
    }
    const direction = this.repeat.poll(time)
    if (direction) this.walk(direction)
    this.syncPlayer()
    this.layer.update(this.viewTiles())
  }

  // The panel's buttons and fields act on the running scene only.

  panelApply(raw: RawParams, changed: ParamName): void {
    if (this.sys.isActive()) this.applyChoice(raw, changed)
  }

  panelRegenerate(): void {
    if (this.sys.isActive()) this.regenerate()
  }

  panelNewGame(): void {
    if (this.sys.isActive()) this.newGame()
  }

  panelCopyLink(): void {
    if (!this.sys.isActive()) return
    const { panel } = this.ui
    this.ui.copyText(this.link).then(
      () => panel.say('Link copied.'),
      () => {
        panel.selectLink()
        panel.say('Copy the selected link with Ctrl+C.')
      },
    )
  }

  private listen(): void {
    const keyboard = this.input.keyboard
    keyboard?.on('keydown', this.onKeyDown, this)
    keyboard?.on('keyup', this.onKeyUp, this)
    this.scale.on(Scale.Events.RESIZE, this.planView, this)
    this.game.events.on(Core.Events.POST_RENDER, this.frameRendered, this)
    // Key-ups are lost while the window is in the background; stop walking rather than run away.
    this.game.events.on(Core.Events.BLUR, this.repeat.clear, this.repeat)
    const flush = () => this.saver.flush()
    window.addEventListener('pagehide', flush)
    this.events.once(Scenes.Events.SHUTDOWN, () => {
      keyboard?.off('keydown', this.onKeyDown, this)
      keyboard?.off('keyup', this.onKeyUp, this)
      this.scale.off(Scale.Events.RESIZE, this.planView, this)
      this.game.events.off(Core.Events.POST_RENDER, this.frameRendered, this)
      this.game.events.off(Core.Events.BLUR, this.repeat.clear, this.repeat)
      window.removeEventListener('pagehide', flush)
      this.saver.flush()
      this.layer.destroy()
    })
  }

  private frameRendered(): void {
    this.regenerateTimer.frameRendered(performance.now())
    this.saver.frameRendered()
  }

  private onKeyDown(event: KeyboardEvent): void {
    // Keys typed into the panel's fields are the fields' business.
    if (this.taken.has(event) || this.ui.panel.owns(event.target)) return
    this.taken.add(event)
    const action = actionForKey(event)
    if (!action) return
    // The browser must not scroll, move focus or search on the game's keys.
    event.preventDefault()
    // The operating system's repeat is ignored: holding a key is timed by `KeyRepeat`.
    if (event.repeat) return
    this.keys.push({ action, down: true })
  }

  private onKeyUp(event: KeyboardEvent): void {
    if (this.taken.has(event)) return
    this.taken.add(event)
    const action = actionForKey(event)
    if (action?.kind === 'move') this.keys.push({ action, down: false })
  }

  /**
   * Keys are acted on at the start of a frame, like the held keys' repeats, so each action's
   * work and its drawing fall in one frame, which is what the regenerate timer measures.
   */
  private act(action: KeyAction, time: number): void {
    switch (action.kind) {
      case 'move':
        this.walk(this.repeat.press(action.direction, time))
        break
      case 'regenerate':
        this.regenerateTimer.start(performance.now())
        this.regenerate()
        break
      case 'descend':
        this.descend()
        break
      case 'labels':
        this.toggleLabels()
        break
      case 'panel':
        this.ui.panel.toggle()
        break
      case 'new-game':
        this.newGame()
        break
      case 'leave':
        this.leave()
        break
    }
  }

  private walk(direction: Direction): void {
    const outcome = this.run.move(direction)
    if (outcome.moved) {
      this.say('')
      this.saver.changed()
    } else {
      this.say(bumpMessage(outcome.reason, outcome.monster), 'bump')
    }
    this.syncPlayer()
  }

  private descend(): void {
    if (!this.run.descend()) {
      this.say('There are no stairs down here.', 'bump')
      return
    }
    this.levelChanged()
    this.say(`You descend the stairs to depth ${this.run.depth}.`)
  }

  private regenerate(): void {
    this.run.regenerate()
    this.levelChanged()
    this.say('The walls shift around you: a new dungeon.')
  }

  private newGame(): void {
    this.run = DungeonRun.start(this.run.choice)
    this.levelChanged()
    this.say('A new game begins.')
  }

  private applyChoice(raw: RawParams, changed: ParamName): void {
    // A new preset brings its own size, unless the player sets one after.
    const given = changed === 'preset' ? { ...raw, w: undefined, h: undefined } : raw
    const checked = checkParams(given)
    const seed = checked.seed ?? randomSeed()
    const same = sameChoice(checked.choice, this.run.choice) && seed === this.run.runSeed
    if (!same || this.run.map !== undefined) {
      this.run.reconfigure(checked.choice, seed)
      this.levelChanged()
    } else {
      this.showPanel()
    }
    if (checked.notices.length > 0) {
      this.ui.panel.say(checked.notices.join('\n'), 'warning')
      this.say(checked.notices.join('\n'), 'warning')
    } else {
      this.ui.panel.say('')
      this.say(same ? 'Nothing changed.' : 'The dungeon takes a new shape.')
    }
  }

  private toggleLabels(): void {
    this.labelsOn = !this.labelsOn
    this.showLabels()
    const count = this.run.level.rooms.length
    if (!this.labelsOn) this.say('Room labels hidden.')
    else if (count === 0) this.say('This level has no rooms to label.')
    else this.say(`Rooms labelled in the order they were made: ${this.labels.labels[0]} first.`)
  }

  private leave(): void {
    this.ui.panel.toggle(false)
    const data: QuitSceneData = { stats: { ...this.run.stats }, choice: this.run.choice }
    this.scene.start(SceneKey.Quit, data)
  }

  /** After a new level (or run): redraw everything, re-aim the camera, update address and save. */
  private levelChanged(): void {
    const { run } = this
    this.layer.setLevel(run.level)
    this.monsterSprites.show(run.monsters())
    this.showLabels()
    this.ui.hud.showLevel({
      depth: run.depth,
      seed: run.levelSeed,
      source: run.map === undefined ? run.choice.preset : 'map',
      width: run.level.width,
      height: run.level.height,
      rooms: run.level.rooms.length,
      monsters: run.monsterIdsNow().length,
    })
    this.showPanel()
    this.syncPlayer()
    this.planView()
    this.saver.changed()
  }

  private showPanel(): void {
    this.link = this.ui.showAddress(queryFor(this.run.where()))
    this.ui.panel.show(this.run.choice, this.run.runSeed, this.link)
  }

  private showLabels(): void {
    if (this.labelsOn) this.labels.show(roomLabels(this.run.level))
    else this.labels.hide()
  }

  private say(text: string, tone: StatusTone = 'info'): void {
    this.ui.hud.showStatus(text, tone)
  }

  private persist(): void {
    const problem = this.ui.saves.save(this.run)
    if (problem) this.say(problem, 'warning')
  }

  /** Puts the sprite on the player's ECS position, and the HUD's position line when it changed. */
  private syncPlayer(): void {
    const { x, y } = this.run.playerPosition()
    const centre = tileCentre(x, y)
    this.playerSprite.setPosition(centre.x, centre.y)
    this.torchGlow.setPosition(centre.x, centre.y)
    if (x === this.shownPosition.x && y === this.shownPosition.y) return
    this.shownPosition = { x, y }
    this.ui.hud.showPosition({ x, y })
  }

  /** Fits the camera to the window: the whole map, or the player's surroundings on a large one. */
  private planView(): void {
    const { pixelWidth, pixelHeight } = this.layer
    const area = { width: this.scale.width, height: this.scale.height, ...this.ui.hud.insets() }
    this.plan = planCamera(area, pixelWidth, pixelHeight, REFERENCE_MAP)
    const camera = this.cameras.main
    camera.setViewport(this.plan.x, this.plan.y, this.plan.width, this.plan.height)
    camera.setZoom(this.plan.zoom)
    if (this.plan.follow) {
      camera.setBounds(0, 0, pixelWidth, pixelHeight)
      camera.startFollow(this.playerSprite, true, FOLLOW_LERP, FOLLOW_LERP)
      // A new level or window: no slow pan across the map, start on the player.
      camera.centerOn(this.playerSprite.x, this.playerSprite.y)
    } else {
      camera.stopFollow()
      camera.removeBounds()
      camera.centerOn(pixelWidth / 2, pixelHeight / 2)
    }
    this.layer.update(this.viewTiles())
  }

  /** The tiles the camera shows, kept inside the map as the camera's bounds will keep it. */
  private viewTiles(): TileRect {
    const camera: Cameras.Scene2D.Camera = this.cameras.main
    const width = camera.width / camera.zoom
    const height = camera.height / camera.zoom
    let x = camera.scrollX + (camera.width - width) / 2
    let y = camera.scrollY + (camera.height - height) / 2
    if (this.plan.follow) {
      x = Math.min(Math.max(0, x), Math.max(0, this.layer.pixelWidth - width))
      y = Math.min(Math.max(0, y), Math.max(0, this.layer.pixelHeight - height))
    }
    return {
      x: x / TILE_SIZE,
      y: y / TILE_SIZE,
      width: width / TILE_SIZE,
      height: height / TILE_SIZE,
    }
  }

  private viewReport(): ViewReport {
    const view = this.viewTiles()
    return { ...view, zoom: this.plan.zoom, follow: this.plan.follow }
  }
}
