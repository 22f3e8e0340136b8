import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import type { Rng } from '../random/rng.js'
import type { RectangularRoom } from '../rooms/room.js'

/** The walk's budget: this many steps per floor tile wanted, then the rest is grown outright. */
export const DRUNKARD_STEPS_PER_TILE = 32

/**
 * A drunkard's walk. A walker starts at the map's centre and takes random orthogonal steps
 * inside the area within the margin, turning rock to floor as it goes, until `drunkardFloor` % of
 * the area (at least two tiles) is floor. A step that would leave the area is lost. Each 32-bit
 * draw gives sixteen steps (two bits each: N, E, S, W). The walk has a budget of
 * `DRUNKARD_STEPS_PER_TILE` steps per floor tile wanted; should it run out first (only when asking
 * for nearly all of the area), the floor is grown breadth-first from the floor already dug until
 * the share is met, so a map is never cut short. Everything dug touches what was dug before, so
 * the floor is one region. No rooms.
 */
export function carveDrunkard(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
): RectangularRoom[] {
  const { width: W, height: H, tiles } = map
  const { margin, drunkardFloor } = options
  const x1 = margin + 1
  const y1 = margin + 1
  const x2 = W - 2 - margin
  const y2 = H - 2 - margin
  const area = (x2 - x1 + 1) * (y2 - y1 + 1)
  const target = Math.max(2, Math.ceil((area * drunkardFloor) / 100))
  let x = W >> 1
  let y = H >> 1
  tiles[y * W + x] = Tile.Floor
  let dug = 1
  let bits = 0
  const budget = DRUNKARD_STEPS_PER_TILE * target
  for (let stepCount = 0; dug < target && stepCount < budget; stepCount++) {
    if ((stepCount & 15) === 0) bits = rng.next()
    const direction = bits & 3
    bits >>>= 2
    if (direction === 0) {
      if (y === y1) continue
      y--
    } else if (direction === 1) {
      if (x === x2) continue
      x++
    } else if (direction === 2) {
      if (y === y2) continue
      y++
    } else {
      if (x === x1) continue
      x--
    }
    const i = y * W + x
    if (tiles[i] === Tile.Wall) {
      tiles[i] = Tile.Floor
      dug++
    }
  }
  if (dug < target) growFloor(map, { x1, y1, x2, y2 }, target - dug)
  return []
}

/**
 * Digs `count` more rock tiles of the area, nearest the existing floor first (breadth-first from
 * every floor tile, in reading order): the walk's fallback, so it never stops short.
 */
function growFloor(
  map: TileMap,
  area: { x1: number; y1: number; x2: number; y2: number },
  count: number,
): void {
  const { width: W, tiles } = map
  const queue = new Int32Array(tiles.length)
  const seen = new Uint8Array(tiles.length)
  let tail = 0
  for (let i = 0; i < tiles.length; i++) {
    if (tiles[i] === Tile.Floor) {
      seen[i] = 1
      queue[tail++] = i
    }
  }
  let left = count
  for (let head = 0; head < tail && left > 0; head++) {
    const i = queue[head] as number
    const x = i % W
    const y = (i - x) / W
    for (let k = 0; k < 4 && left > 0; k++) {
      const nx = k === 1 ? x + 1 : k === 3 ? x - 1 : x
      const ny = k === 0 ? y - 1 : k === 2 ? y + 1 : y
      if (nx < area.x1 || nx > area.x2 || ny < area.y1 || ny > area.y2) continue
      const j = ny * W + nx
      if (seen[j] === 1) continue
      seen[j] = 1
      queue[tail++] = j
      tiles[j] = Tile.Floor
      left--
    }
  }
}
