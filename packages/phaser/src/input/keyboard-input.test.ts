import { describe, expect, it } from 'vitest'
import { keyMap } from './key-table.js'
import { KeyboardInput, type KeySource, OncePerEvent } from './keyboard-input.js'

type Listener = (event: KeyboardEvent) => void

/** A key source the test fires by hand. */
function fakeKeys() {
  const listeners = new Map<string, { fn: Listener; context: unknown }>()
  const source: KeySource = {
    on: (event, fn, context) => listeners.set(event, { fn, context }),
    off: (event) => listeners.delete(event),
  }
  const fire = (type: 'keydown' | 'keyup', event: KeyboardEvent) => {
    const entry = listeners.get(type)
    entry?.fn.call(entry.context, event)
  }
  return { source, fire, listeners }
}

function key(code: string, repeat = false) {
  let prevented = false
  const event = {
    code,
    key: code,
    repeat,
    shiftKey: false,
    preventDefault: () => {
      prevented = true
    },
  } as unknown as KeyboardEvent
  return { event, prevented: () => prevented }
}

describe('KeyboardInput with a key table', () => {
  it('queues the table’s keys as turns, claims them from the browser, and ignores the rest', () => {
    const { source, fire } = fakeKeys()
    const input = new KeyboardInput(source, keyMap())
    const right = key('ArrowRight')
    const other = key('KeyQ')
    fire('keydown', right.event)
    fire('keydown', other.event)
    fire('keyup', right.event)
    expect(right.prevented()).toBe(true)
    expect(other.prevented()).toBe(false)
    expect([...input.take(0)]).toEqual([{ kind: 'move', dx: 1, dy: 0 }])
  })

  it('repeats a held step at a walking pace, but not a wait', () => {
    const { source, fire } = fakeKeys()
    const input = new KeyboardInput(source, keyMap())
    fire('keydown', key('KeyJ').event)
    expect([...input.take(0)]).toHaveLength(1)
    // The system says the key is held: repeats begin after the delay, at the walk's pace.
    fire('keydown', key('KeyJ', true).event)
    expect([...input.take(100)]).toEqual([])
    expect([...input.take(200)]).toEqual([{ kind: 'move', dx: 0, dy: 1 }])
    // The operating system's own repeats are not more steps.
    fire('keydown', key('KeyJ', true).event)
    expect([...input.take(250)]).toEqual([])
    expect([...input.take(290)]).toEqual([{ kind: 'move', dx: 0, dy: 1 }])
    fire('keyup', key('KeyJ').event)
    fire('keydown', key('Space').event)
    fire('keydown', key('Space', true).event)
    expect([...input.take(300)]).toEqual([{ kind: 'wait' }])
    expect([...input.take(2000)]).toEqual([])
  })

  it('takes a key as held only once the system repeats it', () => {
    const { source, fire } = fakeKeys()
    const input = new KeyboardInput(source, keyMap())
    fire('keydown', key('KeyL').event)
    expect([...input.take(0)]).toEqual([{ kind: 'move', dx: 1, dy: 0 }])
    // A key-up late to arrive (a busy machine): one step, however long the frames wait for it.
    expect([...input.take(900)]).toEqual([])
    fire('keyup', key('KeyL').event)
    expect([...input.take(1000)]).toEqual([])
    // A slow system repeat (a long delay set by the player): the walk starts with it.
    fire('keydown', key('KeyL').event)
    expect([...input.take(2000)]).toHaveLength(1)
    expect([...input.take(2400)]).toEqual([])
    fire('keydown', key('KeyL', true).event)
    expect([...input.take(2500)]).toEqual([{ kind: 'move', dx: 1, dy: 0 }])
    expect([...input.take(2550)]).toEqual([])
    expect([...input.take(2590)]).toEqual([{ kind: 'move', dx: 1, dy: 0 }])
    // A repeat of a key that was let go (its key-up came first) starts nothing.
    fire('keyup', key('KeyL').event)
    fire('keydown', key('KeyL', true).event)
    expect([...input.take(2600)]).toEqual([])
    expect([...input.take(5000)]).toEqual([])
  })

  it('reads each event once, and stops listening when destroyed', () => {
    const once = new OncePerEvent()
    const event = {} as Event
    expect([once.first(event), once.first(event)]).toEqual([true, false])
    const { source, listeners } = fakeKeys()
    const input = new KeyboardInput(source, keyMap())
    expect(listeners.size).toBe(2)
    input.destroy()
    expect(listeners.size).toBe(0)
  })
})
