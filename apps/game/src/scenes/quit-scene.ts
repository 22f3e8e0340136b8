import { randomSeed } from '@delve/map'
import { KeyboardInput, NO_KEYS } from '@delve/phaser'
import { createRun, type RunRecord, utcDay } from '@delve/run'
import { Scene, Scenes } from 'phaser'
import type { BoardOffer } from '../board/board-panel.js'
import { quitScreenKeys } from '../input/key-actions.js'
import { newGameVaults } from '../params/sandbox-vaults.js'
import type { Action } from '../play/actions.js'
import { type History, type RunHistory, recordOf } from '../saving/run-history.js'
import type { Hud } from '../ui/hud.js'
import type { QuitScreen } from '../ui/quit-screen.js'
import { type DungeonSceneData, type QuitSceneData, SceneKey } from './scene-keys.js'

/**
 * After Escape or a death: a farewell or an epitaph with the run's tallies; Enter or N starts a
 * fresh run of the same kind of dungeon.
 */
export class QuitScene extends Scene {
  private keys!: KeyboardInput<Action>
  private ended!: QuitSceneData
  /** How many times the scene was started: a screen loaded late is shown only in its own. */
  private visits = 0

  constructor(
    private readonly ui: {
      hud: Hud
      /** The end screen, loaded (`import()`) the first time a run ends. */
      endScreen: () => Promise<QuitScreen>
      history: RunHistory
      /** The end screen's replay offer: watch it, its link or file. */
      offerReplay?: (recording: RunRecord | null) => void
      /** The end screen's board: submit the run, see the day's and the seed's boards. */
      offerBoard?: (offer: BoardOffer) => void
      /** Whether a key event's target is a field of the end screen (typed there, not a command). */
      ownsKey?: (target: EventTarget | null) => boolean
    },
  ) {
    super(SceneKey.Quit)
  }

  create(data: QuitSceneData): void {
    this.ended = data
    this.ui.hud.setVisible(false)
    // A run goes into the browser's history of runs; the sandbox is never counted.
    const history = data.sandbox ? undefined : this.record(data)
    const visit = ++this.visits
    const screen = this.ui.endScreen()
    screen.then(
      (quitScreen) => {
        // A key pressed while the screen loaded may have started the next run already.
        if (visit !== this.visits || !this.sys.isActive()) return
        quitScreen.show({ ...data, ...(history ? { history } : {}) })
        this.ui.offerReplay?.(data.recording)
        this.ui.offerBoard?.({ recording: data.recording, ended: data.died || data.won })
      },
      // Not loaded (the page's server gone): Enter still starts again.
      () => {},
    )
    this.keys = new KeyboardInput(this.input.keyboard ?? NO_KEYS, quitScreenKeys, {
      ignore: (event) => this.ui.ownsKey?.(event.target) ?? false,
    })
    this.events.once(Scenes.Events.SHUTDOWN, () => {
      this.keys.destroy()
      screen.then(
        (quitScreen) => quitScreen.hide(),
        () => {},
      )
    })
  }

  private record(data: QuitSceneData): History {
    return this.ui.history.add(recordOf(data, utcDay(Date.now())))
  }

  override update(time: number): void {
    if ([...this.keys.take(time)].some((action) => action.kind === 'new-game')) this.newGame()
  }

  /** Starts a fresh run of the same kind (a run, or the sandbox): Enter, N, or the button. */
  newGame(): void {
    if (!this.sys.isActive()) return
    const next: DungeonSceneData = {
      run: createRun({
        generator: this.ended.choice,
        seed: randomSeed(),
        depth: 1,
        sandbox: this.ended.sandbox,
        ...newGameVaults(this.ended.sandbox, this.ended.vaults),
      }),
      notices: [],
      welcome: 'You descend into a new dungeon.',
      fov: this.ended.fov,
    }
    this.scene.start(SceneKey.Dungeon, next)
  }
}
