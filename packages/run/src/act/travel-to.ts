import { type Direction, directionsTo, type Point } from '@delve/map'
import type { LoggedInput } from '../input/run-input.js'
import { aName } from '../run/names.js'
import type { Run } from '../run/run.js'

/**
 * A walk to a tile the player chose (a tap, a click): the steps of a shortest way through the
 * tiles explored when it began (any tile in the sandbox, whose map may be shown whole), and the
 * monsters in sight before the last step, by kind.
 */
export interface PathState {
  steps: Direction[]
  seen: Map<number, number>
}

/** The sentence for a tile the player knows no way to. */
export const NO_WAY = 'You know no way there.'

/**
 * A walk to `to` begun, or the sentence refusing it (`NO_WAY`); '' for the player's own tile,
 * where there is nothing to walk. A monster in sight on `to` ends the walk beside it; one
 * beside the player is hit, as a step toward it would.
 */
export function startPath(run: Run, to: Point): PathState | string {
  const from = run.playerPosition()
  const known = run.sandbox ? null : run.vision.explored
  const steps = directionsTo(run.level, known, from, to)
  if (!steps) return NO_WAY
  if (steps.length === 0) return ''
  const sighted = run.monstersInSight()
  if (steps.length > 1 && sighted.some((m) => m.x === to.x && m.y === to.y)) steps.pop()
  return { steps, seen: countKinds(run) }
}

/** The walk's next step, or undefined once none is left. */
export function pathStep(state: PathState): LoggedInput | undefined {
  const direction = state.steps.shift()
  return direction === undefined ? undefined : { kind: 'move', direction }
}

/**
 * After one step of the walk (`turn`: what it did): the sentence ending the walk ('' when the
 * stop says enough by itself), or undefined while it goes on. It ends at the tile, when a step
 * was refused or was a blow (a monster stood in the way), at a level-up or the run's end, and
 * when a monster not in sight before the step comes into sight.
 */
export function pathGoesOn(
  run: Run,
  state: PathState,
  turn: { moved: boolean; end?: unknown; levelUp: boolean },
): string | undefined {
  if (!turn.moved || turn.end || turn.levelUp || state.steps.length === 0) return ''
  const before = state.seen
  state.seen = countKinds(run)
  for (const [kind, n] of state.seen) {
    if (n > (before.get(kind) ?? 0)) {
      return `You stop: ${aName(run.world.kinds.monsters[kind])} comes into view.`
    }
  }
  return undefined
}

/** How many monsters of each kind are in sight, kinds in ascending order. */
function countKinds(run: Run): Map<number, number> {
  const counts = new Map<number, number>()
  for (const kind of run
    .monstersInSight()
    .map((m) => m.kind)
    .sort((a, b) => a - b)) {
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return counts
}
