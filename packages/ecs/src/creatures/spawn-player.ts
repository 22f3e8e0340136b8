import type { Point } from '@delve/map'
import { updateView } from '../systems/visibility.js'
import type { GameWorld } from '../world/game-world.js'
import { type SpawnOptions, spawnPlayerEntity } from '../world/spawn.js'

/**
 * The player: a blocking entity tagged `Player`, at the level's start unless told otherwise. A
 * world has one (a second is refused with a `SpawnError`). With `sight`, what it sees is worked
 * out at once, so the first frame a client draws is not black. To play turns it needs hit points
 * too (`makeFighter(world, player, PLAYER_STATS)`); `playTurn` says so if they are missing.
 */
export function spawnPlayer(world: GameWorld, at?: Point, options: SpawnOptions = {}): number {
  const eid = spawnPlayerEntity(world, at, options)
  if (options.sight !== undefined) updateView(world)
  return eid
}
