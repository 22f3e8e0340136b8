import type { RunStats } from '../run/dungeon-run.js'
import { requireElement } from './dom.js'

/** The screen shown after Escape: a farewell, what the run amounted to, and how to start again. */
export class QuitScreen {
  private readonly panel: HTMLElement
  private readonly summary: HTMLElement

  constructor(doc: Document) {
    this.panel = requireElement(doc, 'quit')
    this.summary = requireElement(doc, 'quit-summary')
  }

  show(stats: RunStats): void {
    this.summary.textContent = describeRun(stats)
    this.panel.hidden = false
  }

  hide(): void {
    this.panel.hidden = true
  }
}

/** "You walked 12 steps through 2 dungeons." */
export function describeRun({ steps, dungeons }: RunStats): string {
  const stepWord = steps === 1 ? 'step' : 'steps'
  const dungeonWord = dungeons === 1 ? 'dungeon' : 'dungeons'
  return `You walked ${steps} ${stepWord} through ${dungeons} ${dungeonWord}.`
}
