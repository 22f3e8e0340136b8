import { despawn, isAlive, type PlayerAction, roll } from '@delve/ecs'
import type { Point } from '@delve/map'
import { withArticle } from '../content/appearances.js'
import { appearance, isKnown } from '../identification/identification.js'
import type { RunState } from '../state/run-state.js'
import type { TurnReport } from '../state/run-types.js'
import { runLine } from '../words/run-messages.js'
import { play } from './turn.js'

/**
 * Uses `item` (of the unknown potion or scroll kind `kind`) as one is used whatever it is, or
 * undefined for a kind known or used on oneself (which `use` plays as it is). A kind aimed
 * elsewhere takes no aim while unknown, so no prompt and no refusal tell what it is: it fires
 * at the nearest creature in view within its reach, else at a tile in view within it (drawn
 * from the world's chance); and where it still cannot act (a confusion with no mind there), it
 * is read all the same: used up, a turn gone, and known.
 */
export function useUnknown(s: RunState, item: number, kind: number): TurnReport | undefined {
  const use = s.world.kinds.items[kind]?.use
  if (isKnown(s, kind) || use === undefined || use.targets === 'self') return undefined
  const target = use.targets === 'nearest' ? undefined : blindTarget(s, use.range ?? 0)
  const action: PlayerAction =
    target === undefined ? { kind: 'use', item } : { kind: 'use', item, target }
  const report = play(s, action)
  if (report.taken || report.died) return report
  // Nothing it could do: read, used up, and known by what it was.
  const look = appearance(s, kind) ?? 'thing'
  const name = s.world.kinds.items[kind]?.name ?? 'thing'
  despawn(s.world, item)
  s.knownKinds.add(kind)
  return play(s, { kind: 'wait' }, [
    runLine(s.world.kinds, 'use-unknown', { look }),
    runLine(s.world.kinds, 'learn.was', { look, name: withArticle(name) }),
  ])
}

/**
 * The nearest living creature in view within `range` of the player (ties: the lowest id); else
 * a tile in view within it, not the player's own, drawn from the world's chance; else none.
 */
function blindTarget(s: RunState, range: number): Point | undefined {
  const { world, player } = s
  const { Position } = world.components
  const { width } = world.dungeon
  const { visible } = world.vision
  const px = Position.x[player] as number
  const py = Position.y[player] as number
  const reach = range * range
  let best: Point | undefined
  let bestDistance = reach + 1
  let bestId = 0
  for (const eid of s.monsterIds) {
    if (!isAlive(world, eid)) continue
    const x = Position.x[eid] as number
    const y = Position.y[eid] as number
    if (visible[y * width + x] !== 1) continue
    const d = (x - px) ** 2 + (y - py) ** 2
    if (d > reach) continue
    if (d < bestDistance || (d === bestDistance && eid < bestId)) {
      best = { x, y }
      bestDistance = d
      bestId = eid
    }
  }
  if (best !== undefined) return best
  const tiles: Point[] = []
  for (let y = Math.max(0, py - range); y <= py + range; y++) {
    for (let x = Math.max(0, px - range); x <= px + range && x < width; x++) {
      if (y >= world.dungeon.height || (x === px && y === py)) continue
      if (visible[y * width + x] === 1 && (x - px) ** 2 + (y - py) ** 2 <= reach) {
        tiles.push({ x, y })
      }
    }
  }
  return tiles.length === 0 ? undefined : tiles[roll(world, tiles.length)]
}
