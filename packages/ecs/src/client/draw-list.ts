import { hasComponent } from 'bitecs'
import { ArgumentTypeError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, standing } from '../world/internals.js'

/** What an entity on the map is, for choosing how to draw it and over what. */
export type DrawnAs = 'player' | 'monster' | 'item' | 'corpse' | 'other'

/** One entity standing or lying on a tile, as a client draws it. */
export interface DrawEntry {
  eid: number
  x: number
  y: number
  as: DrawnAs
  /** Its kind: an index into `world.kinds.monsters` (monsters, corpses) or `.items`; else −1. */
  kind: number
  /** The kind's name ("goblin", "healing potion"); `player` for the player, '' for others. */
  name: string
  /** A character to draw it with: the kind's glyph, `@` for the player, `%` for a corpse. */
  glyph: string
  /** Whether the player sees its tile this turn (`world.vision.visible`). */
  visible: boolean
}

/**
 * What to draw: every entity with a `Position` (carried items have none), in ascending id, each
 * with its tile, what it is, its kind's name and glyph, and whether the player sees it. Asked
 * again after each turn, it includes monsters spawned since. Give it the array it returned last
 * time as `out` and it reuses the array and its entries: a frame allocates nothing once the
 * list has grown to size.
 */
export function drawList(world: GameWorld, out: DrawEntry[] = []): DrawEntry[] {
  checkWorld('drawList', world)
  if (!Array.isArray(out)) {
    throw new ArgumentTypeError(
      'drawList',
      'out',
      out,
      'the array drawList returned last time, or none',
    )
  }
  const c = world.components
  const { kinds, vision } = world
  const width = world.dungeon.width
  let count = 0
  for (const eid of standing(world, 'placed')) {
    let entry = out[count]
    if (!entry) {
      entry = blankEntry()
      out[count] = entry
    }
    count++
    const x = c.Position.x[eid] as number
    const y = c.Position.y[eid] as number
    entry.eid = eid
    entry.x = x
    entry.y = y
    entry.visible = vision.visible[y * width + x] === 1
    if (hasComponent(world, eid, c.Player)) {
      set(entry, 'player', -1, 'player', '@')
    } else if (hasComponent(world, eid, c.Item)) {
      const kind = c.Item.kind[eid] as number
      const info = kinds.items[kind]
      set(entry, 'item', kind, info?.name ?? '', info?.glyph ?? '?')
    } else if (hasComponent(world, eid, c.Monster)) {
      const kind = c.Monster.kind[eid] as number
      const info = kinds.monsters[kind]
      const dead = hasComponent(world, eid, c.Corpse)
      set(
        entry,
        dead ? 'corpse' : 'monster',
        kind,
        info?.name ?? '',
        dead ? '%' : (info?.glyph ?? '?'),
      )
    } else if (hasComponent(world, eid, c.Corpse)) {
      set(entry, 'corpse', -1, '', '%')
    } else {
      set(entry, 'other', -1, '', '?')
    }
  }
  out.length = count
  // bitecs lists entities in its own order, which removals shuffle: ascending id is stable.
  return out.sort(byId)
}

function set(entry: DrawEntry, as: DrawnAs, kind: number, name: string, glyph: string): void {
  entry.as = as
  entry.kind = kind
  entry.name = name
  entry.glyph = glyph
}

function blankEntry(): DrawEntry {
  return { eid: 0, x: 0, y: 0, as: 'other', kind: -1, name: '', glyph: '?', visible: false }
}

function byId(a: DrawEntry, b: DrawEntry): number {
  return a.eid - b.eid
}
