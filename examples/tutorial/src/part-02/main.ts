import { createGameWorld, getPosition, MonsterKind, spawnBlocker, spawnPlayer } from '@delve/ecs'
import { AUTO, Core, Game, Scale, Scene } from 'phaser'
import { Engine } from './engine.js'
import { makeTestMap } from './game-map.js'
import { actionFor } from './input-handlers.js'
import { Renderer } from './render.js'

/** The map, in tiles: as wide and tall as a classic roguelike's console. */
const MAP_WIDTH = 80
const MAP_HEIGHT = 45

/** The game's one scene: the map, the entities on it, and the keys that move the player. */
class Tutorial extends Scene {
  create(): void {
    const map = makeTestMap(MAP_WIDTH, MAP_HEIGHT)
    // The world holds the map and every entity; the player is one entity among them.
    const world = createGameWorld(map)
    const player = spawnPlayer(world, map.start)
    // Someone to walk into: an entity that blocks movement and does nothing.
    const npc = spawnBlocker(world, { x: map.start.x - 5, y: map.start.y }, MonsterKind.Goblin)
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
      npc: getPosition(world, npc),
      map: { width: map.width, height: map.height },
    })
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
