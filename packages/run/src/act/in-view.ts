import { MindState } from '@delve/ecs'
import { aName } from '../run/names.js'
import type { Run } from '../run/run.js'

/** "a goblin": the first monster the player sees, in reading order; undefined for none. */
export function firstInView(run: Run): string | undefined {
  const foe = run.monstersInSight()[0]
  return foe ? aName(run.world.kinds.monsters[foe.kind]) : undefined
}

/**
 * The monster `eid` a walk stopped for, as the player sees it ("a goblin"; asleep: "a goblin",
 * and `asleep` true), or the first in view when its kind is none of the run's.
 */
export function stoppedFor(run: Run, eid: number): { monster?: string; asleep?: boolean } {
  const { Monster, Mind } = run.world.components
  const kind = run.world.kinds.monsters[Monster.kind[eid] as number]
  const monster = kind ? aName(kind) : firstInView(run)
  const seen = monster === undefined ? {} : { monster }
  return Mind.state[eid] === MindState.Asleep ? { ...seen, asleep: true } : seen
}
