import { type TurnEvents, floorItems as worldFloorItems } from '@delve/ecs'
import { checkPoint, type Point } from '@delve/map'
import { vaultTitle } from '../content/vault-rules.js'
import type { ItemView } from '../state/items.js'
import type { RunState } from '../state/run-state.js'
import type { VaultView } from '../state/run-types.js'
import { choiceVaultAt, isCagedAt, vaultsOf } from '../state/vault-doors.js'
import { runLine } from '../words/run-messages.js'

/** Whether `at` is an altar whose offering is caged: nothing there can be picked up. */
export function isCaged(s: RunState, at: Point, fn = 'Run.isCaged'): boolean {
  checkPoint(fn, 'at', at)
  return isCagedAt(vaultsOf(s.world.dungeon), s.caged, at)
}

/** `items`, those lying on a caged altar marked so (`caged`). */
export function markCaged(s: RunState, items: ItemView[]): ItemView[] {
  if (s.caged.length === 0) return items
  return items.map((item) => (isCaged(s, item) ? { ...item, caged: true } : item))
}

/** The ids of the items lying on caged altars. */
export function cagedItems(s: RunState): number[] {
  if (s.caged.length === 0) return []
  const { Position } = s.world.components
  return worldFloorItems(s.world).filter((eid) =>
    isCaged(s, { x: Position.x[eid] as number, y: Position.y[eid] as number }),
  )
}

/**
 * The ids of the items lying on choice altars, caged or not: the offerings, which no walk takes
 * (taking one cages the others: the player's choice).
 */
export function offerings(s: RunState): number[] {
  const vaults = vaultsOf(s.world.dungeon)
  if (vaults.length === 0) return []
  const { Position } = s.world.components
  return worldFloorItems(s.world).filter(
    (eid) =>
      choiceVaultAt(vaults, { x: Position.x[eid] as number, y: Position.y[eid] as number }) >= 0,
  )
}

/** The vaults of this level, placed by `@delve/map`, with their titles (none for a map's level). */
export function vaultViews(s: RunState): VaultView[] {
  return vaultsOf(s.world.dungeon).map((vault, i) => ({
    name: vault.name,
    title: vaultTitle(s.rules.vaults, vault.name),
    x: vault.x,
    y: vault.y,
    width: vault.width,
    height: vault.height,
    caged: s.caged.includes(i),
  }))
}

/** The vault whose box holds `at`, or null. */
export function vaultAt(s: RunState, at: Point): VaultView | null {
  checkPoint('Run.vaultAt', 'at', at)
  return (
    vaultViews(s).find(
      (v) => at.x >= v.x && at.y >= v.y && at.x < v.x + v.width && at.y < v.y + v.height,
    ) ?? null
  )
}

/**
 * An item taken from a choice altar cages the others of its vault: they can no longer be taken.
 */
export function cage(s: RunState, events: TurnEvents, lines: string[]): void {
  for (const pickup of events.pickups) {
    if (pickup.eid !== s.player) continue
    const i = choiceVaultAt(vaultsOf(s.world.dungeon), pickup)
    if (i < 0 || s.caged.includes(i)) continue
    s.caged = [...s.caged, i].sort((a, b) => a - b)
    lines.push(runLine(s.world.kinds, 'altars-caged'))
  }
}
