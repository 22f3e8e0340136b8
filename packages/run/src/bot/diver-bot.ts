import { Tile } from '@delve/map'
import type { RunInput } from '../input/run-input.js'
import {
  amuletSeen,
  frontier,
  gearUp,
  hpShare,
  levelUp,
  onTile,
  pathTo,
  pickUpHere,
  stairsDown,
  stairsUp,
  stepTo,
  useKind,
} from './bot-moves.js'
import type { PlayerView } from './player-view.js'

/**
 * The diving player's choices for one turn, from what the player sees alone: straight for the
 * down stairs once seen (else the nearest unexplored edge of the map), picking up only what lies
 * where it steps, fighting only a monster that stands in its way, drinking a potion when nearly
 * dead; on the goal's level to the amulet, then back up the stairs, level by level, and out.
 */
export function diverChoices(view: PlayerView): RunInput[] {
  const owed = levelUp(view)
  if (owed.length > 0) return owed
  if (hpShare(view) < 0.3 && view.monsters.length > 0) {
    const potion = useKind(view, 'healing potion')
    if (potion.length > 0) return potion
  }
  const onWay = [...pickUpHere(view), ...(view.monsters.length === 0 ? gearUp(view) : [])]
  if (view.climbing) {
    if (onTile(view, Tile.StairsUp)) return [{ kind: 'ascend' }]
    return [...onWay, ...along(view, stairsUp(view))]
  }
  const amulet = amuletSeen(view)
  if (amulet) return [...onWay, ...along(view, amulet)]
  if (onTile(view, Tile.StairsDown)) return [{ kind: 'descend' }]
  return [...onWay, ...along(view, stairsDown(view) ?? frontier(view))]
}

/** The next step toward `to`: a blow when a monster stands on it, else a step; wait with no way. */
function along(view: PlayerView, to: { x: number; y: number } | undefined): RunInput[] {
  const next = to && pathTo(view, to)?.[1]
  return next ? stepTo(view.at, next) : [{ kind: 'wait' }]
}
