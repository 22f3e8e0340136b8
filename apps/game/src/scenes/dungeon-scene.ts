import { BlendModes, Core, type GameObjects, Scale, Scene, Scenes } from 'phaser'
import { bumpMessage } from '../bump-message.js'
import { fitCamera } from '../camera-fit.js'
import type { DebugReporter } from '../debug-handle.js'
import { type Direction, directionForKey } from '../directions.js'
import { DungeonLayer } from '../dungeon-layer.js'
import { DungeonRun, sameKindAs } from '../dungeon-run.js'
import type { Hud } from '../hud.js'
import { KeyRepeat } from '../key-repeat.js'
import { Frame, TILE_SIZE } from '../tile-art.js'
import { TILESET_KEY } from '../tileset.js'
import { TORCH_GLOW_KEY } from '../torch-glow.js'
import { type DungeonSceneData, type QuitSceneData, SceneKey } from './scene-keys.js'

const WELCOME = 'You descend into the dungeon.'
const REGENERATED = 'The walls shift around you: a new dungeon.'

/** The game proper: the dungeon, the player, the keyboard and the HUD. */
export class DungeonScene extends Scene {
  private run!: DungeonRun
  private layer!: DungeonLayer
  private playerSprite!: GameObjects.Image
  private torchGlow!: GameObjects.Image
  private repeat = new KeyRepeat<Direction>()
  private shownPosition = { x: -1, y: -1 }

  constructor(private readonly ui: { hud: Hud; debug: DebugReporter }) {
    super(SceneKey.Dungeon)
  }

  create(data: DungeonSceneData): void {
    this.run = new DungeonRun(data.request)
    this.layer = new DungeonLayer(this)
    this.layer.draw(this.run.dungeon)
    this.torchGlow = this.add.image(0, 0, TORCH_GLOW_KEY).setBlendMode(BlendModes.ADD).setDepth(1)
    this.playerSprite = this.add.image(0, 0, TILESET_KEY, Frame.Player).setOrigin(0, 0).setDepth(2)
    this.repeat = new KeyRepeat<Direction>()
    this.shownPosition = { x: -1, y: -1 }

    const { hud, debug } = this.ui
    hud.setVisible(true)
    hud.showDungeon(this.run.dungeon)
    if (data.notices.length > 0) hud.showStatus(data.notices.join('\n'), 'warning')
    else hud.showStatus(WELCOME)
    this.syncPlayer()
    this.fitCameraToMap()

    this.listen()
    const run = this.run
    debug.watch(() => ({ dungeon: run.dungeon, player: run.playerPosition() }))
    this.game.events.once(Core.Events.POST_RENDER, () => debug.markReady())
  }

  override update(time: number): void {
    const direction = this.repeat.poll(time)
    if (direction) this.walk(direction)
    this.syncPlayer()
  }

  private listen(): void {
    const keyboard = this.input.keyboard
    keyboard?.addCapture('UP,DOWN,LEFT,RIGHT')
    keyboard?.on('keydown', this.onKeyDown, this)
    keyboard?.on('keyup', this.onKeyUp, this)
    this.scale.on(Scale.Events.RESIZE, this.fitCameraToMap, this)
    // Key-ups are lost while the window is in the background; stop walking rather than run away.
    this.game.events.on(Core.Events.BLUR, this.repeat.clear, this.repeat)
    this.events.once(Scenes.Events.SHUTDOWN, () => {
      keyboard?.off('keydown', this.onKeyDown, this)
      keyboard?.off('keyup', this.onKeyUp, this)
      this.scale.off(Scale.Events.RESIZE, this.fitCameraToMap, this)
      this.game.events.off(Core.Events.BLUR, this.repeat.clear, this.repeat)
      this.layer.destroy()
    })
  }

  private onKeyDown(event: KeyboardEvent): void {
    // The operating system's repeat is ignored: holding a key is timed by `KeyRepeat`.
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return
    const direction = directionForKey(event.code)
    if (direction) {
      this.walk(this.repeat.press(direction, this.game.loop.time))
    } else if (event.code === 'KeyR') {
      this.regenerate()
    } else if (event.code === 'Escape') {
      this.leave()
    }
  }

  private onKeyUp(event: KeyboardEvent): void {
    const direction = directionForKey(event.code)
    if (direction) this.repeat.release(direction, this.game.loop.time)
  }

  private walk(direction: Direction): void {
    const outcome = this.run.move(direction)
    if (outcome.moved) this.ui.hud.showStatus('')
    else this.ui.hud.showStatus(bumpMessage(outcome.reason), 'bump')
    this.syncPlayer()
  }

  private regenerate(): void {
    const dungeon = this.run.regenerate()
    this.layer.draw(dungeon)
    this.ui.hud.showDungeon(dungeon)
    this.ui.hud.showStatus(REGENERATED)
    this.syncPlayer()
    this.fitCameraToMap()
  }

  private leave(): void {
    const data: QuitSceneData = {
      stats: { ...this.run.stats },
      request: sameKindAs(this.run.dungeon),
    }
    this.scene.start(SceneKey.Quit, data)
  }

  /** Puts the sprite on the player's ECS position, and the HUD's position line when it changed. */
  private syncPlayer(): void {
    const { x, y } = this.run.playerPosition()
    this.playerSprite.setPosition(x * TILE_SIZE, y * TILE_SIZE)
    this.torchGlow.setPosition((x + 0.5) * TILE_SIZE, (y + 0.5) * TILE_SIZE)
    if (x === this.shownPosition.x && y === this.shownPosition.y) return
    this.shownPosition = { x, y }
    this.ui.hud.showPosition({ x, y })
  }

  private fitCameraToMap(): void {
    const { pixelWidth, pixelHeight } = this.layer
    const area = { width: this.scale.width, height: this.scale.height, ...this.ui.hud.insets() }
    const fit = fitCamera(area, pixelWidth, pixelHeight)
    const camera = this.cameras.main
    camera.setViewport(fit.x, fit.y, fit.width, fit.height)
    camera.setZoom(fit.zoom)
    camera.centerOn(pixelWidth / 2, pixelHeight / 2)
  }
}
