import { aName } from '../run/names.js'
import type { Run } from '../run/run.js'

/** "a goblin": the first monster the player sees, in reading order; undefined for none. */
export function firstInView(run: Run): string | undefined {
  const { visible } = run.vision
  const width = run.level.width
  const foe = run.monsters().find((m) => visible[m.y * width + m.x] === 1)
  return foe ? aName(run.world.kinds.monsters[foe.kind]) : undefined
}
