import {
  type BumpReason,
  createGameWorld,
  type GameWorld,
  getPosition,
  kindInfo,
  type MonsterKindInfo,
  setDungeon,
  setIntent,
  setViewshed,
  spawnPlayer,
  step,
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
import { type Direction, STEP } from './directions.js'
import { populateLevel } from './monster-placement.js'

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

/** What happened when the player tried to take a step. */
export type MoveOutcome =
  | { moved: true }
  | { moved: false; reason: BumpReason; monster?: Readonly<MonsterKindInfo> }

/** Tallies shown when the player leaves. */
export interface RunStats {
  steps: number
  dungeons: number
}

export interface MonsterView {
  x: number
  y: number
  /** Index into the monster kinds of `@delve/ecs`. */
  kind: number
}

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

  /** A run at `depth` of the chain of `runSeed` (the first level by default). */
  static start(choice: GeneratorChoice, runSeed: string = randomSeed(), depth = 1): DungeonRun {
    const place: RunPlace = { runSeed, depth, choice }
    // Fresh from generateDungeon: the world records its seed without generating it again.
    const world = createGameWorld<PlayLevel>(generateLevel(place), { generated: true })
    const player = spawnPlayer(world, undefined, { sight: SIGHT_RADIUS })
    const monsters = populateLevel(world, levelSeed(runSeed, depth), world.dungeon.rooms.length)
    return new DungeonRun({ place, world, player, monsters, stats: { steps: 0, dungeons: 1 } })
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
    const player = spawnPlayer(world, undefined, { sight: SIGHT_RADIUS })
    const monsters = populateLevel(world, runSeed, map.rooms.length)
    return new DungeonRun({ place, world, player, monsters, stats: { steps: 0, dungeons: 1 } })
  }

  constructor(parts: RunParts) {
    this.place = { ...parts.place }
    this.world = parts.world
    this.player = parts.player
    this.monsterIds = [...parts.monsters]
    this.stats = { ...parts.stats }
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
   * The monsters in reading order (top row first), which does not depend on their entity ids:
   * ids are recycled from level to level, and a reloaded run numbers them afresh.
   */
  monsters(): MonsterView[] {
    const { Monster } = this.world.components
    return this.monsterIds
      .map((eid) => ({ ...getPosition(this.world, eid), kind: Monster.kind[eid] as number }))
      .sort((a, b) => a.y - b.y || a.x - b.x)
  }

  /** One turn: the player tries to step one tile in `direction`. */
  move(direction: Direction): MoveOutcome {
    const { dx, dy } = STEP[direction]
    setIntent(this.world, this.player, dx, dy)
    const { bumps, moves } = step(this.world)
    if (moves.some((move) => move.eid === this.player)) {
      this.stats.steps++
      return { moved: true }
    }
    const bump = bumps.find((b) => b.eid === this.player)
    if (!bump) return { moved: false, reason: 'entity' }
    const { Monster } = this.world.components
    if (bump.reason === 'entity' && bump.other && this.monsterIds.includes(bump.other)) {
      return {
        moved: false,
        reason: 'entity',
        monster: kindInfo(Monster.kind[bump.other] as number),
      }
    }
    return { moved: false, reason: bump.reason }
  }

  /** True when the player stands on the down stairs. */
  onStairsDown(): boolean {
    const { x, y } = this.playerPosition()
    return tileAt(this.level, x, y) === Tile.StairsDown
  }

  /** Down the stairs to the next level of the chain; false (and nothing changes) off the stairs. */
  descend(): boolean {
    if (!this.onStairsDown()) return false
    this.goTo({ ...this.place, depth: this.place.depth + 1 })
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
    this.monsterIds = populateLevel(this.world, this.levelSeed, this.level.rooms.length)
    // A new level starts unexplored; the player sees from where they arrive.
    visibilitySystem(this.world)
    this.stats.dungeons++
  }
}

/** The generated level for `place`. */
export function generateLevel(place: RunPlace): PlayLevel {
  return generateDungeon({
    ...optionsFor(place.choice),
    seed: levelSeed(place.runSeed, place.depth),
  })
}
