import * as ecs from '@delve/ecs'
import { Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { Engine } from '../src/part-13/engine.js'
import {
  DAGGER,
  FIREBALL_SCROLL,
  HEALING_POTION,
  KINDS,
  LEATHER_ARMOUR,
} from '../src/part-13/entity-factories.js'
import { type EventHandler, MainGameHandler } from '../src/part-13/input-handlers.js'
import { furnish, generateFloor } from '../src/part-13/procgen.js'

// The last part's rules and handlers played headless, key by key, as its page plays them (the
// page's setup-game.ts is a Phaser scene's, so the game is set up here the same way).

/** A key press as a handler reads it: its place and what it types. */
const key = (code: string, typed = code.replace(/^Key/, '').toLowerCase()) =>
  ({ code, key: typed }) as KeyboardEvent

function newGame(): Engine {
  const { map, rng } = generateFloor('handlers', 1)
  const world = ecs.createGameWorld(map, { kinds: KINDS, combat: 'fixed', seed: 'handlers' })
  const player = ecs.spawnPlayer(world, map.start, { sight: 8 })
  ecs.makeFighter(world, player, { hp: 30, power: 2, defence: 1 })
  ecs.giveInventory(world, player, 26)
  ecs.giveExperience(world, player)
  for (const kind of [DAGGER, LEATHER_ARMOUR]) {
    ecs.equip(world, player, ecs.spawnCarried(world, player, kind), ecs.createTurnEvents())
  }
  furnish(world, map, rng, 1)
  return new Engine(world, player, 'handlers')
}

/** Plays `codes` from `handler`, each a key press; the handler after the last. */
function play(handler: EventHandler, ...codes: string[]): EventHandler {
  return codes.reduce(
    (h, code) => h.handleKey(code === '>' ? key('Period', '>') : key(code)),
    handler,
  )
}

describe("part 13's handlers", () => {
  it('pick up a potion and drink it from the pack', () => {
    const engine = newGame()
    const { world, player } = engine
    world.components.Health.hp[player] = 20
    ecs.spawnItem(world, engine.playerAt(), HEALING_POTION)
    let h = play(new MainGameHandler(engine), 'KeyG', 'KeyI')
    expect(h.mode).toBe('inventory-use')
    expect(h.box?.()).toContain('(c) healing potion')
    expect(h.box?.()).toContain('(a) dagger (E)')
    h = play(h, 'KeyC')
    expect(h.mode).toBe('main')
    expect(engine.messages).toContain('You recover 4 hit points.')
    expect(ecs.inventoryOf(world, player)).toHaveLength(2)
  })

  it('aim a fireball with a cursor, and read it where it stands', () => {
    const engine = newGame()
    ecs.spawnItem(engine.world, engine.playerAt(), FIREBALL_SCROLL)
    let h = play(new MainGameHandler(engine), 'KeyG', 'KeyI', 'KeyC')
    expect(h.mode).toBe('target')
    const at = engine.playerAt()
    expect(h.aim?.()).toMatchObject({ cursor: at, refused: false })
    h = play(h, 'ArrowRight', 'ArrowRight')
    expect(h.aim?.().cursor).toEqual({ x: at.x + 2, y: at.y })
    h = play(h, 'Enter')
    expect(h.mode).toBe('main')
    expect(engine.messages).toContain('You read the fireball scroll.')
    expect(ecs.inventoryOf(engine.world, engine.player)).toHaveLength(2)
  })

  it('choose what grows at a new level, and show it on the sheet', () => {
    const engine = newGame()
    const { world, player } = engine
    world.components.Experience.pending[player] = 1
    let h = play(new MainGameHandler(engine), 'Space')
    expect(h.mode).toBe('level-up')
    h = play(h, 'KeyB')
    expect(h.mode).toBe('main')
    expect(ecs.powerOf(world, player)).toBe(5)
    h = play(h, 'KeyC')
    expect(h.box?.()).toContain('Power: 5')
  })

  it('take the stairs down only from the stairs, with the pack', () => {
    const engine = newGame()
    const { world, player } = engine
    play(new MainGameHandler(engine), '>')
    expect(engine.messages.at(-1)).toBe('There are no stairs down here.')
    const stairs = world.dungeon.tiles.indexOf(Tile.StairsDown)
    const { width } = world.dungeon
    ecs.moveEntity(world, player, { x: stairs % width, y: Math.floor(stairs / width) })
    const level = world.dungeon
    play(new MainGameHandler(engine), '>')
    expect(engine.depth).toBe(2)
    expect(world.dungeon).not.toBe(level)
    expect(engine.playerAt()).toEqual((world.dungeon as { start: unknown }).start)
    expect(ecs.inventoryOf(world, player)).toHaveLength(2)
  })

  it('keep the gear and the level through a save', () => {
    const engine = newGame()
    const saved = JSON.parse(JSON.stringify(ecs.snapshot(engine.world)))
    const world = ecs.restore(saved, { kinds: KINDS })
    expect(ecs.powerOf(world, engine.player)).toBe(4)
    expect(ecs.defenceOf(world, engine.player)).toBe(2)
    expect(world.components.Experience.level[engine.player]).toBe(1)
  })

  it('end the game when the player dies', () => {
    const engine = newGame()
    const { world, player } = engine
    world.components.Health.hp[player] = 1
    world.components.Fighter.defence[player] = 0
    ecs.alertMonsters(world, player, 100)
    let h: EventHandler = new MainGameHandler(engine)
    for (let turn = 0; turn < 300 && h.mode !== 'game-over'; turn++) h = play(h, 'Space')
    expect(h.mode).toBe('game-over')
    expect(engine.messages.at(-1)).toBe('You die.')
    expect(play(h, 'ArrowLeft', 'KeyG').mode).toBe('game-over')
  })
})
