import { type Direction, directionsTo, type Point, STEPS } from '@delve/map'
import type { LoggedInput } from '../input/run-input.js'
import { aName } from '../run/names.js'
import type { MonsterView, Run } from '../run/run.js'
import { RUN_LINES, runLine } from '../words/run-messages.js'

/**
 * A walk to a tile the player chose (a tap, a click): the steps of a shortest way through the
 * tiles explored when it began (any tile in the sandbox, whose map may be shown whole), and the
 * monsters in sight before the last step, awake and asleep, by kind.
 */
export interface PathState {
  steps: Direction[]
  seen: Sighted
}

/** The monsters in sight by kind: those awake, and those asleep. */
interface Sighted {
  awake: Map<number, number>
  asleep: Map<number, number>
}

/** The sentence for a tile the player knows no way to. */
export const NO_WAY = RUN_LINES['refuse.no-way']

/**
 * A walk to `to` begun, or the sentence refusing it (`NO_WAY`); '' for the player's own tile,
 * where there is nothing to walk. A monster in sight on `to` ends the walk beside it; one
 * beside the player is hit, as a step toward it would.
 */
export function startPath(run: Run, to: Point): PathState | string {
  const from = run.playerPosition()
  const known = run.sandbox ? null : run.vision.explored
  const steps = directionsTo(run.level, known, from, to)
  if (!steps) return runLine(run.world.kinds, 'refuse.no-way')
  if (steps.length === 0) return ''
  const sighted = run.monstersInSight()
  if (steps.length > 1 && sighted.some((m) => m.x === to.x && m.y === to.y)) steps.pop()
  return { steps, seen: countKinds(sighted) }
}

/** The walk's next step, or undefined once none is left. */
export function pathStep(state: PathState): LoggedInput | undefined {
  const direction = state.steps.shift()
  return direction === undefined ? undefined : { kind: 'move', direction }
}

/**
 * After one step of the walk (`turn`: what it did): the sentence ending the walk ('' when the
 * stop says enough by itself), or undefined while it goes on. It ends at the tile, when a step
 * was refused or was a blow (a monster stood in the way), at a level-up or the run's end, when a
 * monster awake not in sight before the step comes into sight (a sleeper that wakes too), and
 * before a step that would bring the player beside a sleeping one: a sleeper in sight is a
 * known hazard, passed by while it sleeps away from the way.
 */
export function pathGoesOn(
  run: Run,
  state: PathState,
  turn: { moved: boolean; end?: unknown; levelUp: boolean },
): string | undefined {
  if (!turn.moved || turn.end || turn.levelUp || state.steps.length === 0) return ''
  const before = state.seen
  const sighted = run.monstersInSight()
  state.seen = countKinds(sighted)
  for (const [kind, n] of state.seen.awake) {
    if (n > (before.awake.get(kind) ?? 0)) {
      const woke = (state.seen.asleep.get(kind) ?? 0) < (before.asleep.get(kind) ?? 0)
      const name = aName(run.world.kinds.monsters[kind])
      return runLine(run.world.kinds, woke ? 'travel.wakes' : 'travel.in-view', { monster: name })
    }
  }
  const next = state.steps[0] as Direction
  const at = run.playerPosition()
  const to = { x: at.x + STEPS[next].dx, y: at.y + STEPS[next].dy }
  const sleeper = sighted.find((m) => m.asleep && apart(m, at) > 1 && apart(m, to) <= 1)
  if (sleeper)
    return runLine(run.world.kinds, 'walk.sleeper', {
      monster: aName(run.world.kinds.monsters[sleeper.kind]),
    })
  return undefined
}

/** Steps between two tiles, diagonals as one. */
function apart(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))
}

/** How many monsters of each kind are in sight, awake and asleep, kinds in ascending order. */
function countKinds(sighted: readonly MonsterView[]): Sighted {
  const awake = new Map<number, number>()
  const asleep = new Map<number, number>()
  for (const m of [...sighted].sort((a, b) => a.kind - b.kind)) {
    const counts = m.asleep ? asleep : awake
    counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1)
  }
  return { awake, asleep }
}
