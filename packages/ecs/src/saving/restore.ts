import { pointToIndex } from '@delve/map'
import { addComponent, addEntity, removeEntity } from 'bitecs'
import { checkInteger, checkOptions, readInteger, readRecord, show } from '../checks.js'
import { EntityError, SnapshotError } from '../errors.js'
import { createGameWorld } from '../kinds/create-world.js'
import { DEFAULT_KINDS } from '../kinds/default-kinds.js'
import { updateView } from '../systems/visibility.js'
import { MAX_CAPACITY } from '../world/components.js'
import type { GameWorld, Kinds } from '../world/game-world.js'
import { checkKinds } from '../world/world.js'
import { type EntitySnapshot, type ItemSnapshot, SNAPSHOT_VERSION } from './format.js'
import { decodeMask } from './mask-codec.js'
import { readEntities, readItems, readKinds, readLevel } from './read.js'

/** What `restore` takes besides the snapshot. */
export interface RestoreOptions {
  /** Capacity of the new world; default the snapshot's. Must exceed every entity id. */
  capacity?: number
  /** The kinds of the new world (default `DEFAULT_KINDS`); the snapshot's are found by name. */
  kinds?: Kinds
}

/**
 * A world equal to the one `snapshot` was taken of: the same level (regenerated from seed and
 * options, or read from its rows), the same entity ids with the same components, the same
 * occupancy. The whole input is checked before anything is built: a corrupt or outdated
 * snapshot is a `SnapshotError` naming what is wrong, never a half-built world. A regenerated
 * level is recorded as the world's origin, so the next `snapshot` stores it as a seed again.
 */
export function restore(data: unknown, options: RestoreOptions = {}): GameWorld {
  const fn = 'restore'
  const given = checkOptions(fn, options, 'an object { capacity?, kinds? }')
  if (given.capacity !== undefined) {
    checkInteger(fn, 'options.capacity', given.capacity, 2, MAX_CAPACITY, EntityError)
  }
  if (given.kinds !== undefined) checkKinds(fn, 'options.kinds', given.kinds)
  const root = readRecord(data, 'snapshot')
  const version = readVersion(root.version)
  const kinds = (given.kinds as Kinds | undefined) ?? DEFAULT_KINDS
  const codes = readKinds(root.kinds, version, kinds)
  const capacity = readInteger(given.capacity ?? root.capacity, 'capacity', 2, MAX_CAPACITY)
  const { level, generated } = readLevel(root.dungeon)
  const entities = readEntities(root.entities, level, capacity, codes.monsters)
  const items = readItems(root.items, level, capacity, codes.items, entities)

  const seed =
    root.seed === undefined ? {} : { seed: readInteger(root.seed, 'seed', 0, 0xffffffff) }
  const turn =
    root.turn === undefined ? 0 : readInteger(root.turn, 'turn', 0, Number.MAX_SAFE_INTEGER)
  // A regenerated level is exactly what generateDungeon made: its origin needs no second check.
  const combat = root.combat ?? 'fixed'
  if (combat !== 'rolled' && combat !== 'fixed') {
    throw new SnapshotError('combat', `must be "rolled" or "fixed", got ${JSON.stringify(combat)}`)
  }
  const world = createGameWorld(level, {
    capacity,
    ...seed,
    kinds,
    combat,
    generated: generated !== undefined,
  })
  world.turn = turn
  world.rolls =
    root.rolls === undefined ? 0 : readInteger(root.rolls, 'rolls', 0, Number.MAX_SAFE_INTEGER)
  const explored =
    root.vision === undefined
      ? undefined
      : decodeMask(
          readRecord(root.vision, 'vision').explored,
          level.width * level.height,
          'vision.explored',
        )
  const { Position, MoveIntent, BlocksMovement, Player, Actor, Monster, Renderable, Viewshed } =
    world.components
  // bitecs hands out ids 1, 2, 3 … in a new world: take them all, then give back the gaps.
  const wanted = new Set([...entities, ...items].map((e) => e.id))
  const last = Math.max(entities.at(-1)?.id ?? 0, items.at(-1)?.id ?? 0)
  for (let id = 1; id <= last; id++) addEntity(world)
  for (let id = last; id >= 1; id--) if (!wanted.has(id)) removeEntity(world, id)
  for (const entity of entities) {
    const { id, position, intent } = entity
    addComponent(world, id, Position)
    addComponent(world, id, MoveIntent)
    Position.x[id] = position.x
    Position.y[id] = position.y
    MoveIntent.dx[id] = intent.dx
    MoveIntent.dy[id] = intent.dy
    if (entity.blocks) {
      addComponent(world, id, BlocksMovement)
      world.occupancy[pointToIndex(level, position)] = id
    }
    if (entity.player) addComponent(world, id, Player)
    if (entity.actor) addComponent(world, id, Actor)
    if (entity.monster) {
      addComponent(world, id, Monster)
      Monster.kind[id] = entity.monster.kind
    }
    if (entity.sprite !== undefined) {
      addComponent(world, id, Renderable)
      Renderable.sprite[id] = entity.sprite
    }
    if (entity.sight !== undefined) {
      addComponent(world, id, Viewshed)
      Viewshed.radius[id] = entity.sight
    }
    restoreCreature(world, id, entity)
    if (entity.pack !== undefined) {
      addComponent(world, id, world.components.Inventory)
      world.components.Inventory.capacity[id] = entity.pack
    }
  }
  for (const item of items) restoreItem(world, item)
  // What was explored comes back as saved; what is visible is seen again from where the player is.
  if (explored) world.vision.explored.set(explored)
  updateView(world)
  return world
}

/** The versions `restore` reads, in words. */
const READS = `writes version ${SNAPSHOT_VERSION} and reads versions 1 to ${SNAPSHOT_VERSION}`

/**
 * The snapshot's version. A whole number it does not read is a save of another version of
 * @delve/ecs, and says so, naming both; anything else was never a version (an edited save, or
 * not a snapshot at all), and says that instead.
 */
function readVersion(version: unknown): number {
  if (version === SNAPSHOT_VERSION || version === 1) return version
  if (Number.isSafeInteger(version) && (version as number) > 0) {
    throw new SnapshotError(
      'version',
      `is ${version}; the save is from another version of @delve/ecs: it holds snapshot version ${version}, this one ${READS}`,
    )
  }
  throw new SnapshotError(
    'version',
    `is ${version === undefined ? 'undefined' : show(version)}; a snapshot's version is a whole number (this @delve/ecs ${READS}): the save was edited, or is not a snapshot`,
  )
}

function restoreItem(world: GameWorld, item: ItemSnapshot): void {
  const { Item, Position, Carried } = world.components
  const { id } = item
  addComponent(world, id, Item)
  Item.kind[id] = item.kind
  if (item.charges !== undefined) {
    addComponent(world, id, world.components.Charges)
    world.components.Charges.left[id] = item.charges
  }
  if (item.at) {
    addComponent(world, id, Position)
    Position.x[id] = item.at.x
    Position.y[id] = item.at.y
  } else {
    addComponent(world, id, Carried)
    Carried.holder[id] = item.holder as number
    Carried.order[id] = item.order as number
  }
}

/** The parts of a fighter or a monster an entity snapshot holds. */
function restoreCreature(world: GameWorld, id: number, entity: EntitySnapshot): void {
  const c = world.components
  const { health, fighter, energy, mind } = entity
  if (health) {
    addComponent(world, id, c.Health)
    c.Health.hp[id] = health.hp
    c.Health.max[id] = health.max
    c.Health.regen[id] = health.regen
  }
  if (fighter) {
    addComponent(world, id, c.Fighter)
    c.Fighter.power[id] = fighter.power
    c.Fighter.defence[id] = fighter.defence
    c.Fighter.accuracy[id] = fighter.accuracy ?? 80
    c.Fighter.spread[id] = fighter.spread ?? 1
    c.Fighter.throwing[id] = fighter.throwing ?? 0
  }
  if (entity.experience) {
    addComponent(world, id, c.Experience)
    c.Experience.xp[id] = entity.experience.xp
    c.Experience.level[id] = entity.experience.level
    c.Experience.pending[id] = entity.experience.pending
  }
  if (entity.equipment) {
    addComponent(world, id, c.Equipment)
    c.Equipment.weapon[id] = entity.equipment.weapon
    c.Equipment.armour[id] = entity.equipment.armour
  }
  if (energy) {
    addComponent(world, id, c.Energy)
    c.Energy.energy[id] = energy.energy
    c.Energy.speed[id] = energy.speed
    c.Energy.slowed[id] = energy.slowed ?? 0
  }
  if (mind) {
    addComponent(world, id, c.Mind)
    c.Mind.state[id] = mind.state
    c.Mind.targetX[id] = mind.target.x
    c.Mind.targetY[id] = mind.target.y
    c.Mind.timer[id] = mind.timer
    c.Mind.leader[id] = mind.leader ?? 0
    c.Mind.cooldown[id] = mind.cooldown ?? 0
  }
  if (entity.hostile) addComponent(world, id, c.Hostile)
  if (entity.corpse) addComponent(world, id, c.Corpse)
}
