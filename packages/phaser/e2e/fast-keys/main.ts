import { Roguelike } from '@delve/phaser'
import { AUTO, Game, Scene } from 'phaser'
import { newGame } from './game.js'

// A Roguelike that counts what reaches it: Phaser's keydown deliveries, and the turns played.
class Keys extends Scene {
  create() {
    const { world, player } = newGame()
    let deliveries = 0
    let turns = 0
    this.input.keyboard?.on('keydown', () => deliveries++)
    new Roguelike(this, world, player, { onTurn: () => turns++ })
    const { x, y } = world.components.Position
    const state = () => ({
      deliveries,
      turns,
      turn: world.turn,
      player: { x: x[player], y: y[player] },
    })
    this.game.events.once('postrender', () => Object.assign(window, { keys: { state } }))
  }
}

new Game({ type: AUTO, width: 960, height: 640, pixelArt: true, scene: Keys })
