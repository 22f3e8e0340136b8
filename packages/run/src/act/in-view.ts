import { aName } from '../run/names.js'
import type { Run } from '../run/run.js'

/** "a goblin": the first monster the player sees, in reading order; undefined for none. */
export function firstInView(run: Run): string | undefined {
  const foe = run.monstersInSight()[0]
  return foe ? aName(run.world.kinds.monsters[foe.kind]) : undefined
}
