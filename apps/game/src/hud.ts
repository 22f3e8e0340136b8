import type { Dungeon, Point } from '@delve/map'
import { requireElement } from './dom.js'

/** How the status line is coloured: plain news, a problem with the address, or a bump. */
export type StatusTone = 'info' | 'warning' | 'bump'

/**
 * The heads-up display: title and keys across the top, position, dungeon facts and a status line
 * along the bottom. Plain DOM text over the canvas, so it stays sharp at any zoom.
 */
export class Hud {
  private readonly top: HTMLElement
  private readonly bottom: HTMLElement
  private readonly position: HTMLElement
  private readonly facts: HTMLElement
  private readonly status: HTMLElement

  constructor(doc: Document) {
    this.top = requireElement(doc, 'hud-top')
    this.bottom = requireElement(doc, 'hud-bottom')
    this.position = requireElement(doc, 'hud-position')
    this.facts = requireElement(doc, 'hud-dungeon')
    this.status = requireElement(doc, 'hud-status')
  }

  setVisible(visible: boolean): void {
    this.top.hidden = !visible
    this.bottom.hidden = !visible
  }

  showDungeon(dungeon: Dungeon): void {
    const rooms = dungeon.rooms.length
    this.facts.textContent = [
      `Seed ${dungeon.seed}`,
      `${dungeon.options.preset} ${dungeon.width}×${dungeon.height}`,
      `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`,
    ].join('  ·  ')
  }

  showPosition({ x, y }: Point): void {
    this.position.textContent = `Position (${x}, ${y})`
  }

  showStatus(text: string, tone: StatusTone = 'info'): void {
    this.status.textContent = text
    this.status.dataset.tone = tone
  }

  /** Pixels the bars cover at the top and bottom of the window, so the map can keep clear. */
  insets(): { top: number; bottom: number } {
    return {
      top: this.top.hidden ? 0 : Math.ceil(this.top.getBoundingClientRect().height),
      bottom: this.bottom.hidden ? 0 : Math.ceil(this.bottom.getBoundingClientRect().height),
    }
  }
}
