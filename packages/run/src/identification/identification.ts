import { inventoryOf, type TurnEvents } from '@delve/ecs'
import { checkInteger } from '@delve/map'
import { appearances, withArticle } from '../content/appearances.js'
import { aName } from '../state/names.js'
import type { RunState } from '../state/run-state.js'
import { runLine } from '../words/run-messages.js'

/**
 * What the player calls the item kind `kind` (a code of `world.kinds.items`): its name, for a
 * kind known or always known (anything but a potion or a scroll), else its look this run:
 * "murky potion", "scroll labelled XOTH".
 */
export function itemName(s: RunState, kind: number, fn = 'Run.itemName'): string {
  checkKind(s, fn, kind)
  const info = s.world.kinds.items[kind]
  if (!info) return 'thing'
  if (s.knownKinds.has(kind)) return info.name
  return appearance(s, kind) ?? info.name
}

/**
 * What names item kinds as the player knew them when only the kinds of `known` were known (a
 * turn's lines are told as the player knew things when it began: what the turn taught comes
 * after them).
 */
export function namerAsKnown(s: RunState, known: ReadonlySet<number>): (kind: number) => string {
  return (kind) => {
    const info = s.world.kinds.items[kind]
    if (!info) return 'thing'
    return known.has(kind) ? info.name : (appearance(s, kind) ?? info.name)
  }
}

/** `itemName` with its article: "a murky potion", "an identify scroll", "the amulet of the deep". */
export function anItem(s: RunState, kind: number, fn = 'Run.anItem'): string {
  checkKind(s, fn, kind)
  const info = s.world.kinds.items[kind]
  return isKnown(s, kind) ? aName(info) : withArticle(itemName(s, kind))
}

/** What the kind `kind` looks like in this run: null for what is always known. */
export function appearance(s: RunState, kind: number, fn = 'Run.appearance'): string | null {
  checkKind(s, fn, kind)
  if (s.looksSeed !== s.place.runSeed) {
    s.looks = appearances(s.place.runSeed, s.world.kinds.items)
    s.looksSeed = s.place.runSeed
  }
  return s.looks[kind] ?? null
}

/** True when the player knows what the kind `kind` is (always, but for potions and scrolls). */
export function isKnown(s: RunState, kind: number, fn = 'Run.isKnown'): boolean {
  checkKind(s, fn, kind)
  return s.knownKinds.has(kind) || appearance(s, kind) === null
}

/** The potion and scroll kinds the player knows, by code, lowest first (for saves). */
export function knownCodes(s: RunState): number[] {
  return [...s.knownKinds].sort((a, b) => a - b)
}

/** Learns a kind; the line that says so, or none for one known already. */
function learn(s: RunState, kind: number, line: (look: string, name: string) => string): string[] {
  if (isKnown(s, kind)) return []
  const look = appearance(s, kind) as string
  s.knownKinds.add(kind)
  return [line(look, s.world.kinds.items[kind]?.name ?? 'thing')]
}

/**
 * What the player learnt this turn: the kind of each potion or scroll it used (its use shows
 * what it is), and, read an identify scroll, the kinds of everything in the pack.
 */
export function learnt(s: RunState, events: TurnEvents, lines: string[]): void {
  const before = lines.length
  for (const use of events.uses) {
    if (use.eid !== s.player) continue
    lines.push(
      ...learn(s, use.kind, (look, name) =>
        runLine(s.world.kinds, 'learn.was', { look, name: withArticle(name) }),
      ),
    )
  }
  if (events.effects.some((e) => e.effect === 'identify' && e.target === s.player)) {
    const { Item } = s.world.components
    const kinds = new Set(inventoryOf(s.world, s.player).map((i) => Item.kind[i] as number))
    for (const kind of [...kinds].sort((a, b) => a - b)) {
      lines.push(
        ...learn(s, kind, (look, name) =>
          runLine(s.world.kinds, 'learn.is', { look, name: withArticle(name) }),
        ),
      )
    }
    if (lines.length === before) lines.push(runLine(s.world.kinds, 'learn.nothing'))
  }
}

/** A code of the run's item kinds. */
function checkKind(s: RunState, fn: string, kind: unknown): void {
  checkInteger(fn, 'kind', kind, 0, s.world.kinds.items.length - 1)
}
