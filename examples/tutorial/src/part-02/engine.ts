import { type GameWorld, getPosition, setIntent, step } from '@delve/ecs'
import type { Point } from '@delve/map'
import type { Action } from './input-handlers.js'

/**
 * The game's state and its rules: the world of entities (`@delve/ecs`), which holds the map, and
 * which entity is the player.
 */
export class Engine {
  constructor(
    readonly world: GameWorld,
    readonly player: number,
  ) {}

  /**
   * Carries out the player's action. A step is an intent the world's step resolves: it refuses a
   * move into a wall, off the map or onto another entity that blocks.
   */
  handle(action: Action): void {
    if (action.kind !== 'move') return
    setIntent(this.world, this.player, action.dx, action.dy)
    step(this.world)
  }

  /** The player's tile. */
  playerAt(): Point {
    return getPosition(this.world, this.player)
  }
}
