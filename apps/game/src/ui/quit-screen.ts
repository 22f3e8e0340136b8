import type { RunEnd } from '../play/session.js'
import type { History, RunRecord } from '../saving/run-history.js'
import { requireElement, touchScreen } from './dom.js'

/** What the end screen shows besides the run's tallies. */
export interface RunStory {
  /** The run's summary as text, shown folded and offered as a file. */
  story: string
  runSeed: string
  /** The runs played in this browser, and the best (none for the sandbox). */
  history?: History
}

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
  private readonly cause: HTMLElement
  private readonly storyText: HTMLElement
  private readonly download: HTMLButtonElement
  private readonly runs: HTMLElement
  private readonly best: HTMLElement
  private file = { name: 'delve-run.txt', text: '' }

  constructor(
    private readonly doc: Document,
    touch = touchScreen(doc),
  ) {
    this.panel = requireElement(doc, 'quit')
    this.title = requireElement(doc, 'quit-title')
    this.summary = requireElement(doc, 'quit-summary')
    this.glyph = requireElement(doc, 'quit-glyph')
    this.again = requireElement(doc, 'quit-new') as HTMLButtonElement
    this.other = requireElement(doc, 'quit-other') as HTMLAnchorElement
    this.again.addEventListener('click', () => this.newGame())
    showPrompt(doc, requireElement(doc, 'quit-prompt'), againPrompt(touch))
    // The run's story, the history and the day's run: made here, below the buttons.
    const add = <K extends keyof HTMLElementTagNameMap>(
      tag: K,
      id: string,
      parent: HTMLElement,
    ) => {
      const element = doc.createElement(tag)
      element.id = id
      parent.append(element)
      return element
    }
    this.cause = add('p', 'quit-cause', this.panel)
    this.summary.after(this.cause)
    const details = add('details', 'quit-story-box', this.panel)
    add('summary', 'quit-story-title', details).textContent = 'The story of this run'
    this.storyText = add('pre', 'quit-story', details)
    const actions = add('p', 'quit-story-actions', this.panel)
    this.download = add('button', 'quit-download', actions)
    this.download.type = 'button'
    this.download.textContent = 'Download the story'
    this.download.addEventListener('click', () => this.save())
    const daily = add('a', 'quit-daily', actions)
    daily.href = './?daily'
    daily.textContent = "Play today's run"
    this.best = add('p', 'quit-best', this.panel)
    this.runs = add('ol', 'quit-history', this.panel)
  }

  /** Offers the story as a text file. */
  private save(): void {
    const url = URL.createObjectURL(new Blob([this.file.text], { type: 'text/plain' }))
    const link = this.doc.createElement('a')
    link.href = url
    link.download = this.file.name
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  /** What the screen's button does: start again (a tap does what Enter does). */
  onNewGame(start: () => void): void {
    this.newGame = start
  }

  /**
   * Shows how the run ended. Its button starts a new run (or a new sandbox dungeon); the link
   * goes to the other of the two: a run from the sandbox, the sandbox from a run.
   */
  show(
    end: Pick<RunEnd, 'stats' | 'depth' | 'died'> &
      Partial<Pick<RunEnd, 'won' | 'cause'>> & { sandbox?: boolean } & Partial<RunStory>,
  ): void {
    const sandbox = end.sandbox === true
    const won = end.won === true
    this.cause.textContent = end.cause ? causeSentence(end.cause) : ''
    this.storyText.textContent = end.story ?? ''
    this.file = { name: `delve-${safeName(end.runSeed ?? 'run')}.txt`, text: end.story ?? '' }
    this.download.hidden = !end.story
    showHistory(this.doc, this.runs, this.best, end.history)
    this.again.textContent = sandbox ? 'New sandbox dungeon' : 'Start a new run'
    this.other.textContent = sandbox ? 'Play a run instead' : 'Open the sandbox'
    this.other.href = sandbox ? './' : './?sandbox'
    this.title.textContent = won
      ? 'You climb out with the amulet of the deep!'
      : end.died
        ? 'You die…'
        : 'You leave the dungeon…'
    this.glyph.textContent = won ? '"' : end.died ? '%' : '@'
    this.panel.dataset.ending = won ? 'won' : end.died ? 'died' : 'left'
    this.summary.textContent = describeRun(end)
    this.panel.hidden = false
    this.again.focus({ preventScroll: true })
  }

  hide(): void {
    this.panel.hidden = true
  }
}

/**
 * The line under the buttons naming the key that starts again ("or press Enter"); none on a
 * touch screen, where there is no keyboard to press it on and the button is the way.
 */
export function againPrompt(touch: boolean): { words: string; key: string } | null {
  return touch ? null : { words: 'or press', key: 'Enter' }
}

function showPrompt(doc: Document, line: HTMLElement, prompt: ReturnType<typeof againPrompt>) {
  line.hidden = prompt === null
  if (!prompt) return
  const key = doc.createElement('kbd')
  key.textContent = prompt.key
  line.replaceChildren(`${prompt.words} `, key)
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

/** A seed as part of a file name: letters, digits and dashes. */
function safeName(seed: string): string {
  return seed.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 60) || 'run'
}

/** "Won · depth 10 · level 4 · 812 turns" or "Depth 7 · level 3 · killed by a troll on depth 7". */
export function describeRecord(r: RunRecord): string {
  const ending = r.won ? 'won' : r.cause
  return `${r.day} · ${r.seed} · depth ${r.depth} · level ${r.level} · ${r.turns} turns · ${ending}`
}

function showHistory(doc: Document, list: HTMLElement, best: HTMLElement, history?: History) {
  list.replaceChildren(
    ...(history?.runs ?? []).map((r) => {
      const item = doc.createElement('li')
      item.textContent = describeRecord(r)
      return item
    }),
  )
  const problem = history?.problem ? ` (${history.problem})` : ''
  best.textContent = history?.best
    ? `Best run: ${describeRecord(history.best)}${problem}`
    : history
      ? `Your first run here.${problem}`
      : 'The sandbox keeps no history.'
}

/** The end's cause as a sentence: "You were killed by a troll on depth 7.", "You took the amulet…". */
export function causeSentence(cause: string): string {
  return `You ${cause.startsWith('killed ') ? 'were ' : ''}${cause}.`
}
