import { type GameWorld, getPosition } from '@delve/ecs'
import { checkBoolean, checkObject, checkWorld } from '../checks/check.js'
import type { FogView } from '../layer/fog.js'

/**
 * The fog of war of `world` as `player` knows it: `world.vision`, seen from the player's tile.
 * The object is kept and brought up to date by `follow` after each turn, so nothing is made per
 * turn. `fov` false shows every tile and entity as if in sight.
 */
export function fogOf(world: GameWorld, player: number, fov = true): FogView {
  checkWorld('fogOf', world, player)
  checkBoolean('fogOf', 'fov', fov)
  return { fov, vision: world.vision, from: getPosition(world, player) }
}

/** Brings a fog view up to date after a turn: the player's tile, and the level's vision. */
export function follow(fog: FogView, world: GameWorld, player: number): void {
  checkObject('follow', 'fog', fog, 'a FogView made by fogOf')
  checkWorld('follow', world, player)
  const { Position } = world.components
  fog.vision = world.vision
  fog.from.x = Position.x[player] as number
  fog.from.y = Position.y[player] as number
}
