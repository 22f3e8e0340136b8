import { describe, expect, it } from 'vitest'
import { bindChord, DEFAULT_BINDINGS } from './bindings.js'
import {
  DEFAULT_SETTINGS,
  decodeSettings,
  encodeSettings,
  SETTINGS_KEY,
  type SettingsStorage,
  SettingsStore,
} from './settings-store.js'
import { FILL, type ZoomSetting } from './zoom.js'

function memory(
  initial: Record<string, string> = {},
): SettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

describe('SettingsStore', () => {
  it('starts from the defaults, and keeps each change for the next visit', () => {
    const storage = memory()
    const store = new SettingsStore(storage)
    expect(store.current).toEqual(DEFAULT_SETTINGS)
    expect(store.problem).toBe('')
    const { bindings } = bindChord(DEFAULT_BINDINGS, 'step-up', 'KeyW')
    const chosen = { bindings, zoom: 2.5, highContrast: true, ascii: true, pad: ['rest'] }
    expect(store.update(chosen)).toBe('')
    const again = new SettingsStore(storage)
    expect(again.current).toEqual(chosen)
    expect(again.problem).toBe('')
  })

  it('fills the screen until the player picks a zoom, and keeps either', () => {
    expect(DEFAULT_SETTINGS.zoom).toBe(FILL)
    expect(new SettingsStore(memory()).current.zoom).toBe(FILL)
    expect(decodeSettings(encodeSettings(DEFAULT_SETTINGS))).toEqual({
      settings: DEFAULT_SETTINGS,
      problems: [],
    })
    expect(decodeSettings('{"zoom":"fill"}').settings.zoom).toBe(FILL)
    expect(decodeSettings('{"zoom":2.5}').settings.zoom).toBe(2.5)
    const bad = decodeSettings('{"zoom":"fit"}')
    expect(bad.settings.zoom).toBe(FILL)
    expect(bad.problems).toEqual(['the zoom was not a number (fit)'])
  })

  it('tells its listeners of a change', () => {
    const store = new SettingsStore(memory())
    const seen: ZoomSetting[] = []
    store.onChange((settings) => seen.push(settings.zoom))
    store.update({ zoom: 3 })
    expect(seen).toEqual([3])
  })

  it('reports what it could not read, keeps the rest, and replaces what was stored', () => {
    const storage = memory({
      [SETTINGS_KEY]: JSON.stringify({ zoom: 12, highContrast: 'yes', pad: ['rest'] }),
    })
    const store = new SettingsStore(storage)
    expect(store.problem).toMatch(/^Your settings could not all be read: /)
    expect(store.problem).toMatch(/the zoom 12 is not within 1–4/)
    expect(store.problem).toMatch(/high-contrast choice was not yes or no/)
    expect(store.current).toMatchObject({ zoom: 4, highContrast: false, pad: ['rest'] })
    expect(JSON.parse(storage.data.get(SETTINGS_KEY) as string)).toMatchObject({
      zoom: 4,
      highContrast: false,
      pad: ['rest'],
    })
    expect(new SettingsStore(storage).problem).toBe('')
  })

  it('draws the map in tiles unless the ASCII look was chosen, and keeps that choice alone', () => {
    expect(DEFAULT_SETTINGS.ascii).toBe(false)
    const storage = memory()
    new SettingsStore(storage).update({ ascii: true })
    const again = new SettingsStore(storage)
    expect(again.current).toEqual({ ...DEFAULT_SETTINGS, ascii: true })
    again.update({ ascii: false })
    expect(new SettingsStore(storage).current.ascii).toBe(false)
  })

  it('reads an ASCII choice that is not yes or no as no, and says so', () => {
    const storage = memory({ [SETTINGS_KEY]: JSON.stringify({ ascii: 'on', zoom: 2 }) })
    const store = new SettingsStore(storage)
    expect(store.problem).toMatch(/the ASCII choice was not yes or no/)
    expect(store.current).toMatchObject({ ascii: false, zoom: 2 })
    expect(JSON.parse(storage.data.get(SETTINGS_KEY) as string).ascii).toBe(false)
  })

  it('plays on when the browser refuses its storage', () => {
    const refusing: SettingsStorage = {
      getItem() {
        throw new Error('SecurityError')
      },
      setItem() {
        throw new Error('QuotaExceededError')
      },
    }
    const store = new SettingsStore(refusing)
    expect(store.problem).toMatch(/would not give them \(Error: SecurityError\)/)
    expect(store.update({ zoom: 2 })).toMatch(/could not be kept .*QuotaExceededError/)
    expect(store.current.zoom).toBe(2)
    expect(new SettingsStore(null).update({ zoom: 2 })).toMatch(/keeps no settings/)
  })
})

describe('decodeSettings', () => {
  it('reads back what encodeSettings wrote', () => {
    const settings = { ...DEFAULT_SETTINGS, zoom: 1.75, highContrast: true, ascii: true }
    expect(decodeSettings(encodeSettings(settings))).toEqual({ settings, problems: [] })
  })

  it('gives the defaults for text that is not JSON or not a table, and says so', () => {
    expect(decodeSettings('{oops')).toEqual({
      settings: DEFAULT_SETTINGS,
      problems: ['what was stored is not JSON'],
    })
    expect(decodeSettings('[1]').problems).toEqual(['what was stored is not a table of settings'])
    expect(decodeSettings('null').settings).toEqual(DEFAULT_SETTINGS)
    expect(decodeSettings('{"zoom":"big"}').problems).toEqual(['the zoom was not a number (big)'])
  })
})
