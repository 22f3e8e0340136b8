import { DungeonOptionsError } from '../errors.js'
import { LOCKED_DOOR, Tile } from '../grid/tile.js'
import { knownVault } from './known.js'
import type { Vault, VaultRotation } from './vault.js'

/** A way to place a vault: mirrored left to right first (when `mirrored`), then turned clockwise. */
export interface VaultOrientation {
  readonly rotation: VaultRotation
  readonly mirrored: boolean
}

/** The eight orientations, in the order a draw indexes them: the four turns, then mirrored. */
export const VAULT_ORIENTATIONS: readonly VaultOrientation[] = Object.freeze(
  [false, true].flatMap((mirrored) =>
    ([0, 90, 180, 270] as const).map((rotation) => Object.freeze({ rotation, mirrored })),
  ),
)

/** What a glyph does when placed (`Role`), for each tile of an oriented vault. */
export const Role = {
  Space: 0,
  Wall: 1,
  Floor: 2,
  Door: 3,
  Entrance: 4,
  Up: 5,
  Down: 6,
  Lock: 7,
  Monster: 8,
  Item: 9,
  Altar: 10,
  Substitution: 11,
} as const

const FIXED_ROLES: Readonly<Record<string, number>> = {
  ' ': Role.Space,
  '#': Role.Wall,
  x: Role.Wall,
  '.': Role.Floor,
  '+': Role.Door,
  '@': Role.Entrance,
  '<': Role.Up,
  '>': Role.Down,
}

/** The role of a glyph of `vault`. */
export function roleOf(vault: Vault, glyph: string): number {
  const fixed = FIXED_ROLES[glyph]
  if (fixed !== undefined) return fixed
  if (glyph === vault.lock?.glyph) return Role.Lock
  if (glyph in vault.monsters) return Role.Monster
  if (glyph in vault.items) return Role.Item
  if (glyph in vault.altars) return Role.Altar
  return Role.Substitution
}

/** The tile each role draws (a space draws nothing, a substitution what it becomes). */
export const ROLE_TILES: readonly number[] = [
  -1,
  Tile.Wall,
  Tile.Floor,
  Tile.Door,
  Tile.Floor,
  Tile.Floor,
  Tile.Floor,
  LOCKED_DOOR,
  Tile.Floor,
  Tile.Floor,
  Tile.Floor,
]

/** In `OrientedVault.draws`: a space, which leaves the level's tile. */
export const DRAWS_NOTHING = -1
/** In `OrientedVault.draws`: a substitution, whose tile depends on its draw. */
export const DRAWS_CHOICE = -2

/** A vault's glyphs in one orientation: `glyphs[y * width + x]`, and their roles alike. */
export interface OrientedVault {
  readonly vault: Vault
  readonly orientation: VaultOrientation
  readonly width: number
  readonly height: number
  readonly glyphs: string
  readonly roles: Uint8Array
  /** Where its first `@` is in the box (0, 0 when it has none). */
  readonly entrance: { readonly x: number; readonly y: number }
  /** The tile each glyph draws (`ROLE_TILES`), or `DRAWS_NOTHING`, or `DRAWS_CHOICE`. */
  readonly draws: Int8Array
  /**
   * The glyphs that do more than draw a tile (a substitution, an entrance, stairs, a lock, a
   * mark), by index, in reading order.
   */
  readonly specials: Int32Array
  /** What each special glyph names (a monster's, an item's, an altar's or a lock's kind), or ''. */
  readonly kinds: readonly string[]
}

const cache = new WeakMap<Vault, OrientedVault[]>()

/** The vault turned and mirrored as `VAULT_ORIENTATIONS[index]` says, made once and kept. */
export function oriented(vault: Vault, index: number): OrientedVault {
  let all = cache.get(vault)
  if (all === undefined) {
    all = []
    cache.set(vault, all)
  }
  let found = all[index]
  if (found === undefined) {
    found = orient(vault, VAULT_ORIENTATIONS[index] as VaultOrientation)
    all[index] = found
  }
  return found
}

function orient(vault: Vault, orientation: VaultOrientation): OrientedVault {
  const { width: w, height: h, rows } = vault
  const { rotation, mirrored } = orientation
  const turned = rotation === 90 || rotation === 270
  const width = turned ? h : w
  const height = turned ? w : h
  const out = new Array<string>(w * h)
  for (let y = 0; y < h; y++) {
    const row = rows[y] as string
    for (let sx = 0; sx < w; sx++) {
      const x = mirrored ? w - 1 - sx : sx
      let ox = x
      let oy = y
      if (rotation === 90) {
        ox = h - 1 - y
        oy = x
      } else if (rotation === 180) {
        ox = w - 1 - x
        oy = h - 1 - y
      } else if (rotation === 270) {
        ox = y
        oy = w - 1 - x
      }
      out[oy * width + ox] = row[sx] as string
    }
  }
  const roles = Uint8Array.from(out, (glyph) => roleOf(vault, glyph))
  const first = Math.max(0, out.indexOf('@'))
  const entrance = { x: first % width, y: Math.floor(first / width) }
  const draws = Int8Array.from(roles, (role) =>
    role === Role.Substitution ? DRAWS_CHOICE : (ROLE_TILES[role] as number),
  )
  const specials = Int32Array.from(
    Array.from(roles.keys()).filter((k) => (roles[k] as number) >= Role.Entrance),
  )
  const kinds = Array.from(specials, (k) => kindOf(vault, roles[k] as number, out[k] as string))
  return {
    vault,
    orientation,
    width,
    height,
    glyphs: out.join(''),
    roles,
    entrance,
    draws,
    specials,
    kinds,
  }
}

/** The kind a glyph of `role` names in `vault`, or '' (an entrance, stairs, a substitution). */
export function kindOf(vault: Vault, role: number, glyph: string): string {
  if (role === Role.Lock) return vault.lock?.name ?? ''
  if (role === Role.Monster) return vault.monsters[glyph] ?? ''
  if (role === Role.Item) return vault.items[glyph] ?? ''
  if (role === Role.Altar) return vault.altars[glyph] ?? ''
  return ''
}

/**
 * The vault's map as `generateDungeon` places it with this turn (clockwise, in degrees) after
 * mirroring it left to right when `mirrored`: rows of glyphs, for a game drawing or checking a
 * placed vault (`dungeon.vaults` gives each one's turn and mirroring).
 */
export function orientVault(vault: Vault, rotation: VaultRotation, mirrored = false): string[] {
  let known: Vault
  try {
    known = knownVault(vault)
  } catch (error) {
    throw new DungeonOptionsError(
      'orientVault(vault)',
      vault,
      `a vault (${(error as Error).message})`,
    )
  }
  const index = VAULT_ORIENTATIONS.findIndex(
    (o) => o.rotation === rotation && o.mirrored === mirrored,
  )
  if (![0, 90, 180, 270].includes(rotation)) {
    throw new DungeonOptionsError('orientVault(rotation)', rotation, 'one of 0, 90, 180, 270')
  }
  if (typeof mirrored !== 'boolean') {
    throw new DungeonOptionsError('orientVault(mirrored)', mirrored, 'true or false')
  }
  const { width, height, glyphs } = oriented(known, index)
  return Array.from({ length: height }, (_, y) => glyphs.slice(y * width, (y + 1) * width))
}
