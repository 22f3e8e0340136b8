import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { drawInt } from '../random/draw.js'
import type { Rng } from '../random/rng.js'
import type { KeepOut } from '../rooms/keep-out.js'
import type { ReadVaultOptions } from '../vaults/options.js'
import { type OrientedVault, oriented } from '../vaults/orient.js'
import type { Vault } from '../vaults/vault.js'
import { joinLaid } from './join.js'
import {
  chooseVaults,
  type Done,
  Furnished,
  keyed,
  placeOne,
  type VaultLevel,
  type VaultsPlaced,
} from './place.js'
import { Site } from './site.js'
import { type Stamped, stamp } from './stamp.js'

/** A vault laid on the blank map, waiting for the level to be made round it. */
interface LaidVault {
  readonly o: OrientedVault
  readonly stamped: Stamped
  /** Its box's index among the site's. */
  readonly own: number
}

/** A vault chosen for the level, and where it was laid (none: left for after the rooms). */
interface Chosen {
  readonly vault: Vault
  readonly laid: LaidVault | undefined
}

/** The vaults laid before the rooms, and those left for after them. */
export interface Laying {
  readonly site: Site
  /** Every vault chosen, in the order drawn: laid, or (a room vault, or one that found no place on the blank map) left for after the rooms. */
  readonly chosen: readonly Chosen[]
  /** The laid vaults' boxes with their rings, for the rooms and tunnels to keep out of. */
  readonly keepOut: KeepOut
}

/** Corners drawn for a vault on the blank map before it is left for after the rooms. */
const LAY_TRIES = 8

/** The share of the map (1 / this) the laid vaults, rings included, may cover at most. */
const MAP_SHARE = 4

/**
 * Lays a level's float and edge vaults on the blank map, before its rooms (for the generators
 * that can keep out of them, `carveRoomsAndCorridors` and `carveBsp` with L tunnels): the forced
 * ones first, then `count` drawn by weight as `placeVaults` draws them. Each gets a drawn
 * orientation (the next that fits the map, should it not) and a random corner that keeps its
 * ring off the tiles beside the border and a tile between it and every other vault's ring, so
 * tunnels can go round; drawn there at once. A room vault, one that finds no corner in
 * `LAY_TRIES` draws, and one that would take the laid vaults past a quarter of the map wait for
 * the rooms (`furnishLaid` places them as `placeVaults` does).
 */
export function layVaults(map: TileMap, options: ReadVaultOptions, rng: Rng): Laying {
  const site = new Site(map, [], { x: 0, y: 0 }, rng)
  const chosen: Chosen[] = []
  const boxes: number[] = []
  let area = 0
  const lay = (vault: Vault) => {
    const corner = vault.place === 'room' ? undefined : layOne(site, vault)
    const grown = corner === undefined ? 0 : (corner.o.width + 2) * (corner.o.height + 2)
    if (corner === undefined || (area + grown) * MAP_SHARE > map.tiles.length) {
      chosen.push({ vault, laid: undefined })
      return
    }
    const { o, x, y } = corner
    area += grown
    const stamped = stamp(site, o, x, y)
    chosen.push({ vault, laid: { o, stamped, own: site.boxes.length - 1 } })
    boxes.push(x - 1, y - 1, x + o.width, y + o.height)
  }
  chooseVaults(options, rng, lay)
  return { site, chosen, keepOut: { boxes, failed: false } }
}

/**
 * A corner for the vault on the blank map and its orientation (drawn, or the next of the eight
 * that fits the map), or undefined when none fits the map (then nothing is drawn) or
 * `LAY_TRIES` random corners all come too near a vault laid before.
 */
function layOne(site: Site, vault: Vault): { o: OrientedVault; x: number; y: number } | undefined {
  const ways = vault.rotate ? 8 : 1
  // Mirroring changes no fit, nor does a half turn but for an edge vault (its side).
  const shapes = Math.min(ways, vault.place === 'edge' ? 4 : 2)
  let fits = false
  for (let k = 0; k < shapes && !fits; k++) fits = layArea(site.map, oriented(vault, k))
  if (!fits) return undefined
  const first = ways === 1 ? 0 : drawInt(site.rng, 0, ways - 1)
  for (let k = 0; k < ways; k++) {
    const o = oriented(vault, (first + k) % ways)
    if (!layArea(site.map, o)) continue
    const x1 = AREA[0] as number
    const y1 = AREA[1] as number
    const x2 = AREA[2] as number
    const y2 = AREA[3] as number
    for (let t = 0; t < LAY_TRIES; t++) {
      const x = drawInt(site.rng, x1, x2)
      const y = drawInt(site.rng, y1, y2)
      // A tile between its ring and any other vault's: boxes at least three tiles apart.
      if (site.boxMet(x - 3, y - 3, x + o.width + 2, y + o.height + 2) < 0) return { o, x, y }
    }
    return undefined
  }
  return undefined
}

/** The corners `layArea` found: x1, y1, x2, y2, inclusive. */
const AREA = new Int32Array(4)

/**
 * Whether the vault may be laid on the map, its corners (into `AREA`) keeping its ring two
 * tiles or more from the border (so the tiles beside the border stay free), or for an edge
 * vault its drawn side against the border.
 */
function layArea(map: TileMap, o: OrientedVault): boolean {
  const { width: W, height: H } = map
  const { width: w, height: h } = o
  let x1 = 3
  let y1 = 3
  let x2 = W - 3 - w
  let y2 = H - 3 - h
  if (o.vault.place === 'edge') {
    const side = o.orientation.rotation
    if (side === 0) y2 = y1 = 1
    else if (side === 90) x1 = x2 = W - 1 - w
    else if (side === 180) y1 = y2 = H - 1 - h
    else x2 = x1 = 1
  }
  AREA[0] = x1
  AREA[1] = y1
  AREA[2] = x2
  AREA[3] = y2
  return x1 <= x2 && y1 <= y2
}

/**
 * Furnishes the level made round the laid vaults: each joined to the nearest room
 * (`joinLaid`) and its key placed, or else taken back to rock; then the vaults left for later,
 * placed as `placeVaults` places them. They are listed, and move the stairs as `placeVaults`
 * says, in the order drawn.
 */
export function furnishLaid(level: VaultLevel, laying: Laying): VaultsPlaced {
  const { site, chosen } = laying
  site.rooms = level.rooms
  site.start = level.start
  const done: (Done | undefined)[] = []
  for (const { laid } of chosen) {
    if (laid === undefined) continue
    const { o, stamped, own } = laid
    const joined = joinLaid(site, own, stamped, laying.keepOut.boxes)
    const made = joined ? keyed(site, o, stamped) : undefined
    if (made === undefined) erase(site, stamped, own)
    done.push(made)
  }
  const furnished = new Furnished(level)
  for (let c = 0, d = 0; c < chosen.length; c++) {
    const { vault, laid } = chosen[c] as Chosen
    furnished.take(laid === undefined ? placeOne(site, vault) : done[d++])
  }
  site.done()
  return furnished
}

/**
 * Places the vaults chosen for a level after all, as `placeVaults` would: for a level whose
 * laid vaults had to go (`keepOut.failed`, or no room kept), made again without them.
 */
export function placeChosen(level: VaultLevel, laying: Laying, rng: Rng): VaultsPlaced {
  const site = new Site(level.map, level.rooms, level.start, rng)
  const furnished = new Furnished(level)
  for (const { vault } of laying.chosen) furnished.take(placeOne(site, vault))
  site.done()
  return furnished
}

/** A laid vault taken back: its box and the tiles dug out of its ring rock again. */
function erase(site: Site, stamped: Stamped, own: number): void {
  const { tiles, width } = site.map
  const box = site.boxes[own]
  if (box === undefined) return
  for (let j = 0; j < box.height; j++) {
    tiles.fill(Tile.Wall, (box.y + j) * width + box.x, (box.y + j) * width + box.x + box.width)
  }
  for (const index of stamped.dug) tiles[index] = Tile.Wall
}
