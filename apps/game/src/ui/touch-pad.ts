import type { Direction } from '@delve/map'
import type { Action } from '../play/actions.js'
import type { Mode } from '../play/modes.js'
import { requireElement, touchScreen } from './dom.js'

/** The pad's buttons that act without an argument, by their `data-act`. */
const PLAIN_ACTIONS = [
  'explore',
  'pickup',
  'inventory',
  'drop-menu',
  'history',
  'look',
  'confirm',
  'cancel',
] as const satisfies readonly Action['kind'][]

type PlainAction = (typeof PLAIN_ACTIONS)[number]

const isPlain = (kind: string): kind is PlainAction =>
  (PLAIN_ACTIONS as readonly string[]).includes(kind)

/** A button of the pad's own choosing (the settings'): its words, its name, what it does. */
export interface PadButton {
  /** The command's id, as the settings name it (`data-command`). */
  command: string
  /** The action's kind, or the page command (`data-act`, as the pad's own buttons have). */
  act: string
  text: string
  label: string
  press: () => void
}

/**
 * The on-screen pad of a touch screen: a band along the bottom of the window (a column at the
 * right on a phone on its side) with eight steps round a
 * wait, and the item, look and stairs buttons (confirm and cancel instead while aiming or
 * looking). A menu takes the band while it is open. Each press is handed on as the same action
 * the keyboard would give. Shown only where the main pointer is coarse (a finger); a mouse clicks
 * on the map instead.
 */
export class TouchPad {
  private readonly pad: HTMLElement
  private readonly actions: HTMLElement
  private readonly aim: HTMLElement
  private shown = false
  private inMenu = false
  /** What the chosen buttons do, by button. */
  private readonly chosen = new Map<Element, () => void>()

  constructor(
    private readonly doc: Document,
    private readonly act: (action: Action) => void,
    private readonly touch = touchScreen(doc),
  ) {
    this.pad = requireElement(doc, 'pad')
    this.actions = requireElement(doc, 'pad-actions')
    this.aim = requireElement(doc, 'pad-aim')
    this.pad.hidden = true
    this.pad.addEventListener('click', (event) => {
      const button = (event.target as HTMLElement).closest('button')
      if (!button) return
      const press = this.chosen.get(button)
      if (press) return press()
      const action = padAction(button.dataset)
      if (action) this.act(action)
    })
  }

  /** Shows the pad with the dungeon (on a touch screen), hides it with the dungeon. */
  setVisible(visible: boolean): void {
    this.shown = visible && this.touch
    this.update()
  }

  /** The buttons for `mode`: play's, aiming's or looking's, or none while a menu has the band. */
  setMode(mode: Mode['name']): void {
    const aiming = mode === 'targeting' || mode === 'look'
    this.actions.hidden = aiming
    this.aim.hidden = !aiming
    this.inMenu = mode === 'inventory' || mode === 'history' || mode === 'confirm'
    this.update()
  }

  /** The buttons beside the steps in play, as the player chose them on the settings screen. */
  setButtons(buttons: readonly PadButton[]): void {
    this.chosen.clear()
    this.actions.replaceChildren(
      ...buttons.map(({ command, act, text, label, press }) => {
        const button = this.doc.createElement('button')
        button.type = 'button'
        button.dataset.command = command
        button.dataset.act = act
        button.textContent = text
        button.setAttribute('aria-label', label)
        this.chosen.set(button, press)
        return button
      }),
    )
  }

  private update(): void {
    this.pad.hidden = !this.shown || this.inMenu
    // The page's style puts the bottom bar above the pad (or beside it, on a phone on its side),
    // so the pad stays where the thumbs are however the log grows.
    this.doc.documentElement.dataset.pad = this.shown ? 'on' : 'off'
  }
}

/** The action of a pad button, from its data attributes. */
export function padAction(data: DOMStringMap): Action | null {
  if (data.move !== undefined) return { kind: 'move', direction: data.move as Direction }
  if (data.wait !== undefined) return { kind: 'wait' }
  if (data.descend !== undefined) return { kind: 'descend' }
  if (data.act !== undefined && isPlain(data.act)) return { kind: data.act }
  return null
}
