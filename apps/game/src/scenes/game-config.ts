import { AUTO, type Game, Scale, type Scene, type Types } from 'phaser'

/** The window's size in CSS pixels and its density (canvas pixels a CSS pixel). */
export interface CanvasSize {
  width: number
  height: number
  pixelRatio: number
}

/**
 * The canvas fills `parent` and is drawn at the screen's own density: `size` in CSS pixels times
 * its pixel ratio, shown at 1 / that ratio, so a map pixel takes whole pixels of a high-density
 * screen and stays sharp. `fitCanvas` follows the window.
 */
export function gameConfig(
  parent: string,
  scenes: Scene[],
  size: CanvasSize,
): Types.Core.GameConfig {
  const ratio = size.pixelRatio
  return {
    type: AUTO,
    parent,
    backgroundColor: '#0b0b0f',
    pixelArt: true,
    banner: false,
    scale: {
      mode: Scale.NONE,
      width: Math.floor(size.width * ratio),
      height: Math.floor(size.height * ratio),
      zoom: 1 / ratio,
    },
    input: { keyboard: true, mouse: true, touch: true, gamepad: false },
    // The game has no sound; without this the browser warns about an audio context it blocks.
    audio: { noAudio: true },
    scene: scenes,
  }
}

/** Sizes the canvas to the window again (a resize, a rotation, a move to another screen). */
export function fitCanvas(game: Game, size: CanvasSize): void {
  const ratio = size.pixelRatio
  const width = Math.floor(size.width * ratio)
  const height = Math.floor(size.height * ratio)
  const { scale } = game
  if (scale.width === width && scale.height === height && scale.zoom === 1 / ratio) return
  if (scale.zoom !== 1 / ratio) scale.setZoom(1 / ratio)
  scale.resize(width, height)
  game.canvas.style.width = `${width / ratio}px`
  game.canvas.style.height = `${height / ratio}px`
}
