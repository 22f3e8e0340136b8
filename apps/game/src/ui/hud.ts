import type { Point } from '@delve/map'
import type { Tone } from '../run/session.js'
import { requireElement } from './dom.js'

/** What the HUD says about the level. */
export interface LevelFacts {
  depth: number
  seed: string
  /** Where the level comes from: a preset's name, or a map file. */
  source: string
  width: number
  height: number
  rooms: number
  monsters: number
}

/** Lines of the message log on screen; the run keeps more. */
export const LOG_SHOWN = 4

/** How the bar is coloured: well, low (half or less), critical (a quarter or less). */
export function healthLevel(hp: number, max: number): 'well' | 'low' | 'critical' {
  if (hp * 4 <= max) return 'critical'
  return hp * 2 <= max ? 'low' : 'well'
}

function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`
}

/**
 * The heads-up display: title and keys across the top, position, dungeon facts and a status line
 * along the bottom. Plain DOM text over the canvas, so it stays sharp at any zoom.
 */
export class Hud {
  private readonly top: HTMLElement
  private readonly bottom: HTMLElement
  private readonly position: HTMLElement
  private readonly depth: HTMLElement
  private readonly facts: HTMLElement
  private readonly status: HTMLElement
  private readonly hp: HTMLElement
  private readonly hpFill: HTMLElement
  private readonly hpText: HTMLElement
  private readonly log: HTMLElement
  private readonly look: HTMLElement
  private shownPosition = ''
  private shownHealth = ''
  private shownLog: readonly string[] = []

  constructor(doc: Document) {
    this.top = requireElement(doc, 'hud-top')
    this.bottom = requireElement(doc, 'hud-bottom')
    this.position = requireElement(doc, 'hud-position')
    this.depth = requireElement(doc, 'hud-depth')
    this.facts = requireElement(doc, 'hud-dungeon')
    this.status = requireElement(doc, 'hud-status')
    this.hp = requireElement(doc, 'hud-hp')
    this.hpFill = requireElement(doc, 'hud-hp-fill')
    this.hpText = requireElement(doc, 'hud-hp-text')
    this.log = requireElement(doc, 'hud-log')
    this.look = requireElement(doc, 'hud-look')
  }

  setVisible(visible: boolean): void {
    this.top.hidden = !visible
    this.bottom.hidden = !visible
  }

  showLevel(level: LevelFacts): void {
    this.depth.textContent = `Depth ${level.depth}`
    this.facts.textContent = [
      `Seed ${level.seed}`,
      `${level.source} ${level.width}×${level.height}`,
      plural(level.rooms, 'room'),
      plural(level.monsters, 'monster'),
    ].join('  ·  ')
  }

  /** The player's position line; the page is only touched when the position changed. */
  showPosition({ x, y }: Point): void {
    const text = `Position (${x}, ${y})`
    if (text === this.shownPosition) return
    this.shownPosition = text
    this.position.textContent = text
  }

  /** The hit-point bar and its figures; the page is only touched when they changed. */
  showHealth(hp: number, max: number): void {
    const text = `HP ${hp}/${max}`
    if (text === this.shownHealth) return
    this.shownHealth = text
    this.hpText.textContent = text
    this.hpFill.style.width = `${max > 0 ? (100 * hp) / max : 0}%`
    this.hp.dataset.level = healthLevel(hp, max)
  }

  /** The last `LOG_SHOWN` lines of the message log, newest at the bottom; true if they changed. */
  showLog(lines: readonly string[]): boolean {
    const last = lines.slice(-LOG_SHOWN)
    if (last.length === this.shownLog.length && last.every((line, i) => line === this.shownLog[i]))
      return false
    this.shownLog = last
    this.log.replaceChildren(
      ...last.map((line) => {
        const item = this.log.ownerDocument.createElement('li')
        item.textContent = line
        return item
      }),
    )
    return true
  }

  /** The status line, coloured by its tone. */
  showStatus(text: string, tone: Tone = 'info'): void {
    this.status.textContent = text
    this.status.dataset.tone = tone
  }

  /** The look line: what the cursor, the mouse or a long press is over ('' clears it). */
  showLook(text: string): void {
    if (this.look.textContent !== text) this.look.textContent = text
  }

  /** The look line as shown. */
  get lookText(): string {
    return this.look.textContent ?? ''
  }

  /**
   * Pixels the bars cover at the top and bottom of the window, so the map can keep clear; also
   * written to the page (`--hud-top`, `--hud-bottom`), where the sidebar, the menus and the pad
   * are placed by them.
   */
  insets(): { top: number; bottom: number } {
    const insets = {
      top: this.top.hidden ? 0 : Math.ceil(this.top.getBoundingClientRect().height),
      bottom: this.bottom.hidden ? 0 : Math.ceil(this.bottom.getBoundingClientRect().height),
    }
    const { style } = this.top.ownerDocument.documentElement
    style.setProperty('--hud-top', `${insets.top}px`)
    style.setProperty('--hud-bottom', `${insets.bottom}px`)
    return insets
  }
}
