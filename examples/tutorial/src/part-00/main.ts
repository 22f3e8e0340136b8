import { Frame, TILE_SIZE } from '@delve/art'
import { addDelveTiles, DELVE_TILES, tileCentre } from '@delve/phaser'
import { AUTO, Core, Game, Scale, Scene } from 'phaser'

/** The screen, in tiles: as wide and tall as a classic roguelike's console. */
const SCREEN_WIDTH = 80
const SCREEN_HEIGHT = 45

/** The game's one scene: Delve's tiles as a texture, and the player's `@` in the middle. */
class Tutorial extends Scene {
  create(): void {
    // @delve/art paints the tileset into plain pixels; this hands them to Phaser as a texture.
    addDelveTiles(this.textures)
    const player = { x: Math.floor(SCREEN_WIDTH / 2), y: Math.floor(SCREEN_HEIGHT / 2) }
    const at = tileCentre(player.x, player.y)
    this.add.image(at.x, at.y, DELVE_TILES, Frame.Player)
    const style = { fontFamily: 'monospace', fontSize: `${TILE_SIZE}px` }
    this.add.text(TILE_SIZE, TILE_SIZE, 'Hello World!', style)

    // The whole screen of tiles in view, centred, as large as the window allows.
    const camera = this.cameras.main
    const fitScreen = () => {
      const { width, height } = this.scale
      const wide = SCREEN_WIDTH * TILE_SIZE
      const tall = SCREEN_HEIGHT * TILE_SIZE
      camera.setZoom(Math.min(width / wide, height / tall))
      camera.centerOn(wide / 2, tall / 2)
    }
    fitScreen()
    this.scale.on(Scale.Events.RESIZE, fitScreen)

    // For tests and the console: what the page shows, once its first frame is drawn.
    const state = () => ({ player: { ...player }, hp: null })
    this.game.events.once(Core.Events.POST_RENDER, () => {
      Object.assign(window, { example: { ready: true, state } })
    })
  }
}

new Game({
  type: AUTO,
  parent: 'game',
  backgroundColor: '#0b0b0f',
  pixelArt: true,
  banner: false,
  audio: { noAudio: true },
  scale: { mode: Scale.RESIZE },
  scene: Tutorial,
})
