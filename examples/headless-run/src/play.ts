import { directionOf, findPath, type Point } from '@delve/map'
import { type ActResult, act, createRun, knownStairsDown, type Run } from '@delve/run'

/** Turns after which the bot gives up (none of the days tried comes near). */
export const MAX_TURNS = 20_000

/** The perks that grow hit points: the bot takes one when offered. */
const HARDY = ['vitality', 'second wind', 'stoutness']

/**
 * A bot plays the run of `seed` to its end, through `act` alone: it grows at each level, drinks a
 * potion when low, goes for the nearest monster in view, rests while hurt, takes up the goal on
 * its level, and otherwise walks to the stairs (exploring until it has seen them) and goes down;
 * with the goal, it travels back up the stairs it came down by, and out.
 */
export function playRun(seed: string): Run {
  const run = createRun({ seed })
  while (!run.end && run.turn < MAX_TURNS) {
    const result = decide(run)
    if (!result.taken) act(run, { kind: 'wait' }) // stopped before a step: let a turn pass
  }
  return run
}

function decide(run: Run): ActResult {
  if (run.levelUps > 0) {
    // Of the three perks offered, the first that grows hit points, else the first.
    const offer = run.levelUpOffer().map((perk) => perk.name)
    const choice = Math.max(
      0,
      offer.findIndex((name) => HARDY.includes(name)),
    )
    return act(run, { kind: 'level-up', choice })
  }
  const potion = run.inventory().findIndex((item) => item.kind === 'healing potion')
  if (potion >= 0 && run.hp < run.maxHp * 0.35) return act(run, { kind: 'use', index: potion })
  const at = run.playerPosition()
  const next = nearestFoe(run, at)
  if (next) {
    const direction = directionOf(next.x - at.x, next.y - at.y) ?? 'up'
    return act(run, { kind: 'move', direction })
  }
  if (run.climbing && run.onStairsUp()) return act(run, { kind: 'ascend' })
  if (!run.climbing && run.onStairsDown() && !goalHere(run)) {
    // What it cannot use is left on the stairs, so the pack has room for the goal below.
    const more = run.inventory().length > 16
    return act(run, more ? { kind: 'drop', index: 0 } : { kind: 'descend' })
  }
  // A walk, a turn a call while it goes on: rest while hurt; explore until the stairs are seen
  // (and on the goal's level, where explore picks the goal up); else travel to them (carrying
  // the goal out, travel goes to the up stairs, known since the bot came down them).
  const explore = !run.climbing && (goalHere(run) || !knownStairsDown(run.world))
  const kind = run.hp < run.maxHp / 2 ? 'rest' : explore ? 'explore' : 'travel'
  let result: ActResult
  do result = act(run, { kind })
  while (result.more)
  return result
}

/** The first step toward the nearest monster in view (onto it: a blow), if any. */
function nearestFoe(run: Run, at: Point): Point | undefined {
  const far = (p: Point) => Math.max(Math.abs(p.x - at.x), Math.abs(p.y - at.y))
  const { visible } = run.vision
  const [foe] = run
    .monsters()
    .filter((m) => visible[m.y * run.level.width + m.x] === 1)
    .sort((a, b) => far(a) - far(b))
  return foe && findPath(run.level, at, foe)?.[1]
}

/** True on the goal's level while its item still lies there: explore until it is taken. */
function goalHere(run: Run): boolean {
  const goal = run.rules.goal
  const name = goal && run.world.kinds.items[goal.item]?.name
  return name !== undefined && run.items().some((item) => item.kind === name)
}
