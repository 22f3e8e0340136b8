import { describe, expect, it } from 'vitest'
import { FrameGate, QUIET_FRAMES } from './frame-gate.js'

/** A loop that counts its sleeps and wakes, and a gate on it whose deferred wakes run on `run`. */
function gateOn(busy: () => boolean = () => false) {
  const loop = { running: true, sleeps: 0, wakes: 0 }
  const deferred: (() => void)[] = []
  const gate = new FrameGate(
    {
      sleep() {
        loop.running = false
        loop.sleeps++
      },
      wake() {
        loop.running = true
        loop.wakes++
      },
    },
    busy,
    (wake) => deferred.push(wake),
  )
  const run = () => {
    for (const wake of deferred.splice(0)) wake()
  }
  /** Draws frames while the loop runs, at most `most`; returns how many. */
  const frames = (most: number) => {
    let drawn = 0
    while (loop.running && drawn < most) {
      gate.frameDrawn()
      drawn++
    }
    return drawn
  }
  return { loop, gate, run, frames }
}

describe('the frame gate', () => {
  it('sleeps after QUIET_FRAMES frames with nothing to do, and is idle then', () => {
    const { loop, gate, frames } = gateOn()
    expect(gate.idle).toBe(false)
    expect(frames(100)).toBe(QUIET_FRAMES)
    expect([gate.idle, loop.sleeps]).toEqual([true, 1])
  })

  it('draws on while the game is busy, and sleeps QUIET_FRAMES frames after', () => {
    let work = 5
    const { gate, frames } = gateOn(() => work-- > 0)
    expect(frames(100)).toBe(5 + QUIET_FRAMES)
    expect(gate.idle).toBe(true)
  })

  it('wakes after the event handled, once however many events come, and draws again', () => {
    const { loop, gate, run, frames } = gateOn()
    frames(100)
    gate.wake()
    gate.wake()
    // Not idle at once, though the loop starts only after the event.
    expect([gate.idle, loop.wakes]).toEqual([false, 0])
    run()
    expect(loop.wakes).toBe(1)
    expect(frames(100)).toBe(QUIET_FRAMES)
    expect(gate.idle).toBe(true)
  })

  it('draws on while a key or a pointer is held, and sleeps once all are up', () => {
    const { gate, run, frames } = gateOn()
    frames(100)
    gate.hold('key:ArrowLeft', true)
    gate.hold('pointer:1', true)
    run()
    expect(frames(50)).toBe(50)
    gate.hold('key:ArrowLeft', false)
    expect(frames(50)).toBe(50)
    gate.hold('pointer:1', false)
    expect(frames(100)).toBe(QUIET_FRAMES)
    gate.hold('key:KeyA', true)
    run()
    gate.releaseAll()
    expect(frames(100)).toBe(QUIET_FRAMES)
  })

  it('counts its quiet frames again after a wake during them', () => {
    const { gate, frames } = gateOn()
    gate.frameDrawn()
    gate.wake()
    expect(frames(100)).toBe(QUIET_FRAMES)
  })

  it('is awake again when the loop was started from elsewhere', () => {
    let work = 1
    const { gate, frames } = gateOn(() => work-- > 0)
    frames(100)
    expect(gate.idle).toBe(true)
    work = 1
    gate.frameDrawn()
    expect(gate.idle).toBe(false)
  })
})
