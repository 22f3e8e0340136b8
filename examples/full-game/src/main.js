import { Roguelike } from '@delve/phaser'
import { createRun } from '@delve/run'
import { AUTO, Game, Scene } from 'phaser'

class Delve extends Scene {
  create() {
    // The whole game: ten levels down to the amulet and back up, monsters, items, equipment,
    // experience, the keys (arrows, g, i, d, >, <, o, z…), the status line and the log.
    const roguelike = new Roguelike(this, createRun({ seed: 'full-game' }), {
      onEnd: (end, game) => {
        game.log.add([`${end.won ? 'You won!' : 'You died.'} Press Enter to play again.`])
        this.input.keyboard?.once('keydown-ENTER', () => game.setRun(createRun()))
      },
    })
    Object.assign(window, { roguelike }) // roguelike.run.inventory() in the console, say
  }
}

new Game({ type: AUTO, width: 1280, height: 720, pixelArt: true, scene: Delve })
