import { TILE_SIZE } from '@delve/art'
import { isAlive } from '@delve/ecs'
import { Roguelike } from '@delve/phaser'
import { Core, Scene } from 'phaser'
import { newGame } from '../game/new-game.js'

/**
 * The game's one scene: `@delve/phaser`'s `Roguelike` (the dungeon under fog, the sprites, the
 * keys, a click to walk, the camera, the message log) on your game's world. Grow it here: your
 * own reactions to a turn in `onTurn`, more actions through `roguelike.act` (a button, a key of
 * your own), a second scene for a menu.
 */
export class DungeonScene extends Scene {
  constructor() {
    super('dungeon')
  }

  create(): void {
    const seed = new URLSearchParams(location.search).get('seed') ?? 'starter'
    const game = newGame(seed)
    const { world, player } = game
    const roguelike = new Roguelike(this, world, player, {
      log: { lines: 4 },
      onTurn: () => {
        if (!isAlive(world, player)) roguelike.log.add(['Reload the page for a new game.'])
      },
    })
    roguelike.log.add([
      'Arrows, WASD, the number pad or vi-keys move; Space or . waits; a click walks there.',
    ])

    // For tests and the console: the game's state, once its first frame is drawn.
    const state = () => {
      const { x, y } = world.components.Position
      const camera = roguelike.camera.report()
      const tile = TILE_SIZE * camera.zoom
      return {
        turn: world.turn,
        player: { x: x[player] as number, y: y[player] as number },
        hp: world.components.Health.hp[player] as number,
        explored: world.vision.explored.reduce((sum, bit) => sum + bit, 0),
        message: roguelike.log.shown.at(-1) ?? '',
        // Where tile (0, 0) is drawn on the page, and a tile's size there, in CSS pixels.
        view: { left: camera.left - camera.x * tile, top: camera.top - camera.y * tile, tile },
      }
    }
    this.game.events.once(Core.Events.POST_RENDER, () => {
      Object.assign(window, { example: { ready: true, state } })
    })
  }
}
