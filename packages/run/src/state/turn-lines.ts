import type { GameWorld, Kinds, TurnEvents } from '@delve/ecs'
import { runLine } from '../words/run-messages.js'
import type { TurnReport } from './run-types.js'

/**
 * A turn with nothing in it but steps and bumps: no blow, death, item handled or worn, magic,
 * word said, experience or level gained (what `turnMessages` tells, and what the run counts).
 */
export function quiet(events: TurnEvents): boolean {
  return (
    events.attacks.length === 0 &&
    events.deaths.length === 0 &&
    events.pickups.length === 0 &&
    events.drops.length === 0 &&
    events.uses.length === 0 &&
    events.effects.length === 0 &&
    events.equips.length === 0 &&
    events.unequips.length === 0 &&
    events.says.length === 0 &&
    events.experience.length === 0 &&
    events.levels.length === 0
  )
}

/** No lines before a turn's own: shared, never changed. */
export const NO_LINES: readonly string[] = []

/** The line for experience gained: "You gain 20 experience." */
export function gainLine(amount: number, kinds?: Kinds): string {
  return runLine(kinds, 'experience', { amount })
}

/** The line for a level reached: "You reach level 2! Choose what grows." */
export function levelLine(level: number, kinds?: Kinds): string {
  return runLine(kinds, 'level-up', { level })
}

/** "killed by a troll on depth 7", or burnt by one's own fire. */
export function causeOfDeath(
  world: GameWorld,
  by: number | undefined,
  player: number,
  depth: number,
): string {
  if (by === undefined) return `died on depth ${depth}`
  if (by === player) return `killed by their own magic on depth ${depth}`
  const kind = world.kinds.monsters[world.components.Monster.kind[by] as number]
  return kind
    ? `killed by ${kind.article} ${kind.name} on depth ${depth}`
    : `died on depth ${depth}`
}

/** A turn that did not happen: nothing changed but the line saying why. */
export function refusedReport(message: string): TurnReport {
  return { taken: false, moved: false, messages: [message], died: false, events: undefined }
}
