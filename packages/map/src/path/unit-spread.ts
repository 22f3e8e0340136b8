/**
 * The breadth-first queue, kept between calls: a Dijkstra map is made every turn, and a fresh
 * queue (zeroed, outside the JS heap) costs a fifth of a small map's search. It grows to the
 * largest map searched; nothing else holds it, and the search never calls out while using it.
 */
let scratch = new Int32Array(0)

/** A queue of at least `size` cells; its contents are whatever the last search left. */
export function unitQueue(size: number): Int32Array {
  if (scratch.length < size) scratch = new Int32Array(size)
  return scratch
}

/**
 * Distances with unit steps by breadth-first search: each tile's distance is its layer.
 * `queue[0 … count − 1]` holds the sources, whose `dist` is already 0; every other cell of
 * `dist` must be `Infinity`. Maps whose border is all rock (every generated dungeon) take the
 * fast loops, which read neighbours by index offset with no bounds test: a walkable tile is
 * never on the border, so its neighbours are all on the map.
 */
export function unitSpread(
  tiles: Uint8Array,
  width: number,
  height: number,
  diagonal: boolean,
  queue: Int32Array,
  count: number,
  dist: Float64Array,
  maxDistance: number,
): void {
  if (!closedBorder(tiles, width, height)) {
    boundedSpread(tiles, width, height, diagonal, queue, count, dist, maxDistance)
  } else if (diagonal) {
    spread8(tiles, width, queue, count, dist, maxDistance)
  } else {
    spread4(tiles, width, queue, count, dist, maxDistance)
  }
}

/** True when no tile on the map's edge is walkable. */
export function closedBorder(tiles: Uint8Array, width: number, height: number): boolean {
  const last = (height - 1) * width
  for (let x = 0; x < width; x++) {
    if (open(tiles[x] as number) || open(tiles[last + x] as number)) return false
  }
  for (let i = width; i < last; i += width) {
    if (open(tiles[i] as number) || open(tiles[i + width - 1] as number)) return false
  }
  return true
}

/**
 * Walkable (codes 1 to 4, as `isWalkable`) in one unsigned compare: rock, 0, wraps to the
 * largest 32-bit value.
 */
function open(code: number): boolean {
  return (code - 1) >>> 0 < 4
}

/** Four neighbours on a map with a closed border. */
export function spread4(
  tiles: Uint8Array,
  width: number,
  queue: Int32Array,
  count: number,
  dist: Float64Array,
  maxDistance: number,
): void {
  const INF = Number.POSITIVE_INFINITY
  let tail = count
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number
    const d = (dist[i] as number) + 1
    if (d > maxDistance) break // every tile still queued is at least as far
    let n = i - width
    if (open(tiles[n] as number) && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + 1
    if (open(tiles[n] as number) && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + width
    if (open(tiles[n] as number) && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i - 1
    if (open(tiles[n] as number) && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
  }
}

/**
 * Eight neighbours on a map with a closed border. The four orthogonal neighbours' walkability is
 * read once and serves twice: for the orthogonal steps, and for the corner rule (a diagonal step
 * needs a walkable tile on one side of the corner it cuts).
 */
export function spread8(
  tiles: Uint8Array,
  width: number,
  queue: Int32Array,
  count: number,
  dist: Float64Array,
  maxDistance: number,
): void {
  const INF = Number.POSITIVE_INFINITY
  let tail = count
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number
    const d = (dist[i] as number) + 1
    if (d > maxDistance) break
    const up = open(tiles[i - width] as number)
    const right = open(tiles[i + 1] as number)
    const down = open(tiles[i + width] as number)
    const left = open(tiles[i - 1] as number)
    let n = i - width
    if (up && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + 1
    if (right && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + width
    if (down && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i - 1
    if (left && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i - width + 1
    if ((up || right) && open(tiles[n] as number) && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + width + 1
    if ((down || right) && open(tiles[n] as number) && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + width - 1
    if ((down || left) && open(tiles[n] as number) && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i - width - 1
    if ((up || left) && open(tiles[n] as number) && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
  }
}

/** Any map, its border open or not: every step tested against the map's edge. */
export function boundedSpread(
  tiles: Uint8Array,
  width: number,
  height: number,
  diagonal: boolean,
  queue: Int32Array,
  count: number,
  dist: Float64Array,
  maxDistance: number,
): void {
  const INF = Number.POSITIVE_INFINITY
  const wide = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height
  const walkable = (x: number, y: number) => wide(x, y) && open(tiles[y * width + x] as number)
  let tail = count
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number
    const d = (dist[i] as number) + 1
    if (d > maxDistance) break
    const x = i % width
    const y = (i - x) / width
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const corner = dx !== 0 && dy !== 0
        if ((dx === 0 && dy === 0) || (corner && !diagonal)) continue
        const nx = x + dx
        const ny = y + dy
        if (!walkable(nx, ny)) continue
        const n = ny * width + nx
        if (dist[n] !== INF) continue
        if (corner && !walkable(nx, y) && !walkable(x, ny)) continue
        dist[n] = d
        queue[tail++] = n
      }
    }
  }
}
