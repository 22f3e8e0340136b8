import {
  chargesOf,
  type EquipSlot,
  floorItems as floorItemIds,
  floorItemsView,
  type GameWorld,
  type ItemKindInfo,
  type ItemTargets,
  slotOf,
} from '@delve/ecs'
import type { Vision } from '@delve/map'
import { checkFunction, checkRecord } from '@delve/map'
import { counted } from '../content/appearances.js'
import { checkEntityId, checkWorld } from '../content/checks.js'
import { packStacks } from '../content/stacks.js'

/** An item as the screen shows it: where, what kind (its name) and its glyph. */
export interface ItemView {
  x: number
  y: number
  /** The kind's name, as `@delve/ecs`'s kinds call it ("healing potion"). */
  kind: string
  glyph: string
  /**
   * What the player calls it: the kind's name once known, else its look this run ("murky
   * potion", "scroll labelled XOTH"). What a screen shows.
   */
  name: string
  /** It lies on a caged altar: it can no longer be picked up (absent: it can). */
  caged?: true
}

/** What the player calls an item kind (by code): `Run.itemName`. */
export type ItemNamer = (kind: number) => string

/** How an item is aimed: what it reaches, how far, how wide. */
export interface AimInfo {
  targets: ItemTargets
  range: number
  radius: number
}

/**
 * One letter of the player's pack: an item, or a stack of potions or scrolls of one kind (using
 * or dropping it takes one, the last picked up, so the stack keeps its letter).
 */
export interface PackItem {
  letter: string
  /** The kind's true name ("strength potion"), known or not: for code, never for the player. */
  kind: string
  /** What the player calls one of it: the kind's name once known, else its look ("murky potion"). */
  name: string
  /** How many the stack holds (1 for anything but potions, scrolls and thrown weapons). */
  count: number
  /**
   * The stack as the pack lists it: "3 murky potions", "a healing potion", "5 darts", "the amulet
   * of the deep", a wand with its charges left: "a wand of digging (3)".
   */
  label: string
  /** The charges left, for a wand; null for anything else. */
  charges: number | null
  /** The player knows its kind (always, for what is not a potion or a scroll). */
  known: boolean
  glyph: string
  /** How it is aimed; null for an item used on oneself or not usable at all. */
  aim: AimInfo | null
  /** Where it is worn, for equipment; null for anything else. */
  slot: EquipSlot | null
  /** Wielded or worn now. */
  worn: boolean
  /** The item's entity: of a stack, the one used or dropped next (the last picked up). */
  item: number
  /** Every item of the stack, in the order they were picked up. */
  items: number[]
}

/** The pack's letters, in order: the first item picked up is `a`. */
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** Every item lying on the level, in reading order (top row first), named by `name`. */
export function floorItems(world: GameWorld, name?: ItemNamer): ItemView[] {
  checkWorld('floorItemViews', world)
  if (name !== undefined) {
    checkFunction('floorItemViews', 'name', name, 'an ItemNamer: (kind) => its name')
  }
  const namer = name ?? trueName(world)
  const { Position } = world.components
  const found = floorItemIds(world).map((eid) =>
    view(world, eid, Position.x[eid] as number, Position.y[eid] as number, namer),
  )
  return found.sort((a, b) => a.y - b.y || a.x - b.x || a.kind.localeCompare(b.kind))
}

/** The pack of `holder`, in letter order, stacked (`packStacks`) and named by `name`. */
export function packItems(world: GameWorld, holder: number, name?: ItemNamer): PackItem[] {
  checkEntityId('packItems', 'holder', checkWorld('packItems', world), holder)
  if (name !== undefined) {
    checkFunction('packItems', 'name', name, 'an ItemNamer: (kind) => its name')
  }
  const namer = name ?? trueName(world)
  return packStacks(world, holder).map((items, i) => {
    const item = items[items.length - 1] as number
    const info = kindOf(world, item)
    const code = world.components.Item.kind[item] as number
    const called = namer(code)
    const known = called === info.name
    const charges = chargesOf(world, item)
    const label =
      known && items.length === 1 ? `${info.article} ${info.name}` : counted(called, items.length)
    return {
      letter: LETTERS[i] ?? '?',
      kind: info.name,
      name: called,
      count: items.length,
      label: charges === null ? label : `${label} (${charges})`,
      charges,
      known,
      glyph: info.glyph,
      // An unknown kind takes no aim: its use aims itself (the run's `useUnknown`).
      aim: known ? aimInfo(info) : null,
      slot: info.equip?.slot ?? null,
      worn: slotOf(world, holder, item) !== null,
      item,
      items,
    }
  })
}

/** Every kind by its own name: a player who knows everything. */
export function trueName(world: GameWorld): ItemNamer {
  checkWorld('trueName', world)
  return (kind) => world.kinds.items[kind]?.name ?? 'thing'
}

/** How an item of this kind is aimed, or null when it needs no aiming. */
export function aimInfo(info: Readonly<ItemKindInfo>): AimInfo | null {
  const kind = checkRecord(
    'aimInfo',
    'info',
    info,
    'an item kind of @delve/ecs { name, glyph, use?, … }',
  )
  if (kind.use !== undefined) checkRecord('aimInfo', 'info.use', kind.use, 'a use { targets, … }')
  const { use } = info
  if (!use || use.targets === 'self') return null
  return { targets: use.targets, range: use.range ?? 0, radius: use.radius ?? 0 }
}

function kindOf(world: GameWorld, item: number): Readonly<ItemKindInfo> {
  return world.kinds.items[world.components.Item.kind[item] as number] as Readonly<ItemKindInfo>
}

function view(world: GameWorld, item: number, x: number, y: number, name: ItemNamer): ItemView {
  const info = kindOf(world, item)
  const code = world.components.Item.kind[item] as number
  return { x, y, kind: info.name, glyph: info.glyph, name: name(code) }
}

/** What is remembered of one tile: the kinds of the items last seen there. */
export type RememberedTile = [tile: number, kinds: string[]]

/**
 * The items the player remembers: for each explored tile, what lay there when it was last in
 * sight. A tile seen again is remembered afresh (an item picked up by nobody stays; one taken
 * away is forgotten only when the tile is seen without it).
 */
export class ItemMemory {
  private readonly tiles = new Map<number, string[]>()
  /**
   * What the last look saw, three numbers an item in sight: its tile, its id and its kind. A look
   * that sees the same has nothing to remember afresh (only tiles in sight with nothing on them
   * to forget), and most turns see the same.
   */
  private sighted: number[] = []
  private sighting: number[] = []

  constructor(saved: readonly RememberedTile[] = []) {
    for (const [tile, kinds] of saved) this.tiles.set(tile, [...kinds])
  }

  /**
   * Looks again at every tile in sight. Called after every turn: it changes the memory only where
   * what is seen differs from what is remembered. Returns the items lying on tile `here` (an
   * index, y × width + x; -1 for none), in ascending id, read in the same look at the floor.
   */
  update(world: GameWorld, here = -1): readonly number[] {
    const { visible } = world.vision
    const { Position, Item } = world.components
    const { width } = world.dungeon
    let under: number[] | undefined
    const last = this.sighted
    const now = this.sighting
    now.length = 0
    let same = true
    // The floor as the world keeps it, in no set order: only what lies underfoot is sorted.
    for (const item of floorItemsView(world)) {
      const tile = (Position.y[item] as number) * width + (Position.x[item] as number)
      if (tile === here) {
        under ??= []
        under.push(item)
      }
      if (visible[tile] !== 1) continue
      const kind = Item.kind[item] as number
      const k = now.length
      same &&= last[k] === tile && last[k + 1] === item && last[k + 2] === kind
      now.push(tile, item, kind)
    }
    // A tile in sight with nothing on it is forgotten.
    for (const tile of this.tiles.keys()) {
      if (visible[tile] === 1 && !holdsTile(now, tile)) this.tiles.delete(tile)
    }
    if (under !== undefined && under.length > 1) under.sort(ascending)
    if (same && now.length === last.length) return under ?? NOTHING_HERE
    this.sighted = now
    this.sighting = last
    // A tile in sight with items on it is remembered afresh.
    const seen = new Map<number, string[]>()
    for (let k = 0; k < now.length; k += 3) {
      const tile = now[k] as number
      const name = (world.kinds.items[now[k + 2] as number] as Readonly<ItemKindInfo>).name
      const kinds = seen.get(tile)
      if (kinds) kinds.push(name)
      else seen.set(tile, [name])
    }
    for (const [tile, kinds] of seen) {
      if (kinds.length > 1) kinds.sort(byCodeUnits)
      const known = this.tiles.get(tile)
      if (!known || !sameKinds(known, kinds)) this.tiles.set(tile, kinds)
    }
    return under ?? NOTHING_HERE
  }

  /** Forgets everything: a new level. */
  clear(): void {
    this.tiles.clear()
    this.sighted.length = 0
  }

  /** Remembers what `saved` holds, and nothing else: a level returned to. */
  replace(saved: readonly RememberedTile[]): void {
    this.clear()
    for (const [tile, kinds] of saved) this.tiles.set(tile, [...kinds])
  }

  /** The remembered items on tiles out of sight now, in reading order. */
  remembered(
    vision: Readonly<Vision>,
    world: GameWorld,
    name: ItemNamer = trueName(world),
  ): ItemView[] {
    const { width } = vision
    const found: ItemView[] = []
    for (const [tile, kinds] of this.tiles) {
      if (vision.visible[tile] === 1) continue
      for (const kind of kinds) {
        const code = world.kinds.items.findIndex((k) => k.name === kind)
        const glyph = world.kinds.items[code]?.glyph ?? '?'
        const called = code < 0 ? kind : name(code)
        found.push({ x: tile % width, y: Math.floor(tile / width), kind, glyph, name: called })
      }
    }
    return found.sort((a, b) => a.y - b.y || a.x - b.x || a.kind.localeCompare(b.kind))
  }

  /** For the save: tile by tile, in reading order. */
  entries(): RememberedTile[] {
    return [...this.tiles]
      .sort(([a], [b]) => a - b)
      .map(([tile, kinds]): RememberedTile => [tile, [...kinds]])
  }
}

/** What `update` finds on a tile with nothing on it, or no tile asked about: shared, never changed. */
const NOTHING_HERE: readonly number[] = []

const ascending = (a: number, b: number) => a - b

/**
 * Names in UTF-16 code unit order: the same on every engine and in every locale, and many times
 * quicker than `localeCompare` (for the default kinds' lower-case names, the same order).
 */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Whether `sighted` (tile, id, kind, …) has an item on `tile`. */
function holdsTile(sighted: readonly number[], tile: number): boolean {
  for (let k = 0; k < sighted.length; k += 3) if (sighted[k] === tile) return true
  return false
}

function sameKinds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((kind, i) => kind === b[i])
}
