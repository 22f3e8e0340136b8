import type { RunRecord } from '@delve/run'
import { ReplayError } from '@delve/run'
import { ADDRESS_LIMIT, MAX_REPLAY_TEXT, readReplayLink, replayQuery } from './replay-link.js'

/** What sharing needs from the page: where the game lives, and how to start a replay. */
export interface ShareHooks {
  /** The game's address without a query (`https://host/path/`). */
  base: string
  /** Plays a recording back on screen. */
  watch(recording: RunRecord): void
}

/**
 * Sharing a run: on the end screen, **Watch replay**, the replay link (or, for a run too long for
 * an address, the replay as a file), and a picker to open a replay file; and the screen that
 * refuses a replay that cannot be read, saying why. Everything from outside is shown as text
 * (`textContent`), never as markup, and nothing is fetched.
 */
export class ReplayShare {
  private readonly offer: HTMLElement
  private readonly watchButton: HTMLButtonElement
  private readonly link: HTMLAnchorElement
  private readonly download: HTMLButtonElement
  private readonly problem: HTMLElement
  private readonly refusal: HTMLElement
  private readonly refusalText: HTMLElement
  private recording: RunRecord | null = null

  constructor(
    private readonly doc: Document,
    private readonly hooks: ShareHooks,
  ) {
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, id: string, text = '') => {
      const element = doc.createElement(tag)
      element.id = id
      element.textContent = text
      return element
    }
    // On the end screen, under the story's buttons.
    this.offer = make('p', 'quit-replay')
    this.offer.className = 'quit-replay'
    this.watchButton = make('button', 'quit-watch', 'Watch replay')
    this.watchButton.type = 'button'
    this.watchButton.addEventListener('click', () => {
      if (this.recording) this.hooks.watch(this.recording)
    })
    this.link = make('a', 'quit-replay-link', 'Replay link')
    this.download = make('button', 'quit-replay-file', 'Download the replay')
    this.download.type = 'button'
    this.download.addEventListener('click', () => this.save())
    this.problem = make('span', 'quit-replay-problem')
    this.problem.setAttribute('role', 'alert')
    this.offer.append(
      this.watchButton,
      this.link,
      this.download,
      this.picker('quit-replay-open'),
      this.problem,
    )
    this.offer.hidden = true
    this.placeOffer()

    // A replay refused: the reason, a way to the game, and the picker to try a file.
    this.refusal = make('section', 'replay-refused')
    this.refusal.className = 'quit replay-refused'
    this.refusal.hidden = true
    this.refusal.setAttribute('role', 'alert')
    const title = make('h2', 'replay-refused-title', 'This replay cannot be played')
    this.refusalText = make('p', 'replay-refused-text')
    const home = make('a', 'replay-refused-home', 'Play Delve')
    home.href = this.hooks.base
    const actions = make('p', 'replay-refused-actions')
    actions.append(home, this.picker('replay-refused-open'))
    this.refusal.append(title, this.refusalText, actions)
    doc.body.append(this.refusal)
  }

  /**
   * The end screen's offer for `recording` (none: nothing to offer, as for the sandbox): the link
   * when it fits an address, else the file.
   */
  offerFor(recording: RunRecord | null): void {
    this.placeOffer()
    this.recording = recording
    this.problem.textContent = ''
    this.offer.hidden = recording === null
    if (!recording) return
    const query = replayQuery(recording)
    const fits = query.length <= ADDRESS_LIMIT
    this.link.hidden = !fits
    this.link.href = fits ? `${this.hooks.base}${query}` : ''
    this.download.hidden = fits
  }

  /**
   * Puts the offer on the end screen, under the story's buttons. Both load on demand, in either
   * order: the offer is moved there once the screen has its buttons.
   */
  private placeOffer(): void {
    const after = this.doc.getElementById('quit-story-actions')
    if (after) {
      if (after.nextElementSibling !== this.offer) after.after(this.offer)
    } else if (!this.offer.isConnected) this.doc.getElementById('quit')?.append(this.offer)
  }

  /** Says why a replay cannot be played, over an empty page. */
  refuse(reason: string): void {
    this.refusalText.textContent = `${capitalise(reason.slice(0, 400))}.`
    this.refusal.hidden = false
  }

  hideRefusal(): void {
    this.refusal.hidden = true
  }

  /** A file picker that opens a replay file: checked as a link is, refused with the reason. */
  private picker(id: string): HTMLElement {
    const label = this.doc.createElement('label')
    label.className = 'replay-open'
    label.textContent = 'Open a replay file… '
    const input = this.doc.createElement('input')
    input.type = 'file'
    input.id = id
    input.accept = '.txt,text/plain'
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      input.value = ''
      if (file) void this.open(file)
    })
    label.append(input)
    return label
  }

  private async open(file: File): Promise<void> {
    try {
      if (file.size > MAX_REPLAY_TEXT) {
        throw new ReplayError(`the file is too large for a replay (${file.size} bytes)`)
      }
      // Watching hides any refusal shown before.
      this.hooks.watch(readReplayLink(await file.text()))
    } catch (error) {
      const reason = error instanceof ReplayError ? error.message : 'the file cannot be read'
      if (!this.refusal.hidden || this.offer.hidden) this.refuse(reason)
      else this.problem.textContent = `${capitalise(reason.slice(0, 400))}.`
    }
  }

  /** The recording as a file: the same text as its link's query. */
  private save(): void {
    const recording = this.recording
    if (!recording) return
    const text = `${replayQuery(recording)}\n`
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const anchor = this.doc.createElement('a')
    anchor.href = url
    anchor.download = `delve-replay-${recording.seed.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 60) || 'run'}.txt`
    anchor.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
