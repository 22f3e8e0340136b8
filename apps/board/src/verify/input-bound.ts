import { GOAL_DEPTH, type LoggedInput } from '@delve/run'

/**
 * Stairs a log may take whatever its turns: a won run's, down to the goal and back out (19),
 * and some over. Taking the stairs takes a turn (version 8 of the rules), yet a stair is the
 * costliest turn to replay (a level left and another entered: some six waits' worth on the
 * default map, more on a bigger one), and a hero going up and down at depth 2 neither starves
 * (each descent heals) nor meets anyone: a log of them alone would cost six times its turns.
 */
export const FREE_STAIRS = 2 * GOAL_DEPTH + 10
/** Turns played for each stair taken past `FREE_STAIRS` (a way out of a fight now and then). */
export const TURNS_A_STAIR = 50

/**
 * What a log holds: the inputs that take a turn (the stairs among them), the stairs taken, and
 * the level-ups chosen.
 */
export interface LogCounts {
  turns: number
  stairs: number
  levelUps: number
}

export function countInputs(inputs: readonly LoggedInput[]): LogCounts {
  const counts = { turns: 0, stairs: 0, levelUps: 0 }
  for (const input of inputs) {
    if (input.kind === 'level-up') {
      counts.levelUps++
      continue
    }
    counts.turns++
    if (input.kind === 'descend' || input.kind === 'ascend') counts.stairs++
  }
  return counts
}

/** Stairs a run of `turns` turns may take: `FREE_STAIRS`, and one for every `TURNS_A_STAIR`. */
export const stairsAllowed = (turns: number) => FREE_STAIRS + Math.floor(turns / TURNS_A_STAIR)

/**
 * Why a log cannot be the run its record claims, seen before any of it is replayed, or
 * undefined: each input but a level-up (a step, a wait, a pickup, an item used, dropped or worn,
 * the stairs) is exactly one turn, so a log of more or fewer of them than the record's `turns`
 * ends elsewhere; and stairs past `stairsAllowed(turns)`, the turns that cost the most. So a
 * replay's work is bounded by its turns: the only input that takes none is a level-up, which
 * the game refuses unless earned.
 */
export function boundError(counts: LogCounts, turns: number): string | undefined {
  if (counts.turns !== turns) {
    return `the log holds ${counts.turns} inputs that take a turn, and the record ${turns} turns`
  }
  const allowed = stairsAllowed(turns)
  if (counts.stairs > allowed) {
    return (
      `the log takes the stairs ${counts.stairs} times in ${turns} turns: at most ` +
      `${FREE_STAIRS} and one for every ${TURNS_A_STAIR} turns (${allowed})`
    )
  }
  return undefined
}
