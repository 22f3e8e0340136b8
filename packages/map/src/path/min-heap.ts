/**
 * A binary min-heap of integers (tile indices) in typed arrays, ordered by a primary key, then a
 * secondary one, then the order they were pushed: deterministic whatever the engine. An item may
 * be pushed again with a better key; the caller skips the stale entry when it comes out.
 */
export class MinHeap {
  private items: Int32Array
  private primary: Float64Array
  private secondary: Float64Array
  private order: Float64Array
  private pushed = 0
  size = 0

  constructor(capacity = 16) {
    const n = Math.max(16, capacity)
    this.items = new Int32Array(n)
    this.primary = new Float64Array(n)
    this.secondary = new Float64Array(n)
    this.order = new Float64Array(n)
  }

  push(item: number, primary: number, secondary: number): void {
    if (this.size === this.items.length) this.grow()
    let at = this.size++
    this.items[at] = item
    this.primary[at] = primary
    this.secondary[at] = secondary
    this.order[at] = this.pushed++
    while (at > 0) {
      const up = (at - 1) >> 1
      if (!this.before(at, up)) break
      this.swap(at, up)
      at = up
    }
  }

  /** Takes out the item with the smallest key; the heap must not be empty. */
  pop(): number {
    const top = this.items[0] as number
    const last = --this.size
    if (last > 0) {
      this.swap(0, last)
      let at = 0
      for (;;) {
        const left = 2 * at + 1
        if (left >= last) break
        const child = left + 1 < last && this.before(left + 1, left) ? left + 1 : left
        if (!this.before(child, at)) break
        this.swap(child, at)
        at = child
      }
    }
    return top
  }

  private before(a: number, b: number): boolean {
    const pa = this.primary[a] as number
    const pb = this.primary[b] as number
    if (pa !== pb) return pa < pb
    const sa = this.secondary[a] as number
    const sb = this.secondary[b] as number
    if (sa !== sb) return sa < sb
    return (this.order[a] as number) < (this.order[b] as number)
  }

  private swap(a: number, b: number): void {
    swapIn(this.items, a, b)
    swapIn(this.primary, a, b)
    swapIn(this.secondary, a, b)
    swapIn(this.order, a, b)
  }

  private grow(): void {
    const n = this.items.length * 2
    this.items = grown(this.items, new Int32Array(n))
    this.primary = grown(this.primary, new Float64Array(n))
    this.secondary = grown(this.secondary, new Float64Array(n))
    this.order = grown(this.order, new Float64Array(n))
  }
}

function swapIn(array: Int32Array | Float64Array, a: number, b: number): void {
  const t = array[a] as number
  array[a] = array[b] as number
  array[b] = t
}

function grown<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from)
  return to
}
