import { tileAt, toAscii } from '@delve/map'
import { getAllEntities, hasComponent } from 'bitecs'
import { SnapshotError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checksumOf, type Level, samePoint } from '../world/level.js'
import { unchangedOrigin } from '../world/world.js'
import {
  type DrawnLevelSnapshot,
  type EntitySnapshot,
  type GeneratedLevelSnapshot,
  type ItemSnapshot,
  SNAPSHOT_VERSION,
  type WorldSnapshot,
} from './format.js'
import { encodeMask } from './mask-codec.js'

/**
 * The world as plain data that survives `JSON.stringify`: the level (as seed and options when
 * regenerating them gives these very tiles, else as ASCII rows) and each entity's components.
 * Only this package's components are stored; the step's events are not.
 */
export function snapshot(world: GameWorld): WorldSnapshot {
  checkWorld('snapshot', world)
  const c = world.components
  const { Position, MoveIntent, BlocksMovement, Player, Actor, Monster, Renderable, Viewshed } = c
  const all = [...getAllEntities(world)].sort((a, b) => a - b)
  const ids = all.filter((id) => !hasComponent(world, id, c.Item))
  const entities = ids.map((id): EntitySnapshot => {
    if (!hasComponent(world, id, Position) || !hasComponent(world, id, MoveIntent)) {
      throw new SnapshotError(
        `entity ${id}`,
        'has no Position or MoveIntent; snapshots hold entities made by the spawn helpers',
        'snapshot',
      )
    }
    const entity: EntitySnapshot = {
      id,
      position: { x: Position.x[id] as number, y: Position.y[id] as number },
      intent: { dx: MoveIntent.dx[id] as number, dy: MoveIntent.dy[id] as number },
      blocks: hasComponent(world, id, BlocksMovement),
      player: hasComponent(world, id, Player),
      actor: hasComponent(world, id, Actor),
    }
    if (hasComponent(world, id, Monster)) entity.monster = { kind: Monster.kind[id] as number }
    if (hasComponent(world, id, Renderable)) entity.sprite = Renderable.sprite[id] as number
    if (hasComponent(world, id, Viewshed)) entity.sight = Viewshed.radius[id] as number
    if (hasComponent(world, id, c.Health)) {
      const { hp, max, regen } = c.Health
      entity.health = { hp: hp[id] as number, max: max[id] as number, regen: regen[id] as number }
    }
    if (hasComponent(world, id, c.Fighter)) {
      const { power, defence, accuracy, spread } = c.Fighter
      entity.fighter = {
        power: power[id] as number,
        defence: defence[id] as number,
        accuracy: accuracy[id] as number,
        spread: spread[id] as number,
      }
      if (c.Fighter.throwing[id] !== 0) entity.fighter.throwing = c.Fighter.throwing[id] as number
    }
    if (hasComponent(world, id, c.Energy)) {
      const { energy, speed, slowed } = c.Energy
      entity.energy = { energy: energy[id] as number, speed: speed[id] as number }
      if (slowed[id] !== 0) entity.energy.slowed = slowed[id] as number
    }
    if (hasComponent(world, id, c.Mind)) {
      const { state, targetX, targetY, timer, leader, cooldown } = c.Mind
      entity.mind = {
        state: state[id] as number,
        target: { x: targetX[id] as number, y: targetY[id] as number },
        timer: timer[id] as number,
      }
      if (leader[id] !== 0) entity.mind.leader = leader[id] as number
      if (cooldown[id] !== 0) entity.mind.cooldown = cooldown[id] as number
    }
    if (hasComponent(world, id, c.Hostile)) entity.hostile = true
    if (hasComponent(world, id, c.Corpse)) entity.corpse = true
    if (hasComponent(world, id, c.Inventory)) entity.pack = c.Inventory.capacity[id] as number
    if (hasComponent(world, id, c.Experience)) {
      const { xp, level, pending } = c.Experience
      entity.experience = {
        xp: xp[id] as number,
        level: level[id] as number,
        pending: pending[id] as number,
      }
    }
    if (hasComponent(world, id, c.Equipment)) {
      const { weapon, armour } = c.Equipment
      entity.equipment = { weapon: weapon[id] as number, armour: armour[id] as number }
    }
    return entity
  })
  const items = all
    .filter((id) => hasComponent(world, id, c.Item))
    .map((id) => itemSnapshot(world, id))
  const saved: WorldSnapshot = {
    version: SNAPSHOT_VERSION,
    capacity: world.capacity,
    kinds: {
      monsters: world.kinds.monsters.map((kind) => kind.name),
      items: world.kinds.items.map((kind) => kind.name),
    },
    dungeon: levelSnapshot(world),
    entities,
  }
  if (items.length > 0) saved.items = items
  const { explored } = world.vision
  if (explored.includes(1)) saved.vision = { explored: encodeMask(explored) }
  if (world.turn !== 0) saved.turn = world.turn
  saved.seed = world.seed
  saved.combat = world.combat
  if (world.rolls !== 0) saved.rolls = world.rolls
  return saved
}

function itemSnapshot(world: GameWorld, id: number): ItemSnapshot {
  const { Item, Position, Carried } = world.components
  const item: ItemSnapshot = { id, kind: Item.kind[id] as number }
  if (hasComponent(world, id, Carried)) {
    item.holder = Carried.holder[id] as number
    item.order = Carried.order[id] as number
  } else if (hasComponent(world, id, Position)) {
    item.at = { x: Position.x[id] as number, y: Position.y[id] as number }
  } else {
    throw new SnapshotError(`item ${id}`, 'is neither on the floor nor carried', 'snapshot')
  }
  if (hasComponent(world, id, world.components.Charges)) {
    item.charges = world.components.Charges.left[id] as number
  }
  return item
}

/**
 * The level's part: seed and options when the world recorded them as the level's origin when
 * the level was set and the level has not changed since (never regenerated here), else rows.
 */
function levelSnapshot(world: GameWorld): GeneratedLevelSnapshot | DrawnLevelSnapshot {
  const origin = unchangedOrigin(world)
  if (!origin) return drawnLevel(world.dungeon)
  const { seed, options, checksum } = origin
  // A copy each time: callers may change what they are given.
  return { seed, options: JSON.parse(JSON.stringify(options)), checksum }
}

/**
 * Rows already drawn, per level object, with the checksum of the tiles they show. Drawing a big
 * map as text takes far longer than hashing it, and a game may save after every move, so the
 * rows are reused while the level's tiles and start stay as they were.
 */
const drawnRows = new WeakMap<Level, { checksum: number; drawn: DrawnLevelSnapshot }>()

function drawnLevel(level: Level): DrawnLevelSnapshot {
  const checksum = checksumOf(level)
  let kept = drawnRows.get(level)
  if (kept?.checksum !== checksum || !samePoint(kept.drawn.start, level.start)) {
    kept = { checksum, drawn: drawLevel(level) }
    drawnRows.set(level, kept)
  }
  // A copy each time: callers may change what they are given.
  const { drawn } = kept
  const copy: DrawnLevelSnapshot = { ...drawn, tiles: [...drawn.tiles] }
  if (drawn.start) copy.start = { ...drawn.start }
  return copy
}

function drawLevel(level: Level): DrawnLevelSnapshot {
  const tiles = toAscii(level).split('\n')
  const bad = tiles.findIndex((row) => row.includes('?'))
  if (bad >= 0) {
    const x = (tiles[bad] as string).indexOf('?')
    throw new SnapshotError(
      'dungeon.tiles',
      `tile code ${tileAt(level, x, bad)} at (${x}, ${bad}) has no ASCII form`,
      'snapshot',
    )
  }
  const drawn: DrawnLevelSnapshot = { width: level.width, height: level.height, tiles }
  if (level.start) drawn.start = { x: level.start.x, y: level.start.y }
  return drawn
}
