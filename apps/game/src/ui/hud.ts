import type { Hunger } from '@delve/run'
import type { Tone } from '../play/session.js'
import { requireElement } from './dom.js'

/** Lines of the message log on screen; the run keeps more. */
export const LOG_SHOWN = 4

/** The hunger as the status shows it beside the hit points (nothing when fed). */
export const HUNGER_WORDS: Readonly<Record<Hunger, string>> = Object.freeze({
  fed: '',
  hungry: 'Hungry',
  weak: 'Weak',
  starving: 'Starving',
})

/** How the bar is coloured: well, low (half or less), critical (a quarter or less). */
export function healthLevel(hp: number, max: number): 'well' | 'low' | 'critical' {
  if (hp * 4 <= max) return 'critical'
  return hp * 2 <= max ? 'low' : 'well'
}

function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`
}

/** "3 monsters in sight", "no monster in sight". */
export function inSight(count: number): string {
  return count === 0 ? 'no monster in sight' : `${plural(count, 'monster')} in sight`
}

/**
 * The heads-up display: title, the sandbox's badge and the keys across the top; along the
 * bottom what a player needs (depth, hit points, turn, the monsters in sight), the look line,
 * the log and a status line. Plain DOM text over the canvas, so it stays sharp at any zoom.
 */
export class Hud {
  private readonly top: HTMLElement
  private readonly bottom: HTMLElement
  private readonly depth: HTMLElement
  private readonly turn: HTMLElement
  private readonly seen: HTMLElement
  private readonly loading: HTMLElement | null
  private readonly status: HTMLElement
  private readonly hp: HTMLElement
  private readonly hpFill: HTMLElement
  private readonly hpText: HTMLElement
  private readonly log: HTMLElement
  private readonly look: HTMLElement
  private shownFacts = ''
  private shownInsets = ''
  private shownHealth = ''
  private shownLog: readonly string[] = []

  constructor(doc: Document) {
    this.top = requireElement(doc, 'hud-top')
    this.bottom = requireElement(doc, 'hud-bottom')
    this.depth = requireElement(doc, 'hud-depth')
    this.turn = requireElement(doc, 'hud-turn')
    this.seen = requireElement(doc, 'hud-seen')
    this.loading = doc.getElementById('loading')
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

  /** The loading line goes once the first level is on screen. */
  loaded(): void {
    if (this.loading) this.loading.hidden = true
  }

  /**
   * Marks the page as a run or the sandbox: the sandbox's badge, and the keys and buttons each
   * has (`data-only` in the page), by an attribute on the root the page's style reads.
   */
  setSandbox(sandbox: boolean): void {
    this.top.ownerDocument.documentElement.dataset.kind = sandbox ? 'sandbox' : 'run'
  }

  /** Depth, turn and the monsters in sight; the page is only touched when they changed. */
  showFacts(depth: number, turn: number, monstersInSight: number): void {
    const key = `${depth}/${turn}/${monstersInSight}`
    if (key === this.shownFacts) return
    this.shownFacts = key
    this.depth.textContent = `Depth ${depth}`
    this.turn.textContent = `Turn ${turn}`
    this.seen.textContent = inSight(monstersInSight)
    this.seen.dataset.count = String(monstersInSight)
  }

  /**
   * The hit-point bar and its figures, and the hunger when the hero is not fed ("HP 12/30 ·
   * Hungry"); the page is only touched when they changed.
   */
  showHealth(hp: number, max: number, hunger: Hunger = 'fed'): void {
    const text = hunger === 'fed' ? `HP ${hp}/${max}` : `HP ${hp}/${max} · ${HUNGER_WORDS[hunger]}`
    if (text === this.shownHealth) return
    this.shownHealth = text
    this.hpText.textContent = text
    this.hpFill.style.width = `${max > 0 ? (100 * hp) / max : 0}%`
    this.hp.dataset.level = healthLevel(hp, max)
    this.hp.dataset.hunger = hunger
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
    const key = `${insets.top}/${insets.bottom}`
    if (key !== this.shownInsets) {
      // Only a change is written: the page is asked for its layout every frame.
      this.shownInsets = key
      const { style } = this.top.ownerDocument.documentElement
      style.setProperty('--hud-top', `${insets.top}px`)
      style.setProperty('--hud-bottom', `${insets.bottom}px`)
    }
    return insets
  }
}
