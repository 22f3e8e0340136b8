import { Roguelike } from '@delve/phaser'
import { AUTO, Game, Scene } from 'phaser'
import { newRun, stairsRun } from './game.js'

// A Roguelike playing a run, its map zoomed by `?zoom=` (the tiles 1 to 4 times the size);
// `?run=stairs` starts beside the stairs down with a level-up choice owed.
const query = new URLSearchParams(location.search)
const zoom = Number(query.get('zoom') ?? 1)

class Aimed extends Scene {
  create() {
    const roguelike = new Roguelike(this, query.get('run') === 'stairs' ? stairsRun() : newRun(), {
      camera: { zoom: () => zoom },
    })
    this.game.events.once('postrender', () => Object.assign(window, { roguelike }))
  }
}

new Game({ type: AUTO, width: 960, height: 640, pixelArt: true, scene: Aimed })
