import type { TileMap } from '@delve/map'

/**
 * What the tight references search: the map's walkable tiles as a 0/1 mask made once per map
 * (outside the timing), and the output and queue they reuse on every call.
 */
export interface TightPathScene {
  width: number
  /** 1 on walkable tiles (codes 1 to 4), 0 on rock. The border must be rock. */
  open: Uint8Array
  dist: Float64Array
  queue: Int32Array
}

/** The scene for `map`, which must have a rock border (every generated dungeon has). */
export function tightPathScene(map: TileMap): TightPathScene {
  const { width, height, tiles } = map
  const open = Uint8Array.from(tiles, (c) => (c !== 0 && c <= 4 ? 1 : 0))
  for (let x = 0; x < width; x++) {
    for (const y of [0, height - 1]) {
      if (open[y * width + x] === 1) throw new Error('tight references need a rock border')
    }
  }
  for (let y = 0; y < height; y++) {
    if (open[y * width] === 1 || open[y * width + width - 1] === 1)
      throw new Error('tight references need a rock border')
  }
  const size = width * height
  return { width, open, dist: new Float64Array(size), queue: new Int32Array(size) }
}

/**
 * A Dijkstra map with unit steps and 4 neighbours written as tightly as it goes: a
 * breadth-first sweep over the precomputed mask, neighbours by index offset with no bounds test
 * (the border is rock), the output and queue reused. The reference for `dijkstraMap` with
 * `diagonal: false`, which must give exactly the same distances (checked before timing).
 */
export function tightDistanceMap4(scene: TightPathScene, goal: number): Float64Array {
  const { width, open, dist, queue } = scene
  const INF = Number.POSITIVE_INFINITY
  dist.fill(INF)
  if (open[goal] !== 1) return dist
  dist[goal] = 0
  queue[0] = goal
  let tail = 1
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number
    const d = (dist[i] as number) + 1
    let n = i - width
    if (open[n] === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + 1
    if (open[n] === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + width
    if (open[n] === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i - 1
    if (open[n] === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
  }
  return dist
}

/**
 * The same with 8 neighbours and the corner rule (a diagonal step needs a walkable tile on one
 * side of the corner it cuts): the orthogonal neighbours' mask bits are read once and serve the
 * orthogonal steps and the corner rule alike. The reference for `dijkstraMap`'s default.
 */
export function tightDistanceMap8(scene: TightPathScene, goal: number): Float64Array {
  const { width, open, dist, queue } = scene
  const INF = Number.POSITIVE_INFINITY
  dist.fill(INF)
  if (open[goal] !== 1) return dist
  dist[goal] = 0
  queue[0] = goal
  let tail = 1
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number
    const d = (dist[i] as number) + 1
    const up = open[i - width] as number
    const right = open[i + 1] as number
    const down = open[i + width] as number
    const left = open[i - 1] as number
    let n = i - width
    if (up === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + 1
    if (right === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + width
    if (down === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i - 1
    if (left === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i - width + 1
    if ((up | right) === 1 && open[n] === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + width + 1
    if ((down | right) === 1 && open[n] === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i + width - 1
    if ((down | left) === 1 && open[n] === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
    n = i - width - 1
    if ((up | left) === 1 && open[n] === 1 && dist[n] === INF) {
      dist[n] = d
      queue[tail++] = n
    }
  }
  return dist
}
