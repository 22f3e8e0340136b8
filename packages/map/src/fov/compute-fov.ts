import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import { inBounds, type TileMap } from '../grid/tile-map.js'

/**
 * Field of view by Albert Ford's symmetric shadowcasting, exactly as published
 * (albertford.com/shadowcasting): the four quadrants around the origin are scanned row by row
 * outwards; a row's tiles run from `round_ties_up(depth × start)` to `round_ties_down(depth ×
 * end)`; a wall is revealed when its column is scanned, a floor tile only when its centre lies
 * between the row's slopes (which makes the result symmetric: A sees B exactly when B sees A);
 * a floor after a wall raises the row's start slope, a wall after a floor scans the next row up
 * to the wall's slope; a row that ends on floor goes on to the next row, and a row with no tiles
 * ends its scan. Slopes are exact fractions held as integer numerator and denominator and
 * compared by cross-multiplying, so no floating-point tie can differ between engines.
 *
 * Tiles that are not transparent (`isTransparent`, every code but `Wall`) block sight; tiles off
 * the map count as walls. `radius` r keeps only tiles with dx² + dy² ≤ r² (the published scan
 * intersected with that disc, so still symmetric); 0 means unlimited. The origin is always
 * visible.
 *
 * The result is `out` when given (a `Uint8Array` of `width × height`, reused every turn: nothing
 * is allocated), else a new array: 1 where visible, 0 elsewhere. With a radius only the square of
 * side 2r + 1 around the origin is cleared and written, so the work is bounded by the radius,
 * not the map: pass an array that is zero outside that square (a new one, or the same one after
 * the last view was cleared; `updateVision` does this for you). With radius 0 the whole array is
 * written.
 */
export function computeFov(
  map: TileMap,
  origin: Point,
  radius: number,
  out?: Uint8Array,
): Uint8Array {
  const { width, height, tiles } = map
  const { x: ox, y: oy } = origin
  if (!Number.isInteger(ox) || !Number.isInteger(oy) || !inBounds(map, ox, oy)) {
    throw new RangeError(
      `computeFov: origin (${ox}, ${oy}) is not a tile of the ${width}×${height} map`,
    )
  }
  if (!Number.isSafeInteger(radius) || radius < 0) {
    throw new RangeError(`computeFov: radius ${radius} is not an integer of 0 or more`)
  }
  const size = width * height
  if (out !== undefined && (!(out instanceof Uint8Array) || out.length !== size)) {
    throw new RangeError(
      `computeFov: out must be a Uint8Array of ${size} cells (${width}×${height}), got ${describe(out)}`,
    )
  }
  const visible = out ?? new Uint8Array(size)
  // Rows deeper than the radius hold no tile inside it; unlimited, the map's edge ends every row.
  const deepest = radius > 0 ? radius : Math.max(width, height)
  const r2 = radius > 0 ? radius * radius : Number.MAX_SAFE_INTEGER
  if (out !== undefined) clearSquare(visible, width, height, ox, oy, radius)
  visible[oy * width + ox] = 1
  // Each quadrant runs its columns along one axis and its rows along the other: north and south
  // along x, rows up or down; east and west along y, rows right or left.
  scan(tiles, visible, ox, width, oy, -1, height, 1, r2, deepest, 1, -1, 1, 1, 1)
  scan(tiles, visible, oy, height, ox, 1, width, width, r2, deepest, 1, -1, 1, 1, 1)
  scan(tiles, visible, ox, width, oy, 1, height, 1, r2, deepest, 1, -1, 1, 1, 1)
  scan(tiles, visible, oy, height, ox, -1, width, width, r2, deepest, 1, -1, 1, 1, 1)
  return visible
}

const NONE = 0
const FLOOR = 1
const WALL = 2

/**
 * One row of a quadrant at `depth`, between the slopes start = sn / sd and end = en / ed (both
 * denominators positive), and the rows it leads to: the published `scan`, with the Fractions
 * written out as integer pairs. A tile at (depth, col) is at `along0 + col` on the axis the row
 * runs along (size `alongSize`) and `across0 + depth × step` on the other (size `acrossSize`);
 * `colStride` is how far one column moves in `tiles`. Recursion keeps the rows on the call stack, so nothing is allocated; it goes no deeper than the radius or the map.
 */
function scan(
  tiles: Uint8Array,
  visible: Uint8Array,
  along0: number,
  alongSize: number,
  across0: number,
  step: number,
  acrossSize: number,
  colStride: number,
  r2: number,
  deepest: number,
  depth: number,
  sn: number,
  sd: number,
  en: number,
  ed: number,
): void {
  // A row off the map is all wall: it shows nothing and leads nowhere.
  const across = across0 + depth * step
  if (across < 0 || across >= acrossSize) return
  // round_ties_up(depth × start) = ⌊(2·depth·sn + sd) / 2sd⌋; round_ties_down(depth × end) =
  // ⌈(2·depth·en − ed) / 2ed⌉. Both quotients are exact in doubles at any map size accepted.
  const minCol = Math.floor((2 * depth * sn + sd) / (2 * sd))
  const maxCol = Math.ceil((2 * depth * en - ed) / (2 * ed))
  // Inside the radius: col² + depth² ≤ r², that is |col| ≤ ⌊√(r² − depth²)⌋ (sqrt is exact-rounded).
  const reach = Math.floor(Math.sqrt(r2 - depth * depth))
  // The index of column 0 of this row: the origin's, moved `depth` rows.
  const base = across * (colStride === 1 ? alongSize : 1) + along0 * colStride
  let previous = NONE
  for (let col = minCol; col <= maxCol; col++) {
    const along = along0 + col
    const inside = along >= 0 && along < alongSize
    const index = base + col * colStride
    const wall = !inside || !isClear(tiles[index] as number)
    // A wall shows as soon as its column is scanned; a floor only if its centre is in the row's
    // slopes: col ≥ depth × start and col ≤ depth × end.
    if (wall || (col * sd >= depth * sn && col * ed <= depth * en)) {
      if (inside && col <= reach && -col <= reach) visible[index] = 1
    }
    if (previous === WALL && !wall) {
      // The start slope moves to this floor tile's left edge: slope(tile) = (2col − 1) / 2depth.
      sn = 2 * col - 1
      sd = 2 * depth
    } else if (previous === FLOOR && wall && depth < deepest) {
      // The next row, as far as this wall's left edge.
      scan(
        tiles,
        visible,
        along0,
        alongSize,
        across0,
        step,
        acrossSize,
        colStride,
        r2,
        deepest,
        depth + 1,
        sn,
        sd,
        2 * col - 1,
        2 * depth,
      )
    }
    previous = wall ? WALL : FLOOR
  }
  if (previous === FLOOR && depth < deepest) {
    scan(
      tiles,
      visible,
      along0,
      alongSize,
      across0,
      step,
      acrossSize,
      colStride,
      r2,
      deepest,
      depth + 1,
      sn,
      sd,
      en,
      ed,
    )
  }
}

/** Sight passes every tile but rock (the `isTransparent` rule, written out for the inner loop). */
function isClear(code: number): boolean {
  return code !== Tile.Wall && code <= Tile.StairsDown
}

/** Zeroes the square of side 2r + 1 around (ox, oy), clipped to the map; the whole map for r = 0. */
function clearSquare(
  visible: Uint8Array,
  width: number,
  height: number,
  ox: number,
  oy: number,
  radius: number,
): void {
  if (radius === 0) {
    visible.fill(0)
    return
  }
  const left = Math.max(0, ox - radius)
  const right = Math.min(width - 1, ox + radius)
  const bottom = Math.min(height - 1, oy + radius)
  for (let y = Math.max(0, oy - radius); y <= bottom; y++) {
    const end = y * width + right
    // A short row is cheaper by hand than through a call to fill.
    if (right - left < 32) for (let i = y * width + left; i <= end; i++) visible[i] = 0
    else visible.fill(0, y * width + left, end + 1)
  }
}

function describe(value: unknown): string {
  if (value instanceof Uint8Array) return `one of ${value.length}`
  return value === null ? 'null' : typeof value
}
