import './style.css'
import { Core, Game, WEBGL } from 'phaser'
import { installDebugHandle } from './debug-handle.js'
import { gameConfig } from './game-config.js'
import { Hud } from './hud.js'
import { loadTiledMap } from './map-file.js'
import { GeneratorPanel } from './panel.js'
import { QuitScreen } from './quit-screen.js'
import { SaveSlot } from './run-save.js'
import { BootScene } from './scenes/boot-scene.js'
import { DungeonScene } from './scenes/dungeon-scene.js'
import { QuitScene } from './scenes/quit-scene.js'
import { readUrlParams } from './url-params.js'

const hud = new Hud(document)
const quitScreen = new QuitScreen(document)
const saves = new SaveSlot(browserStorage())
const debug = installDebugHandle(window, () => rendererName(game))

const dungeon: DungeonScene = new DungeonScene({
  hud,
  debug,
  saves,
  panel: new GeneratorPanel(document, {
    apply: (params, changed) => dungeon.panelApply(params, changed),
    regenerate: () => dungeon.panelRegenerate(),
    newGame: () => dungeon.panelNewGame(),
    copyLink: () => dungeon.panelCopyLink(),
  }),
  showAddress(query) {
    history.replaceState(history.state, '', query)
    return window.location.href
  },
  copyText: (text) => navigator.clipboard.writeText(text),
})

const game = new Game(
  gameConfig('game', [
    new BootScene({
      params: readUrlParams(window.location.search),
      saves,
      page: window.location.href,
      loadMap: (address) => loadTiledMap(address, window.location.href, (url) => fetch(url)),
    }),
    dungeon,
    new QuitScene({ hud, quitScreen }),
  ]),
)
game.events.on(Core.Events.POST_RENDER, debug.countFrame)

function rendererName(of: Game): string {
  return of.renderer?.type === WEBGL ? 'WebGL' : 'Canvas'
}

/** The page's local storage, or none where the browser refuses it (some privacy settings). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
