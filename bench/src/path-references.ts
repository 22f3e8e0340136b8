import type { TileMap } from '@delve/map'

/**
 * A Dijkstra map with unit steps and 8 neighbours written as tightly as it goes: one typed-array
 * queue, a breadth-first sweep, the corner rule inline. The reference for `dijkstraMap`, which
 * must give exactly the same distances (checked before timing).
 */
export function tightDistanceMap(map: TileMap, goalX: number, goalY: number): Float64Array {
  const { width, height, tiles } = map
  const dist = new Float64Array(width * height).fill(Number.POSITIVE_INFINITY)
  const queue = new Int32Array(width * height)
  const open = (i: number) => {
    const c = tiles[i] as number
    return c !== 0 && c <= 4
  }
  const goal = goalY * width + goalX
  if (!open(goal)) return dist
  dist[goal] = 0
  let tail = 1
  queue[0] = goal
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number
    const d = (dist[i] as number) + 1
    const x = i % width
    const y = (i - x) / width
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy
      if (ny < 0 || ny >= height) continue
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx
        if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue
        const n = ny * width + nx
        if (dist[n] !== Number.POSITIVE_INFINITY || !open(n)) continue
        if (dx !== 0 && dy !== 0 && !open(y * width + nx) && !open(ny * width + x)) continue
        dist[n] = d
        queue[tail++] = n
      }
    }
  }
  return dist
}
