import { ALGORITHM_NAMES, PRESET_NAMES, ROOM_SHAPES, TUNNEL_STYLES } from '@delve/map'
import { requireElement } from './dom.js'
import type { GeneratorChoice, ParamName, RawParams } from './dungeon-params.js'
import type { StatusTone } from './hud.js'

/** What the panel asks the game to do. */
export interface PanelActions {
  /** A field changed: the panel's values, as text, for the game to check and apply. */
  apply(params: RawParams, changed: ParamName): void
  regenerate(): void
  newGame(): void
  copyLink(): void
}

/** The panel's fields, by parameter name; the same names as in the address. */
const FIELDS: readonly ParamName[] = [
  'preset',
  'algo',
  'shape',
  'tunnel',
  'w',
  'h',
  'padding',
  'seed',
]

const CHOICES: Readonly<Partial<Record<ParamName, readonly string[]>>> = {
  preset: PRESET_NAMES,
  algo: ALGORITHM_NAMES,
  shape: ROOM_SHAPES,
  tunnel: TUNNEL_STYLES,
}

type Control = HTMLInputElement | HTMLSelectElement

/**
 * The generator panel: preset, algorithm, room shape, tunnel style, size, padding and seed, with
 * regenerate, copy-link and new-game buttons. It only collects what the player chose; the game
 * checks it (with the map package's rules) and shows the result back with `show`.
 */
export class GeneratorPanel {
  private readonly root: HTMLElement
  private readonly toggleButton: HTMLButtonElement
  private readonly message: HTMLElement
  private readonly link: HTMLInputElement
  private readonly controls = new Map<ParamName, Control>()

  constructor(doc: Document, actions: PanelActions) {
    this.root = requireElement(doc, 'panel')
    this.toggleButton = requireElement(doc, 'panel-toggle') as HTMLButtonElement
    this.message = requireElement(doc, 'panel-message')
    this.link = requireElement(doc, 'panel-link') as HTMLInputElement
    const form = requireElement(doc, 'panel-form') as HTMLFormElement
    for (const name of FIELDS) {
      const control = form.elements.namedItem(name) as Control | null
      if (!control) throw new Error(`The panel has no ${name} field`)
      const options = CHOICES[name]
      if (options && control instanceof HTMLSelectElement) {
        control.replaceChildren(...options.map((value) => new Option(value, value)))
      }
      this.controls.set(name, control)
      // A field is applied once it is left or Enter is pressed; the keys go back to the game.
      control.addEventListener('change', () => {
        actions.apply(this.read(), name)
        control.blur()
      })
    }
    form.addEventListener('submit', (event) => event.preventDefault())
    form.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') (event.target as HTMLElement).blur()
    })
    const button = (id: string, action: () => void) =>
      requireElement(doc, id).addEventListener('click', (event) => {
        action()
        ;(event.currentTarget as HTMLElement).blur()
      })
    button('panel-regenerate', actions.regenerate)
    button('panel-new', actions.newGame)
    button('panel-copy', actions.copyLink)
    button('panel-toggle', () => this.toggle())
  }

  get open(): boolean {
    return !this.root.hidden
  }

  toggle(open = !this.open): void {
    this.root.hidden = !open
    this.toggleButton.setAttribute('aria-expanded', String(open))
  }

  /** Puts the run's values in the fields (replacing whatever was refused) and the link. */
  show(choice: GeneratorChoice, seed: string, link: string): void {
    const values: Record<ParamName, string> = {
      preset: choice.preset,
      algo: choice.algorithm,
      shape: choice.roomShape,
      tunnel: choice.tunnel,
      w: String(choice.width),
      h: String(choice.height),
      padding: String(choice.padding),
      seed,
      depth: '',
      map: '',
    }
    for (const [name, control] of this.controls) control.value = values[name]
    this.link.value = link
  }

  /** A sentence under the fields: what was refused and used instead, or that the link was copied. */
  say(text: string, tone: StatusTone = 'info'): void {
    this.message.textContent = text
    this.message.dataset.tone = tone
  }

  /** Selects the link so the player can copy it by hand. */
  selectLink(): void {
    this.link.focus()
    this.link.select()
  }

  /** True when `target` is one of the panel's fields, where keys belong to the field. */
  owns(target: EventTarget | null): boolean {
    return target instanceof Node && this.root.contains(target) && target !== this.root
  }

  private read(): RawParams {
    const raw: Partial<Record<ParamName, string>> = {}
    for (const [name, control] of this.controls) raw[name] = control.value
    return raw
  }
}
