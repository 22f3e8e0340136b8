import { type Bindings, DEFAULT_BINDINGS, decodeBindings, encodeBindings } from './bindings.js'
import { DEFAULT_PAD, decodePad } from './pad-choice.js'
import { clampZoom, FILL, ZOOM_MAX, ZOOM_MIN, type ZoomSetting } from './zoom.js'

/** What the player chose: the keys, the zoom, the palette, the look and the pad's buttons. */
export interface Settings {
  bindings: Bindings
  /** Tiles this many times the readable default size, 1 to 4; or `FILL`, as the screen allows. */
  zoom: ZoomSetting
  /** The high-contrast palette: bright outlined creatures, lighter remembered tiles. */
  highContrast: boolean
  /** The map in CP437 glyphs (`#` wall, `.` floor, `@` you), as the classic tutorials draw it. */
  ascii: boolean
  /** The command ids of the pad's buttons, in order. */
  pad: readonly string[]
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  bindings: DEFAULT_BINDINGS,
  zoom: FILL,
  highContrast: false,
  ascii: false,
  pad: DEFAULT_PAD,
})

/** Where the settings are kept in the browser. */
export const SETTINGS_KEY = 'delve.settings.v1'

/** The part of `Storage` the settings use (the page's `localStorage`, or a test's map). */
export interface SettingsStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** Settings as stored: JSON, with only the keys that differ from the defaults. */
export function encodeSettings(settings: Settings): string {
  return JSON.stringify({
    keys: encodeBindings(settings.bindings),
    zoom: settings.zoom,
    highContrast: settings.highContrast,
    ascii: settings.ascii,
    pad: settings.pad,
  })
}

/**
 * Settings from stored text: each part read on its own, so one bad part costs only itself.
 * Whatever is wrong takes its default and is said in `problems`; nothing is thrown.
 */
export function decodeSettings(text: string | null): { settings: Settings; problems: string[] } {
  if (text === null) return { settings: DEFAULT_SETTINGS, problems: [] }
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    return { settings: DEFAULT_SETTINGS, problems: ['what was stored is not JSON'] }
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return { settings: DEFAULT_SETTINGS, problems: ['what was stored is not a table of settings'] }
  }
  const { keys, zoom, highContrast, ascii, pad } = stored as Record<string, unknown>
  const problems: string[] = []
  const bindings = decodeBindings(keys)
  problems.push(...bindings.problems)
  const pads = decodePad(pad)
  problems.push(...pads.problems)
  let factor = DEFAULT_SETTINGS.zoom
  if (zoom !== undefined && zoom !== FILL) {
    if (typeof zoom !== 'number' || !Number.isFinite(zoom)) {
      problems.push(`the zoom was not a number (${String(zoom).slice(0, 24)})`)
    } else {
      factor = clampZoom(zoom)
      if (factor !== zoom) problems.push(`the zoom ${zoom} is not within ${ZOOM_MIN}–${ZOOM_MAX}`)
    }
  }
  let contrast = DEFAULT_SETTINGS.highContrast
  if (highContrast !== undefined) {
    if (typeof highContrast === 'boolean') contrast = highContrast
    else problems.push('the high-contrast choice was not yes or no')
  }
  let glyphs = DEFAULT_SETTINGS.ascii
  if (ascii !== undefined) {
    if (typeof ascii === 'boolean') glyphs = ascii
    else problems.push('the ASCII choice was not yes or no')
  }
  return {
    settings: Object.freeze({
      bindings: bindings.bindings,
      zoom: factor,
      highContrast: contrast,
      ascii: glyphs,
      pad: pads.pad,
    }),
    problems,
  }
}

/**
 * The player's settings, kept in the browser: read once, then written on every change. What
 * could not be read is reported (`problem`) and replaced by what was made of it; storage the
 * browser refuses is reported, and the settings still hold until the page is closed.
 */
export class SettingsStore {
  private settings: Settings
  private readonly listeners: ((settings: Settings) => void)[] = []
  /** A sentence for the player about stored settings that could not be read; '' for none. */
  readonly problem: string

  constructor(
    private readonly storage: SettingsStorage | null,
    private readonly key: string = SETTINGS_KEY,
  ) {
    let text: string | null = null
    let problems: string[] = []
    try {
      text = storage?.getItem(key) ?? null
    } catch (error) {
      problems.push(`the browser would not give them (${String(error)})`)
    }
    const decoded = decodeSettings(text)
    this.settings = decoded.settings
    problems = [...problems, ...decoded.problems]
    this.problem =
      problems.length === 0
        ? ''
        : `Your settings could not all be read: ${problems.join('; ')}. Defaults stand in for those.`
    // What was wrong is replaced in storage by what was read of it.
    if (decoded.problems.length > 0) this.write()
  }

  get current(): Settings {
    return this.settings
  }

  /** Changes some settings and keeps them; returns '' when kept, or why they could not be. */
  update(change: Partial<Settings>): string {
    this.settings = Object.freeze({ ...this.settings, ...change })
    for (const listener of this.listeners) listener(this.settings)
    return this.write()
  }

  /** Calls `listener` with the settings after every change. */
  onChange(listener: (settings: Settings) => void): void {
    this.listeners.push(listener)
  }

  private write(): string {
    if (!this.storage) return 'This browser keeps no settings: they last until the page closes.'
    try {
      this.storage.setItem(this.key, encodeSettings(this.settings))
      return ''
    } catch (error) {
      return `The settings could not be kept (${String(error)}); they last until the page closes.`
    }
  }
}
