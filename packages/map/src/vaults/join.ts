import type { Point } from '../grid/point.js'
import { isPassable, Tile } from '../grid/tile.js'
import type { Site } from './site.js'
import type { Stamped } from './stamp.js'

/**
 * Joins each entrance of the vault in box `own` to the level: a breadth-first search from the
 * entrance through rock (and the vault's own spaces), never into another box or over the map's
 * border, stops at the first walkable or locked tile outside every box; the rock on the way is
 * dug to floor (and listed in `placed.dug`), so the corridor is a shortest one. An entrance
 * already beside the level digs nothing. False when an entrance cannot be reached: nothing is
 * put back here, the caller takes the vault back.
 */
export function joinEntrances(site: Site, own: number, placed: Stamped): boolean {
  for (const entrance of placed.entrances) {
    if (!joinOne(site, own, placed, entrance)) return false
  }
  return true
}

function joinOne(site: Site, own: number, placed: Stamped, entrance: Point): boolean {
  const { width, height, tiles } = site.map
  const box = site.boxes[own]
  if (box === undefined) return false
  const first = entrance.y * width + entrance.x
  const parent = new Map<number, number>([[first, -1]])
  const queue = [first]
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as number
    const ax = at % width
    const ay = (at - ax) / width
    for (let k = 0; k < 4; k++) {
      const nx = ax + (k === 1 ? 1 : k === 3 ? -1 : 0)
      const ny = ay + (k === 0 ? -1 : k === 2 ? 1 : 0)
      if (nx < 1 || ny < 1 || nx > width - 2 || ny > height - 2) continue
      const n = ny * width + nx
      if (parent.has(n)) continue
      const owner = site.ownerAt(nx, ny)
      const code = tiles[n] as number
      if (owner === -1 && isPassable(code)) {
        dig(tiles, parent, at, placed)
        return true
      }
      const ownSpace =
        owner === own && placed.glyphs[(ny - placed.y) * box.width + (nx - placed.x)] === ' '
      if ((owner === -1 || ownSpace) && !isPassable(code)) {
        parent.set(n, at)
        queue.push(n)
      }
    }
  }
  return false
}

/** Digs from `from` back along `parent` to the entrance (which is floor already). */
function dig(
  tiles: Uint8Array,
  parent: ReadonlyMap<number, number>,
  from: number,
  placed: Stamped,
) {
  for (let t = from; parent.get(t) !== -1; t = parent.get(t) as number) {
    tiles[t] = Tile.Floor
    placed.dug.push(t)
  }
}

/** Random tiles tried for a key before every candidate is counted. */
const KEY_SAMPLES = 64

/**
 * A tile for a vault's key: floor outside every box (so never behind a lock: every such tile is
 * reachable from the start without passing one), not the start nor another key. A few random
 * tiles are tried, then every candidate is counted and one drawn; undefined when there is none.
 * The tile is kept clear of later vaults as a box of its own.
 */
export function placeKey(site: Site): Point | undefined {
  const { width, tiles } = site.map
  const start = site.start.y * width + site.start.x
  const ok = (i: number) =>
    tiles[i] === Tile.Floor && i !== start && site.ownerAt(i % width, Math.floor(i / width)) === -1
  const { rng } = site
  let found = -1
  for (let s = 0; s < KEY_SAMPLES && found < 0; s++) {
    const i = rng.int(0, tiles.length - 1)
    if (ok(i)) found = i
  }
  if (found < 0) {
    let count = 0
    for (let i = 0; i < tiles.length; i++) if (ok(i)) count++
    if (count === 0) return undefined
    let n = rng.int(0, count - 1)
    for (let i = 0; i < tiles.length && found < 0; i++) if (ok(i) && n-- === 0) found = i
  }
  const key = { x: found % width, y: Math.floor(found / width) }
  site.boxes.push({ ...key, width: 1, height: 1, glyphs: null })
  return key
}
