import { GENERATOR_OPTIONS, type GeneratorChoice } from '@delve/run'
import type { ParamName, RawParams } from '../params/param-names.js'
import { VAULT_NAMES, type VaultSetting } from '../params/sandbox-vaults.js'
import type { Tone } from '../play/session.js'
import { requireElement } from './dom.js'
import {
  createOptionField,
  type OptionField,
  readOptionField,
  showOptionField,
} from './panel-fields.js'

/** What the panel asks the game to do. */
export interface PanelActions {
  /** A field changed: the panel's values, as text, for the game to check and apply. */
  apply(params: RawParams, changed: ParamName): void
  regenerate(): void
  newGame(): void
  copyLink(): void
  /** The fog-of-war box was ticked or cleared. */
  setFov(on: boolean): void
  /** The vaults box was ticked or cleared, or a vault chosen to force (or none). */
  setVaults(setting: VaultSetting): void
}

/**
 * The generator panel: a field for every generator option (made from the map package's option
 * table, in its order, each shown only for the algorithms that read it) and the seed, with
 * regenerate, copy-link and new-game buttons, the fog-of-war box (the page's `fov`, not a
 * generator option) and the vaults' controls (`vaults`, a box, and `vault`, a vault to force).
 * It only collects what the player chose; the game checks it (with the map package's rules) and
 * shows the result back with `show`. Loaded on demand by its door (`PanelDoor`, which has its
 * toggle button).
 */
export class GeneratorPanel {
  private readonly root: HTMLElement
  private readonly toggleButton: HTMLButtonElement
  private readonly message: HTMLElement
  private readonly link: HTMLInputElement
  private readonly runLink: HTMLAnchorElement | null
  private readonly seed: HTMLInputElement
  private readonly fov: HTMLInputElement
  private readonly vaults: HTMLInputElement
  private readonly vault: HTMLSelectElement
  private readonly fields: OptionField[]

  constructor(doc: Document, actions: PanelActions) {
    this.root = requireElement(doc, 'panel')
    this.toggleButton = requireElement(doc, 'panel-toggle') as HTMLButtonElement
    this.message = requireElement(doc, 'panel-message')
    this.link = requireElement(doc, 'panel-link') as HTMLInputElement
    this.runLink = doc.getElementById('panel-run') as HTMLAnchorElement | null
    const form = requireElement(doc, 'panel-form') as HTMLFormElement
    const seed = form.elements.namedItem('seed')
    if (!(seed instanceof HTMLInputElement)) throw new Error('The panel has no seed field')
    this.seed = seed
    const fov = form.elements.namedItem('fov')
    if (!(fov instanceof HTMLInputElement)) throw new Error('The panel has no fog-of-war box')
    this.fov = fov
    fov.addEventListener('change', () => {
      actions.setFov(fov.checked)
      fov.blur()
    })
    const vaults = form.elements.namedItem('vaults')
    const vault = form.elements.namedItem('vault')
    if (!(vaults instanceof HTMLInputElement) || !(vault instanceof HTMLSelectElement)) {
      throw new Error('The panel has no vaults box or vault list')
    }
    this.vaults = vaults
    this.vault = vault
    for (const name of VAULT_NAMES) {
      const option = doc.createElement('option')
      option.value = name
      option.textContent = name.replace(/_/g, ' ')
      vault.append(option)
    }
    for (const control of [vaults, vault]) {
      control.addEventListener('change', () => {
        actions.setVaults(this.readVaults())
        control.blur()
      })
    }
    // The options' fields go before the seed's, which the page writes itself.
    const seedLabel = seed.closest('label') ?? seed
    this.fields = GENERATOR_OPTIONS.map((spec) => createOptionField(doc, spec))
    seedLabel.before(...this.fields.map((field) => field.label))

    const controls: [ParamName, HTMLElement][] = [
      ...this.fields.map((field): [ParamName, HTMLElement] => [field.param, field.control]),
      ['seed', seed],
    ]
    for (const [name, control] of controls) {
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
  }

  get open(): boolean {
    return !this.root.hidden
  }

  toggle(open = !this.open): void {
    this.root.hidden = !open
    this.toggleButton.setAttribute('aria-expanded', String(open))
  }

  /**
   * Puts the run's values in the fields (replacing whatever was refused) and the link; `asRun`
   * is the address of a run of the same dungeon (the panel's way out of the sandbox).
   */
  show(
    choice: GeneratorChoice,
    seed: string,
    link: string,
    fov: boolean,
    asRun = '',
    vaults: VaultSetting = { vaults: true },
  ): void {
    for (const field of this.fields) showOptionField(field, choice)
    this.seed.value = seed
    this.fov.checked = fov
    this.vaults.checked = vaults.vaults
    this.vault.value = vaults.vault ?? ''
    // A vault is forced only with vaults on.
    this.vault.disabled = !vaults.vaults
    this.link.value = link
    if (this.runLink && asRun !== '') this.runLink.href = asRun
  }

  /** A sentence under the fields: what was refused and used instead, or that the link was copied. */
  say(text: string, tone: Tone = 'info'): void {
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

  /** The vaults' controls as a setting: a vault chosen is forced only with the box ticked. */
  private readVaults(): VaultSetting {
    if (!this.vaults.checked) return { vaults: false }
    return this.vault.value === '' ? { vaults: true } : { vaults: true, vault: this.vault.value }
  }

  private read(): RawParams {
    const raw: Partial<Record<ParamName, string>> = { seed: this.seed.value }
    for (const field of this.fields) raw[field.param] = readOptionField(field)
    return raw
  }
}
