import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { drawInt } from '../random/draw.js'
import type { Rng } from '../random/rng.js'
import type { ReadVaultOptions } from '../vaults/options.js'
import { type OrientedVault, oriented } from '../vaults/orient.js'
import type { PlacedVault, Vault } from '../vaults/vault.js'
import { joinEntrances, placeKey } from './join.js'
import { findSpot, type RoomBox, Site } from './site.js'
import { type Stamped, stamp, unstamp } from './stamp.js'

/** A generated level before its vaults: what placing them reads and may change. */
export interface VaultLevel {
  map: TileMap
  rooms: readonly RoomBox[]
  start: Point
  stairsUp: Point | undefined
  stairsDown: Point | undefined
  /** Whether the level has stairs at all (`stairs` option): a vault's `<` and `>` move them. */
  stairs: boolean
}

/** The vaults placed, and the stairs after any vault's `<` or `>` took them. */
export interface VaultsPlaced {
  vaults: PlacedVault[]
  stairsUp: Point | undefined
  stairsDown: Point | undefined
}

/** The vaults a level's draws choose from (see `chooseVaults`), kept from level to level. */
const POOL: Vault[] = []

/** Spots tried for one vault (each a search for a corner, then its corridors and key). */
const TRIES = 4

/**
 * Furnishes a generated level with vaults: the forced ones first, then `count` drawn by weight
 * (one draw each, without repeats) among those that fit the depth; each is placed where it fits
 * or skipped. A vault's `<` and `>` become the level's stairs (the first vault to have one
 * takes it; the old stairs turn to floor), unless the level has none. Every draw is from `rng`.
 */
export function placeVaults(level: VaultLevel, options: ReadVaultOptions, rng: Rng): VaultsPlaced {
  const site = new Site(level.map, level.rooms, level.start, rng)
  const furnished = new Furnished(level)
  chooseVaults(options, rng, (vault) => furnished.take(placeOne(site, vault)))
  site.done()
  return furnished
}

/**
 * The level's vaults, each handed to `take` as it is chosen (so its own draws come between): the
 * forced ones first, then `count` drawn by weight from the options' pool (one draw each, without
 * repeats).
 */
export function chooseVaults(
  options: ReadVaultOptions,
  rng: Rng,
  take: (vault: Vault) => void,
): void {
  // By index: `force` may be frozen, and a frozen array's iterator is a slow call.
  for (let f = 0; f < options.force.length; f++) take(options.force[f] as Vault)
  // The pool's vaults not drawn yet are the first `left` of `POOL` (one list for every level).
  const pool = POOL
  let left = options.pool.length
  for (let i = 0; i < left; i++) pool[i] = options.pool[i] as Vault
  for (let k = 0; k < options.count && left > 0; k++) {
    let total = 0
    for (let i = 0; i < left; i++) total += (pool[i] as Vault).weight
    let n = drawInt(rng, 0, total - 1)
    let i = 0
    while (n >= (pool[i] as Vault).weight) n -= (pool[i++] as Vault).weight
    const drawn = pool[i] as Vault
    // Taken out, the rest kept in order.
    for (left--; i < left; i++) pool[i] = pool[i + 1] as Vault
    take(drawn)
  }
}

/** A vault placed: as `dungeon.vaults` lists it, and as drawn (where its stairs are). */
export interface Done {
  vault: PlacedVault
  stamped: Stamped
}

/** The vaults placed so far, and the stairs as the first vault with a `<` or `>` moved them. */
export class Furnished implements VaultsPlaced {
  readonly vaults: PlacedVault[] = []
  stairsUp: Point | undefined
  stairsDown: Point | undefined

  constructor(private readonly level: VaultLevel) {
    this.stairsUp = level.stairsUp
    this.stairsDown = level.stairsDown
  }

  /** Lists a placed vault (none: skipped), its stairs taking the level's when first. */
  take(done: Done | undefined): void {
    if (done === undefined) return
    const { level } = this
    this.vaults.push(done.vault)
    const { tiles, width } = level.map
    const { stairsUp, stairsDown } = done.stamped
    if (level.stairs && stairsUp !== undefined && this.stairsUp === level.stairsUp) {
      if (this.stairsUp !== undefined) tiles[this.stairsUp.y * width + this.stairsUp.x] = Tile.Floor
      this.stairsUp = stairsUp
      tiles[stairsUp.y * width + stairsUp.x] = Tile.StairsUp
    }
    if (level.stairs && stairsDown !== undefined && this.stairsDown === level.stairsDown) {
      if (this.stairsDown !== undefined) {
        tiles[this.stairsDown.y * width + this.stairsDown.x] = Tile.Floor
      }
      this.stairsDown = stairsDown
      tiles[stairsDown.y * width + stairsDown.x] = Tile.StairsDown
    }
  }
}

/**
 * Places one vault: an orientation drawn (when it may turn), then a spot for it, trying the
 * other orientations that change its fit should that one have none; drawn there, joined, its
 * key placed. A vault whose corridors or key cannot be made is taken back and tried again
 * elsewhere, `TRIES` times at most.
 */
export function placeOne(site: Site, vault: Vault): Done | undefined {
  for (let t = 0; t < TRIES; t++) {
    const found = spotFor(site, vault)
    if (found === undefined) return undefined
    const { o, corner } = found
    const stamped = stamp(site, o, corner.x, corner.y)
    const own = site.boxes.length - 1
    if (vault.place !== 'room' && !joinEntrances(site, own, stamped)) {
      unstamp(site, stamped)
      continue
    }
    const done = keyed(site, o, stamped)
    if (done !== undefined) return done
    unstamp(site, stamped)
  }
  return undefined
}

/**
 * The vault drawn and joined as `dungeon.vaults` lists it, once its key (if it has one) is
 * placed; undefined when there is no tile for the key.
 */
export function keyed(site: Site, o: OrientedVault, stamped: Stamped): Done | undefined {
  const { vault } = o
  let key: Point | undefined
  if (vault.key !== null) {
    key = placeKey(site)
    if (key === undefined) return undefined
  }
  const { rotation, mirrored } = o.orientation
  return {
    stamped,
    vault: {
      name: vault.name,
      x: stamped.x,
      y: stamped.y,
      width: o.width,
      height: o.height,
      rotation,
      mirrored,
      entrances: stamped.entrances,
      monsters: stamped.monsters,
      items: stamped.items,
      altars: stamped.altars,
      locks: stamped.locks,
      key:
        key && vault.key
          ? { glyph: vault.key.glyph, kind: vault.key.name, x: key.x, y: key.y }
          : null,
    },
  }
}

/** The fits `spotFor` tried for one vault: at most one per orientation. */
const TRIED = new Float64Array(8)

/** An orientation and a corner where it fits: the drawn orientation first, then the rest in turn. */
function spotFor(site: Site, vault: Vault): { o: OrientedVault; corner: Point } | undefined {
  const ways = vault.rotate ? 8 : 1
  const first = ways === 1 ? 0 : drawInt(site.rng, 0, ways - 1)
  // Mirroring changes no fit, and a float or room vault fits the same turned by 180 degrees.
  let tried = 0
  for (let k = 0; k < ways; k++) {
    const o = oriented(vault, (first + k) % ways)
    const side = vault.place === 'edge' ? o.orientation.rotation : 0
    const fit = (o.width * 1024 + o.height) * 1024 + side
    let seen = false
    for (let t = 0; t < tried; t++) if (TRIED[t] === fit) seen = true
    if (seen) continue
    TRIED[tried++] = fit
    const corner = findSpot(site, o)
    if (corner !== undefined) return { o, corner }
  }
  return undefined
}
