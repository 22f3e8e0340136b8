// A Delve dungeon in a plain Phaser scene: `delve generate --format tiled --out public/level.tmj`
// wrote the map and its tileset image (`delve-tiles.png`, in tile-code order); Phaser's own
// Tiled loader does the rest. No Delve code runs in the page.
import { AUTO, Core, Game, Scene } from 'phaser'

const WIDTH = 960
const HEIGHT = 640

class Level extends Scene {
  preload(): void {
    this.load.tilemapTiledJSON('level', 'level.tmj')
    this.load.image('delve-tiles', 'delve-tiles.png')
  }

  create(): void {
    const map = this.make.tilemap({ key: 'level' })
    const tileset = map.addTilesetImage('delve', 'delve-tiles')
    if (!tileset) throw new Error('level.tmj has no tileset named "delve"')
    map.createLayer('tiles', tileset)
    // The export's objects: the rooms (named A, B, …) and the points start and the stairs.
    const start = map.findObject('objects', (o) => o.name === 'start')
    this.add.circle(start?.x, start?.y, map.tileWidth / 3, 0xffd75e)

    // The whole map on screen, scaled by a whole number so the pixels stay square.
    const zoom = Math.max(
      1,
      Math.floor(Math.min(WIDTH / map.widthInPixels, HEIGHT / map.heightInPixels)),
    )
    this.cameras.main.setZoom(zoom).centerOn(map.widthInPixels / 2, map.heightInPixels / 2)
    const view = {
      left: (WIDTH - map.widthInPixels * zoom) / 2,
      top: (HEIGHT - map.heightInPixels * zoom) / 2,
      tile: map.tileWidth * zoom,
    }
    // For the test: where the map is on the canvas, once the first frame is drawn.
    this.game.events.once(Core.Events.POST_RENDER, () => {
      const state = () => ({
        width: map.width,
        height: map.height,
        view,
        start: { x: start?.x, y: start?.y },
      })
      Object.assign(window, { example: { ready: true, state } })
    })
  }
}

new Game({
  type: AUTO,
  parent: 'game',
  width: WIDTH,
  height: HEIGHT,
  backgroundColor: '#0b0b0f',
  pixelArt: true,
  banner: false,
  audio: { noAudio: true },
  scene: Level,
})
