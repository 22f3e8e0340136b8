import { dailyDay, namedFields, type RunRecord } from '@delve/run'
import {
  type BoardAnswer,
  type BoardClient,
  type BoardPage,
  describeEnd,
  ordinal,
} from './board-client.js'

/** Where the name last submitted is kept, so the next run's offer has it filled in. */
export const NAME_KEY = 'delve-board-name'

/** What the panel needs from the page. */
export interface BoardHooks {
  client: BoardClient
  /** The browser's storage for the name; null where the browser refuses it. */
  storage: Storage | null
  /** Today's UTC day, YYYY-MM-DD. */
  today: () => string
  /** Plays a run of the board back on screen. */
  watch: (record: RunRecord) => void
}

/** The run the end screen is about: its record, and whether it ended (won or lost). */
export interface BoardOffer {
  recording: RunRecord | null
  ended: boolean
}

/**
 * The board on the end screen: "Submit to the board" with a name, the rank the board gave or its
 * refusal in words, and the day's and the seed's boards, each row opening that run's replay.
 * Everything the board sends is shown as text. Without a reachable board it says so, and the
 * game goes on as before: nothing waits on the network.
 */
export class BoardPanel {
  private readonly section: HTMLElement
  private readonly form: HTMLFormElement
  private readonly name: HTMLInputElement
  private readonly submit: HTMLButtonElement
  private readonly status: HTMLElement
  private readonly lists: HTMLElement
  private readonly showButton: HTMLButtonElement
  private offer: BoardOffer = { recording: null, ended: false }
  /** Answers to an older offer are dropped: the screen may have moved on. */
  private generation = 0

  constructor(
    private readonly doc: Document,
    private readonly hooks: BoardHooks,
  ) {
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, id: string, text = '') => {
      const element = doc.createElement(tag)
      if (id) element.id = id
      element.textContent = text
      return element
    }
    this.section = make('section', 'board')
    this.section.className = 'quit-board'
    this.section.setAttribute('aria-labelledby', 'board-heading')
    const heading = make('h3', 'board-heading', 'The board')
    this.form = make('form', 'board-form')
    const label = make('label', '', 'Your name ')
    label.htmlFor = 'board-name'
    this.name = make('input', 'board-name')
    this.name.maxLength = 24
    this.name.setAttribute('autocomplete', 'nickname')
    this.name.spellcheck = false
    this.name.value = this.readName()
    this.submit = make('button', 'board-submit', 'Submit to the board')
    this.submit.type = 'submit'
    this.form.append(label, this.name, this.submit)
    this.form.addEventListener('submit', (event) => {
      event.preventDefault()
      void this.send()
    })
    // The boards are fetched when asked for (or after a submission), never on their own: an end
    // screen without a board reachable stays as quiet as before.
    this.showButton = make('button', 'board-show', 'Show the boards')
    this.showButton.type = 'button'
    this.showButton.addEventListener('click', () => {
      if (this.offer.recording) void this.showBoards(this.offer.recording)
    })
    this.form.append(this.showButton)
    this.status = make('p', 'board-status')
    this.status.setAttribute('role', 'status')
    this.lists = make('div', 'board-lists')
    this.section.append(heading, this.form, this.status, this.lists)
    const quit = doc.getElementById('quit')
    const replay = doc.getElementById('quit-replay')
    if (replay) replay.after(this.section)
    else quit?.append(this.section)
    this.section.hidden = true
  }

  /** Whether `target` is one of the panel's fields: keys typed there are not the game's. */
  owns(target: EventTarget | null): boolean {
    return target instanceof Node && this.section.contains(target)
  }

  /** The end screen's board for this run; hidden for the sandbox (no recording). */
  show(offer: BoardOffer): void {
    this.offer = offer
    this.generation++
    this.section.hidden = offer.recording === null
    this.status.textContent = ''
    this.lists.replaceChildren()
    if (!offer.recording) return
    this.offerSubmit(offer.ended)
    if (!offer.ended) {
      this.status.textContent = 'Only a run won or lost goes on the board.'
    }
  }

  /** Shows or hides the name and the submit button (the boards' button stays). */
  private offerSubmit(open: boolean): void {
    this.name.hidden = this.submit.hidden = !open
    for (const label of this.name.labels ?? []) label.hidden = !open
  }

  hide(): void {
    this.generation++
    this.section.hidden = true
  }

  private readName(): string {
    try {
      return this.hooks.storage?.getItem(NAME_KEY) ?? ''
    } catch {
      return ''
    }
  }

  private keepName(name: string): void {
    try {
      this.hooks.storage?.setItem(NAME_KEY, name)
    } catch {
      // A browser that refuses storage forgets the name; the submission goes on.
    }
  }

  private async send(): Promise<void> {
    const recording = this.offer.recording
    if (!recording || !this.offer.ended) return
    const name = this.name.value.trim()
    if (name === '') {
      this.status.textContent = 'Give a name to go on the board.'
      this.name.focus()
      return
    }
    this.keepName(name)
    const generation = this.generation
    this.submit.disabled = true
    this.status.textContent = 'Sending the run to the board, which plays it again…'
    const answer = await this.hooks.client.submit(recording, name)
    if (generation !== this.generation) return
    this.submit.disabled = false
    if (!answer.ok) {
      this.status.textContent = answer.unreachable
        ? `The board cannot be reached (${answer.reason}): your run is kept here, and you can try again.`
        : `The board refused this run: ${answer.reason}.`
      return
    }
    const { rank, duplicate, board } = answer.value
    const where =
      board.kind === 'daily'
        ? `the daily board of ${board.date}`
        : `the board of seed ${recording.seed}`
    this.status.textContent = duplicate
      ? `This run is already on ${where}, ${ordinal(rank)}.`
      : `Your run is ${ordinal(rank)} on ${where}.`
    this.offerSubmit(false)
    await this.showBoards(recording)
  }

  /** The day's board, and the seed's when the run was not the day's. */
  private async showBoards(recording: RunRecord): Promise<void> {
    const generation = this.generation
    const today = this.hooks.today()
    const day = dailyDay(recording.seed)
    const asks: [string, Promise<BoardAnswer<BoardPage>>][] = [
      [`Today's daily run (${today})`, this.hooks.client.daily(today)],
    ]
    if (day !== today) {
      const title = day ? `The daily run of ${day}` : `Seed ${recording.seed}`
      // The board files a seed's runs by the fields of the choice that are not the defaults.
      const choice = JSON.stringify(namedFields(recording.choice))
      asks.push([
        title,
        day ? this.hooks.client.daily(day) : this.hooks.client.seed(recording.seed, choice),
      ])
    }
    const pages = await Promise.all(asks.map(async ([title, ask]) => [title, await ask] as const))
    if (generation !== this.generation) return
    const lists = pages.map(([title, answer]) => this.list(title, answer))
    this.lists.replaceChildren(...lists)
  }

  private list(title: string, answer: BoardAnswer<BoardPage>): HTMLElement {
    const box = this.doc.createElement('div')
    box.className = 'board-list'
    const heading = this.doc.createElement('h4')
    heading.textContent = title
    box.append(heading)
    const note = this.doc.createElement('p')
    note.className = 'board-note'
    if (!answer.ok) {
      note.textContent = answer.unreachable
        ? `The board cannot be reached (${answer.reason}).`
        : `The board says: ${answer.reason}.`
      box.append(note)
      return box
    }
    const { rows, total } = answer.value
    if (rows.length === 0) {
      note.textContent = 'No runs yet.'
      box.append(note)
      return box
    }
    const list = this.doc.createElement('ol')
    for (const row of rows) {
      const item = this.doc.createElement('li')
      item.value = row.rank
      const open = this.doc.createElement('button')
      open.type = 'button'
      open.className = 'board-row'
      open.dataset.id = String(row.id)
      // The name in an isolate of its own: a right-to-left name stays in its place and does not
      // turn the rest of the row round.
      const name = this.doc.createElement('bdi')
      name.className = 'board-row-name'
      name.textContent = row.name
      open.append(name, ` · ${describeEnd(row)}`)
      open.title = 'Watch this run'
      open.addEventListener('click', () => void this.watch(row.id, note))
      item.append(open)
      list.append(item)
    }
    note.textContent = total > rows.length ? `${rows.length} of ${total} runs.` : ''
    box.append(list, note)
    return box
  }

  private async watch(id: number, note: HTMLElement): Promise<void> {
    const answer = await this.hooks.client.run(id)
    if (answer.ok) this.hooks.watch(answer.value.record)
    else note.textContent = `That run cannot be fetched: ${answer.reason}.`
  }
}
