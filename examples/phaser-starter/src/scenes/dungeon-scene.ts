import { TILE_SIZE } from '@delve/art'
import { Core, Scene } from 'phaser'
import {
  actionForKey,
  addDelveTextures,
  createCreatureSprites,
  createDungeonLayer,
} from '../delve/index.js'
import { newGame, playTurn } from '../game/new-game.js'

/** The game's one scene: the dungeon through the fog, the creatures, keys that play turns. */
export class DungeonScene extends Scene {
  constructor() {
    super('dungeon')
  }

  create(): void {
    const seed = new URLSearchParams(location.search).get('seed') ?? 'starter'
    const game = newGame(seed)
    const { world, player, dungeon } = game
    addDelveTextures(this)
    const dungeonLayer = createDungeonLayer(this, dungeon)
    const sprites = createCreatureSprites(this, world, player, game.monsters)
    const message = document.querySelector('#message')
    const redraw = (said: string) => {
      dungeonLayer.draw(world.vision)
      sprites.update()
      if (message && said) message.textContent = said
    }
    redraw('Arrows, WASD or the number pad to move, . to wait; walk into a monster to attack.')

    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event.code)
      if (!action) return
      event.preventDefault()
      redraw(playTurn(game, action) || ' ')
    }
    window.addEventListener('keydown', onKey)
    this.events.once('shutdown', () => window.removeEventListener('keydown', onKey))

    // The whole map on screen, scaled by a whole number so the pixels stay square.
    const [mapWidth, mapHeight] = [dungeon.width * TILE_SIZE, dungeon.height * TILE_SIZE]
    const { width, height } = this.scale
    const zoom = Math.max(1, Math.floor(Math.min(width / mapWidth, height / mapHeight)))
    this.cameras.main.setZoom(zoom).centerOn(mapWidth / 2, mapHeight / 2)

    // For tests and the console: the game's state, once its first frame is drawn.
    const view = {
      left: (width - mapWidth * zoom) / 2,
      top: (height - mapHeight * zoom) / 2,
      tile: TILE_SIZE * zoom,
    }
    const state = () => {
      const { x, y } = world.components.Position
      const count = (mask: Uint8Array) => mask.reduce((sum, bit) => sum + bit, 0)
      return {
        turn: world.turn,
        player: { x: x[player] as number, y: y[player] as number },
        hp: world.components.Health.hp[player] as number,
        explored: count(world.vision.explored),
        monstersShown: sprites.shown(),
        message: message?.textContent ?? '',
        view,
      }
    }
    this.game.events.once(Core.Events.POST_RENDER, () => {
      Object.assign(window, { example: { ready: true, state } })
    })
  }
}
