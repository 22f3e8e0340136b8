import type { ReplayVerdict } from './playback.js'

/** What the replay's controls do; each is a key and a button. */
export type ReplayControl = 'toggle' | 'step' | 'faster' | 'slower' | 'end' | 'leave'

/** What the bar shows. */
export interface ReplayShown {
  turn: number
  of: number
  playing: boolean
  /** 1 (slowest) to `speeds`. */
  speed: number
  speeds: number
  verdict: ReplayVerdict | null
}

/** The controls, in the bar's order: the button's text, and the keys that do the same. */
const CONTROLS: readonly { control: ReplayControl; label: string; title: string }[] = [
  { control: 'toggle', label: '▶ play', title: 'Play or pause (Space)' },
  { control: 'step', label: 'step ›', title: 'One turn (→ or .)' },
  { control: 'slower', label: '− slower', title: 'Slower (↓ or -)' },
  { control: 'faster', label: '+ faster', title: 'Faster (↑ or +)' },
  { control: 'end', label: '» end', title: 'To the end (End)' },
  { control: 'leave', label: '✕ leave', title: 'Leave the replay (Escape)' },
]

/** The control a key gives while a replay plays, or null (by `key`, so `+` is `+` everywhere). */
export function replayControlForKey(key: string, code: string): ReplayControl | null {
  if (code === 'Space' || key === 'p' || key === 'P') return 'toggle'
  if (key === 'ArrowRight' || key === '.' || key === 'n') return 'step'
  if (key === 'ArrowUp' || key === '+' || key === '=') return 'faster'
  if (key === 'ArrowDown' || key === '-' || key === '_') return 'slower'
  if (key === 'End') return 'end'
  if (key === 'Escape') return 'leave'
  return null
}

/**
 * The replay's controls: a row in the top bar (the map is fitted clear of the bar, so the row
 * covers nothing), with the turn, the speed, the buttons, and the verdict once it ends. Its keys
 * are read from the page while it is shown.
 */
export class ReplayBar {
  private readonly bar: HTMLElement
  private readonly facts: HTMLElement
  private readonly verdict: HTMLElement
  private readonly toggle: HTMLButtonElement
  private readonly keys: HTMLElement | null
  private shown = false

  constructor(
    doc: Document,
    private readonly act: (control: ReplayControl) => void,
  ) {
    const top = doc.getElementById('hud-top')
    this.keys = doc.getElementById('hud-keys')
    this.bar = doc.createElement('div')
    this.bar.id = 'replay-bar'
    this.bar.className = 'replay-bar'
    this.bar.hidden = true
    this.facts = doc.createElement('span')
    this.facts.id = 'replay-facts'
    this.bar.append(this.facts)
    let toggle: HTMLButtonElement | null = null
    for (const { control, label, title } of CONTROLS) {
      const button = doc.createElement('button')
      button.type = 'button'
      button.textContent = label
      button.title = title
      button.dataset.replay = control
      button.addEventListener('click', () => this.act(control))
      if (control === 'toggle') toggle = button
      this.bar.append(button)
    }
    this.toggle = toggle as unknown as HTMLButtonElement
    this.verdict = doc.createElement('p')
    this.verdict.id = 'replay-verdict'
    this.verdict.setAttribute('role', 'status')
    this.bar.append(this.verdict)
    top?.append(this.bar)
    doc.addEventListener('keydown', (event) => this.onKey(event))
  }

  private onKey(event: KeyboardEvent): void {
    if (!this.shown || event.ctrlKey || event.metaKey || event.altKey) return
    const control = replayControlForKey(event.key, event.code)
    if (!control) return
    event.preventDefault()
    if (event.repeat && control !== 'step') return
    this.act(control)
  }

  show(state: ReplayShown): void {
    this.shown = true
    this.bar.hidden = false
    if (this.keys) this.keys.hidden = true
    const mode = state.verdict ? 'ended' : state.playing ? 'playing' : 'paused'
    this.facts.textContent = `Replay · turn ${state.turn} of ${state.of} · ${mode} · speed ${state.speed}/${state.speeds}`
    this.toggle.textContent = state.playing ? '❚❚ pause' : '▶ play'
    this.verdict.textContent = state.verdict?.text ?? ''
    this.verdict.hidden = state.verdict === null
    if (state.verdict) this.verdict.dataset.same = String(state.verdict.same)
    else delete this.verdict.dataset.same
  }

  hide(): void {
    this.shown = false
    this.bar.hidden = true
    if (this.keys) this.keys.hidden = false
  }
}
