import type { Point } from '../grid/point.js'

/**
 * Where a vault may go: `float` anywhere in solid rock, joined to the level by corridors dug
 * from its `@` tiles; `room` inside an existing room (on open floor, for a level without rooms);
 * `edge` in rock against the map's border, its top row (as drawn) facing the border.
 */
export const VAULT_PLACES = ['float', 'room', 'edge'] as const
/** Where a vault may go: one of `VAULT_PLACES`. */
export type VaultPlace = (typeof VAULT_PLACES)[number]

/** The largest vault map, in tiles each way. */
export const MAX_VAULT_SIZE = 64
/** The deepest level a vault's `DEPTH` may name. */
export const MAX_VAULT_DEPTH = 999
/** The largest `WEIGHT`. */
export const MAX_VAULT_WEIGHT = 10_000
/** A vault's weight when its header gives none. */
export const DEFAULT_VAULT_WEIGHT = 10
/** The longest vault name, kind name or tag, in characters. */
export const MAX_VAULT_NAME_LENGTH = 64

/** Levels from `from` to `to`, both included. */
export interface DepthRange {
  readonly from: number
  readonly to: number
}

/** A glyph of a vault's map and the kind name it stands for (a monster, an item, an altar…). */
export interface GlyphMeaning {
  readonly glyph: string
  readonly name: string
}

/**
 * A hand-made place, as `parseVaults` or `parseTiledVault` read it: plain frozen data, JSON as
 * it stands. Kind names are names only: this package knows no monsters or items, a game
 * resolves them.
 */
export interface Vault {
  /** Letters, digits, `_` and `-`; unique in its file. */
  readonly name: string
  /** Free words, for a game choosing among vaults. */
  readonly tags: readonly string[]
  /** The levels it may appear on, in increasing order; null for every level. */
  readonly depths: readonly DepthRange[] | null
  /** Its chance among the vaults that fit, relative to theirs (0: only when forced). */
  readonly weight: number
  readonly place: VaultPlace
  /** Whether it may be rotated and mirrored (8 orientations) or only placed as drawn. */
  readonly rotate: boolean
  readonly width: number
  readonly height: number
  /** The map as drawn: `height` rows of `width` glyphs. */
  readonly rows: readonly string[]
  /** `MONSTER: o = orc` as `{ o: 'orc' }`. */
  readonly monsters: Readonly<Record<string, string>>
  /** `ITEM: ! = healing potion` as `{ '!': 'healing potion' }`. */
  readonly items: Readonly<Record<string, string>>
  /** `ALTAR: a = choice` as `{ a: 'choice' }`. */
  readonly altars: Readonly<Record<string, string>>
  /** `SUBST: ? = .o!` as `{ '?': '.o!' }`: each `?` becomes one of the glyphs, drawn per tile. */
  readonly substitutions: Readonly<Record<string, string>>
  /** `KEY: k` (name `key` unless given); the key lies outside the vault, never in its map. */
  readonly key: GlyphMeaning | null
  /** `LOCK: L` (name `lock` unless given): a door only the vault's key opens. */
  readonly lock: GlyphMeaning | null
}

/** A glyph of a placed vault (or its key) where it landed on the level. */
export interface VaultMark {
  readonly glyph: string
  /** The kind name the vault gave the glyph. */
  readonly kind: string
  readonly x: number
  readonly y: number
}

/** The turns a vault may be placed with: clockwise, in degrees, after any mirroring. */
export type VaultRotation = 0 | 90 | 180 | 270

/** A vault as `generateDungeon` placed it: `dungeon.vaults` lists these in the order placed. */
export interface PlacedVault {
  readonly name: string
  /** The top-left corner of its box on the level. */
  readonly x: number
  readonly y: number
  /** Its box after rotation. */
  readonly width: number
  readonly height: number
  /** The map was mirrored left to right first (when `mirrored`), then turned clockwise. */
  readonly rotation: VaultRotation
  readonly mirrored: boolean
  /** Its `@` tiles, floor joined to the level. */
  readonly entrances: readonly Point[]
  readonly monsters: readonly VaultMark[]
  readonly items: readonly VaultMark[]
  readonly altars: readonly VaultMark[]
  /** Its locked doors (`LOCKED_DOOR`). */
  readonly locks: readonly VaultMark[]
  /** Where its key lies: on a floor tile outside every vault, reachable from the start without passing any lock. */
  readonly key: VaultMark | null
}
