import { describe, expect, it } from 'vitest'
import { FrameTimer } from './frame-timer.js'

describe('FrameTimer', () => {
  it('measures from the start to the next rendered frame only', () => {
    const timer = new FrameTimer()
    timer.frameRendered(5)
    expect(timer.last).toBeNull()
    timer.start(10)
    timer.frameRendered(14.5)
    timer.frameRendered(30)
    expect(timer.last).toBe(4.5)
  })
})
