/**
 * The published symmetric shadowcasting (albertford.com/shadowcasting) ported to TypeScript as it
 * is written: fractions as objects, rows as objects, tiles from a generator, closures for the
 * quadrant. The straightforward port a developer would write first; the benchmark's reference for
 * Delve's `computeFov`, which must compute the same views (checked before timing).
 */

class Fraction {
  readonly n: number
  readonly d: number
  constructor(n: number, d = 1) {
    const g = gcd(Math.abs(n), Math.abs(d)) || 1
    const sign = d < 0 ? -1 : 1
    this.n = (sign * n) / g
    this.d = (sign * d) / g
  }
  times(k: number): Fraction {
    return new Fraction(this.n * k, this.d)
  }
  plus(other: Fraction): Fraction {
    return new Fraction(this.n * other.d + other.n * this.d, this.d * other.d)
  }
  atMost(k: number): boolean {
    return this.n <= k * this.d
  }
  atLeast(k: number): boolean {
    return this.n >= k * this.d
  }
  floor(): number {
    return Math.floor(this.n / this.d)
  }
  ceil(): number {
    return Math.ceil(this.n / this.d)
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b)
}

const HALF = new Fraction(1, 2)
const MINUS_HALF = new Fraction(-1, 2)

class Row {
  constructor(
    readonly depth: number,
    public startSlope: Fraction,
    public endSlope: Fraction,
  ) {}
  *tiles(): Generator<[number, number]> {
    const minCol = this.startSlope.times(this.depth).plus(HALF).floor()
    const maxCol = this.endSlope.times(this.depth).plus(MINUS_HALF).ceil()
    for (let col = minCol; col <= maxCol; col++) yield [this.depth, col]
  }
  next(): Row {
    return new Row(this.depth + 1, this.startSlope, this.endSlope)
  }
}

const slope = ([depth, col]: [number, number]) => new Fraction(2 * col - 1, 2 * depth)
const isSymmetric = (row: Row, [, col]: [number, number]) =>
  row.startSlope.times(row.depth).atMost(col) && row.endSlope.times(row.depth).atLeast(col)

export function publishedFov(
  origin: { x: number; y: number },
  isBlocking: (x: number, y: number) => boolean,
  markVisible: (x: number, y: number) => void,
): void {
  markVisible(origin.x, origin.y)
  for (let cardinal = 0; cardinal < 4; cardinal++) {
    const transform = ([row, col]: [number, number]): [number, number] => {
      if (cardinal === 0) return [origin.x + col, origin.y - row]
      if (cardinal === 2) return [origin.x + col, origin.y + row]
      if (cardinal === 1) return [origin.x + row, origin.y + col]
      return [origin.x - row, origin.y + col]
    }
    const reveal = (tile: [number, number]) => markVisible(...transform(tile))
    const isWall = (tile: [number, number] | null) =>
      tile !== null && isBlocking(...transform(tile))
    const isFloor = (tile: [number, number] | null) =>
      tile !== null && !isBlocking(...transform(tile))
    const scan = (row: Row): void => {
      let previous: [number, number] | null = null
      for (const tile of row.tiles()) {
        if (isWall(tile) || isSymmetric(row, tile)) reveal(tile)
        if (isWall(previous) && isFloor(tile)) row.startSlope = slope(tile)
        if (isFloor(previous) && isWall(tile)) {
          const next = row.next()
          next.endSlope = slope(tile)
          scan(next)
        }
        previous = tile
      }
      if (isFloor(previous)) scan(row.next())
    }
    scan(new Row(1, new Fraction(-1), new Fraction(1)))
  }
}
