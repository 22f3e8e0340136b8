import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import { inBounds, type TileMap } from '../grid/tile-map.js'
import { MAX_MAP_SIZE } from '../options/limits.js'

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
  const r2 = radius > 0 ? radius * radius : -1
  if (out !== undefined) clearSquare(visible, width, height, ox, oy, radius)
  visible[oy * width + ox] = 1
  // Each quadrant runs its columns along one axis and its rows along the other: north and south
  // along x, rows up or down; east and west along y, rows right or left.
  scan(tiles, visible, ox, width, oy, -1, height, 1, r2, deepest)
  scan(tiles, visible, oy, height, ox, 1, width, width, r2, deepest)
  scan(tiles, visible, ox, width, oy, 1, height, 1, r2, deepest)
  scan(tiles, visible, oy, height, ox, -1, width, width, r2, deepest)
  return visible
}

const NONE = 0
const FLOOR = 1
const WALL = 2

/**
 * The rows still to scan, five integers each (depth, then the start and end slopes as numerator
 * and denominator), kept between views: a view is computed every turn. The published `scan`
 * recurses once per row; a row depends only on its depth, its slopes and the tiles, so the rows
 * can wait on a stack in any order and the result is the same, without a call per row.
 */
let pending = new Int32Array(5 * 64)

/**
 * One quadrant: the published `scan` from its first row, the Fractions written out as integer
 * pairs. A tile at (depth, col) is at `along0 + col` on the axis the rows run along (size
 * `alongSize`) and `across0 + depth × step` on the other (size `acrossSize`); `colStride` is how
 * far one column moves in `tiles`. Rows go no deeper than `deepest` (the radius or the map).
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
): void {
  // How far one row moves in `tiles`: a row is a map row when columns run along x.
  const rowStride = colStride === 1 ? alongSize : 1
  let rows = pending
  // The first row: depth 1, from slope −1 to slope 1.
  rows[0] = 1
  rows[1] = -1
  rows[2] = 1
  rows[3] = 1
  rows[4] = 1
  let top = 5
  while (top > 0) {
    top -= 5
    let depth = rows[top] as number
    let sn = rows[top + 1] as number
    let sd = rows[top + 2] as number
    const en = rows[top + 3] as number
    const ed = rows[top + 4] as number
    // A row that ends on floor goes on to the next row between the same slopes (its start slope
    // as this row left it): scanned here at once rather than through the stack.
    for (;;) {
      // A row off the map is all wall: it shows nothing and leads nowhere.
      const across = across0 + depth * step
      if (across < 0 || across >= acrossSize) break
      // round_ties_up(depth × start) = ⌊(2·depth·sn + sd) / 2sd⌋; round_ties_down(depth × end) =
      // ⌈(2·depth·en − ed) / 2ed⌉, each as one multiply by the reciprocal (see `floorRatio`).
      const minCol = floorRatio(2 * depth * sn + sd, HALF_INVERSES[sd] ?? 1 / (2 * sd))
      const maxCol = -floorRatio(ed - 2 * depth * en, HALF_INVERSES[ed] ?? 1 / (2 * ed))
      // Inside the radius: col² + depth² ≤ r², that is |col| ≤ ⌊√(r² − depth²)⌋ (sqrt is
      // exact-rounded). Unlimited (r2 < 0), a row reaches as far as it is deep: no root to take.
      const reach = r2 < 0 ? depth : Math.floor(Math.sqrt(r2 - depth * depth))
      // The index of column 0 of this row: the origin's, moved `depth` rows.
      const base = across * rowStride + along0 * colStride
      // Columns off the map are walls that show nothing: only lo … hi are read, and the walls
      // before and after them are accounted for as the scan would meet them.
      const lo = Math.max(minCol, -along0)
      const hi = Math.min(maxCol, alongSize - 1 - along0)
      const deeper = depth < deepest
      // Room for every row this one can lead to: at most one per two columns, and the last.
      if (top + 5 * ((hi - lo + 4) >> 1) + 10 > rows.length) {
        const grown = new Int32Array(2 * rows.length + 5 * (hi - lo + 4))
        grown.set(rows.subarray(0, top))
        rows = pending = grown
      }
      // A floor shows only if its centre is in the row's slopes: col ≥ depth × start and
      // col ≤ depth × end. The first such column is minCol or the next (minCol rounds depth × start
      // to the nearest column), the last maxCol or the one before; both within the radius. Once
      // the start slope moves to a floor's left edge, every column after it is past the start.
      let floorFrom = Math.max(minCol * sd >= depth * sn ? minCol : minCol + 1, -reach)
      const floorTo = Math.min(maxCol * ed <= depth * en ? maxCol : maxCol - 1, reach)
      let previous = minCol < lo ? WALL : NONE
      for (let col = lo; col <= hi; col++) {
        const index = base + col * colStride
        const code = tiles[index] as number
        // Sight passes every tile but rock (`isTransparent`): codes 1 … StairsDown, in one
        // unsigned test.
        const wall = (code - 1) >>> 0 >= Tile.StairsDown
        // A wall shows as soon as its column is scanned (within the radius).
        if (wall ? col <= reach && -col <= reach : col >= floorFrom && col <= floorTo) {
          visible[index] = 1
        }
        if (previous === WALL && !wall) {
          // The start slope moves to this floor tile's left edge: (2col − 1) / 2depth.
          sn = 2 * col - 1
          sd = 2 * depth
          floorFrom = -reach
        } else if (previous === FLOOR && wall && deeper) {
          // The next row, as far as this wall's left edge.
          top = push(rows, top, depth + 1, sn, sd, 2 * col - 1, 2 * depth)
        }
        previous = wall ? WALL : FLOOR
      }
      if (hi < maxCol) {
        // The first column past the map's edge is a wall: it ends a run of floor like any wall.
        if (previous === FLOOR && deeper) {
          top = push(rows, top, depth + 1, sn, sd, 2 * hi + 1, 2 * depth)
        }
        previous = WALL
      }
      if (previous !== FLOOR || !deeper) break
      depth++
    }
  }
}

/**
 * 1 / 2k for every slope denominator k a scan of a generated map can meet (1, or twice a depth,
 * and a depth is at most the largest map's side): a row's two column bounds then cost a multiply
 * each, not a divide. A larger map of the caller's own divides past the table.
 */
const HALF_INVERSES = Float64Array.from({ length: 2 * MAX_MAP_SIZE + 1 }, (_, k) =>
  k === 0 ? 0 : 1 / (2 * k),
)

/**
 * ⌊n / d⌋ for integers n and d > 0, from `inverse` = 1 / d, as ⌊(n + ½) / d⌋: (n + ½) / d is at
 * least ½ / d from every integer, and the product's rounding error is smaller than that by many
 * orders of magnitude for any map that fits in memory, so one multiply and a floor are exact.
 */
function floorRatio(n: number, inverse: number): number {
  return Math.floor((n + 0.5) * inverse)
}

/** Puts a row on the stack at `top`; returns the new top. */
function push(
  rows: Int32Array,
  top: number,
  depth: number,
  sn: number,
  sd: number,
  en: number,
  ed: number,
): number {
  rows[top] = depth
  rows[top + 1] = sn
  rows[top + 2] = sd
  rows[top + 3] = en
  rows[top + 4] = ed
  return top + 5
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
