import { addComponent } from 'bitecs'
import { isIntegerIn } from '../checks.js'
import { EntityError } from '../errors.js'
import type { FighterStats, GameWorld } from '../world/game-world.js'
import { assertEntity } from '../world/spawn.js'

/** Most hit points, power or defence a fighter may have (the components are 16-bit). */
export const MAX_STAT = 30_000

export interface FighterOptions {
  /** Turns per hit point won back while hurt (0, the default: none). */
  regen?: number
}

/**
 * Makes `eid` a fighter: `Health` (full) and `Fighter` from `stats`. It can then attack and be
 * attacked; at 0 hit points it dies and leaves a corpse. A `RangeError` for stats out of range.
 */
export function makeFighter(
  world: GameWorld,
  eid: number,
  stats: FighterStats,
  options: FighterOptions = {},
): void {
  assertEntity(world, eid)
  const { hp, power, defence } = stats
  const regen = options.regen ?? 0
  const accuracy = stats.accuracy ?? DEFAULT_ACCURACY
  const spread = stats.spread ?? DEFAULT_SPREAD
  for (const [name, value, min, max] of [
    ['hp', hp, 1, MAX_STAT],
    ['power', power, 0, MAX_STAT],
    ['defence', defence, 0, MAX_STAT],
    ['regen', regen, 0, MAX_STAT],
    ['accuracy', accuracy, 0, 100],
    ['spread', spread, 0, 255],
  ] as const) {
    if (!isIntegerIn(value, min, max)) {
      throw new EntityError(
        `${name} ${value} for entity ${eid}: expected an integer from ${min} to ${max}`,
      )
    }
  }
  const { Health, Fighter } = world.components
  addComponent(world, eid, Health)
  addComponent(world, eid, Fighter)
  Health.hp[eid] = hp
  Health.max[eid] = hp
  Health.regen[eid] = regen
  Fighter.power[eid] = power
  Fighter.defence[eid] = defence
  Fighter.accuracy[eid] = accuracy
  Fighter.spread[eid] = spread
}

/** A blow's chance in 100 to land, under the rolled rule, when the stats do not say. */
export const DEFAULT_ACCURACY = 80
/** How far a blow's power varies either way, under the rolled rule, when the stats do not say. */
export const DEFAULT_SPREAD = 1

/**
 * Gives a monster what its kind's row of `world.kinds.monsters` says: a fighter's stats, an `Energy`
 * of its speed, a `Viewshed` of its sight, a `Mind` (resting) and the `Hostile` tag.
 */
export function makeMonster(world: GameWorld, eid: number, kind: number): void {
  const info = world.kinds.monsters[kind]
  if (!info) {
    throw new EntityError(
      `monster kind ${kind}: expected an integer from 0 to ${world.kinds.monsters.length - 1}`,
    )
  }
  makeFighter(world, eid, info)
  const { Energy, Mind, Viewshed, Hostile } = world.components
  addComponent(world, eid, Energy)
  addComponent(world, eid, Mind)
  addComponent(world, eid, Viewshed)
  addComponent(world, eid, Hostile)
  Energy.energy[eid] = 0
  Energy.speed[eid] = info.speed
  Viewshed.radius[eid] = info.sight
  // Ids are recycled: nothing of the last mind on this id is kept (a snapshot would show it).
  Mind.state[eid] = 0
  Mind.targetX[eid] = 0
  Mind.targetY[eid] = 0
  Mind.timer[eid] = 0
}
