import {
  createGameWorld,
  type GameWorld,
  getPosition,
  isAlive,
  makeFighter,
  PLAYER_STATS,
  type PlayerAction,
  playTurn,
  setDungeon,
  setViewshed,
  spawnPlayer,
  visibilitySystem,
} from '@delve/ecs'
import {
  generateDungeon,
  type Point,
  type Rect,
  randomSeed,
  Tile,
  type TileMap,
  tileAt,
  type Vision,
} from '@delve/map'
import { type GeneratorChoice, optionsFor } from '../params/generator-choice.js'
import { levelSeed } from '../params/seed-chain.js'
import { DESCENT_HEAL, PLAYER_REGEN } from './depth-table.js'
import { type Direction, STEP } from './directions.js'
import { populateLevel } from './monster-placement.js'
import { bumpMessage, turnMessages } from './turn-messages.js'

/** How far the player sees, in tiles: the tutorials' torch radius. */
export const SIGHT_RADIUS = 8

/** A level the game can play: a generated dungeon, or a map loaded from a file. */
export interface PlayLevel extends TileMap {
  /** The seed a generated level was made from (its tiles' looks follow it); none for a file's map. */
  seed?: string
  start: Point
  rooms: readonly Rect[]
  stairsUp?: Point
  stairsDown?: Point
}

/** What one of the player's turns did. */
export interface TurnReport {
  /** Time passed: the player stepped, attacked or waited (a step into a wall takes none). */
  taken: boolean
  /** The player is on another tile. */
  moved: boolean
  /** What to tell the player, in order (also added to the run's log). */
  messages: string[]
  /** The player died this turn. */
  died: boolean
}

/** Tallies shown when the run ends. */
export interface RunStats {
  steps: number
  dungeons: number
  /** Turns taken: steps, attacks and waits. */
  turns: number
  /** Monsters killed. */
  kills: number
}

export interface MonsterView {
  x: number
  y: number
  /** Index into the monster kinds of `@delve/ecs`. */
  kind: number
  /** Hit points left (a corpse has none). */
  hp: number
}

/** Lines of the message log a run keeps (and saves); the screen shows the last few. */
export const LOG_LINES = 50

/** Where a run is: everything needed to make its current level again. */
export interface RunPlace {
  runSeed: string
  depth: number
  choice: GeneratorChoice
  /** Address of the Tiled map the run started on; only while the player is still on it. */
  map?: string
}

/** The parts of a run a save brings back (see `saving/run-save.ts`). */
export interface RunParts {
  place: RunPlace
  world: GameWorld<PlayLevel>
  player: number
  monsters: number[]
  stats: RunStats
  /** The message log, oldest first. */
  log?: readonly string[]
}

/**
 * One run through the dungeon, with no rendering or input: the ECS world holding the level, the
 * player and the monsters, and where the run is in its seed chain. The scene drives it from the
 * keyboard; tests drive it directly.
 */
export class DungeonRun {
  readonly world: GameWorld<PlayLevel>
  readonly player: number
  readonly stats: RunStats
  private place: RunPlace
  private monsterIds: number[]
  private readonly log: string[]

  /** A run at `depth` of the chain of `runSeed` (the first level by default). */
  static start(choice: GeneratorChoice, runSeed: string = randomSeed(), depth = 1): DungeonRun {
    const place: RunPlace = { runSeed, depth, choice }
    // Fresh from generateDungeon: the world records its seed without generating it again.
    const world = createGameWorld<PlayLevel>(generateLevel(place), { generated: true })
    const player = spawnHero(world)
    const monsters = populateLevel(
      world,
      levelSeed(runSeed, depth),
      world.dungeon.rooms.length,
      depth,
    )
    return new DungeonRun({ place, world, player, monsters, stats: freshStats() })
  }

  /**
   * A run whose first level is a map loaded from `address`; `runSeed` continues the chain below
   * it. The player starts on the map's start, its up stairs, or its first walkable tile.
   */
  static onMap(
    address: string,
    map: PlayLevel,
    choice: GeneratorChoice,
    runSeed: string = randomSeed(),
  ): DungeonRun {
    const place: RunPlace = { runSeed, depth: 1, choice, map: address }
    const world = createGameWorld<PlayLevel>(map)
    const player = spawnHero(world)
    const monsters = populateLevel(world, runSeed, map.rooms.length, 1)
    return new DungeonRun({ place, world, player, monsters, stats: freshStats() })
  }

  constructor(parts: RunParts) {
    this.place = { ...parts.place }
    this.world = parts.world
    this.player = parts.player
    this.monsterIds = [...parts.monsters]
    this.stats = { ...parts.stats }
    this.log = [...(parts.log ?? [])].slice(-LOG_LINES)
    // The player sees (a run saved before the player could see gets its sight here), and has
    // seen from where it stands.
    setViewshed(this.world, this.player, SIGHT_RADIUS)
    visibilitySystem(this.world)
  }

  /** What the player sees this turn and has explored of this level, one byte per tile. */
  get vision(): Readonly<Vision> {
    return this.world.vision
  }

  /** How far the player sees, in tiles (0: without limit). */
  get sightRadius(): number {
    return this.world.components.Viewshed.radius[this.player] as number
  }

  get level(): PlayLevel {
    return this.world.dungeon
  }

  get runSeed(): string {
    return this.place.runSeed
  }

  get depth(): number {
    return this.place.depth
  }

  get choice(): GeneratorChoice {
    return this.place.choice
  }

  /** The Tiled map being played, if the player is still on it. */
  get map(): string | undefined {
    return this.place.map
  }

  /** The current level's seed in the run's chain. */
  get levelSeed(): string {
    return levelSeed(this.place.runSeed, this.place.depth)
  }

  /** A copy of where the run is, for the address bar and the save. */
  where(): RunPlace {
    return { ...this.place }
  }

  monsterIdsNow(): readonly number[] {
    return this.monsterIds
  }

  playerPosition(): Point {
    return getPosition(this.world, this.player)
  }

  /**
   * The living monsters in reading order (top row first), which does not depend on their entity
   * ids: ids are recycled from level to level, and a reloaded run numbers them afresh.
   */
  monsters(): MonsterView[] {
    return this.creatures((eid) => isAlive(this.world, eid))
  }

  /** Where monsters died on this level, in reading order. */
  corpses(): MonsterView[] {
    return this.creatures((eid) => !isAlive(this.world, eid))
  }

  private creatures(keep: (eid: number) => boolean): MonsterView[] {
    const { Monster, Health } = this.world.components
    return this.monsterIds
      .filter(keep)
      .map((eid) => ({
        ...getPosition(this.world, eid),
        kind: Monster.kind[eid] as number,
        hp: isAlive(this.world, eid) ? (Health.hp[eid] as number) : 0,
      }))
      .sort((a, b) => a.y - b.y || a.x - b.x)
  }

  /** The player's hit points now (0 once dead). */
  get hp(): number {
    return isAlive(this.world, this.player)
      ? (this.world.components.Health.hp[this.player] as number)
      : 0
  }

  /** The player's hit points when unhurt. */
  get maxHp(): number {
    return this.world.components.Health.max[this.player] as number
  }

  /** Turns played in this run. */
  get turn(): number {
    return this.world.turn
  }

  get dead(): boolean {
    return !isAlive(this.world, this.player)
  }

  /** The message log, oldest first. */
  messages(): readonly string[] {
    return this.log
  }

  /** Adds lines to the message log, keeping the last `LOG_LINES`. */
  private tell(lines: readonly string[]): void {
    this.log.push(...lines)
    if (this.log.length > LOG_LINES) this.log.splice(0, this.log.length - LOG_LINES)
  }

  /** One turn: the player steps one tile in `direction`, or attacks the monster there. */
  move(direction: Direction): TurnReport {
    const { dx, dy } = STEP[direction]
    return this.play({ kind: 'move', dx, dy })
  }

  /** One turn spent standing still: the monsters act, hurt fighters heal a little. */
  wait(): TurnReport {
    return this.play({ kind: 'wait' })
  }

  private play(action: PlayerAction): TurnReport {
    if (this.dead) return { taken: false, moved: false, messages: [], died: false }
    const events = playTurn(this.world, this.player, action)
    const moved = events.moves.some((move) => move.eid === this.player)
    if (!events.taken) {
      const bump = events.bumps.find((b) => b.eid === this.player)
      return {
        taken: false,
        moved: false,
        messages: [bumpMessage(bump?.reason ?? 'entity')],
        died: false,
      }
    }
    this.stats.turns++
    if (moved) this.stats.steps++
    const { Monster } = this.world.components
    const messages = turnMessages(events, this.player, (eid) => Monster.kind[eid] as number)
    this.stats.kills += events.deaths.filter((death) => !death.player).length
    this.tell(messages)
    return { taken: true, moved, messages, died: this.dead }
  }

  /** True when the player stands on the down stairs. */
  onStairsDown(): boolean {
    const { x, y } = this.playerPosition()
    return tileAt(this.level, x, y) === Tile.StairsDown
  }

  /** Down the stairs to the next level of the chain; false (and nothing changes) off the stairs. */
  descend(): boolean {
    if (!this.onStairsDown() || this.dead) return false
    this.goTo({ ...this.place, depth: this.place.depth + 1 })
    // A breath on the stairs: part of what was lost comes back.
    const { Health } = this.world.components
    const missing = this.maxHp - this.hp
    Health.hp[this.player] = this.hp + Math.ceil(missing * DESCENT_HEAL)
    return true
  }

  /** A new chain (a fresh seed by default) at the same depth, with the same choice. */
  regenerate(runSeed: string = randomSeed()): void {
    this.goTo({ ...this.place, runSeed })
  }

  /** The level of the same seed and depth made with another choice. */
  reconfigure(choice: GeneratorChoice, runSeed: string = this.place.runSeed): void {
    this.goTo({ ...this.place, choice, runSeed })
  }

  /** Swaps in the generated level for `place`; the player moves to its start. */
  private goTo(next: RunPlace): void {
    const { map: _, ...place } = next
    setDungeon(this.world, generateLevel(place), { generated: true })
    this.place = place
    this.monsterIds = populateLevel(
      this.world,
      this.levelSeed,
      this.level.rooms.length,
      place.depth,
    )
    // A new level starts unexplored; the player sees from where they arrive.
    visibilitySystem(this.world)
    this.stats.dungeons++
  }
}

/** The player: the tutorials' fighter, seeing as far as a torch, healing slowly. */
function spawnHero(world: GameWorld<PlayLevel>): number {
  const player = spawnPlayer(world, undefined, { sight: SIGHT_RADIUS })
  makeFighter(world, player, PLAYER_STATS, { regen: PLAYER_REGEN })
  return player
}

function freshStats(): RunStats {
  return { steps: 0, dungeons: 1, turns: 0, kills: 0 }
}

/** The generated level for `place`. */
export function generateLevel(place: RunPlace): PlayLevel {
  return generateDungeon({
    ...optionsFor(place.choice),
    seed: levelSeed(place.runSeed, place.depth),
  })
}
