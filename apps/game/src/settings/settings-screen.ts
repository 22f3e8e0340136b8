import { bindChord, keyBindings, unbindChord } from './bindings.js'
import { chordLabel, chordOf, chordText, parseChord } from './chords.js'
import { COMMANDS, commandRow } from './commands.js'
import { MOST_PAD_BUTTONS, PAD_CHOICES, togglePad } from './pad-choice.js'
import { DEFAULT_SETTINGS, type Settings, type SettingsStore } from './settings-store.js'
import { FILL, ZOOM_MAX, ZOOM_MIN } from './zoom.js'
import { zoomSteps } from './zoom-gestures.js'

/**
 * The element with `id`, or a clear error naming what the page is missing (ui/dom.ts's
 * `requireElement`, which this folder may not import).
 */
function element(doc: Document, id: string): HTMLElement {
  const found = doc.getElementById(id)
  if (!found) throw new Error(`The page has no #${id} element`)
  return found
}

/** How the key of a command reads: its first key's cap, or '' when it has none. */
function firstKeyLabel(
  settings: Settings,
  id: string,
  layout?: ReadonlyMap<string, string>,
): string {
  const first = settings.bindings[id]?.[0]
  const chord = first === undefined ? null : parseChord(first)
  return chord ? chordLabel(chord, layout) : ''
}

/** The browser's keyboard layout map, where it offers one (Chromium's Keyboard API). */
interface LayoutSource {
  keyboard?: { getLayoutMap?: () => Promise<ReadonlyMap<string, string>> }
}

/**
 * The settings screen: every command with its keys (a key added by pressing it, taken off by its
 * ×; a key given to one command is taken from any other), the zoom, the high-contrast palette,
 * the ASCII look, the touch pad's buttons, and a reset to the defaults. Everything is kept by the
 * store as it changes. While it is open the dungeon reads no key (`owns`); Escape closes it.
 */
export class SettingsScreen {
  private readonly root: HTMLElement
  private readonly keys: HTMLElement
  private readonly pad: HTMLElement
  private readonly message: HTMLElement
  private readonly zoomShown: HTMLElement
  private readonly contrast: HTMLInputElement
  private readonly ascii: HTMLInputElement
  private readonly opener: HTMLElement
  /** The command waiting for a key press, or null. */
  private capturing: string | null = null
  /** Key events the screen acted on: the dungeon must not act on them too, even once closed. */
  private readonly handled = new WeakSet<Event>()
  /** What each key types on the player's keyboard, once the browser has said; keys are named so. */
  private layout: ReadonlyMap<string, string> | undefined

  constructor(
    private readonly doc: Document,
    private readonly store: SettingsStore,
    /** The zoom factor the map is drawn at now (the fill's, until one is chosen). */
    private readonly zoomInUse: () => number = () => 1,
  ) {
    this.root = element(doc, 'settings')
    this.keys = element(doc, 'settings-keys')
    this.pad = element(doc, 'settings-pad')
    this.message = element(doc, 'settings-message')
    this.zoomShown = element(doc, 'settings-zoom')
    this.contrast = element(doc, 'settings-contrast') as HTMLInputElement
    this.ascii = element(doc, 'settings-ascii') as HTMLInputElement
    this.opener = element(doc, 'settings-open')
    this.root.hidden = true
    this.opener.addEventListener('click', () => this.toggle())
    element(doc, 'settings-close').addEventListener('click', () => this.toggle(false))
    element(doc, 'settings-reset').addEventListener('click', () => {
      this.capturing = null
      this.say(this.store.update(DEFAULT_SETTINGS) || 'Everything is back to its default.')
    })
    element(doc, 'settings-zoom-in').addEventListener('click', () =>
      this.say(zoomSteps(this.store, 1, this.zoomInUse)),
    )
    element(doc, 'settings-zoom-out').addEventListener('click', () =>
      this.say(zoomSteps(this.store, -1, this.zoomInUse)),
    )
    this.contrast.addEventListener('change', () =>
      this.say(this.store.update({ highContrast: this.contrast.checked })),
    )
    this.ascii.addEventListener('change', () =>
      this.say(this.store.update({ ascii: this.ascii.checked })),
    )
    this.keys.addEventListener('click', (event) => this.keysClicked(event))
    this.pad.addEventListener('change', (event) => this.padChanged(event))
    // Capture: the screen sees a key before the game's own listeners do.
    doc.addEventListener('keydown', (event) => this.onKey(event), true)
    store.onChange(() => this.render())
    this.render()
    const source = doc.defaultView?.navigator as LayoutSource | undefined
    source?.keyboard?.getLayoutMap?.().then(
      (layout) => {
        this.layout = layout
        this.render()
      },
      // No layout to be had (a frame, a browser that refuses): the keys keep their US names.
      () => undefined,
    )
  }

  get open(): boolean {
    return !this.root.hidden
  }

  /** Opens or closes the screen (toggles without an argument). */
  toggle(open = !this.open): void {
    if (open === this.open) return
    this.root.hidden = !open
    this.capturing = null
    this.opener.setAttribute('aria-expanded', String(open))
    if (open) {
      this.say('')
      this.render()
      element(this.doc, 'settings-close').focus()
    } else {
      // Focus left on a button would take the next Space or Enter, which are the game's keys.
      const active = this.doc.activeElement
      if (active instanceof HTMLElement) active.blur()
    }
  }

  /** True for a key event that is the screen's: it is open, or the key was one it acted on. */
  owns(event: Event): boolean {
    return this.open || this.handled.has(event)
  }

  /** Says `text` on the screen's status line. */
  say(text: string): void {
    this.message.textContent = text
  }

  private onKey(event: KeyboardEvent): void {
    if (!this.open) return
    this.handled.add(event)
    // The screen's keys are its own: not the dungeon's, nor a replay's controls behind it.
    event.stopPropagation()
    const id = this.capturing
    if (id === null) {
      const command = keyBindings(this.store.current.bindings).commandFor(event)
      if (event.code === 'Escape' || command === 'settings') {
        event.preventDefault()
        this.toggle(false)
      }
      return
    }
    event.preventDefault()
    if (event.code === 'Escape') {
      this.capturing = null
      this.say('No key was added.')
      this.render()
      return
    }
    if (event.ctrlKey || event.altKey || event.metaKey) {
      this.say('Keys with Ctrl, Alt or ⌘ are the browser’s: press another.')
      return
    }
    const chord = chordOf(event)
    // A modifier alone: wait for the key it goes with.
    if (!chord) return
    const text = chordText(chord)
    const { bindings, tookFrom } = bindChord(this.store.current.bindings, id, text)
    this.capturing = null
    const label = chordLabel(chord, this.layout)
    const what = commandRow(id)?.label ?? id
    const from = tookFrom === null ? '' : ` (it was “${commandRow(tookFrom)?.label}”)`
    const problem = this.store.update({ bindings })
    this.say(problem || `${label} now does “${what}”${from}.`)
  }

  private keysClicked(event: Event): void {
    const button = (event.target as HTMLElement).closest('button')
    const row = button?.closest<HTMLElement>('[data-command]')
    const id = row?.dataset.command
    if (!button || id === undefined) return
    const chord = button.dataset.chord
    if (chord !== undefined) {
      const bindings = unbindChord(this.store.current.bindings, id, chord)
      const parsed = parseChord(chord)
      const problem = this.store.update({ bindings })
      this.say(
        problem || `${parsed ? chordLabel(parsed, this.layout) : chord} no longer does anything.`,
      )
      return
    }
    this.capturing = this.capturing === id ? null : id
    this.say(
      this.capturing === null ? '' : `Press the key for “${commandRow(id)?.label}” (Escape: none).`,
    )
    this.render()
    if (this.capturing !== null) this.keys.querySelector<HTMLElement>('[data-capturing]')?.focus()
  }

  private padChanged(event: Event): void {
    const box = event.target as HTMLInputElement
    const id = box.value
    const next = togglePad(this.store.current.pad, id, box.checked)
    if (box.checked && !next.includes(id)) {
      box.checked = false
      this.say(`The pad holds ${MOST_PAD_BUTTONS} buttons: take one off first.`)
      return
    }
    this.say(this.store.update({ pad: next }))
  }

  /** Draws the screen from the settings now. */
  private render(): void {
    const settings = this.store.current
    const key = firstKeyLabel(settings, 'settings', this.layout)
    const word = this.doc.createElement('span')
    word.className = 'settings-word'
    word.textContent = ' Settings'
    this.opener.replaceChildren(...(key ? [this.kbd(key)] : []), '⚙', word)
    // The top bar's key list names the keys as bound.
    for (const kbd of this.doc.querySelectorAll<HTMLElement>('[data-key-of]'))
      kbd.textContent = firstKeyLabel(settings, kbd.dataset.keyOf ?? '', this.layout) || '—'
    const { zoom } = settings
    const fill = zoom === FILL
    this.zoomShown.textContent = fill ? 'fit to the screen' : `${zoom}×`
    element(this.doc, 'settings-zoom-in').toggleAttribute('disabled', !fill && zoom >= ZOOM_MAX)
    element(this.doc, 'settings-zoom-out').toggleAttribute('disabled', !fill && zoom <= ZOOM_MIN)
    this.contrast.checked = settings.highContrast
    this.ascii.checked = settings.ascii
    if (!this.open) return
    this.keys.replaceChildren(...COMMANDS.map((row) => this.keyRow(row.id, row.label, settings)))
    this.pad.replaceChildren(...PAD_CHOICES.map((id) => this.padChoice(id, settings)))
  }

  private keyRow(id: string, label: string, settings: Settings): HTMLElement {
    const row = this.doc.createElement('tr')
    row.dataset.command = id
    const name = this.doc.createElement('th')
    name.scope = 'row'
    name.textContent = label
    const cell = this.doc.createElement('td')
    for (const text of settings.bindings[id] ?? []) {
      const chord = parseChord(text)
      if (!chord) continue
      const remove = this.doc.createElement('button')
      remove.type = 'button'
      remove.className = 'settings-chord'
      remove.dataset.chord = text
      remove.setAttribute('aria-label', `Take ${chordLabel(chord, this.layout)} off “${label}”`)
      remove.title = 'Take this key off'
      remove.append(this.kbd(chordLabel(chord, this.layout)), ' ×')
      cell.append(remove)
    }
    const add = this.doc.createElement('button')
    add.type = 'button'
    add.className = 'settings-add'
    if (this.capturing === id) {
      add.dataset.capturing = ''
      add.textContent = 'press a key…'
    } else add.textContent = '+ key'
    add.setAttribute('aria-label', `Add a key to “${label}”`)
    cell.append(add)
    row.append(name, cell)
    return row
  }

  private padChoice(id: string, settings: Settings): HTMLElement {
    const row = commandRow(id)
    const label = this.doc.createElement('label')
    label.className = 'check'
    const box = this.doc.createElement('input')
    box.type = 'checkbox'
    box.name = 'pad'
    box.value = id
    box.checked = settings.pad.includes(id)
    label.append(box, ` ${row?.pad ?? id}`)
    return label
  }

  private kbd(text: string): HTMLElement {
    const kbd = this.doc.createElement('kbd')
    kbd.textContent = text
    return kbd
  }
}
