import { requireElement } from './dom.js'
import type { GeneratorPanel, PanelActions } from './panel.js'

/** What the game asks of the generator panel. */
export type PanelView = Pick<
  GeneratorPanel,
  'open' | 'toggle' | 'show' | 'say' | 'selectLink' | 'owns'
>

/**
 * The generator panel as the game sees it, from the start: the panel itself (its fields, made
 * from the option table) loads (`import()`) the first time it is opened, by its button or its
 * key; only the sandbox opens it. Until then the door keeps what the game last showed and said
 * in it, and hands that to the panel when it comes.
 */
export class PanelDoor implements PanelView {
  private readonly root: HTMLElement
  private panel: GeneratorPanel | undefined
  private loading: Promise<GeneratorPanel> | undefined
  /** Open, as asked while the panel loads. */
  private wanted = false
  private shown: Parameters<GeneratorPanel['show']> | undefined
  private said: Parameters<GeneratorPanel['say']> | undefined

  /** `opened`: the panel came and was opened or closed as asked (the map is fitted again). */
  constructor(
    private readonly doc: Document,
    private readonly actions: PanelActions,
    private readonly opened: () => void,
  ) {
    this.root = requireElement(doc, 'panel')
    requireElement(doc, 'panel-toggle').addEventListener('click', (event) => {
      this.toggle()
      ;(event.currentTarget as HTMLElement).blur()
    })
  }

  get open(): boolean {
    return this.panel ? this.panel.open : this.wanted
  }

  toggle(open = !this.open): void {
    if (this.panel) this.panel.toggle(open)
    else {
      this.wanted = open
      if (open) this.load()
    }
  }

  show(...shown: Parameters<GeneratorPanel['show']>): void {
    if (this.panel) this.panel.show(...shown)
    else this.shown = shown
  }

  say(...said: Parameters<GeneratorPanel['say']>): void {
    if (this.panel) this.panel.say(...said)
    else this.said = said
  }

  selectLink(): void {
    this.panel?.selectLink()
  }

  /** True when `target` is one of the panel's fields, where keys belong to the field. */
  owns(target: EventTarget | null): boolean {
    return target instanceof Node && this.root.contains(target) && target !== this.root
  }

  private load(): void {
    this.loading ??= import('./panel.js').then(
      ({ GeneratorPanel }) => new GeneratorPanel(this.doc, this.actions),
    )
    this.loading.then(
      (panel) => {
        if (!this.panel) {
          this.panel = panel
          if (this.shown) panel.show(...this.shown)
          if (this.said) panel.say(...this.said)
        }
        panel.toggle(this.wanted)
        this.opened()
      },
      // Not loaded (the page's server gone): the panel stays shut, and opening tries again.
      () => {
        this.loading = undefined
        this.wanted = false
      },
    )
  }
}
