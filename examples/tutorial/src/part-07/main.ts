import { createGameWorld, drawList, makeFighter, spawnPlayer } from '@delve/ecs'
import { createRng, randomSeed } from '@delve/map'
import { AUTO, Core, Game, type Input, Scale, Scene } from 'phaser'
import { Engine } from './engine.js'
import { KINDS } from './entity-factories.js'
import { type EventHandler, MainGameHandler } from './input-handlers.js'
import { generateDungeon, placeEntities } from './procgen.js'
import { Renderer } from './render.js'

/** The map, in tiles: as wide and tall as a classic roguelike's console. */
const MAP_WIDTH = 80
const MAP_HEIGHT = 45

/** The rooms: how many are tried, and their sides' lengths, walls included. */
const MAX_ROOMS = 30
const ROOM_MIN_SIZE = 6
const ROOM_MAX_SIZE = 10

/** The most monsters a room holds. */
const MAX_MONSTERS_PER_ROOM = 2

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
    // Blows as the classic tutorials strike them: power less defence, never a miss.
    const world = createGameWorld(map, { kinds: KINDS, combat: 'fixed', seed })
    // With a sight radius, the world keeps what the player sees and has seen (`world.vision`).
    const player = spawnPlayer(world, map.start, { sight: FOV_RADIUS })
    // Hit points, the harm the player's blows do (power) and the harm they stop (defence).
    makeFighter(world, player, { hp: 30, power: 5, defence: 2 })
    for (const room of map.rooms) placeEntities(world, room, MAX_MONSTERS_PER_ROOM, rng)
    const engine = new Engine(world, player)
    engine.addMessage('Welcome, adventurer, to the dungeon below. Mind the orcs.')
    const renderer = new Renderer(this, engine)

    let handler: EventHandler = new MainGameHandler(engine)
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      handler = handler.handleKey(event)
      renderer.refresh(handler.box?.() ?? null)
    })
    this.input.on('pointermove', (pointer: Input.Pointer) => renderer.hover(pointer.x, pointer.y))
    this.events.on('update', () => renderer.update())

    // For tests and the console: what the page shows, once its first frame is drawn.
    const state = () => ({
      player: engine.playerAt(),
      hp: world.components.Health.hp[player],
      turn: world.turn,
      mode: handler.mode,
      log: engine.messages.slice(-5),
      seed,
      rooms: map.rooms.length,
      start: map.start,
      visible: count(world.vision.visible),
      explored: count(world.vision.explored),
      monsters: drawList(world)
        .filter((entry) => entry.as === 'monster')
        .map(({ eid, name, x, y, visible }) => {
          const hp = world.components.Health.hp[eid]
          return { name, x, y, visible, hp }
        }),
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
