import {
  canStep,
  DIRS_8,
  dijkstraMap,
  inBounds,
  isWalkable,
  type Point,
  stepDownhill,
} from '@delve/map'
import { hasComponent } from 'bitecs'
import { checkInteger, checkPoint } from '../checks.js'
import { EntityError } from '../errors.js'
import { say, type TurnEvents } from '../events/turn-events.js'
import type { BehaviourContext, GameWorld, MonsterKindInfo } from '../world/game-world.js'
import { noise, roll } from '../world/noise.js'
import { checkPlaced, occupantAt } from '../world/queries.js'
import { inPlayerSight } from '../world/sight.js'
import { strike } from './combat.js'

/**
 * The monsters' turn as a behaviour sees it (`BehaviourContext`): one for each `monstersAct`,
 * holding the Dijkstra map toward the player, made the first time a hunter needs it and shared.
 * Its moves set a monster's step (`MoveIntent`); the monster turn settles the steps of a round
 * together. Blows land at once.
 */
export class MonstersTurn implements BehaviourContext {
  /** The Dijkstra map toward the player, once made this turn. */
  private toward: Float64Array | null = null

  constructor(
    readonly world: GameWorld,
    readonly player: number,
    readonly events: TurnEvents,
  ) {}

  readonly roll = (n: number): number => {
    return roll(this.world, n)
  }

  readonly kindOf = (monster: number): Readonly<MonsterKindInfo> => {
    const { Monster } = this.world.components
    const kind = hasComponent(this.world, monster, Monster)
      ? this.world.kinds.monsters[Monster.kind[monster] as number]
      : undefined
    if (kind === undefined) {
      throw new EntityError('kindOf', 'monster', monster, 'a monster of a kind of the world')
    }
    return kind
  }

  readonly at = (eid: number): Point => {
    checkPlaced('at', 'eid', this.world, eid)
    const { Position } = this.world.components
    return { x: Position.x[eid] as number, y: Position.y[eid] as number }
  }

  readonly sees = (monster: number): boolean => {
    checkPlaced('sees', 'monster', this.world, monster)
    return inPlayerSight(this.world, monster)
  }

  readonly isFree = (at: Point): boolean => {
    checkPoint('isFree', 'at', at)
    const map = this.world.dungeon
    if (!inBounds(map, at.x, at.y)) return false
    return (
      isWalkable(map.tiles[at.y * map.width + at.x] as number) &&
      occupantAt(this.world, at.x, at.y) === 0
    )
  }

  readonly noise = (monster: number, salt: number): number => {
    return noise(this.world.seed, this.world.turn, monster, salt)
  }

  readonly hunt = (monster: number): void => {
    const at = this.at(monster)
    stepTo(this, monster, at, stepDownhill(this.world.dungeon, this.towardMap(), at))
  }

  readonly step = (monster: number, dx: number, dy: number): boolean => {
    const at = this.at(monster)
    checkInteger('step', 'dx', dx, -1, 1)
    checkInteger('step', 'dy', dy, -1, 1)
    if (!canStep(this.world.dungeon, at.x, at.y, dx, dy)) return false
    stepTo(this, monster, at, { x: at.x + dx, y: at.y + dy })
    return true
  }

  /**
   * A step to the neighbour farthest from the player on the turn's Dijkstra map, if one is
   * farther than here (ties: the first clockwise from north). False when cornered.
   */
  readonly stepAway = (monster: number): boolean => {
    const at = this.at(monster)
    const { world } = this
    const map = world.dungeon
    const toward = this.towardMap()
    let best = toward[at.y * map.width + at.x] as number
    let next: Point | undefined
    for (const [dx, dy] of DIRS_8) {
      if (!canStep(map, at.x, at.y, dx, dy) || occupantAt(world, at.x + dx, at.y + dy) !== 0)
        continue
      const d = toward[(at.y + dy) * map.width + at.x + dx] as number
      if (d > best && Number.isFinite(d)) {
        best = d
        next = { x: at.x + dx, y: at.y + dy }
      }
    }
    if (!next) return false
    world.components.MoveIntent.dx[monster] = next.x - at.x
    world.components.MoveIntent.dy[monster] = next.y - at.y
    return true
  }

  readonly strike = (monster: number, ranged = false): void => {
    checkPlaced('strike', 'monster', this.world, monster)
    strike(this.world, monster, this.player, this.events, ranged === true)
  }

  readonly say = (monster: number, text: string): void => {
    say(this.events, text, monster)
  }

  /** The map toward the player, made on the first call of the turn. */
  readonly towardMap = (): Float64Array => {
    const { world, player } = this
    const { Position } = world.components
    const target = { x: Position.x[player] as number, y: Position.y[player] as number }
    this.toward ??= dijkstraMap(world.dungeon, [target], { out: towardBuffer(world) })
    return this.toward
  }
}

/** Steps to `next`, or attacks the player standing there. */
export function stepTo(turn: MonstersTurn, eid: number, at: Point, next: Point | undefined): void {
  if (!next) return
  const { world, player } = turn
  if (occupantAt(world, next.x, next.y) === player) {
    if (world.components.Hostile && hasComponent(world, eid, world.components.Hostile)) {
      strike(world, eid, player, turn.events)
    }
    return
  }
  world.components.MoveIntent.dx[eid] = next.x - at.x
  world.components.MoveIntent.dy[eid] = next.y - at.y
}

/** The monsters in entity id order, and the buffer of the Dijkstra map toward the player. */
interface TurnScratch {
  order: Int32Array
  toward: Float64Array
}

/** Each world's turn memory, made on its first turn. */
const TURN_SCRATCH = new WeakMap<GameWorld, TurnScratch>()

/** The turn's working memory, kept for the world so a turn allocates no arrays. */
export function turnScratch(world: GameWorld): TurnScratch {
  let scratch = TURN_SCRATCH.get(world)
  if (scratch === undefined) {
    scratch = { order: new Int32Array(world.capacity), toward: new Float64Array(0) }
    TURN_SCRATCH.set(world, scratch)
  }
  return scratch
}

/** The buffer for the map toward the player, sized for the current level. */
function towardBuffer(world: GameWorld): Float64Array {
  const scratch = turnScratch(world)
  const size = world.dungeon.width * world.dungeon.height
  if (scratch.toward.length !== size) scratch.toward = new Float64Array(size)
  return scratch.toward
}
