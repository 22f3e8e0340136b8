import { KeyboardInput, type KeySource, OncePerEvent } from '@delve/phaser'
import { describe, expect, it } from 'vitest'
import {
  actionForKey,
  dungeonClaims,
  keysForMode,
  type ModeName,
  quitScreenKeys,
} from './key-actions.js'

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

function key(code: string, init: { key?: string; repeat?: boolean; shiftKey?: boolean } = {}) {
  let prevented = false
  const event = {
    code,
    key: init.key ?? code,
    repeat: init.repeat ?? false,
    shiftKey: init.shiftKey ?? false,
    target: null,
    preventDefault: () => {
      prevented = true
    },
  } as unknown as KeyboardEvent
  return { event, prevented: () => prevented }
}

describe('OncePerEvent', () => {
  it('says yes to an event once only', () => {
    const once = new OncePerEvent()
    const event = new Event('keydown')
    expect([once.first(event), once.first(event), once.first(new Event('keydown'))]).toEqual([
      true,
      false,
      true,
    ])
  })
})

describe('KeyboardInput', () => {
  it('queues each event once, in order, and prevents the browser’s own use of the key', () => {
    const { source, fire } = fakeKeys()
    const input = new KeyboardInput(source, actionForKey)
    const r = key('KeyR')
    fire('keydown', r.event)
    fire('keydown', r.event)
    fire('keydown', key('KeyL', { shiftKey: true }).event)
    const other = key('KeyQ')
    fire('keydown', other.event)
    expect([...input.take(0)]).toEqual([{ kind: 'regenerate' }, { kind: 'labels' }])
    expect(r.prevented()).toBe(true)
    expect(other.prevented()).toBe(false)
    expect([...input.take(1)]).toEqual([])
  })

  it('times a held movement key itself and ignores the system’s repeats', () => {
    const { source, fire } = fakeKeys()
    const input = new KeyboardInput(source, actionForKey)
    fire('keydown', key('ArrowUp').event)
    fire('keydown', key('ArrowUp', { repeat: true }).event)
    const up = { kind: 'move', direction: 'up' }
    expect([...input.take(0)]).toEqual([up])
    expect([...input.take(100)]).toEqual([])
    expect([...input.take(200)]).toEqual([up])
    fire('keyup', key('ArrowUp').event)
    expect([...input.take(400)]).toEqual([])
    fire('keydown', key('KeyL').event)
    expect([...input.take(500)]).toEqual([{ kind: 'move', direction: 'right' }])
    // The window lost focus: its key-ups will never come, so nothing is held any more.
    input.releaseAll()
    expect([...input.take(900)]).toEqual([])
  })

  it('leaves ignored events alone and stops listening when destroyed', () => {
    const { source, fire, listeners } = fakeKeys()
    const input = new KeyboardInput(source, quitScreenKeys, { ignore: (e) => e.key === 'skip' })
    fire('keydown', key('Enter', { key: 'skip' }).event)
    fire('keydown', key('NumpadEnter').event)
    expect([...input.take(0)]).toEqual([{ kind: 'new-game' }])
    input.destroy()
    expect(listeners.size).toBe(0)
  })

  it('maps each key when its turn comes, by the mode the keys before it left', () => {
    const { source, fire } = fakeKeys()
    let mode: ModeName = 'play'
    const input = new KeyboardInput(source, (press) => keysForMode(mode)(press), {
      claims: dungeonClaims,
    })
    const b = key('KeyB')
    fire('keydown', key('KeyI').event)
    fire('keydown', b.event)
    // B is no key in play, but a letter of the menu I opens: it is kept for its turn.
    expect(b.prevented()).toBe(true)
    const actions = []
    for (const action of input.take(0)) {
      actions.push(action)
      if (action.kind === 'inventory') mode = 'inventory'
    }
    expect(actions).toEqual([{ kind: 'inventory' }, { kind: 'choose', index: 1 }])
  })

  it('lets go of a held step whatever the mode, and repeats it only as a step', () => {
    const { source, fire } = fakeKeys()
    let mode: ModeName = 'play'
    const input = new KeyboardInput(source, (press) => keysForMode(mode)(press), {
      claims: dungeonClaims,
    })
    fire('keydown', key('KeyH').event)
    expect([...input.take(0)]).toEqual([{ kind: 'move', direction: 'left' }])
    // The system repeats it: H is held.
    fire('keydown', key('KeyH', { repeat: true }).event)
    // A menu opens while H is held: H is a letter there, never a repeated step or choice.
    mode = 'inventory'
    expect([...input.take(250)]).toEqual([])
    mode = 'look'
    expect([...input.take(340)]).toEqual([{ kind: 'move', direction: 'left' }])
    fire('keyup', key('KeyH').event)
    expect([...input.take(600)]).toEqual([])
    expect([...input.take(900)]).toEqual([])
  })
})
