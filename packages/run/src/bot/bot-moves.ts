import {
  DIRS_8,
  type Direction,
  dijkstraMap,
  directionOf,
  isWalkable,
  type Point,
  Tile,
} from '@delve/map'
import type { RunInput } from '../input/run-input.js'
import type { MonsterView } from '../run/run.js'
import type { PlayerView } from './player-view.js'

// What the careful and diving bots share, read from a `PlayerView` alone.

/** The perks the bots take first, best first: hit points, then blows, then the rest. */
const FAVOURITES = [
  'vitality',
  'second wind',
  'stoutness',
  'regeneration',
  'might',
  'guard',
  'bloodlust',
  'accuracy',
  'fury',
  'keen sight',
]

/**
 * The index in `offer` (perk names) of the perk first in `favourites` (best first); one not in
 * it ranks last.
 */
export function favouritePerk(
  offer: readonly string[],
  favourites: readonly string[] = FAVOURITES,
): number {
  const rank = (name: string) => {
    const at = favourites.indexOf(name)
    return at < 0 ? favourites.length : at
  }
  let best = 0
  offer.forEach((name, i) => {
    if (rank(name) < rank(offer[best] ?? '')) best = i
  })
  return best
}

/** The level-up owed, if one is: the offer's perk the bots like best. */
export function levelUp(view: PlayerView): RunInput[] {
  if (view.levelUps === 0) return []
  return [{ kind: 'level-up', choice: favouritePerk(view.levelUpOffer) }]
}

export function distance(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))
}

/** A step (or a blow) from `from` to the neighbouring tile `to`. */
export function stepTo(from: Point, to: Point): RunInput[] {
  const direction: Direction | undefined = directionOf(to.x - from.x, to.y - from.y)
  return direction ? [{ kind: 'move', direction }] : []
}

/** The known stairs of `code` (down or up): the first such explored tile, in reading order. */
export function knownStairs(view: PlayerView, code: number): Point | undefined {
  const { width, tiles } = view.known
  const i = tiles.indexOf(code as never)
  return i < 0 ? undefined : { x: i % width, y: Math.floor(i / width) }
}

export const stairsDown = (view: PlayerView) => knownStairs(view, Tile.StairsDown)
export const stairsUp = (view: PlayerView) => knownStairs(view, Tile.StairsUp)

function tileAt(view: PlayerView, p: Point): number {
  return view.known.tiles[p.y * view.known.width + p.x] ?? Tile.Wall
}

export function onTile(view: PlayerView, code: number): boolean {
  return tileAt(view, view.at) === code
}

/**
 * What a view's paths are read from, made once a view: what entering each explored tile costs
 * (monsters in sight cost more to pass, walls cannot be entered) and the distance of every tile
 * from the player at those costs.
 */
interface Ways {
  /** What entering each tile costs; absent when no monster is in sight (1 on every walkable). */
  costs: Uint8Array | undefined
  far: Float64Array
}

const WAYS = new WeakMap<PlayerView, Ways>()

function waysOf(view: PlayerView): Ways {
  const made = WAYS.get(view)
  if (made) return made
  let costs: Uint8Array | undefined
  if (view.monsters.length > 0) {
    const { width, tiles } = view.known
    costs = new Uint8Array(tiles.length)
    for (let i = 0; i < tiles.length; i++) costs[i] = isWalkable(tiles[i] ?? 0) ? 1 : 0
    for (const m of view.monsters) costs[m.y * width + m.x] = 6
  }
  // With no monster in sight every step costs 1: a plain breadth-first spread.
  const far = dijkstraMap(view.known, [view.at], costs ? { costs } : {})
  const ways = { costs, far }
  WAYS.set(view, ways)
  return ways
}

/** How far `to` is over the explored tiles, monsters in sight costing more: Infinity for no way. */
export function stepsTo(view: PlayerView, to: Point): number {
  const { width, height } = view.known
  if (to.x < 0 || to.y < 0 || to.x >= width || to.y >= height) return Number.POSITIVE_INFINITY
  return waysOf(view).far[to.y * width + to.x] ?? Number.POSITIVE_INFINITY
}

/**
 * A shortest path over the explored tiles from the player to `to`, monsters in sight costing
 * more to pass: the tiles from the player's to `to`, both included; undefined when there is no
 * way. Walked back from `to` over the view's one distance map, so asking for many paths in a
 * turn costs one search.
 */
export function pathTo(view: PlayerView, to: Point): Point[] | undefined {
  const { width, height, tiles } = view.known
  const { costs, far } = waysOf(view)
  let i = to.y * width + to.x
  const inside = to.x >= 0 && to.y >= 0 && to.x < width && to.y < height
  if (!inside || !((far[i] ?? Number.POSITIVE_INFINITY) < Number.POSITIVE_INFINITY))
    return undefined
  const path: Point[] = [{ x: to.x, y: to.y }]
  while ((far[i] as number) > 0) {
    const x = i % width
    const y = (i - x) / width
    const before = (far[i] as number) - (costs ? (costs[i] as number) : 1)
    let next = -1
    for (const [dx, dy] of DIRS_8) {
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
      const n = ny * width + nx
      if (far[n] !== before) continue
      // Never diagonally between two walls touching at the corner, as the rules step.
      if (
        nx !== x &&
        ny !== y &&
        !isWalkable(tiles[y * width + nx] ?? 0) &&
        !isWalkable(tiles[ny * width + x] ?? 0)
      )
        continue
      next = n
      break
    }
    if (next < 0) return undefined
    i = next
    path.push({ x: i % width, y: (i - (i % width)) / width })
  }
  return path.reverse()
}

/** The first step toward `to` over the explored tiles, or nothing when there is no way. */
export function stepToward(view: PlayerView, to: Point): RunInput[] {
  const next = pathTo(view, to)?.[1]
  return next ? stepTo(view.at, next) : []
}

/**
 * The tiles a bot has stood on, on the level it is on: none of them is worth exploring again;
 * and those it has seen (a map read off a scroll shows tiles, not what lies on them).
 */
export interface Trail {
  depth: number
  stood: Set<number>
  /** How many tiles were explored when it last looked: fewer now means the map was forgotten. */
  explored: number
  /** One byte a tile: 1 once it has been in sight on this level. */
  seen: Uint8Array
}

export function newTrail(): Trail {
  return { depth: 0, stood: new Set(), explored: 0, seen: new Uint8Array(0) }
}

/**
 * Notes where the player stands and what it sees: a new level, or the level's map forgotten (an
 * amnesia potion), starts a new trail.
 */
export function markTrail(view: PlayerView, trail: Trail): void {
  let explored = 0
  for (let i = 0; i < view.explored.length; i++) explored += view.explored[i] as number
  if (
    trail.depth !== view.depth ||
    explored < trail.explored ||
    trail.seen.length !== view.visible.length
  ) {
    trail.depth = view.depth
    trail.stood.clear()
    trail.seen = new Uint8Array(view.visible.length)
  }
  trail.explored = explored
  const { seen } = trail
  for (let i = 0; i < seen.length; i++) seen[i] = (seen[i] as number) | (view.visible[i] as number)
  trail.stood.add(view.at.y * view.known.width + view.at.x)
}

/**
 * The nearest explored walkable tile beside an unexplored one (or never in sight itself) that the
 * player can reach and has not stood on (from there, what is still unexplored beside it cannot be seen): where exploring
 * goes on. None once the level is explored as far as it can be.
 */
export function frontier(view: PlayerView, trail: Trail): Point | undefined {
  const { width, height, tiles } = view.known
  const { explored } = view
  const { far } = waysOf(view)
  let best = -1
  let bestDistance = Number.POSITIVE_INFINITY
  for (let i = 0; i < tiles.length; i++) {
    const d = far[i] ?? Number.POSITIVE_INFINITY
    if (d >= bestDistance || !isWalkable(tiles[i] ?? 0) || trail.stood.has(i)) continue
    const x = i % width
    const y = (i - x) / width
    // A tile known but never in sight (mapped by a scroll) is worth a look for what lies there.
    let open = trail.seen[i] === 0
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1) && !open; ny++) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
        if (explored[ny * width + nx] === 0) {
          open = true
          break
        }
      }
    }
    if (open) {
      best = i
      bestDistance = d
    }
  }
  return best < 0 ? undefined : { x: best % width, y: Math.floor(best / width) }
}

/** The monsters in sight next to the player, weakest first. */
export function adjacent(view: PlayerView): MonsterView[] {
  return view.monsters
    .filter((m) => distance(m, view.at) === 1)
    .sort((a, b) => a.hp - b.hp || a.y - b.y || a.x - b.x)
}

/** A turn on the pack's first item of `kind`, if it holds one. */
export function useKind(view: PlayerView, kind: string, target?: Point): RunInput[] {
  const item = view.pack.find((p) => p.name === kind)
  if (!item) return []
  return [target ? { kind: 'use', index: item.index, target } : { kind: 'use', index: item.index }]
}

/**
 * A potion to drink when nearly dead: a known healing one, else one not yet known (a gamble:
 * healing is the commonest), the biggest stack first.
 */
export function drink(view: PlayerView): RunInput[] {
  for (const name of ['extra healing potion', 'healing potion']) {
    const known = useKind(view, name)
    if (known.length > 0) return known
  }
  const unknown = view.pack
    .filter((p) => !p.known && p.name.endsWith('potion'))
    .sort((a, b) => b.count - a.count || a.index - b.index)[0]
  return unknown ? [{ kind: 'use', index: unknown.index }] : []
}

/** Puts on the best weapon and armour in the pack not yet worn, one a turn. */
export function gearUp(view: PlayerView): RunInput[] {
  for (const slot of ['weapon', 'armour'] as const) {
    const best = view.pack
      .filter((p) => p.slot === slot)
      .sort((a, b) => b.bonus - a.bonus || a.index - b.index)[0]
    if (best && !best.worn) return [{ kind: 'wear', index: best.index }]
  }
  return []
}

/** Picks up what lies where the player stands, if anything does. */
export function pickUpHere(view: PlayerView): RunInput[] {
  const here = view.items.some((i) => i.x === view.at.x && i.y === view.at.y)
  return here && view.pack.length < 26 ? [{ kind: 'pickup' }] : []
}

/** The amulet, if the player sees it or remembers where it lies. */
export function amuletSeen(view: PlayerView): Point | undefined {
  return view.items.find((i) => i.name === 'amulet of the deep')
}

/** Eats a ration once hungry (the status line says so), if the pack holds one. */
export function eat(view: PlayerView): RunInput[] {
  return view.hunger === 'fed' ? [] : useKind(view, 'ration')
}

/** Below this share of their hit points a bot counts itself in danger. */
export function hpShare(view: PlayerView): number {
  return view.maxHp > 0 ? view.hp / view.maxHp : 0
}
