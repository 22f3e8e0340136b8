import {
  aimItem,
  defenceOf,
  experienceToNext,
  getPosition,
  isAlive,
  MindState,
  powerOf,
  wornIn,
} from '@delve/ecs'
import type { Point } from '@delve/map'
import { floorItems, type ItemView, type PackItem, packItems } from '../state/items.js'
import { hpOf, isDead, type RunState } from '../state/run-state.js'
import type { AimPreview, CharacterView, MonsterView } from '../state/run-types.js'
import { markCaged } from '../vaults/cages.js'
import { runLine } from '../words/run-messages.js'

/**
 * The monsters of this level that `keep` keeps, in reading order (top row first), which does not
 * depend on their entity ids: ids are recycled from level to level, and a reloaded run numbers
 * them afresh.
 */
export function creatures(s: RunState, keep: (eid: number) => boolean): MonsterView[] {
  const { world } = s
  const { Monster, Health, Mind } = world.components
  return s.monsterIds
    .filter(keep)
    .map((eid) => {
      const kind = Monster.kind[eid] as number
      const alive = isAlive(world, eid)
      return {
        ...getPosition(world, eid),
        kind,
        name: world.kinds.monsters[kind]?.name ?? '?',
        glyph: world.kinds.monsters[kind]?.glyph ?? '?',
        hp: alive ? (Health.hp[eid] as number) : 0,
        maxHp: alive ? (Health.max[eid] as number) : 0,
        confused: alive && Mind.state[eid] === MindState.Confused,
        asleep: alive && Mind.state[eid] === MindState.Asleep,
        slowed: alive && (world.components.Energy.slowed[eid] as number) > 0,
      }
    })
    .sort((a, b) => a.y - b.y || a.x - b.x)
}

/** The living monsters on tiles in sight, in reading order: those the screen shows. */
export function monstersInSight(s: RunState): MonsterView[] {
  const { world } = s
  const { visible } = world.vision
  const { Position } = world.components
  const width = world.dungeon.width
  // The tile first: most monsters are out of sight, and a look at a byte is cheap.
  return creatures(
    s,
    (eid) =>
      visible[(Position.y[eid] as number) * width + (Position.x[eid] as number)] === 1 &&
      isAlive(world, eid),
  )
}

/**
 * Every item lying on this level, in reading order (the screen shows those in sight); one on a
 * caged altar says so (`caged`): it can no longer be picked up.
 */
export function itemViews(s: RunState): ItemView[] {
  return markCaged(s, floorItems(s.world, s.itemNamer))
}

/** The items remembered on explored tiles out of sight, as they were last seen. */
export function rememberedItems(s: RunState): ItemView[] {
  return markCaged(s, s.memory.remembered(s.world.vision, s.world, s.itemNamer))
}

/**
 * The player's pack, in letter order: potions and scrolls of a kind stacked under one letter,
 * named as the player knows them.
 */
export function inventory(s: RunState): PackItem[] {
  return packItems(s.world, s.player, s.itemNamer)
}

/** The level, experience and what adds to power and defence, for the character screen. */
export function character(s: RunState): CharacterView {
  const { world, player } = s
  const { Experience, Fighter } = world.components
  const level = Experience.level[player] as number
  const worn = (slot: 'weapon' | 'armour') => {
    const item = wornIn(world, player, slot)
    return item === 0
      ? null
      : (world.kinds.items[world.components.Item.kind[item] as number]?.name ?? null)
  }
  return {
    level,
    xp: Experience.xp[player] as number,
    toNext: experienceToNext(level),
    hp: hpOf(s),
    maxHp: world.components.Health.max[player] as number,
    power: powerOf(world, player),
    basePower: Fighter.power[player] as number,
    defence: defenceOf(world, player),
    baseDefence: Fighter.defence[player] as number,
    weapon: worn('weapon'),
    armour: worn('armour'),
    levelUps: Experience.pending[player] as number,
  }
}

/** What using the pack's `index`-th item at `target` would reach, or why it cannot. */
export function preview(s: RunState, index: number, target?: Point): AimPreview {
  const item = inventory(s)[index]
  if (!item || isDead(s)) return { affected: [], refused: runLine(s.world.kinds, 'refuse.no-item') }
  const kind = s.world.components.Item.kind[item.item] as number
  // An unknown kind aims itself when used: nothing to show, nothing refused.
  if (!item.known) return { affected: [] }
  const aim = aimItem(s.world, s.player, kind, target)
  if (aim.refused) return { affected: [], refused: aim.refused.message }
  const affected = aim.affected.map((eid) => getPosition(s.world, eid))
  return aim.path ? { affected, path: aim.path } : { affected }
}
