import type { Point } from '../grid/point.js'
import { isWalkable } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'

/**
 * The start of a level without rooms (caves, a drunkard's walk): the walkable tile nearest the
 * map's centre (squared straight-line distance, the first in reading order on a tie), or the
 * centre itself on a map with no walkable tile. Rows are scanned outwards from the centre's and
 * the scan stops at the first row farther away than the best tile found, so an open centre costs
 * one row.
 */
export function roomlessStart(map: TileMap): Point {
  const cx = map.width >> 1
  const cy = map.height >> 1
  const best = { index: -1, distance: Number.POSITIVE_INFINITY }
  for (let d = 0; d < map.height && d * d <= best.distance; d++) {
    // The row above the centre first: on a tie it comes first in reading order.
    scanRow(map, cy - d, cx, cy, best)
    if (d > 0) scanRow(map, cy + d, cx, cy, best)
  }
  const { index } = best
  if (index < 0) return { x: cx, y: cy }
  const x = index % map.width
  return { x, y: (index - x) / map.width }
}

function scanRow(
  map: TileMap,
  y: number,
  cx: number,
  cy: number,
  best: { index: number; distance: number },
): void {
  if (y < 0 || y >= map.height) return
  const { width, tiles } = map
  const row = y * width
  const dy2 = (y - cy) * (y - cy)
  for (let x = 0; x < width; x++) {
    if (!isWalkable(tiles[row + x] as number)) continue
    const distance = (x - cx) * (x - cx) + dy2
    if (distance < best.distance || (distance === best.distance && row + x < best.index)) {
      best.index = row + x
      best.distance = distance
    }
  }
}
