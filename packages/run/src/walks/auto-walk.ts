import {
  exploreStep,
  floorItems,
  type GameWorld,
  itemsAt,
  runStep,
  type StopReason,
  travelStep,
} from '@delve/ecs'
import {
  ArgumentTypeError,
  checkInteger,
  checkOneOf,
  checkRecord,
  type Point,
  Tile,
} from '@delve/map'
import { checkEntityId, checkWorld } from '../content/checks.js'
import { packFull } from '../content/stacks.js'

/**
 * A walk the game takes for the player, a turn a step: auto-explore (`o`), travel to the known
 * down stairs (`G`, or `>` off the stairs) or up stairs (`stairs: 'up'`, `<` off the stairs),
 * or a run in one direction (Shift + a direction).
 */
export type WalkPlan =
  | { kind: 'explore' }
  | { kind: 'travel'; stairs?: 'up' | 'down' }
  | { kind: 'run'; dx: number; dy: number }

/**
 * What the walk does next: a step, picking up what lies underfoot, or stopping, and why (for a
 * `monster`, the one it stopped for).
 */
export type AutoStep =
  | { kind: 'step'; dx: number; dy: number }
  | { kind: 'pickup' }
  | { kind: 'stop'; reason: WalkStop; monster?: number }

/** Why a walk stops: the decisions' reasons, and `no-stairs` for travel with none known. */
export type WalkStop = StopReason | 'no-stairs'

/**
 * What a level's walks remember between presses: the items already reported (seeing them again
 * stops nothing) and those auto-explore gave up on (out of reach, or refused by a full pack).
 * A new level needs a new one: entity ids are reused from level to level.
 */
export class WalkMemory {
  readonly reported = new Set<number>()
  readonly skipped = new Set<number>()
  /** The sleeping monsters a walk stopped for: passing beside them again stops nothing. */
  readonly sleepers = new Set<number>()

  /** Notes every item the player sees on the floor as reported. */
  reportSeen(world: GameWorld): void {
    checkWorld('WalkMemory.reportSeen', world)
    for (const item of itemsInView(world)) this.reported.add(item)
  }
}

/**
 * One walk in progress. Auto-explore picks up the items on its way: it stops when it sees one
 * (the first time), goes to it when pressed again, and picks it up, then explores on. What is
 * already in view when a walk begins has been seen: explore goes for it at once. It never goes
 * for an offering on an altar (taking one is the player's choice: `skipped`). Every walk stops
 * for a monster awake in view (explore and travel pass a sleeping one by, and stop once when the
 * way comes beside it), and when hit points fall below half (or, for a walk begun below
 * half, below where they were when it began). The decisions are `@delve/ecs`'s `exploreStep`,
 * `travelStep` and `runStep`, so a headless player can walk the same way.
 */
export class AutoWalk {
  private readonly hurtBelow: number

  constructor(
    public plan: WalkPlan,
    private readonly world: GameWorld,
    private readonly player: number,
    private readonly memory: WalkMemory,
  ) {
    checkPlan('new AutoWalk', plan)
    checkEntityId('new AutoWalk', 'player', checkWorld('new AutoWalk', world), player)
    if (!(memory instanceof WalkMemory)) {
      throw new ArgumentTypeError('new AutoWalk', 'memory', memory, 'a WalkMemory')
    }
    const { Health } = world.components
    const hp = Health.hp[player] as number
    const max = Health.max[player] as number
    this.hurtBelow = max > 0 ? Math.min(HURT_SHARE, (hp - 0.5) / max) : 0
    // The player pressed with these items on screen: seeing them is no news to stop for.
    memory.reportSeen(world)
  }

  /** The next thing to do; a `stop` ends the walk. */
  next(): AutoStep {
    const { world, player, plan } = this
    switch (plan.kind) {
      case 'run': {
        const decision = runStep(world, player, plan.dx, plan.dy)
        if (decision.kind === 'stop') return decision
        // A corridor's bend: the run goes on the way it turned.
        this.plan = { kind: 'run', dx: decision.dx, dy: decision.dy }
        return decision
      }
      case 'travel': {
        const stairs = plan.stairs === 'up' ? knownStairsUp(world) : knownStairsDown(world)
        if (!stairs) return { kind: 'stop', reason: 'no-stairs' }
        return this.decided(travelStep(world, player, stairs, this.options()))
      }
      case 'explore':
        return this.explore()
    }
  }

  /** Auto-explore: what lies underfoot, then the items seen, then the unexplored. */
  private explore(): AutoStep {
    const { world, player, memory } = this
    const full = packFull(world, player)
    const { Position } = world.components
    const x = Position.x[player] as number
    const y = Position.y[player] as number
    const here = itemsAt(world, x, y).filter((item) => !memory.skipped.has(item))
    if (here.length > 0) {
      if (here.some((item) => !packFull(world, player, item))) return { kind: 'pickup' }
      for (const item of here) memory.skipped.add(item)
    }
    if (!full) {
      // The nearest item reported and not given up on, as the crow flies; unreachable ones are
      // given up on, so this ends.
      for (const item of this.wanted({ x, y })) {
        const to = { x: Position.x[item] as number, y: Position.y[item] as number }
        const decision = travelStep(world, player, to, this.options())
        if (decision.kind === 'step') return decision
        if (decision.reason !== 'unreachable' && decision.reason !== 'arrived') {
          return this.decided(decision)
        }
        memory.skipped.add(item)
      }
    }
    return this.decided(exploreStep(world, player, this.options()))
  }

  /** The items reported lying on the floor, not given up on, nearest first. */
  private wanted(from: Point): number[] {
    const { Position } = this.world.components
    const far = (item: number) =>
      Math.max(
        Math.abs((Position.x[item] as number) - from.x),
        Math.abs((Position.y[item] as number) - from.y),
      )
    return floorItems(this.world)
      .filter((item) => this.memory.reported.has(item) && !this.memory.skipped.has(item))
      .sort((a, b) => far(a) - far(b) || a - b)
  }

  /**
   * A decision of the package's, with the items it stopped for remembered as reported, and the
   * monster it stopped for as passed (a sleeper's stop is told once; one awake stops it anyway).
   */
  private decided(decision: ReturnType<typeof exploreStep>): AutoStep {
    if (decision.kind === 'stop' && decision.reason === 'item') this.memory.reportSeen(this.world)
    if (decision.kind === 'stop' && decision.reason === 'monster') {
      this.memory.sleepers.add(decision.monster)
    }
    return decision
  }

  private options() {
    return {
      knownItems: this.memory.reported,
      hurtBelow: this.hurtBelow,
      knownSleepers: this.memory.sleepers,
    }
  }

  /** The items seen now, on the floor, that the walk stopped for: for the stop's message. */
  itemsSeen(): number[] {
    return itemsInView(this.world)
  }
}

/** Below this share of their hit points a walk stops: below half. */
const HURT_SHARE = 0.5

/** The down stairs, if the player has explored them: the level's own, or any such tile seen. */
export function knownStairsDown(world: GameWorld): Point | undefined {
  checkWorld('knownStairsDown', world)
  const given = (world.dungeon as { stairsDown?: Point }).stairsDown
  return knownStairs(world, given, Tile.StairsDown)
}

/** The up stairs, if the player has explored them: the level's own, or any such tile seen. */
export function knownStairsUp(world: GameWorld): Point | undefined {
  checkWorld('knownStairsUp', world)
  const given = (world.dungeon as { stairsUp?: Point }).stairsUp
  return knownStairs(world, given, Tile.StairsUp)
}

function knownStairs(world: GameWorld, given: Point | undefined, code: number): Point | undefined {
  const { width, tiles } = world.dungeon
  const { explored } = world.vision
  if (
    given &&
    tiles[given.y * width + given.x] === code &&
    explored[given.y * width + given.x] === 1
  ) {
    return given
  }
  for (let i = 0; i < tiles.length; i++) {
    if (tiles[i] === code && explored[i] === 1) return { x: i % width, y: (i / width) | 0 }
  }
  return undefined
}

/** The items on the floor on tiles the player sees. */
function itemsInView(world: GameWorld): number[] {
  const { visible } = world.vision
  const { width } = world.dungeon
  const { Position } = world.components
  return floorItems(world).filter(
    (item) => visible[(Position.y[item] as number) * width + (Position.x[item] as number)] === 1,
  )
}

/** A walk's plan: explore, travel to stairs up or down, or run one way. */
function checkPlan(fn: string, plan: unknown): void {
  const p = checkRecord(fn, 'plan', plan, 'a WalkPlan { kind, … }')
  checkOneOf(fn, 'plan.kind', p.kind, ['explore', 'travel', 'run'])
  if (p.kind === 'travel' && p.stairs !== undefined) {
    checkOneOf(fn, 'plan.stairs', p.stairs, ['up', 'down'])
  }
  if (p.kind === 'run') {
    checkInteger(fn, 'plan.dx', p.dx, -1, 1)
    checkInteger(fn, 'plan.dy', p.dy, -1, 1)
  }
}
