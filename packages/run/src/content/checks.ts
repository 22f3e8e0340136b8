import { assertEntity, type GameWorld } from '@delve/ecs'
import {
  ArgumentRangeError,
  ArgumentTypeError,
  checkInteger,
  checkRecord,
  checkString,
  isRecord,
} from '@delve/map'
import { checkWhole } from '../chain/generator-choice.js'
import { MAX_DEPTH } from '../chain/seed-chain.js'

// The run's own shapes, checked where the package's functions take them: a world of
// `@delve/ecs`, a place in the seed chain, an entity, a kinds table. Each returns the value or
// throws the foundation's errors naming the function and the argument.

/** A world of `@delve/ecs` (`createGameWorld`): its components, its level and its kinds. */
export function checkWorld<W extends GameWorld>(fn: string, value: unknown): W {
  const ok =
    isRecord(value) &&
    isRecord(value.components) &&
    isRecord(value.dungeon) &&
    isRecord(value.kinds) &&
    typeof value.turn === 'number'
  if (!ok) throw new ArgumentTypeError(fn, 'world', value, 'a GameWorld of @delve/ecs')
  return value as W
}

/** A depth of the seed chain: an integer from 1 to `MAX_DEPTH`. */
export function checkDepth(fn: string, argument: string, value: unknown): number {
  return checkInteger(fn, argument, value, 1, MAX_DEPTH)
}

/** A place in the seed chain: `{ runSeed, depth, choice, sandbox? }`. */
export function checkPlace(fn: string, value: unknown, argument = 'place'): void {
  const place = checkRecord(fn, argument, value, 'a place { runSeed, depth, choice }')
  checkString(fn, `${argument}.runSeed`, place.runSeed)
  checkDepth(fn, `${argument}.depth`, place.depth)
  checkWhole(fn, `${argument}.choice`, place.choice, 'a GeneratorChoice')
  if (place.sandbox !== undefined && typeof place.sandbox !== 'boolean') {
    throw new ArgumentTypeError(fn, `${argument}.sandbox`, place.sandbox, 'true, false or nothing')
  }
}

/** The id of a live entity of `world` (a world already checked). */
export function checkEntityId(
  fn: string,
  argument: string,
  world: GameWorld,
  eid: unknown,
): number {
  checkInteger(fn, argument, eid, 1, world.capacity - 1)
  try {
    assertEntity(world, eid as number)
  } catch {
    throw new ArgumentRangeError(fn, argument, eid, 'the id of a live entity of the world')
  }
  return eid as number
}

/** A kinds table of `@delve/ecs` (`defineKinds`): its monsters and items. */
export function checkKinds(fn: string, argument: string, value: unknown): void {
  const kinds = checkRecord(fn, argument, value, 'a kinds table made with defineKinds')
  if (!Array.isArray(kinds.monsters) || !Array.isArray(kinds.items)) {
    throw new ArgumentTypeError(fn, argument, value, 'a kinds table made with defineKinds')
  }
}
