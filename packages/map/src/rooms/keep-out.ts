import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'

/**
 * Places a generator keeps its rooms and tunnels out of (the level's vaults, laid on the blank
 * map first, each with its ring of rock): four numbers a box, x1, y1, x2, y2, inclusive. The
 * laying keeps the boxes apart and off the tiles next to the border, so the tiles outside them
 * stay one connected area and a tunnel can always go round; should one find no way all the
 * same, `failed` is set and the level is made again without laying first.
 */
export interface KeepOut {
  readonly boxes: readonly number[]
  failed: boolean
}

/** True when the rectangle x1 … x2 × y1 … y2 (inclusive, in either order) meets a box. */
export function meetsKeepOut(
  boxes: readonly number[],
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): boolean {
  const left = Math.min(x1, x2)
  const right = Math.max(x1, x2)
  const top = Math.min(y1, y2)
  const bottom = Math.max(y1, y2)
  for (let b = 0; b < boxes.length; b += 4) {
    if (
      left <= (boxes[b + 2] as number) &&
      right >= (boxes[b] as number) &&
      top <= (boxes[b + 3] as number) &&
      bottom >= (boxes[b + 1] as number)
    ) {
      return true
    }
  }
  return false
}

/**
 * Carves a tunnel from (x1, y1) to (x2, y2), both outside the boxes, that keeps out of them:
 * the L the coin chose (`carveLTunnel`'s), else the other L, else a Z round a box in the way
 * (along the row above or below it, or the column left or right of it), else a shortest way
 * through the tiles outside the boxes. With `onlyRock`, only rock is dug (a tunnel through a
 * finished level leaves its stairs and doors); else every tile on the way becomes floor, as a
 * generator's tunnels do. False (nothing dug) only when there is no way at all.
 */
export function keptOutTunnel(
  map: TileMap,
  boxes: readonly number[],
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  horizontalFirst: boolean,
  onlyRock: boolean,
): boolean {
  if (lClear(boxes, x1, y1, x2, y2, horizontalFirst)) {
    digL(map, x1, y1, x2, y2, horizontalFirst, onlyRock)
    return true
  }
  if (lClear(boxes, x1, y1, x2, y2, !horizontalFirst)) {
    digL(map, x1, y1, x2, y2, !horizontalFirst, onlyRock)
    return true
  }
  const { width, height } = map
  for (let b = 0; b < boxes.length; b += 4) {
    // Round box b: by a row just above or below it, or a column just left or right of it.
    for (let side = 0; side < 4; side++) {
      const across = side < 2
      const line =
        side === 0
          ? (boxes[b + 1] as number) - 1
          : side === 1
            ? (boxes[b + 3] as number) + 1
            : side === 2
              ? (boxes[b] as number) - 1
              : (boxes[b + 2] as number) + 1
      if (line < 1 || line > (across ? height : width) - 2) continue
      // The Z's two corners: on the row, above the ends; or on the column, beside them.
      const ax = across ? x1 : line
      const ay = across ? line : y1
      const bx = across ? x2 : line
      const by = across ? line : y2
      if (
        !meetsKeepOut(boxes, x1, y1, ax, ay) &&
        !meetsKeepOut(boxes, ax, ay, bx, by) &&
        !meetsKeepOut(boxes, bx, by, x2, y2)
      ) {
        digStraight(map, x1, y1, ax, ay, onlyRock)
        digStraight(map, ax, ay, bx, by, onlyRock)
        digStraight(map, bx, by, x2, y2, onlyRock)
        return true
      }
    }
  }
  return searchedTunnel(map, boxes, x1, y1, x2, y2, onlyRock)
}

/**
 * A generator's tunnel between two room centres (`keptOutTunnel`, every tile on the way made
 * floor), noting in `keepOut` one that found no way.
 */
export function tunnelKeepingOut(
  map: TileMap,
  keepOut: KeepOut,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  horizontalFirst: boolean,
): void {
  if (!keptOutTunnel(map, keepOut.boxes, x1, y1, x2, y2, horizontalFirst, false)) {
    keepOut.failed = true
  }
}

/**
 * Whether the L turning at (x2, y1) when `horizontalFirst`, else at (x1, y2), keeps out: one
 * pass over the boxes, as most meet neither leg. A leg along a row meets a box when the box
 * meets the L's bounding box and holds that row; a leg along a column, likewise.
 */
export function lClear(
  boxes: readonly number[],
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  horizontalFirst: boolean,
): boolean {
  const row = horizontalFirst ? y1 : y2
  const column = horizontalFirst ? x2 : x1
  const left = Math.min(x1, x2)
  const right = Math.max(x1, x2)
  const top = Math.min(y1, y2)
  const bottom = Math.max(y1, y2)
  for (let b = 0; b < boxes.length; b += 4) {
    const bx1 = boxes[b] as number
    const by1 = boxes[b + 1] as number
    const bx2 = boxes[b + 2] as number
    const by2 = boxes[b + 3] as number
    if (left > bx2 || right < bx1 || top > by2 || bottom < by1) continue
    if ((row >= by1 && row <= by2) || (column >= bx1 && column <= bx2)) return false
  }
  return true
}

function digL(
  map: TileMap,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  horizontalFirst: boolean,
  onlyRock: boolean,
): void {
  const cx = horizontalFirst ? x2 : x1
  const cy = horizontalFirst ? y1 : y2
  digStraight(map, x1, y1, cx, cy, onlyRock)
  digStraight(map, cx, cy, x2, y2, onlyRock)
}

/** Floor from (x1, y1) to (x2, y2), one row or one column (over rock only, or all). */
function digStraight(
  map: TileMap,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  onlyRock: boolean,
): void {
  if (y1 === y2) digRow(map, x1, x2, y1, onlyRock)
  else digColumn(map, y1, y2, x1, onlyRock)
}

/** Floor along row `y` from x1 to x2, inclusive, in either order (over rock only, or all). */
function digRow(map: TileMap, x1: number, x2: number, y: number, onlyRock: boolean): void {
  const { tiles, width } = map
  const from = y * width + Math.min(x1, x2)
  const end = y * width + Math.max(x1, x2)
  if (!onlyRock) {
    tiles.fill(Tile.Floor, from, end + 1)
    return
  }
  for (let i = from; i <= end; i++) if (tiles[i] === Tile.Wall) tiles[i] = Tile.Floor
}

/** Floor along column `x` from y1 to y2, inclusive, in either order (over rock only, or all). */
function digColumn(map: TileMap, y1: number, y2: number, x: number, onlyRock: boolean): void {
  const { tiles, width } = map
  const end = Math.max(y1, y2) * width + x
  for (let i = Math.min(y1, y2) * width + x; i <= end; i += width) {
    if (!onlyRock || tiles[i] === Tile.Wall) tiles[i] = Tile.Floor
  }
}

/**
 * A breadth-first search through the tiles off the border and outside the boxes, its way carved:
 * for the rare tunnel no L or Z gets round (boxes close together across its way).
 */
function searchedTunnel(
  map: TileMap,
  boxes: readonly number[],
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  onlyRock: boolean,
): boolean {
  const { width, height, tiles } = map
  const came = new Int32Array(width * height).fill(-1)
  const queue = new Int32Array(width * height)
  const from = y1 * width + x1
  const to = y2 * width + x2
  came[from] = from
  let queued = 0
  queue[queued++] = from
  for (let head = 0; head < queued && came[to] === -1; head++) {
    const at = queue[head] as number
    const x = at % width
    const y = (at - x) / width
    for (let k = 0; k < 4; k++) {
      const nx = k === 1 ? x + 1 : k === 3 ? x - 1 : x
      const ny = k === 0 ? y - 1 : k === 2 ? y + 1 : y
      if (nx < 1 || ny < 1 || nx > width - 2 || ny > height - 2) continue
      const n = ny * width + nx
      if (came[n] !== -1 || meetsKeepOut(boxes, nx, ny, nx, ny)) continue
      came[n] = at
      queue[queued++] = n
    }
  }
  if (came[to] === -1) return false
  for (let t = to; ; t = came[t] as number) {
    if (!onlyRock || tiles[t] === Tile.Wall) tiles[t] = Tile.Floor
    if (t === from) return true
  }
}
