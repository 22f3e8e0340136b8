import {
  createGameWorld,
  giveInventory,
  makeFighter,
  restore,
  snapshot,
  spawnPlayer,
  type WorldSnapshot,
} from '@delve/ecs'
import { createRng, randomSeed } from '@delve/map'
import { addScreenText } from '@delve/phaser'
import { type GameObjects, Scene } from 'phaser'
import { Engine } from './engine.js'
import { KINDS } from './entity-factories.js'
import { generateDungeon, placeEntities } from './procgen.js'

/** The map, in tiles: as wide and tall as a classic roguelike's console. */
const MAP_WIDTH = 80
const MAP_HEIGHT = 45

/** The rooms: how many are tried, and their sides' lengths, walls included. */
const MAX_ROOMS = 30
const ROOM_MIN_SIZE = 6
const ROOM_MAX_SIZE = 10

/** The most monsters and items a room holds. */
const MAX_MONSTERS_PER_ROOM = 2
const MAX_ITEMS_PER_ROOM = 2

/** How far the player sees, in tiles. */
const FOV_RADIUS = 8

/** A new game: a dungeon of `seed`, the player in its first room, monsters and items in the rest. */
export function newGame(seed: string): Engine {
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
  giveInventory(world, player, 26) // a pack of 26 items, a letter each
  for (const room of map.rooms) {
    placeEntities(world, room, MAX_MONSTERS_PER_ROOM, MAX_ITEMS_PER_ROOM, rng)
  }
  const engine = new Engine(world, player)
  engine.addMessage('Welcome, adventurer, to the dungeon below. Mind the orcs.')
  return engine
}

/** What a save holds: the world as plain data, which entity is the player, the messages. */
interface SaveData {
  world: WorldSnapshot
  player: number
  messages: string[]
}

/** Where this page keeps its save: the browser's storage, a key per page. */
const saveKey = () => `delve-tutorial:${location.pathname}`

/**
 * Saves the game: `snapshot` turns the world into plain data (the map, every entity's
 * components, what has been explored, the monsters' chance), which JSON writes as text.
 */
export function saveGame(engine: Engine): void {
  const { world, player, messages } = engine
  const data: SaveData = { world: snapshot(world), player, messages }
  localStorage.setItem(saveKey(), JSON.stringify(data))
}

/**
 * The saved game, or null when there is none. `restore` makes the world again, with the same
 * entity ids and the kinds found by name in the game's own table; it throws for a save it
 * cannot trust (a `SnapshotError` that names the field).
 */
export function loadGame(): Engine | null {
  const text = localStorage.getItem(saveKey())
  if (text === null) return null
  const data = JSON.parse(text) as SaveData
  const engine = new Engine(restore(data.world, { kinds: KINDS }), data.player)
  engine.addMessage(...data.messages)
  return engine
}

/** Whether a game is saved. */
export function hasSave(): boolean {
  return localStorage.getItem(saveKey()) !== null
}

/** Forgets the saved game (its player died). */
export function deleteSave(): void {
  localStorage.removeItem(saveKey())
}

/**
 * The main menu, a scene of its own: N starts a new game, C continues the saved one. The game's
 * scene, `'game'`, is started with the engine to play.
 */
export class MainMenu extends Scene {
  private text: GameObjects.Text | null = null
  private note = ''

  constructor() {
    super('menu')
  }

  create(): void {
    this.text = addScreenText(this, { fontSize: 16 }).setOrigin(0.5)
    this.note = ''
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (event.code === 'KeyN') {
        // `?seed=anything` in the address makes that dungeon; without one, a new one each time.
        const seed = new URLSearchParams(location.search).get('seed') ?? randomSeed()
        this.scene.start('game', { engine: newGame(seed) })
      } else if (event.code === 'KeyC') {
        try {
          const engine = loadGame()
          if (engine) this.scene.start('game', { engine })
          else this.note = 'There is no saved game to load.'
        } catch (error) {
          this.note = `The saved game could not be loaded: ${(error as Error).message}`
        }
      }
    })
  }

  override update(): void {
    const lines = ['DELVE', '', '(N) Play a new game', '(C) Continue the saved game', '']
    this.text?.setText([...lines, this.note]).setVisible(true)
    this.text?.setPosition(this.scale.width / 2, this.scale.height / 2)
  }
}
