import type { RunEnd } from '../run/session.js'
import { requireElement } from './dom.js'

/**
 * The screen shown when a run ends, by Escape or by death: a farewell or an epitaph, what the
 * run amounted to, and how to start again.
 */
export class QuitScreen {
  private readonly panel: HTMLElement
  private readonly title: HTMLElement
  private readonly summary: HTMLElement
  private readonly glyph: HTMLElement
  private readonly again: HTMLButtonElement
  private readonly other: HTMLAnchorElement
  private newGame: () => void = () => undefined

  constructor(doc: Document) {
    this.panel = requireElement(doc, 'quit')
    this.title = requireElement(doc, 'quit-title')
    this.summary = requireElement(doc, 'quit-summary')
    this.glyph = requireElement(doc, 'quit-glyph')
    this.again = requireElement(doc, 'quit-new') as HTMLButtonElement
    this.other = requireElement(doc, 'quit-other') as HTMLAnchorElement
    this.again.addEventListener('click', () => this.newGame())
  }

  /** What the screen's button does: start again (a tap does what Enter does). */
  onNewGame(start: () => void): void {
    this.newGame = start
  }

  /**
   * Shows how the run ended. Its button starts a new run (or a new sandbox dungeon); the link
   * goes to the other of the two: a run from the sandbox, the sandbox from a run.
   */
  show(end: Pick<RunEnd, 'stats' | 'depth' | 'died'> & { sandbox?: boolean }): void {
    const sandbox = end.sandbox === true
    this.again.textContent = sandbox ? 'New sandbox dungeon' : 'Start a new run'
    this.other.textContent = sandbox ? 'Play a run instead' : 'Open the sandbox'
    this.other.href = sandbox ? './' : './?sandbox'
    this.title.textContent = end.died ? 'You die…' : 'You leave the dungeon…'
    this.glyph.textContent = end.died ? '%' : '@'
    this.panel.dataset.ending = end.died ? 'died' : 'left'
    this.summary.textContent = describeRun(end)
    this.panel.hidden = false
    this.again.focus({ preventScroll: true })
  }

  hide(): void {
    this.panel.hidden = true
  }
}

function count(n: number, word: string): string {
  return `${n} ${n === 1 ? word : `${word}s`}`
}

/** "Depth 3 · 120 turns · 4 kills. You walked 12 steps through 2 dungeons." */
export function describeRun({ stats, depth }: Pick<RunEnd, 'stats' | 'depth'>): string {
  const { steps, dungeons, turns, kills } = stats
  return (
    `Depth ${depth} · ${count(turns, 'turn')} · ${count(kills, 'kill')}. ` +
    `You walked ${count(steps, 'step')} through ${count(dungeons, 'dungeon')}.`
  )
}
