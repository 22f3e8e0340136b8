import type { CharacterView, PackItem, Perk } from '@delve/run'
import { HISTORY_PAGE, type Mode } from '../play/modes.js'
import { requireElement } from './dom.js'

/** What a menu shows: the pack's letters to choose from, or the lines of the history. */
export interface MenuContent {
  title: string
  hint: string
  /** The pack, a letter each; absent for the history. */
  choices?: { letter: string; text: string }[]
  /** The history's lines from the first shown, oldest first. */
  lines?: string[]
  /** A question (its choices are the answers, drawn large enough for a finger). */
  question?: true
}

/** The menu for `mode`, or null when the mode has none (play, look, aiming). */
export function menuContent(
  mode: Mode,
  pack: readonly PackItem[],
  history: readonly string[],
  hero?: CharacterView,
  offer: readonly Perk[] = [],
  perks: readonly string[] = [],
): MenuContent | null {
  if (mode.name === 'inventory') {
    const use = mode.purpose === 'use'
    return {
      title: use ? 'Use which item?' : 'Drop which item?',
      hint:
        pack.length === 0
          ? 'Your pack is empty.'
          : use
            ? 'A letter uses it, or puts it on or takes it off.'
            : 'A letter drops it.',
      choices: pack.map((item) => ({
        letter: item.letter,
        text: item.worn
          ? `${item.name} (${item.slot === 'weapon' ? 'wielded' : 'worn'})`
          : item.count > 1 || item.charges !== null
            ? item.label
            : item.name,
      })),
    }
  }
  if (mode.name === 'level-up') {
    return {
      title: `Level ${hero?.level ?? ''}: choose a perk`,
      hint: `Choose one: ${offer.map((_, i) => 'abc'.charAt(i)).join(', ')}.`,
      choices: offer.map((perk, i) => ({
        letter: 'abc'.charAt(i),
        text: `${perk.name.charAt(0).toUpperCase()}${perk.name.slice(1)}: ${perk.gives}`,
      })),
    }
  }
  if (mode.name === 'character' && hero) {
    const bonus = (total: number, base: number) =>
      total === base ? '' : ` (${base} + ${total - base} worn)`
    return {
      title: 'Character',
      hint: 'Escape, Enter or C closes.',
      lines: [
        `Level ${hero.level}: ${hero.xp} of ${hero.toNext} experience to the next`,
        `Hit points ${hero.hp}/${hero.maxHp}`,
        `Power ${hero.power}${bonus(hero.power, hero.basePower)}`,
        `Defence ${hero.defence}${bonus(hero.defence, hero.baseDefence)}`,
        `Wielding: ${hero.weapon ?? 'nothing'}`,
        `Wearing: ${hero.armour ?? 'nothing'}`,
        `Perks: ${perks.length === 0 ? 'none yet' : perks.join(', ')}`,
      ],
    }
  }
  if (mode.name === 'confirm') {
    const newGame = mode.order === 'new-game'
    return {
      title: newGame ? 'Give up this run?' : 'Leave the dungeon?',
      hint: newGame
        ? 'The run ends here and a new one begins. Y or N.'
        : 'The run ends here, for good. Y or N.',
      choices: [
        { letter: 'y', text: newGame ? 'Yes: give it up, start a new run' : 'Yes: leave' },
        { letter: 'n', text: 'No: play on' },
      ],
      question: true,
    }
  }
  if (mode.name === 'history') {
    const lines = history.slice(mode.top, mode.top + HISTORY_PAGE)
    const first = Math.min(mode.top + 1, history.length)
    return {
      title: 'Message history',
      hint: `Lines ${first}–${mode.top + lines.length} of ${history.length}; ↑↓ scroll.`,
      lines,
    }
  }
  return null
}

/** An entry's extent in a menu's list, in pixels from the list's top. */
export interface Extent {
  top: number
  bottom: number
}

/**
 * Where a list of `entries` scrolled to `scrollTop`, `height` pixels of it shown, scrolls for a page
 * down (1: the first entry not wholly shown comes to the top) or up (-1: as far back as keeps the
 * entry at the top in view, by whole entries); never past either end, always moving if it can.
 */
export function pageTop(
  entries: readonly Extent[],
  scrollTop: number,
  height: number,
  direction: 1 | -1,
): number {
  const end = Math.max(0, (entries.at(-1)?.bottom ?? 0) - height)
  let top: number
  if (direction === 1) {
    const next = entries.find((e) => e.bottom > scrollTop + height + 0.5)
    top = next && next.top > scrollTop + 0.5 ? next.top : scrollTop + height
  } else {
    const back = entries.find((e) => e.top >= scrollTop - height - 0.5)
    const before = entries.filter((e) => e.top < scrollTop - 0.5).at(-1)
    top = back && back.top < scrollTop - 0.5 ? back.top : (before?.top ?? 0)
  }
  return Math.min(end, Math.max(0, top))
}

/**
 * The pack (to use or to drop an item) and the message history, as a panel where the sidebar is
 * (beside the map) or, on a phone, where the touch pad is: it never covers the map. Each item is
 * a button, so a tap chooses it as its letter would.
 */
export class Menu {
  private readonly root: HTMLElement
  private readonly title: HTMLElement
  private readonly list: HTMLElement
  private readonly hint: HTMLElement
  private readonly up: HTMLButtonElement
  private readonly down: HTMLButtonElement
  private shownKey = ''

  constructor(
    private readonly doc: Document,
    choose: (index: number) => void,
    close: () => void,
  ) {
    this.root = requireElement(doc, 'menu')
    this.title = requireElement(doc, 'menu-title')
    this.list = requireElement(doc, 'menu-list')
    this.hint = requireElement(doc, 'menu-hint')
    this.list.addEventListener('click', (event) => {
      const index = (event.target as HTMLElement).closest('button')?.dataset.index
      if (index !== undefined) choose(Number(index))
    })
    requireElement(doc, 'menu-close').addEventListener('click', close)
    // A list longer than the menu pages with a tap (a finger's swipe scrolls it too).
    this.up = requireElement(doc, 'menu-up') as HTMLButtonElement
    this.down = requireElement(doc, 'menu-down') as HTMLButtonElement
    this.up.addEventListener('click', () => this.page(-1))
    this.down.addEventListener('click', () => this.page(1))
    this.list.addEventListener('scroll', () => this.showPages())
  }

  private page(direction: 1 | -1): void {
    const entries = [...this.list.children].map((child) => {
      const item = child as HTMLElement
      return { top: item.offsetTop, bottom: item.offsetTop + item.offsetHeight }
    })
    this.list.scrollTop = pageTop(entries, this.list.scrollTop, this.list.clientHeight, direction)
    this.showPages()
  }

  /** The page buttons: shown for a list longer than the menu, each off at its end. */
  private showPages(): void {
    const { scrollTop, scrollHeight, clientHeight } = this.list
    const pages = scrollHeight > clientHeight + 1
    this.up.hidden = !pages
    this.down.hidden = !pages
    this.up.disabled = scrollTop <= 0
    this.down.disabled = scrollTop + clientHeight >= scrollHeight - 1
  }

  get open(): boolean {
    return !this.root.hidden
  }

  /** Shows `content`, or closes the menu for none. */
  show(content: MenuContent | null): void {
    const key = JSON.stringify(content)
    if (key === this.shownKey) return
    this.shownKey = key
    this.root.hidden = content === null
    if (!content) return
    this.root.dataset.kind = content.question ? 'question' : 'list'
    this.title.textContent = content.title
    this.hint.textContent = content.hint
    const choices = (content.choices ?? []).map(({ letter, text }, index) => {
      const button = this.doc.createElement('button')
      button.type = 'button'
      button.dataset.index = String(index)
      button.textContent = `${letter}) ${text}`
      const item = this.doc.createElement('li')
      item.append(button)
      return item
    })
    const lines = (content.lines ?? []).map((line) => {
      const item = this.doc.createElement('li')
      item.className = 'menu-line'
      item.textContent = line
      return item
    })
    this.list.replaceChildren(...choices, ...lines)
    this.list.scrollTop = 0
    this.showPages()
  }
}
