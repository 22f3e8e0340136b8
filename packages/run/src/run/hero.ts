import {
  type GameWorld,
  giveExperience,
  giveInventory,
  makeFighter,
  PLAYER_STATS,
  spawnPlayer,
} from '@delve/ecs'
import { PLAYER_REGEN } from '../content/default-tables.js'
import { PACK_ITEMS } from '../content/stacks.js'
import { type PlayLevel, type RunStats, SIGHT_RADIUS } from '../state/run-types.js'

/** The player: the tutorials' fighter, seeing as far as a torch, healing slowly. */
export function spawnHero(world: GameWorld<PlayLevel>): number {
  const player = spawnPlayer(world, undefined, { sight: SIGHT_RADIUS })
  makeFighter(world, player, PLAYER_STATS, { regen: PLAYER_REGEN })
  giveInventory(world, player, PACK_ITEMS)
  giveExperience(world, player)
  return player
}

export function freshStats(): RunStats {
  return { steps: 0, dungeons: 1, turns: 0, kills: 0 }
}
