/**
 * A plain re-implementation of the caves' automaton, for the tests: rock as a 2D array of
 * booleans (`rock[y][x]`), neighbours counted one by one, regions found by a recursive-free flood
 * fill with an explicit stack. Only the random source is shared with the package (an Rng's
 * `next()`), read as the caves document it: a uniform 0 … 99 per tile from 7-bit pieces of each
 * 32-bit draw, a piece of 100 or more thrown away, a draw's last bits dropped when fewer than 7.
 */

export interface CaveParams {
  width: number
  height: number
  margin: number
  fill: number
  rounds: number
  birth: number
  survival: number
}

/** The automaton's result as rows of `#` and `.`, before any cave is joined or filled. */
export function referenceAutomaton(p: CaveParams, next: () => number): boolean[][] {
  const { width: W, height: H, margin } = p
  const inside = (x: number, y: number) =>
    x > margin && y > margin && x < W - 1 - margin && y < H - 1 - margin
  let pool = 0
  let left = 0
  const percent = () => {
    for (;;) {
      if (left < 7) {
        pool = next()
        left = 32
      }
      const v = pool % 128
      pool = Math.floor(pool / 128)
      left -= 7
      if (v < 100) return v
    }
  }
  let rock: boolean[][] = []
  for (let y = 0; y < H; y++) {
    const row: boolean[] = []
    for (let x = 0; x < W; x++) row.push(inside(x, y) ? percent() < p.fill : true)
    rock.push(row)
  }
  for (let round = 0; round < p.rounds; round++) {
    const next: boolean[][] = rock.map((row) => [...row])
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        if (!inside(x, y)) continue
        let n = 0
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && rock[y + dy]?.[x + dx]) n++
        ;(next[y] as boolean[])[x] = rock[y]?.[x] ? n >= p.survival : n >= p.birth
      }
    }
    rock = next
  }
  return rock
}

/** The open tiles' regions (orthogonal steps) as lists of "x,y", in reading order of their first tile. */
export function referenceRegions(rock: boolean[][]): string[][] {
  const seen = new Set<string>()
  const regions: string[][] = []
  rock.forEach((row, y) => {
    row.forEach((isRock, x) => {
      if (isRock || seen.has(`${x},${y}`)) return
      const region: string[] = []
      const stack: [number, number][] = [[x, y]]
      seen.add(`${x},${y}`)
      while (stack.length > 0) {
        const [cx, cy] = stack.pop() as [number, number]
        region.push(`${cx},${cy}`)
        for (const [nx, ny] of [
          [cx + 1, cy],
          [cx - 1, cy],
          [cx, cy + 1],
          [cx, cy - 1],
        ] as const) {
          if (rock[ny]?.[nx] === false && !seen.has(`${nx},${ny}`)) {
            seen.add(`${nx},${ny}`)
            stack.push([nx, ny])
          }
        }
      }
      regions.push(region)
    })
  })
  return regions
}
