import { AUTO, Scale, type Scene, type Types } from 'phaser'

/** The canvas fills `parent` and follows the window's size; pixels stay crisp. */
export function gameConfig(parent: string, scenes: Scene[]): Types.Core.GameConfig {
  return {
    type: AUTO,
    parent,
    backgroundColor: '#0b0b0f',
    pixelArt: true,
    banner: false,
    scale: { mode: Scale.RESIZE, width: '100%', height: '100%' },
    input: { keyboard: true, mouse: true, touch: true, gamepad: false },
    // The game has no sound; without this the browser warns about an audio context it blocks.
    audio: { noAudio: true },
    scene: scenes,
  }
}
