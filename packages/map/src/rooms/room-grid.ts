/** Below this many rooms a plain scan beats the grid (and the grid is never built). */
const SCAN_LIMIT = 32

/** The entries of a grid not built yet: shared, so a grid that never grows allocates none. */
const NO_ENTRIES = new Int32Array(0)

/**
 * The kept rooms, for the overlap test of each new attempt. While there are few, it scans them
 * all, like the tutorials; past `SCAN_LIMIT` it also buckets them on a uniform grid whose cells
 * are at least as wide as the largest room (so a room sits in at most 2 × 2 cells), and a test
 * looks only at the rooms near the new one. The answer is the same either way (the test is a
 * plain "any"), so the dungeon does not depend on the index.
 */
export class RoomGrid {
  private readonly width: number
  private readonly height: number
  private readonly largestSpan: number
  private readonly capacity: number
  /**
   * Per room: its inclusive corners x1, y1, x2, y2. A plain array: a typed array lives outside
   * the JS heap and costs more to allocate than a whole small map's overlap tests.
   */
  private readonly boxes: number[]
  private count: number
  // The grid, once built: log2 of the cell size, the cells' first entries (−1: none), and per
  // entry the next entry of the same cell (−1: none) and its room.
  private shift: number
  private columns: number
  private rows: number
  private head: Int32Array | null
  private entries: Int32Array
  private used: number

  /**
   * `largestSpan`: the most tiles a room covers along one axis, walls included; `capacity`: the
   * most rooms that will be added. Every field is set here, in declaration order, rather than by
   * initializers, which cost a call of their own for every grid (one per dungeon).
   */
  constructor(width: number, height: number, largestSpan: number, capacity: number) {
    this.width = width
    this.height = height
    this.largestSpan = largestSpan
    this.capacity = capacity
    this.boxes = []
    this.count = 0
    this.shift = 0
    this.columns = 0
    this.rows = 0
    this.head = null
    this.entries = NO_ENTRIES
    this.used = 0
  }

  /**
   * True when a kept room shares a tile with x1 … x2 × y1 … y2 (inclusive, may leave the map).
   * Kept small, so the engine inlines it and the scan into a generator's loop.
   */
  hits(x1: number, y1: number, x2: number, y2: number): boolean {
    return this.head === null ? this.scan(x1, y1, x2, y2) : this.near(x1, y1, x2, y2)
  }

  /** `hits` once the grid is built: the rooms in the cells the box covers. */
  private near(x1: number, y1: number, x2: number, y2: number): boolean {
    const head = this.head as Int32Array
    const { shift, entries, boxes, columns } = this
    const c1 = Math.max(0, x1 >> shift)
    const c2 = Math.min(columns - 1, x2 >> shift)
    const r1 = Math.max(0, y1 >> shift)
    const r2 = Math.min(this.rows - 1, y2 >> shift)
    // A query wider than the rooms are many (a large padding) is cheaper as a plain scan.
    if ((c2 - c1 + 1) * (r2 - r1 + 1) > this.count) return this.scan(x1, y1, x2, y2)
    for (let r = r1; r <= r2; r++) {
      for (let c = c1; c <= c2; c++) {
        for (let e = head[r * columns + c] as number; e !== -1; e = entries[2 * e] as number) {
          if (boxHits(boxes, 4 * (entries[2 * e + 1] as number), x1, y1, x2, y2)) return true
        }
      }
    }
    return false
  }

  /** Records a room by its inclusive corners, which must lie on the map. */
  add(x1: number, y1: number, x2: number, y2: number): void {
    if (this.count === this.capacity) throw new RangeError('RoomGrid: more rooms than its capacity')
    const id = this.count++
    this.boxes.push(x1, y1, x2, y2)
    if (this.head !== null) this.bucket(id)
    else if (this.count === SCAN_LIMIT) this.build()
  }

  private scan(x1: number, y1: number, x2: number, y2: number): boolean {
    const { boxes } = this
    const end = 4 * this.count
    for (let b = 0; b < end; b += 4) if (boxHits(boxes, b, x1, y1, x2, y2)) return true
    return false
  }

  private build(): void {
    let shift = 3
    while (1 << shift < this.largestSpan) shift++
    this.shift = shift
    this.columns = ((this.width - 1) >> shift) + 1
    this.rows = ((this.height - 1) >> shift) + 1
    this.head = new Int32Array(this.columns * this.rows).fill(-1)
    // At most four entries per room.
    this.entries = new Int32Array(8 * this.capacity)
    for (let id = 0; id < this.count; id++) this.bucket(id)
  }

  private bucket(id: number): void {
    const { shift, boxes, entries, columns } = this
    const head = this.head as Int32Array
    const b = 4 * id
    for (let r = (boxes[b + 1] as number) >> shift; r <= (boxes[b + 3] as number) >> shift; r++) {
      for (let c = (boxes[b] as number) >> shift; c <= (boxes[b + 2] as number) >> shift; c++) {
        const cell = r * columns + c
        const e = this.used++
        entries[2 * e] = head[cell] as number
        entries[2 * e + 1] = id
        head[cell] = e
      }
    }
  }
}

/** The inclusive AABB test against the box stored at `boxes[b … b+3]` (small: the engine inlines it). */
function boxHits(
  boxes: readonly number[],
  b: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): boolean {
  return (
    x1 <= (boxes[b + 2] as number) &&
    x2 >= (boxes[b] as number) &&
    y1 <= (boxes[b + 3] as number) &&
    y2 >= (boxes[b + 1] as number)
  )
}
