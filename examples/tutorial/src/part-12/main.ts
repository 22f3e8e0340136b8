import { drawList, inventoryOf, isAlive } from '@delve/ecs'
import { toAscii } from '@delve/map'
import { AUTO, Core, Game, type Input, Scale, Scene } from 'phaser'
import type { Engine } from './engine.js'
import { type EventHandler, MainGameHandler } from './input-handlers.js'
import { floorLimits } from './procgen.js'
import { Renderer } from './render.js'
import { deleteSave, hasSave, MainMenu, saveGame } from './setup-game.js'

/** The game in play, if any (none while the menu shows). */
let playing: { engine: Engine; handler: EventHandler } | null = null

/**
 * The scene of a game in play: the map, the entities on it, and the keys that play it. Escape
 * saves the game and goes back to the menu (once the player is dead, it forgets the save); so
 * does leaving the page, without the menu.
 */
class Tutorial extends Scene {
  constructor() {
    super('game')
  }

  create({ engine }: { engine: Engine }): void {
    const renderer = new Renderer(this, engine)
    const current = { engine, handler: new MainGameHandler(engine) as EventHandler }
    playing = current
    const alive = () => isAlive(engine.world, engine.player)
    const save = () => {
      if (alive()) saveGame(engine)
    }
    const tick = () => renderer.update()
    window.addEventListener('pagehide', save)
    this.events.on('update', tick)
    // The scene's own listeners go with it; these are the window's and the scene's events'.
    this.events.once('shutdown', () => {
      window.removeEventListener('pagehide', save)
      this.events.off('update', tick)
      playing = null
    })

    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      const { mode } = current.handler
      if (event.code === 'Escape' && (mode === 'main' || mode === 'game-over')) {
        if (alive()) saveGame(engine)
        else deleteSave()
        this.scene.start('menu')
        return
      }
      current.handler = current.handler.handleKey(event)
      renderer.refresh(current.handler.box?.() ?? null, current.handler.aim?.() ?? null)
    })
    this.input.on('pointermove', (pointer: Input.Pointer) => renderer.hover(pointer.x, pointer.y))
    this.input.on('pointerdown', (pointer: Input.Pointer) => {
      current.handler =
        current.handler.handleClick?.(renderer.tileAt(pointer.x, pointer.y)) ?? current.handler
      renderer.refresh(current.handler.box?.() ?? null, current.handler.aim?.() ?? null)
    })
  }
}

/** For tests and the console: the screen shown and, in a game, what the page shows of it. */
function state() {
  if (!playing) return { screen: 'menu', saved: hasSave(), player: null, hp: null }
  const { engine, handler } = playing
  const { world, player } = engine
  return {
    screen: 'game',
    saved: hasSave(),
    player: engine.playerAt(),
    hp: world.components.Health.hp[player],
    turn: world.turn,
    depth: engine.depth,
    limits: floorLimits(engine.depth),
    level: world.components.Experience.level[player],
    xp: world.components.Experience.xp[player],
    mode: handler.mode,
    cursor: handler.aim?.().cursor ?? null,
    log: engine.messages.slice(-5),
    inventory: inventoryOf(world, player).map((item) => engine.itemName(item)),
    visible: count(world.vision.visible),
    explored: count(world.vision.explored),
    monsters: drawList(world)
      .filter((entry) => entry.as === 'monster')
      .map(({ eid, name, x, y, visible }) => {
        const hp = world.components.Health.hp[eid]
        return { name, x, y, visible, hp }
      }),
    items: drawList(world).filter((entry) => entry.as === 'item').length,
    map: toAscii(world.dungeon),
  }
}

/** How many tiles a mask marks (one byte a tile, 1 or 0). */
function count(mask: Uint8Array): number {
  return mask.reduce((sum, bit) => sum + bit, 0)
}

const game = new Game({
  type: AUTO,
  parent: 'game',
  backgroundColor: '#0b0b0f',
  pixelArt: true,
  banner: false,
  audio: { noAudio: true },
  scale: { mode: Scale.RESIZE },
  scene: [MainMenu, Tutorial],
})
// Ready once the first frame (the menu) is drawn.
game.events.once(Core.Events.POST_RENDER, () => {
  Object.assign(window, { example: { ready: true, state } })
})
