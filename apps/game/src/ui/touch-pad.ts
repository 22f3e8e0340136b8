import type { Action } from '../run/actions.js'
import type { Direction } from '../run/directions.js'
import { requireElement } from './dom.js'

/**
 * The on-screen pad of a touch screen: eight steps round a wait, and the stairs. Each press is
 * handed on as the same action the keyboard would give. Shown only where the main pointer is
 * coarse (a finger); a mouse clicks on the map instead.
 */
export class TouchPad {
  private readonly pad: HTMLElement

  constructor(
    doc: Document,
    private readonly act: (action: Action) => void,
    private readonly touch = doc.defaultView?.matchMedia?.('(pointer: coarse)').matches ?? false,
  ) {
    this.pad = requireElement(doc, 'pad')
    this.pad.hidden = true
    this.pad.addEventListener('click', (event) => {
      const button = (event.target as HTMLElement).closest('button')
      if (!button) return
      const action = padAction(button.dataset)
      if (action) this.act(action)
    })
  }

  /** Keeps the pad just above the bottom bar, whose height follows its text. */
  placeAbove(bottom: number): void {
    this.pad.style.bottom = `${bottom + 10}px`
  }

  /** Shows the pad with the dungeon (on a touch screen), hides it with the dungeon. */
  setVisible(visible: boolean): void {
    this.pad.hidden = !(visible && this.touch)
  }
}

/** The action of a pad button, from its data attributes. */
export function padAction(data: DOMStringMap): Action | null {
  if (data.move !== undefined) return { kind: 'move', direction: data.move as Direction }
  if (data.wait !== undefined) return { kind: 'wait' }
  if (data.descend !== undefined) return { kind: 'descend' }
  return null
}
