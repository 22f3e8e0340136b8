import { AUTO, Game } from 'phaser'
import { DungeonScene } from './scenes/dungeon-scene.js'

new Game({
  type: AUTO,
  parent: 'game',
  width: 960,
  height: 600,
  backgroundColor: '#0b0b0f',
  pixelArt: true,
  banner: false,
  audio: { noAudio: true },
  scene: [DungeonScene],
})
