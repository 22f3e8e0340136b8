import { createGameWorld, spawnPlayer } from '@delve/ecs'
import { createRng, randomSeed } from '@delve/map'
import { AUTO, Core, Game, Scale, Scene } from 'phaser'
import { Engine } from './engine.js'
import { actionFor } from './input-handlers.js'
import { generateDungeon } from './procgen.js'
import { Renderer } from './render.js'

/** The map, in tiles: as wide and tall as a classic roguelike's console. */
const MAP_WIDTH = 80
const MAP_HEIGHT = 45

/** The rooms: how many are tried, and their sides' lengths, walls included. */
const MAX_ROOMS = 30
const ROOM_MIN_SIZE = 6
const ROOM_MAX_SIZE = 10

/** How far the player sees, in tiles. */
const FOV_RADIUS = 8

/** The game's one scene: the map, the entities on it, and the keys that move the player. */
class Tutorial extends Scene {
  create(): void {
    // `?seed=anything` in the address makes that dungeon again; without one, a new one each time.
    const seed = new URLSearchParams(location.search).get('seed') ?? randomSeed()
    const rng = createRng(seed)
    const map = generateDungeon(
      {
        maxRooms: MAX_ROOMS,
        roomMinSize: ROOM_MIN_SIZE,
        roomMaxSize: ROOM_MAX_SIZE,
        mapWidth: MAP_WIDTH,
        mapHeight: MAP_HEIGHT,
      },
      rng,
    )
    // The world holds the map and every entity; the player is one entity among them.
    const world = createGameWorld(map)
    // With a sight radius, the world keeps what the player sees and has seen (`world.vision`).
    const player = spawnPlayer(world, map.start, { sight: FOV_RADIUS })
    const engine = new Engine(world, player)
    const renderer = new Renderer(this, engine)

    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      const action = actionFor(event)
      if (!action) return
      engine.handle(action)
      renderer.refresh()
    })
    this.events.on('update', () => renderer.update())

    // For tests and the console: what the page shows, once its first frame is drawn.
    const state = () => ({
      player: engine.playerAt(),
      hp: null,
      seed,
      rooms: map.rooms.length,
      start: map.start,
      visible: count(world.vision.visible),
      explored: count(world.vision.explored),
    })
    this.game.events.once(Core.Events.POST_RENDER, () => {
      Object.assign(window, { example: { ready: true, state } })
    })
  }
}

/** How many tiles a mask marks (one byte a tile, 1 or 0). */
function count(mask: Uint8Array): number {
  return mask.reduce((sum, bit) => sum + bit, 0)
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
