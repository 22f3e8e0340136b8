import { Frame, TILE_SIZE } from '@delve/art'
import { addDelveTiles, DELVE_TILES, tileCentre } from '@delve/phaser'
import { AUTO, Core, Game, Scale, Scene } from 'phaser'
import { actionFor } from './input-handlers.js'

/** The screen, in tiles: as wide and tall as a classic roguelike's console. */
const SCREEN_WIDTH = 80
const SCREEN_HEIGHT = 45

/** The game's one scene: the player's `@`, moved by the keys. */
class Tutorial extends Scene {
  create(): void {
    // @delve/art paints the tileset into plain pixels; this hands them to Phaser as a texture.
    addDelveTiles(this.textures)
    const player = { x: Math.floor(SCREEN_WIDTH / 2), y: Math.floor(SCREEN_HEIGHT / 2) }
    const at = tileCentre(player.x, player.y)
    const image = this.add.image(at.x, at.y, DELVE_TILES, Frame.Player)
    const style = { fontFamily: 'monospace', fontSize: `${TILE_SIZE}px` }
    this.add.text(at.x, at.y - 2 * TILE_SIZE, 'The arrows move the @', style).setOrigin(0.5, 1)
    // Tiles twice their size, the camera on the @ (part 2 fits the camera to a map).
    this.cameras.main.setZoom(2).startFollow(image)

    // Each key press is read once: the action it asks for is carried out, and the @ redrawn.
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      const action = actionFor(event)
      if (action?.kind !== 'move') return
      player.x += action.dx
      player.y += action.dy
      const to = tileCentre(player.x, player.y)
      image.setPosition(to.x, to.y)
    })

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
