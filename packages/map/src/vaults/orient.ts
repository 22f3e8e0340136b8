import { DungeonOptionsError } from '../errors.js'
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

/** A vault's glyphs in one orientation: `glyphs[y * width + x]`. */
export interface OrientedVault {
  readonly vault: Vault
  readonly orientation: VaultOrientation
  readonly width: number
  readonly height: number
  readonly glyphs: string
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
  return { vault, orientation, width, height, glyphs: out.join('') }
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
