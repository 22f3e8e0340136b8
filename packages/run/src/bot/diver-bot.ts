import { Tile } from '@delve/map'
import type { RunInput } from '../input/run-input.js'
import {
  amuletSeen,
  drink,
  eat,
  frontier,
  gearUp,
  hpShare,
  levelUp,
  markTrail,
  newTrail,
  onTile,
  pathTo,
  pickUpHere,
  stairsDown,
  stairsUp,
  stepTo,
  type Trail,
} from './bot-moves.js'
import type { PlayerView } from './player-view.js'

/** What the diving bot remembers: where it has stood on this level. */
export const diverMemory = newTrail

/**
 * The diving player's choices for one turn, from what the player sees alone: straight for the
 * down stairs once seen (else the nearest unexplored edge of the map), picking up only what lies
 * where it steps, eating when hungry, fighting only a monster that stands in its way, drinking a potion when nearly
 * dead; on the goal's level to the amulet, then back up the stairs, level by level, and out.
 */
export function diverChoices(view: PlayerView, trail: Trail): RunInput[] {
  markTrail(view, trail)
  const owed = levelUp(view)
  if (owed.length > 0) return owed
  if (hpShare(view) < 0.3 && view.monsters.length > 0) {
    const potion = drink(view)
    if (potion.length > 0) return potion
  }
  const calm = view.monsters.length === 0 ? [...eat(view), ...gearUp(view)] : []
  const onWay = [...pickUpHere(view), ...calm]
  if (view.climbing) {
    if (onTile(view, Tile.StairsUp)) return [{ kind: 'ascend' }]
    return [...onWay, ...orWait(along(view, stairsUp(view)))]
  }
  const amulet = amuletSeen(view)
  if (amulet) return [...onWay, ...orWait(along(view, amulet))]
  if (onTile(view, Tile.StairsDown)) return [{ kind: 'descend' }]
  // Stairs seen across a gap may not be reachable over what is explored: explore on then.
  const down = stairsDown(view)
  const toStairs = down ? along(view, down) : []
  if (toStairs.length > 0) return [...onWay, ...toStairs]
  return [...onWay, ...orWait(along(view, frontier(view, trail)))]
}

function orWait(steps: RunInput[]): RunInput[] {
  return steps.length > 0 ? steps : [{ kind: 'wait' }]
}

/** The next step toward `to`: a blow when a monster stands on it, else a step; none with no way. */
function along(view: PlayerView, to: { x: number; y: number } | undefined): RunInput[] {
  const next = to && pathTo(view, to)?.[1]
  return next ? stepTo(view.at, next) : []
}
