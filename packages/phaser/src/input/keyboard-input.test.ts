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
    expect([...input.take(100)]).toEqual([])
    expect([...input.take(200)]).toEqual([{ kind: 'move', dx: 0, dy: 1 }])
    // The operating system's own repeats are not more steps.
    fire('keydown', key('KeyJ', true).event)
    expect([...input.take(250)]).toEqual([])
    fire('keyup', key('KeyJ').event)
    fire('keydown', key('Space').event)
    expect([...input.take(300)]).toEqual([{ kind: 'wait' }])
    expect([...input.take(2000)]).toEqual([])
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
