import { DIRS_8 } from '@delve/map'
import { isIntegerIn, show } from '../checks.js'
import { KindError } from '../errors.js'
import { MAX_SIGHT_RADIUS } from '../world/components.js'
import type { BehaviourContext, BehaviourDefinition, MonsterKindInfo } from '../world/game-world.js'
import { defineBehaviour } from './registry.js'
import { summon } from './summon.js'
import { hasLoot, snatch } from './thief.js'

// The six ways of acting Delve comes with, made with `defineBehaviour` as a game's own are: each
// an `act` over the context the monster turn gives (and the thief's `onHit`). A kind names one by
// its `behaviour`; `melee` is the default.

/** Walks up and strikes: down the turn's map toward the player. */
export const MELEE = defineBehaviour('melee', { act: (ctx, monster) => ctx.hunt(monster) })

/**
 * An archer: beside the player it steps back when it can; within `range` (dx² + dy² ≤ range²)
 * of a player it sees it shoots; else it walks up as a melee monster does.
 */
export const RANGED = defineBehaviour('ranged', {
  act(ctx, monster) {
    const { dx, dy } = offset(ctx, monster)
    const range = ctx.kindOf(monster).range ?? 0
    if (Math.max(Math.abs(dx), Math.abs(dy)) === 1) {
      if (!ctx.stepAway(monster)) ctx.hunt(monster)
    } else if (dx * dx + dy * dy > range * range) {
      ctx.hunt(monster)
    } else {
      ctx.strike(monster, true)
    }
  },
  checkKind: checkRange,
})

/** A coward: hurt below `fleeAt` in 100 of its hit points (default 50) it runs, if it can. */
export const COWARDLY = defineBehaviour('cowardly', {
  act(ctx, monster) {
    const { Health } = ctx.world.components
    const fleeAt = ctx.kindOf(monster).fleeAt ?? 50
    const hurt = (Health.hp[monster] as number) * 100 < (Health.max[monster] as number) * fleeAt
    if (!hurt || !ctx.stepAway(monster)) ctx.hunt(monster)
  },
})

/** Set apart from the other draws of `noise` a monster makes (a wanderer's, a stumbler's). */
const FLIGHT = 0x0f1e_0000

/**
 * A bat's flight: `randomness` times in 100 (default 50) a step in a random direction, or a blow
 * when the player stands there (into a wall it stays put); else it hunts as a melee monster
 * does. The draw is `noise` of the monster and its energy left (so each action of a quick one
 * draws anew): nothing to save, the same in a replay.
 */
export const ERRATIC = defineBehaviour('erratic', {
  act(ctx, monster) {
    const energy = ctx.world.components.Energy.energy[monster] as number
    const draw = ctx.noise(monster, FLIGHT + (energy & 0xffff))
    if (draw % 100 >= (ctx.kindOf(monster).randomness ?? 50)) return ctx.hunt(monster)
    const [dx, dy] = DIRS_8[(draw >>> 16) % 8] as readonly [number, number]
    ctx.step(monster, dx, dy)
  },
})

/**
 * A thief walks up and, instead of harm, snatches an item from the player's pack (`snatch`);
 * carrying loot, it runs.
 */
export const THIEF = defineBehaviour('thief', {
  act(ctx, monster) {
    if (!hasLoot(ctx.world, monster) || !ctx.stepAway(monster)) ctx.hunt(monster)
  },
  onHit: (ctx, attacker, target) => snatch(ctx.world, attacker, target, ctx.events),
})

/**
 * A summoner calls its kind's `summons` when it may (`summon`), then keeps its distance as an
 * archer does, without shooting: it steps back from beside the player and holds still within
 * `range`; farther, it walks up.
 */
export const SUMMONER = defineBehaviour('summoner', {
  act(ctx, monster) {
    const kind = ctx.kindOf(monster)
    summon(ctx.world, monster, kind, ctx.at(ctx.player), ctx.events)
    const { dx, dy } = offset(ctx, monster)
    const range = kind.range ?? 0
    if (Math.max(Math.abs(dx), Math.abs(dy)) === 1) {
      if (!ctx.stepAway(monster)) ctx.hunt(monster)
    } else if (dx * dx + dy * dy > range * range) {
      ctx.hunt(monster)
    }
  },
  checkKind(kind, path) {
    checkRange(kind, path)
    const { summons } = kind
    if (typeof summons !== 'string' || summons.length === 0) {
      throw new KindError(
        `${path}.summons`,
        `must be the name of a monster kind, got ${show(summons)}`,
      )
    }
  },
})

/**
 * The behaviours Delve comes with, the default of `defineKinds`: a game with ways of its own
 * spreads them into its list (`behaviours: [...BEHAVIOURS, blinker]`).
 */
export const BEHAVIOURS: readonly BehaviourDefinition[] = Object.freeze([
  MELEE,
  RANGED,
  COWARDLY,
  ERRATIC,
  THIEF,
  SUMMONER,
])

/** Where the player stands from the monster. */
function offset(ctx: BehaviourContext, monster: number): { dx: number; dy: number } {
  const at = ctx.at(monster)
  const target = ctx.at(ctx.player)
  return { dx: target.x - at.x, dy: target.y - at.y }
}

/** An archer's and a summoner's `range`: 2 tiles or more, within sight's reach. */
function checkRange(kind: Readonly<MonsterKindInfo>, path: string): void {
  if (!isIntegerIn(kind.range, 2, MAX_SIGHT_RADIUS)) {
    throw new KindError(
      `${path}.range`,
      `must be an integer from 2 to ${MAX_SIGHT_RADIUS}, got ${show(kind.range)}`,
    )
  }
}
