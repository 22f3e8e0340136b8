import {
  blockerAt,
  type GameWorld,
  kindCode,
  type Level,
  nearestFreeTile,
  setAsleep,
  spawnItem,
  spawnMonster,
} from '@delve/ecs'
import {
  ArgumentTypeError,
  checkInteger,
  checkPoint,
  checkRecord,
  checkString,
  createRng,
  type PlacedVault,
  type Point,
} from '@delve/map'
import { vaultSeed } from '../chain/seed-chain.js'
import { checkDepth, checkWorld } from '../content/checks.js'
import { ARRIVAL_CLEARANCE, rowFor } from '../content/default-tables.js'
import type { RunRules } from '../content/run-rules.js'
import { checkRules } from '../content/run-rules.js'
import { CHOICE_ALTAR } from '../content/vault-rules.js'
import { harden, seenFrom } from './placement.js'

/**
 * What a level's vaults hold, made of the run's kinds where `@delve/map` put their marks: each
 * MONSTER mark a monster of its kind (hardened as the depth's monster row says, asleep by its
 * chance), each ITEM mark and each key an item, and on each `choice` altar an item drawn from the
 * depth's loot. The draws come from the level's vault seed, apart from everything else. As for
 * the level's other monsters, none is placed within `ARRIVAL_CLEARANCE` of `arrival` or in sight
 * of it: a level never opens with a fight. Returns the monsters' ids. Called before the level's
 * other monsters and items are placed, so they go elsewhere.
 */
export function placeVaultMarks<L extends Level>(
  world: GameWorld<L>,
  rules: RunRules,
  levelSeed: string,
  depth: number,
  vaults: readonly PlacedVault[],
  arrival: Point,
  sight: number,
): number[] {
  checkWorld('placeVaultMarks', world)
  checkRules('placeVaultMarks', rules)
  checkString('placeVaultMarks', 'levelSeed', levelSeed)
  checkDepth('placeVaultMarks', 'depth', depth)
  checkVaults('placeVaultMarks', vaults)
  checkPoint('placeVaultMarks', 'arrival', arrival)
  checkInteger('placeVaultMarks', 'sight', sight, 0, 64)
  if (vaults.length === 0) return []
  const level = world.dungeon
  const seen = new Set(seenFrom(level, arrival, sight).map((p) => p.y * level.width + p.x))
  const near = (p: Point) =>
    Math.max(Math.abs(p.x - arrival.x), Math.abs(p.y - arrival.y)) <= ARRIVAL_CLEARANCE ||
    seen.has(p.y * level.width + p.x)
  const rng = createRng(vaultSeed(levelSeed))
  const row = rowFor(rules.monsters, depth)
  const loot = rowFor(rules.items, depth).loot
  const { kinds } = world
  const monsters: number[] = []
  for (const vault of vaults) {
    for (const mark of vault.monsters) {
      const at = freeTile(world, mark)
      if (!at || near(at)) continue
      const eid = spawnMonster(world, at, kindCode(kinds.monsters, mark.kind))
      if (row.hp > 0 || row.power > 0) harden(world, eid, row.hp, row.power)
      const kind = kinds.monsters[world.components.Monster.kind[eid] as number]
      if (rng.int(0, 99) < (kind?.sleeps ?? row.asleep ?? 0)) setAsleep(world, eid)
      monsters.push(eid)
    }
    for (const mark of vault.items) spawnItem(world, mark, kindCode(kinds.items, mark.kind))
    if (vault.key) spawnItem(world, vault.key, kindCode(kinds.items, vault.key.kind))
    for (const altar of vault.altars) {
      if (altar.kind !== CHOICE_ALTAR) continue
      spawnItem(world, altar, loot[rng.int(0, loot.length - 1)] as number)
    }
  }
  return monsters
}

/** The tiles of the vaults' items, keys and choice altars: no other item is placed there. */
export function markTiles(vaults: readonly PlacedVault[]): Point[] {
  checkVaults('markTiles', vaults)
  return vaults.flatMap((vault) =>
    [
      ...vault.items,
      ...(vault.key ? [vault.key] : []),
      ...vault.altars.filter((a) => a.kind === CHOICE_ALTAR),
    ].map(({ x, y }) => ({ x, y })),
  )
}

/** The mark's tile, or the nearest free one when something stands there already. */
function freeTile(world: GameWorld, at: Point): Point | undefined {
  return blockerAt(world, at.x, at.y) === 0 ? { x: at.x, y: at.y } : nearestFreeTile(world, at)
}

/** The vaults `@delve/map` placed in a level (`dungeon.vaults`). */
function checkVaults(fn: string, vaults: unknown): void {
  if (!Array.isArray(vaults)) {
    throw new ArgumentTypeError(fn, 'vaults', vaults, 'an array of placed vaults (dungeon.vaults)')
  }
  vaults.forEach((vault, i) => {
    const v = checkRecord(fn, `vaults[${i}]`, vault, 'a PlacedVault of @delve/map')
    for (const list of ['items', 'altars', 'monsters']) {
      if (!Array.isArray(v[list])) {
        throw new ArgumentTypeError(fn, `vaults[${i}].${list}`, v[list], 'an array of marks')
      }
    }
  })
}
