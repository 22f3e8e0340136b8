import './style.css'
import { Core, Game, WEBGL } from 'phaser'
import { installDebugHandle } from './debug-handle.js'
import { gameConfig } from './game-config.js'
import { Hud } from './hud.js'
import { QuitScreen } from './quit-screen.js'
import { BootScene } from './scenes/boot-scene.js'
import { DungeonScene } from './scenes/dungeon-scene.js'
import { QuitScene } from './scenes/quit-scene.js'
import { readUrlParams } from './url-params.js'

const { request, notices } = readUrlParams(window.location.search)
const hud = new Hud(document)
const quitScreen = new QuitScreen(document)

const debug = installDebugHandle(window, () => rendererName(game))
const game = new Game(
  gameConfig('game', [
    new BootScene({ request, notices }),
    new DungeonScene({ hud, debug }),
    new QuitScene({ hud, quitScreen }),
  ]),
)
game.events.on(Core.Events.POST_RENDER, debug.countFrame)

function rendererName(of: Game): string {
  return of.renderer?.type === WEBGL ? 'WebGL' : 'Canvas'
}
