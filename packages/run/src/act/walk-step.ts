import { directionOf } from '@delve/map'
import type { LoggedInput } from '../input/run-input.js'
import type { Run } from '../run/run.js'
import { AutoWalk, WalkMemory, type WalkPlan } from '../walks/auto-walk.js'
import { stopText } from '../walks/walk-messages.js'
import { stoppedFor } from './in-view.js'

/** A walk under way: the decisions of `AutoWalk`, over what the level's walks remember. */
export interface WalkState {
  walk: AutoWalk
}

/** What each run's walks remember of the level they are on (a new level, a new memory). */
const memories = new WeakMap<Run, { level: object; memory: WalkMemory }>()

function memoryOf(run: Run): WalkMemory {
  const kept = memories.get(run)
  const memory = kept && kept.level === run.level ? kept.memory : new WalkMemory()
  if (memory !== kept?.memory) memories.set(run, { level: run.level, memory })
  // What lies on a caged altar cannot be taken: no walk goes for it or stops for it. An altar's
  // offering is the player's to choose: a walk may stop to tell of it, but never takes it.
  for (const item of run.offerings()) memory.skipped.add(item)
  for (const item of run.cagedItems()) memory.reported.add(item)
  return memory
}

/** A walk of `plan` from where the player stands. */
export function startWalk(run: Run, plan: WalkPlan): WalkState {
  return { walk: new AutoWalk(plan, run.world, run.player, memoryOf(run)) }
}

/** The walk's next input (a step or a pickup), or the sentence saying why it stops. */
export function walkStep(run: Run, state: WalkState): { input: LoggedInput } | { stopped: string } {
  const { walk } = state
  const next = walk.next()
  if (next.kind === 'pickup') return { input: { kind: 'pickup' } }
  if (next.kind === 'step') {
    const direction = directionOf(next.dx, next.dy)
    if (direction) return { input: { kind: 'move', direction } }
    return { stopped: '' }
  }
  const foe = next.monster === undefined ? {} : stoppedFor(run, next.monster)
  const { Item } = run.world.components
  // Named from the run's own kinds table (a game adds kinds beyond the package's).
  const items = walk.itemsSeen().map((item) => run.anItem(Item.kind[item] as number))
  const text = stopText(
    next.reason,
    walk.plan,
    {
      ...foe,
      items: [...new Set(items)],
      hp: run.hp,
      maxHp: run.maxHp,
    },
    run.world.kinds,
  )
  return { stopped: text }
}
