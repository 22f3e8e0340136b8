import { createRun, recordRun } from '@delve/run'
import { testHooks } from '@delve/run/testing'
import { describe, expect, it } from 'vitest'
import { Playback, REPLAY_SPEEDS } from './playback.js'
import { type ReplayShown, replayControlForKey } from './replay-bar.js'
import { ReplayDriver } from './replay-driver.js'

function recording() {
  const run = createRun({ seed: 'driver-run' })
  for (const direction of ['right', 'down', 'left', 'up', 'down-right', 'up-left'] as const) {
    for (let n = 0; n < 3; n++) testHooks(run).move(direction)
    testHooks(run).wait()
  }
  return recordRun(run)
}

function driven() {
  const shown: ReplayShown[] = []
  const redraws: string[] = []
  let left = 0
  const driver = new ReplayDriver(new Playback(recording()), {
    showBar: (state) => shown.push(state),
    redraw: (change) => redraws.push(change),
    leave: () => left++,
  })
  return { driver, shown, redraws, left: () => left }
}

describe('the replay driver', () => {
  it('plays a turn each time the delay of its speed has passed, and no sooner', () => {
    const { driver, redraws } = driven()
    const delay = REPLAY_SPEEDS[driver.playback.speed] as number
    driver.tick(0)
    expect(driver.playback.turn).toBe(1)
    driver.tick(delay - 1)
    expect(driver.playback.turn).toBe(1)
    driver.tick(delay)
    expect(driver.playback.turn).toBe(2)
    expect(redraws).toEqual(['player', 'player'])
  })

  it('pauses, steps, changes speed, goes to the end and leaves, saying where it is', () => {
    const { driver, shown, left } = driven()
    driver.control('toggle')
    expect(driver.report()).toEqual({ turn: 0, of: driver.playback.of, playing: false })
    driver.tick(10_000)
    expect(driver.playback.turn).toBe(0)
    driver.control('step')
    driver.control('step')
    expect(driver.report().turn).toBe(2)
    driver.control('faster')
    expect(shown.at(-1)?.speed).toBe(4)
    driver.control('slower')
    driver.control('slower')
    expect(shown.at(-1)).toMatchObject({ speed: 2, speeds: REPLAY_SPEEDS.length, turn: 2 })
    driver.control('end')
    expect(driver.report()).toEqual({
      turn: driver.playback.of,
      of: driver.playback.of,
      playing: false,
    })
    expect(shown.at(-1)?.verdict?.same).toBe(true)
    // Over: play does nothing more.
    driver.control('toggle')
    expect(driver.report().playing).toBe(false)
    driver.control('leave')
    expect(left()).toBe(1)
  })

  it('reads its keys by the character typed, and leaves every other key alone', () => {
    expect(replayControlForKey(' ', 'Space')).toBe('toggle')
    expect(replayControlForKey('ArrowRight', 'ArrowRight')).toBe('step')
    expect(replayControlForKey('.', 'Period')).toBe('step')
    expect(replayControlForKey('+', 'Equal')).toBe('faster')
    expect(replayControlForKey('ArrowUp', 'ArrowUp')).toBe('faster')
    expect(replayControlForKey('-', 'Minus')).toBe('slower')
    expect(replayControlForKey('End', 'End')).toBe('end')
    expect(replayControlForKey('Escape', 'Escape')).toBe('leave')
    for (const [key, code] of [
      ['o', 'KeyO'],
      ['h', 'KeyH'],
      ['Enter', 'Enter'],
      ['ArrowLeft', 'ArrowLeft'],
    ]) {
      expect(replayControlForKey(key as string, code as string)).toBeNull()
    }
  })
})
