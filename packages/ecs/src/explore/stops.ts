import { hasComponent } from 'bitecs'
import { MindState } from '../creatures/minds.js'
import { hasHealth } from '../turns/combat.js'
import type { GameWorld } from '../world/game-world.js'
import { standing } from '../world/internals.js'
import type { StopReason, WalkOptions } from './decision.js'

/** Why a walk must not take another step, checked before each: undefined to go on. */
export function reasonToStop(
  world: GameWorld,
  player: number,
  options: WalkOptions = {},
): StopReason | undefined {
  if (!hasHealth(world, player)) return 'dead'
  const { Health } = world.components
  const share = options.hurtBelow ?? 0.5
  if ((Health.hp[player] as number) < (Health.max[player] as number) * share) return 'hurt'
  if (monsterInView(world, true)) return 'monster'
  if (itemInView(world, player, options.knownItems)) return 'item'
  return undefined
}

/**
 * Whether a living hostile stands on a tile the player sees; `awake`: one that is not asleep (a
 * sleeper in view is a known hazard, not a reason to stop).
 */
export function monsterInView(world: GameWorld, awake = false): boolean {
  const found = standing(world, 'hostiles')
  for (let n = 0; n < found.length; n++) {
    const eid = found[n] as number
    if (inView(world, eid) && !(awake && isAsleep(world, eid))) return true
  }
  return false
}

/** Whether `eid` sleeps (a creature with a mind, asleep). */
export function isAsleep(world: GameWorld, eid: number): boolean {
  const { Mind } = world.components
  return hasComponent(world, eid, Mind) && Mind.state[eid] === MindState.Asleep
}

/**
 * The sleeping hostile in view that a step by (dx, dy) would bring the player beside (one tile
 * away, diagonals too) when it is not beside it already, and that is not one of `known`; 0 for
 * none (the lowest id when several).
 */
export function sleeperBeside(
  world: GameWorld,
  player: number,
  dx: number,
  dy: number,
  known?: { has(eid: number): boolean },
): number {
  const { Position } = world.components
  const x = Position.x[player] as number
  const y = Position.y[player] as number
  const found = standing(world, 'hostiles')
  let best = 0
  for (let n = 0; n < found.length; n++) {
    const eid = found[n] as number
    if (!inView(world, eid) || !isAsleep(world, eid) || known?.has(eid)) continue
    const mx = Position.x[eid] as number
    const my = Position.y[eid] as number
    const now = Math.max(Math.abs(mx - x), Math.abs(my - y))
    const next = Math.max(Math.abs(mx - x - dx), Math.abs(my - y - dy))
    if (now > 1 && next <= 1 && (best === 0 || eid < best)) best = eid
  }
  return best
}

/** Whether an item the player sees lies elsewhere than under it, and is not one of `known`. */
export function itemInView(
  world: GameWorld,
  player: number,
  known?: { has(eid: number): boolean },
): boolean {
  const { Position } = world.components
  const found = standing(world, 'floor')
  for (let n = 0; n < found.length; n++) {
    const item = found[n] as number
    if (known?.has(item) || !inView(world, item)) continue
    if (Position.x[item] !== Position.x[player] || Position.y[item] !== Position.y[player]) {
      return true
    }
  }
  return false
}

/** Whether an item lies on the player's own tile. */
export function itemUnder(world: GameWorld, player: number): boolean {
  const { Position } = world.components
  const found = standing(world, 'floor')
  for (let n = 0; n < found.length; n++) {
    const item = found[n] as number
    if (Position.x[item] === Position.x[player] && Position.y[item] === Position.y[player]) {
      return true
    }
  }
  return false
}

/**
 * The living hostile on a tile the player sees nearest the player (in steps, diagonals as one;
 * ties to the lowest id), or 0 for none; `awake`: of those not asleep.
 */
export function nearestMonsterInView(world: GameWorld, player: number, awake = false): number {
  const { Position } = world.components
  const px = Position.x[player] as number
  const py = Position.y[player] as number
  const found = standing(world, 'hostiles')
  let best = 0
  let least = Number.POSITIVE_INFINITY
  for (let n = 0; n < found.length; n++) {
    const eid = found[n] as number
    if (!inView(world, eid) || (awake && isAsleep(world, eid))) continue
    const d = Math.max(
      Math.abs((Position.x[eid] as number) - px),
      Math.abs((Position.y[eid] as number) - py),
    )
    if (d < least || (d === least && eid < best)) {
      best = eid
      least = d
    }
  }
  return best
}

function inView(world: GameWorld, eid: number): boolean {
  const { Position } = world.components
  const i = (Position.y[eid] as number) * world.dungeon.width + (Position.x[eid] as number)
  return world.vision.visible[i] === 1
}
