import { despawn, type GameWorld, inventoryOf, kindCode } from '@delve/ecs'
import { LOCKED_DOOR, type PlacedVault, type Point, pointToIndex, Tile } from '@delve/map'
import { CHOICE_ALTAR } from '../content/vault-rules.js'
import { runLine } from '../words/run-messages.js'

/** A level's vaults as placed (none for a map's level, or a level made without vaults). */
export function vaultsOf(level: { vaults?: readonly PlacedVault[] }): readonly PlacedVault[] {
  return level.vaults ?? []
}

/** The vault whose locked door stands at `at`, or undefined. */
export function lockedVaultAt(vaults: readonly PlacedVault[], at: Point): PlacedVault | undefined {
  return vaults.find((vault) => vault.locks.some((lock) => lock.x === at.x && lock.y === at.y))
}

/**
 * Opens `vault`'s locked doors with a key of its kind from `holder`'s pack: the key is used up
 * (the last of its kind in the pack), every lock of the vault becomes floor. Returns the line
 * saying so, or null (nothing changed) when the pack holds no such key.
 */
export function unlockVault(
  world: GameWorld,
  holder: number,
  vault: PlacedVault,
  keyName: (kind: number) => string,
): string | null {
  if (!vault.key) return null
  const kind = kindCode(world.kinds.items, vault.key.kind)
  const { Item } = world.components
  const key = inventoryOf(world, holder)
    .filter((item) => Item.kind[item] === kind)
    .at(-1)
  if (key === undefined) return null
  despawn(world, key)
  const { tiles } = world.dungeon
  for (const lock of vault.locks) {
    const i = pointToIndex(world.dungeon, lock)
    if (tiles[i] === LOCKED_DOOR) tiles[i] = Tile.Floor
  }
  return runLine(world.kinds, 'unlock', { key: keyName(kind) })
}

/** The index (in the level's vaults) of the vault with a choice altar at `at`, or -1. */
export function choiceVaultAt(vaults: readonly PlacedVault[], at: Point): number {
  return vaults.findIndex((vault) =>
    vault.altars.some((a) => a.kind === CHOICE_ALTAR && a.x === at.x && a.y === at.y),
  )
}

/** Whether `at` is an altar of a vault whose altars are caged (`caged`: vault indices). */
export function isCagedAt(
  vaults: readonly PlacedVault[],
  caged: readonly number[],
  at: Point,
): boolean {
  const i = choiceVaultAt(vaults, at)
  return i >= 0 && caged.includes(i)
}

/**
 * The caged vaults of a save or a kept level, checked: indices of vaults with choice altars,
 * ascending, each once. Null when `data` is not that.
 */
export function readCaged(data: unknown, vaults: readonly PlacedVault[]): number[] | null {
  if (!Array.isArray(data)) return null
  let last = -1
  for (const i of data) {
    if (!Number.isInteger(i) || i <= last || i >= vaults.length) return null
    if (!(vaults[i] as PlacedVault).altars.some((a) => a.kind === CHOICE_ALTAR)) return null
    last = i
  }
  return [...data]
}
