import type { GameWorld, GameWorldOptions } from '../world/game-world.js'
import type { Level } from '../world/level.js'
import { newWorld } from '../world/world.js'
import { DEFAULT_KINDS } from './default-kinds.js'

/**
 * A world holding `dungeon`, with components sized for `capacity` entities and no entities yet,
 * made of `options.kinds` (default `DEFAULT_KINDS`). It lives beside the default kinds because
 * they, with their effects, sit above the world's own layer.
 */
export function createGameWorld<L extends Level>(
  dungeon: L,
  options: GameWorldOptions = {},
): GameWorld<L> {
  return newWorld(dungeon, options, DEFAULT_KINDS)
}
