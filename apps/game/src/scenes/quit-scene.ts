import { Scene, Scenes } from 'phaser'
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

    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (event.repeat || (event.code !== 'Enter' && event.code !== 'NumpadEnter')) return
      const next: DungeonSceneData = { request: data.request, notices: [] }
      this.scene.start(SceneKey.Dungeon, next)
    })
  }
}
