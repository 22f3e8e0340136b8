import { createGameWorld, makeFighter, PLAYER_STATS, populate, spawnPlayer } from '@delve/ecs'
import { createRng, generateDungeon } from '@delve/map'
import { Roguelike } from '@delve/phaser'
import { AUTO, Game, Scene } from 'phaser'

class Dungeon extends Scene {
  create() {
    const dungeon = generateDungeon({ seed: 'phaser', width: 52, height: 30 })
    const world = createGameWorld(dungeon, { generated: true })
    const player = spawnPlayer(world, dungeon.start, { sight: 8 }) // it sees at once
    makeFighter(world, player, PLAYER_STATS) // 30 hit points, power 5, defence 2
    populate(world, dungeon, createRng('phaser'), 12) // asleep until they see you, then they hunt
    // The map under fog of war, the sprites, the keys (arrows, WASD, number pad, vi-keys, Space
    // to wait), a click or tap to walk there, the camera and the message log: all in one.
    new Roguelike(this, world, player)
  }
}

new Game({ type: AUTO, width: 1280, height: 720, pixelArt: true, scene: Dungeon })
