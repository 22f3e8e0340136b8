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
 * Brogue's sidebar: the monsters in sight, each with its name and a health bar, so the player
 * learns what a letter on the map is and how hurt it is. A column beside the map on a wide
 * screen, a strip under the top bar on a phone; the map is fitted clear of it either way.
 */
export class Sidebar {
  private readonly root: HTMLElement
  private readonly list: HTMLElement
  private readonly empty: HTMLElement
  private shownKey = ''

  constructor(private readonly doc: Document) {
    this.root = requireElement(doc, 'sidebar')
    this.list = requireElement(doc, 'sidebar-list')
    this.empty = requireElement(doc, 'sidebar-empty')
  }

  setVisible(visible: boolean): void {
    this.root.hidden = !visible
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
