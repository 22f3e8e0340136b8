import { describe, expect, it } from 'vitest'
import { bindChord, DEFAULT_BINDINGS } from './bindings.js'
import type { PageCommand } from './commands.js'
import { listenPageKeys } from './page-keys.js'
import { SettingsStore } from './settings-store.js'

/** A window that hands key events to its listener, and a key event that notes its default prevented. */
function fakeWindow() {
  let listener: ((event: KeyboardEvent) => void) | null = null
  return {
    addEventListener: (_: string, l: (event: KeyboardEvent) => void) => {
      listener = l
    },
    removeEventListener: () => {
      listener = null
    },
    press(init: { code: string; key: string; shiftKey?: boolean; repeat?: boolean }) {
      const event = { ...init, prevented: false, preventDefault: () => (event.prevented = true) }
      listener?.(event as unknown as KeyboardEvent)
      return event.prevented
    },
  }
}

describe('listenPageKeys', () => {
  it('acts on the page’s commands as bound, when allowed, and keeps them from the browser', () => {
    const target = fakeWindow()
    const store = new SettingsStore(null)
    const done: PageCommand[] = []
    let allowed = true
    const stop = listenPageKeys(
      target as unknown as Window,
      store,
      (c) => done.push(c),
      () => allowed,
    )
    expect(target.press({ code: 'Equal', key: '=' })).toBe(true)
    expect(target.press({ code: 'Equal', key: '+', shiftKey: true, repeat: true })).toBe(true)
    expect(target.press({ code: 'Minus', key: '-' })).toBe(true)
    expect(target.press({ code: 'Slash', key: '?', shiftKey: true })).toBe(true)
    // A held settings key does not open and close the screen; other keys are not the page's.
    expect(target.press({ code: 'Slash', key: '?', shiftKey: true, repeat: true })).toBe(true)
    expect(target.press({ code: 'KeyG', key: 'g' })).toBe(false)
    expect(done).toEqual(['zoom-in', 'zoom-in', 'zoom-out', 'settings'])
    allowed = false
    expect(target.press({ code: 'Equal', key: '=' })).toBe(false)
    allowed = true
    store.update({ bindings: bindChord(DEFAULT_BINDINGS, 'settings', 'F2').bindings })
    target.press({ code: 'F2', key: 'F2' })
    expect(done.at(-1)).toBe('settings')
    stop()
    expect(target.press({ code: 'F2', key: 'F2' })).toBe(false)
  })
})
