import {
  type BumpReason,
  createGameWorld,
  type GameWorld,
  getPosition,
  setDungeon,
  setIntent,
  spawnPlayer,
  step,
} from '@delve/ecs'
import { type Dungeon, generateDungeon, type Point, randomSeed } from '@delve/map'
import { type Direction, STEP } from './directions.js'
import type { DungeonRequest } from './url-params.js'

/** What happened when the player tried to take a step. */
export type MoveOutcome = { moved: true } | { moved: false; reason: BumpReason }

/** Tallies shown when the player leaves. */
export interface RunStats {
  steps: number
  dungeons: number
}

/**
 * One visit to the dungeon, with no rendering or input: the ECS world, the player and the dungeon
 * it stands in. The scene drives it from the keyboard; tests drive it directly.
 */
export class DungeonRun {
  readonly world: GameWorld<Dungeon>
  readonly player: number
  readonly stats: RunStats = { steps: 0, dungeons: 1 }

  constructor(request: DungeonRequest) {
    this.world = createGameWorld(generateDungeon(request))
    this.player = spawnPlayer(this.world)
  }

  get dungeon(): Dungeon {
    return this.world.dungeon
  }

  playerPosition(): Point {
    return getPosition(this.world, this.player)
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
    return { moved: false, reason: bump?.reason ?? 'entity' }
  }

  /** A new dungeon of the same preset, algorithm and size; the player moves to its start. */
  regenerate(seed: string = randomSeed()): Dungeon {
    const dungeon = generateDungeon({ ...sameKindAs(this.dungeon), seed })
    setDungeon(this.world, dungeon)
    this.stats.dungeons++
    return dungeon
  }
}

/** The request that makes another dungeon like `dungeon`, without its seed. */
export function sameKindAs(dungeon: Dungeon): DungeonRequest {
  const { preset, algorithm, width, height } = dungeon.options
  return { preset, algorithm, width, height }
}
