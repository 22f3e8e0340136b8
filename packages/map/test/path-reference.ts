/**
 * Brute force for the path tests, written apart from src/path: Bellman–Ford relaxation until
 * nothing changes, over the plain rules (walkable codes 1–4; 8 or 4 neighbours; no diagonal
 * step between two non-walkable tiles touching at the corner; a step into a tile costs the step's
 * cost times the tile's cost, 0 meaning impassable).
 */
export interface ReferenceRules {
  diagonal: boolean
  cardinalCost: number
  diagonalCost: number
  costs?: ArrayLike<number>
}

const walkable = (code: number) => code >= 1 && code <= 4

/** Each tile's least total cost from any source, sources starting at their own values. */
export function bellmanFord(
  map: { width: number; height: number; tiles: Uint8Array },
  sources: ReadonlyMap<number, number>,
  rules: ReferenceRules,
): Float64Array {
  const { width, height, tiles } = map
  const enterable = (i: number) =>
    walkable(tiles[i] as number) && (rules.costs === undefined || (rules.costs[i] as number) > 0)
  const dist = new Float64Array(width * height).fill(Number.POSITIVE_INFINITY)
  for (const [i, value] of sources) if (enterable(i) && value < (dist[i] as number)) dist[i] = value
  const steps: [number, number][] = []
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx || dy) && (rules.diagonal || dx === 0 || dy === 0)) steps.push([dx, dy])
    }
  }
  for (let changed = true; changed; ) {
    changed = false
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const from = dist[y * width + x] as number
        if (from === Number.POSITIVE_INFINITY) continue
        for (const [dx, dy] of steps) {
          const nx = x + dx
          const ny = y + dy
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
          const n = ny * width + nx
          if (!enterable(n)) continue
          if (
            dx &&
            dy &&
            !walkable(tiles[y * width + nx] as number) &&
            !walkable(tiles[ny * width + x] as number)
          )
            continue
          const step = dx && dy ? rules.diagonalCost : rules.cardinalCost
          const value = from + step * (rules.costs === undefined ? 1 : (rules.costs[n] as number))
          if (value < (dist[n] as number)) {
            dist[n] = value
            changed = true
          }
        }
      }
    }
  }
  return dist
}
