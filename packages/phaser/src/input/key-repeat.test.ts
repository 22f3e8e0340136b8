import { describe, expect, it } from 'vitest'
import { KeyRepeat } from './key-repeat.js'

/** Polls every 16 ms (a 60 Hz frame) from `from` to `to` and returns the times an action fired. */
function pollFrames<T>(repeat: KeyRepeat<T>, from: number, to: number): number[] {
  const fired: number[] = []
  for (let t = from; t <= to; t += 16) if (repeat.poll(t) !== null) fired.push(t)
  return fired
}

describe('KeyRepeat', () => {
  it('acts once on a press and not again before the delay', () => {
    const repeat = new KeyRepeat<string>({ delay: 200, interval: 90 })
    expect(repeat.press('left', 1000)).toBe('left')
    expect(pollFrames(repeat, 1000, 1199)).toEqual([])
  })

  it('repeats first after the delay, then at the interval', () => {
    const repeat = new KeyRepeat<string>({ delay: 200, interval: 90 })
    repeat.press('left', 0)
    const fired = pollFrames(repeat, 0, 600)
    // 60 Hz frames land at most one frame late: 208, then about every 90 ms.
    expect(fired[0]).toBe(208)
    expect(fired).toHaveLength(5)
    const gaps = fired.slice(1).map((t, i) => t - (fired[i] as number))
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(80)
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(96)
  })

  it('keeps the long-run pace at the interval despite frame rounding', () => {
    const repeat = new KeyRepeat<string>({ delay: 200, interval: 90 })
    repeat.press('up', 0)
    const fired = pollFrames(repeat, 0, 200 + 90 * 100)
    expect(fired.length).toBeGreaterThanOrEqual(100)
    expect(fired.length).toBeLessThanOrEqual(101)
  })

  it('never fires more than once for a long stalled frame', () => {
    const repeat = new KeyRepeat<string>({ delay: 200, interval: 90 })
    repeat.press('down', 0)
    expect(repeat.poll(5000)).toBe('down')
    expect(repeat.poll(5001)).toBeNull()
    expect(repeat.poll(5090)).toBe('down')
  })

  it('stops when the key is released', () => {
    const repeat = new KeyRepeat<string>({ delay: 200, interval: 90 })
    repeat.press('right', 0)
    repeat.release('right', 100)
    expect(pollFrames(repeat, 100, 1000)).toEqual([])
    expect(repeat.current()).toBeNull()
  })

  it('lets the newest key win and hands back to a key still held', () => {
    const repeat = new KeyRepeat<string>({ delay: 200, interval: 90 })
    repeat.press('left', 0)
    repeat.press('up', 50)
    expect(repeat.poll(260)).toBe('up')
    repeat.release('up', 300)
    expect(repeat.current()).toBe('left')
    expect(repeat.poll(400)).toBeNull()
    expect(repeat.poll(500)).toBe('left')
  })

  it('ignores the release of a key that is not the one repeating', () => {
    const repeat = new KeyRepeat<string>({ delay: 200, interval: 90 })
    repeat.press('left', 0)
    repeat.press('up', 10)
    repeat.release('left', 100)
    expect(repeat.poll(210)).toBe('up')
  })

  it('forgets everything on clear', () => {
    const repeat = new KeyRepeat<string>({ delay: 200, interval: 90 })
    repeat.press('left', 0)
    repeat.press('up', 0)
    repeat.clear()
    expect(repeat.poll(1000)).toBeNull()
  })
})
