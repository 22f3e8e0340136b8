import type { Point } from '@delve/map'
import { requireElement } from './dom.js'
import { healthLevel } from './hud.js'

/** A monster as the sidebar lists it. */
export interface SidebarMonster {
  x: number
  y: number
  name: string
  hp: number
  maxHp: number
  confused: boolean
}

/** How many monsters the sidebar names; the rest are counted. */
export const SIDEBAR_SHOWN = 12

/**
 * The monsters to list: the nearest to `from` first (ties in reading order, as given), at most
 * `most` of them, and how many more there are.
 */
export function sidebarEntries(
  monsters: readonly SidebarMonster[],
  from: Point,
  most = SIDEBAR_SHOWN,
): { shown: SidebarMonster[]; more: number } {
  const distance = (m: Point) => Math.max(Math.abs(m.x - from.x), Math.abs(m.y - from.y))
  const nearest = monsters
    .map((monster, i) => ({ monster, i, d: distance(monster) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((entry) => entry.monster)
  return { shown: nearest.slice(0, most), more: Math.max(0, monsters.length - most) }
}

/**
 * Whether entries of `list` lie (wholly or in part) before its visible start, and how many
 * monsters lie past its end: the list's box, clipped by `frame`'s, is what is seen; the
 * "and N more" line stands for `more` monsters.
 */
function cutEntries(list: HTMLElement, frame: HTMLElement, more: number) {
  const a = list.getBoundingClientRect()
  const b = frame.getBoundingClientRect()
  const seen = {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  }
  let start = false
  let end = 0
  for (const entry of list.children) {
    const r = entry.getBoundingClientRect()
    if (r.right > seen.right + 1 || r.bottom > seen.bottom + 1) {
      end += entry.classList.contains('sidebar-more') ? more : 1
    } else if (r.left < seen.left - 1 || r.top < seen.top - 1) start = true
  }
  return { start, end }
}

/**
 * Brogue's sidebar: the monsters in sight, each with its name and a health bar, so the player
 * learns what a letter on the map is and how hurt it is. A column beside the map on a wide
 * screen, a strip under the top bar on a phone; the map is fitted clear of it either way.
 */
export class Sidebar {
  private readonly root: HTMLElement
  private readonly list: HTMLElement
  private readonly empty: HTMLElement
  /** How many monsters lie past the list's end, cut off: shown only when some are. */
  private readonly cut: HTMLElement
  private shownKey = ''
  /** The monsters counted by the list's last line ("and 3 more"). */
  private more = 0

  constructor(private readonly doc: Document) {
    this.root = requireElement(doc, 'sidebar')
    this.list = requireElement(doc, 'sidebar-list')
    this.empty = requireElement(doc, 'sidebar-empty')
    this.cut = doc.createElement('span')
    this.cut.id = 'sidebar-cut'
    this.cut.className = 'sidebar-cut'
    this.cut.hidden = true
    this.root.append(this.cut)
    // A phone's strip scrolls under a finger: the marks follow what it shows.
    this.list.addEventListener('scroll', () => this.markCut(), { passive: true })
    doc.defaultView?.addEventListener('resize', () => this.markCut())
  }

  setVisible(visible: boolean): void {
    this.root.hidden = !visible
    this.markCut()
  }

  /** Lists `monsters`, nearest to `from` first; the page is only touched when the list changed. */
  show(monsters: readonly SidebarMonster[], from: Point): void {
    const { shown, more } = sidebarEntries(monsters, from)
    const key = JSON.stringify([shown.map((m) => [m.name, m.hp, m.maxHp, m.confused]), more])
    if (key === this.shownKey) return
    this.shownKey = key
    this.empty.hidden = monsters.length > 0
    const items = shown.map((m) => this.entry(m))
    if (more > 0) {
      const rest = this.doc.createElement('li')
      rest.className = 'sidebar-more'
      rest.textContent = `and ${more} more`
      items.push(rest)
    }
    this.list.replaceChildren(...items)
    this.more = more
    this.markCut()
  }

  /**
   * Marks where the list is cut off (a phone's strip, too narrow for every name; its column on
   * its side, too short): a fade at each edge with more past it, and at the end the count of the
   * monsters past it, beside the list (never over the map). Measured again with the count shown,
   * which takes room from the list once some are cut (the list swiped to its end has none).
   */
  private markCut(): void {
    if (this.root.hidden) return
    this.cut.hidden = true
    let { start, end } = cutEntries(this.list, this.root, this.more)
    if (end > 0) {
      this.cut.hidden = false
      ;({ start, end } = cutEntries(this.list, this.root, this.more))
    }
    this.cut.textContent = `+${end}`
    this.cut.title = `${end} more in sight: swipe the list`
    const edges = [start ? 'start' : '', end > 0 ? 'end' : ''].filter(Boolean).join(' ')
    if (edges) this.list.dataset.cut = edges
    else delete this.list.dataset.cut
  }

  /** Pixels the sidebar takes from the map: at the left (a column), or at the top (a strip). */
  space(): { left: number; top: number } {
    if (this.root.hidden) return { left: 0, top: 0 }
    const box = this.root.getBoundingClientRect()
    const strip = box.width >= (this.doc.defaultView?.innerWidth ?? Number.POSITIVE_INFINITY) - 1
    return strip ? { left: 0, top: Math.ceil(box.height) } : { left: Math.ceil(box.right), top: 0 }
  }

  private entry(m: SidebarMonster): HTMLElement {
    const make = (tag: string, className: string, text = '') => {
      const element = this.doc.createElement(tag)
      element.className = className
      element.textContent = text
      return element
    }
    const item = make('li', 'sidebar-monster')
    item.dataset.name = m.name
    const name = make('span', 'sidebar-name', m.name)
    if (m.confused) name.append(' ', make('span', 'confused', '(confused)'))
    const bar = make('span', 'hp-bar')
    const fill = make('span', 'hp-fill')
    fill.style.width = `${m.maxHp > 0 ? (100 * m.hp) / m.maxHp : 0}%`
    bar.append(fill)
    const health = make('span', 'sidebar-health hp')
    health.dataset.level = healthLevel(m.hp, m.maxHp)
    health.append(bar, make('span', 'sidebar-hp', `${m.hp}/${m.maxHp}`))
    item.append(name, health)
    return item
  }
}
