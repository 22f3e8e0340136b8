import { addComponent } from 'bitecs'
import { checkInteger, checkOptions, checkRecord } from '../checks.js'
import { EntityError } from '../errors.js'
import type { FighterStats, GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkEntity } from '../world/spawn.js'

/** Most hit points, power or defence a fighter may have (the components are 16-bit). */
export const MAX_STAT = 30_000

/** What `makeFighter` takes besides the stats. */
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
  checkWorld('makeFighter', world)
  fighterFrom('makeFighter', world, eid, stats, options)
}

/** `makeFighter` for `fn` (`makeMonster` makes one of a kind's stats), in a checked world. */
function fighterFrom(
  fn: string,
  world: GameWorld,
  eid: number,
  given: FighterStats,
  options: FighterOptions,
): void {
  checkEntity(fn, 'eid', world, eid)
  const stats = checkRecord(
    fn,
    'stats',
    given,
    'fighter stats { hp, power, defence, accuracy?, spread? }',
  )
  const askedRegen = checkOptions(fn, options, 'an object { regen? }').regen ?? 0
  const hp = checkInteger(fn, 'stats.hp', stats.hp, 1, MAX_STAT, EntityError)
  const power = checkInteger(fn, 'stats.power', stats.power, 0, MAX_STAT, EntityError)
  const defence = checkInteger(fn, 'stats.defence', stats.defence, 0, MAX_STAT, EntityError)
  const regen = checkInteger(fn, 'options.regen', askedRegen, 0, MAX_STAT, EntityError)
  const accuracy = checkInteger(
    fn,
    'stats.accuracy',
    stats.accuracy ?? DEFAULT_ACCURACY,
    0,
    100,
    EntityError,
  )
  const spread = checkInteger(
    fn,
    'stats.spread',
    stats.spread ?? DEFAULT_SPREAD,
    0,
    255,
    EntityError,
  )
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
  Fighter.throwing[eid] = 0
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
  checkWorld('makeMonster', world)
  checkEntity('makeMonster', 'eid', world, eid)
  monsterOf('makeMonster', world, eid, kind)
}

/** `makeMonster` for `fn` (`spawnMonster`), of a live entity in a checked world. */
export function monsterOf(fn: string, world: GameWorld, eid: number, kind: number): void {
  const last = world.kinds.monsters.length - 1
  const info = world.kinds.monsters[checkInteger(fn, 'kind', kind, 0, last, EntityError)]
  if (!info) throw new EntityError(fn, 'kind', kind, `an integer from 0 to ${last}`)
  fighterFrom(fn, world, eid, info, {})
  const { Energy, Mind, Viewshed, Hostile } = world.components
  addComponent(world, eid, Energy)
  addComponent(world, eid, Mind)
  addComponent(world, eid, Viewshed)
  addComponent(world, eid, Hostile)
  Energy.energy[eid] = 0
  Energy.speed[eid] = info.speed
  Energy.slowed[eid] = 0
  Viewshed.radius[eid] = info.sight
  // Ids are recycled: nothing of the last mind on this id is kept (a snapshot would show it).
  Mind.state[eid] = 0
  Mind.targetX[eid] = 0
  Mind.targetY[eid] = 0
  Mind.timer[eid] = 0
  Mind.leader[eid] = 0
  Mind.cooldown[eid] = 0
}
