import { Scene, Scenes } from 'phaser'
import { DungeonRun } from '../dungeon-run.js'
import type { Hud } from '../hud.js'
import type { QuitScreen } from '../quit-screen.js'
import { type DungeonSceneData, type QuitSceneData, SceneKey } from './scene-keys.js'

/** After Escape: a farewell screen; Enter starts a fresh run of the same kind of dungeon. */
export class QuitScene extends Scene {
  constructor(private readonly ui: { hud: Hud; quitScreen: QuitScreen }) {
    super(SceneKey.Quit)
  }

  create(data: QuitSceneData): void {
    this.ui.hud.setVisible(false)
    this.ui.quitScreen.show(data.stats)
    this.events.once(Scenes.Events.SHUTDOWN, () => this.ui.quitScreen.hide())

    // Phaser may hand on the same event twice within a frame: start one run only.
    let started = false
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (started || event.repeat || (event.code !== 'Enter' && event.code !== 'NumpadEnter'))
        return
      started = true
      const next: DungeonSceneData = {
        run: DungeonRun.start(data.choice),
        notices: [],
        welcome: 'You descend into a new dungeon.',
      }
      this.scene.start(SceneKey.Dungeon, next)
    })
  }
}
