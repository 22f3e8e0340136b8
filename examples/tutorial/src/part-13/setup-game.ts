import {
  createGameWorld,
  createTurnEvents,
  equip,
  giveExperience,
  giveInventory,
  makeFighter,
  restore,
  snapshot,
  spawnCarried,
  spawnPlayer,
  type WorldSnapshot,
} from '@delve/ecs'
import { randomSeed } from '@delve/map'
import { addScreenText } from '@delve/phaser'
import { type GameObjects, Scene } from 'phaser'
import { Engine } from './engine.js'
import { DAGGER, KINDS, LEATHER_ARMOUR } from './entity-factories.js'
import { furnish, generateFloor } from './procgen.js'

/** How far the player sees, in tiles. */
const FOV_RADIUS = 8

/** A new game: a dungeon of `seed`, the player in its first room, monsters and items in the rest. */
export function newGame(seed: string): Engine {
  const { map, rng } = generateFloor(seed, 1)
  // The world holds the map and every entity; the player is one entity among them.
  // Blows as the classic tutorials strike them: power less defence, never a miss.
  const world = createGameWorld(map, { kinds: KINDS, combat: 'fixed', seed })
  // With a sight radius, the world keeps what the player sees and has seen (`world.vision`).
  const player = spawnPlayer(world, map.start, { sight: FOV_RADIUS })
  // Hit points, the harm the player's blows do (power) and the harm they stop (defence), before
  // what the player wears adds to them.
  makeFighter(world, player, { hp: 30, power: 2, defence: 1 })
  giveInventory(world, player, 26) // a pack of 26 items, a letter each
  // A dagger in hand and leather armour on: power 4 and defence 2 in all, as before.
  for (const kind of [DAGGER, LEATHER_ARMOUR]) {
    equip(world, player, spawnCarried(world, player, kind), createTurnEvents())
  }
  giveExperience(world, player) // level 1, no experience yet
  furnish(world, map, rng, 1)
  const engine = new Engine(world, player, seed)
  engine.addMessage('Welcome, adventurer, to the dungeon below. Mind the orcs.')
  return engine
}

/**
 * What a save holds: the world as plain data, which entity is the player, the messages, the
 * dungeon's seed and the floor the player is on.
 */
interface SaveData {
  world: WorldSnapshot
  player: number
  messages: string[]
  seed: string
  depth: number
}

/** Where this page keeps its save: the browser's storage, a key per page. */
const saveKey = () => `delve-tutorial:${location.pathname}`

/**
 * Saves the game: `snapshot` turns the world into plain data (the map, every entity's
 * components, what has been explored, the monsters' chance), which JSON writes as text.
 */
export function saveGame(engine: Engine): void {
  const { world, player, messages, seed, depth } = engine
  const data: SaveData = { world: snapshot(world), player, messages, seed, depth }
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
  const engine = new Engine(restore(data.world, { kinds: KINDS }), data.player, data.seed)
  engine.depth = data.depth
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
