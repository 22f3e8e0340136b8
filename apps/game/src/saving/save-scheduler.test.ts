import { describe, expect, it } from 'vitest'
import { SaveScheduler } from './save-scheduler.js'

describe('SaveScheduler', () => {
  it('writes once after the frame that shows a change, and flushes at once', () => {
    const now = 0
    const writes: number[] = []
    const saver = new SaveScheduler(
      () => writes.push(now),
      () => now,
    )
    saver.frameRendered()
    expect(writes).toEqual([])
    saver.changed()
    saver.changed()
    saver.frameRendered()
    saver.frameRendered()
    expect(writes).toEqual([0])
    saver.changed()
    saver.flush()
    expect(writes).toEqual([0, 0])
    expect(saver.pending).toBe(false)
  })

  it('holds back after a slow write, so saving takes a tenth of the time at most', () => {
    let now = 0
    const writes: number[] = []
    const saver = new SaveScheduler(
      () => {
        writes.push(now)
        now += 20
      },
      () => now,
    )
    saver.changed()
    saver.frameRendered() // writes at 0, takes 20 ms
    saver.changed()
    now = 100
    saver.frameRendered()
    expect(writes).toEqual([0])
    now = 200
    saver.frameRendered()
    expect(writes).toEqual([0, 200])
  })
})
