import { checkInteger } from '../checks.js'
/**
 * The components, as bitecs structure-of-arrays stores: one typed array per field, indexed by
 * entity id. Each world gets its own set, sized by its capacity, so nothing is global.
 */
export interface Components {
  /** The tile an entity stands on. */
  Position: { x: Int32Array; y: Int32Array }
  /** The step an entity wants to take this turn; (0, 0) means none. A field, never re-added. */
  MoveIntent: { dx: Int8Array; dy: Int8Array }
  /** Tag: no other entity may enter this entity's tile. */
  BlocksMovement: Record<string, never>
  /** Tag: the entity the keyboard drives. */
  Player: Record<string, never>
  /** Tag: a blocker that is not a player (a monster, a shopkeeper, a statue that walks). */
  Actor: Record<string, never>
  /** What kind of monster an actor is: an index into the world's `kinds.monsters`. */
  Monster: { kind: Uint8Array }
  /** What a client draws for the entity (a sprite or glyph index of its choosing). */
  Renderable: { sprite: Uint16Array }
  /** How far the entity sees, in tiles (dx² + dy² ≤ radius²); 0 sees without limit. */
  Viewshed: { radius: Uint16Array }
  /** Hit points now and at most; `regen` turns per hit point won back (0: none). */
  Health: { hp: Int16Array; max: Int16Array; regen: Uint16Array }
  /**
   * How hard it hits and how much of a hit it stops, before what it wears; under the rolled
   * rule, its chance in 100 to land a blow and how far a blow's power varies either way;
   * `throwing` is added to the damage of what it throws (a perk's).
   */
  Fighter: {
    power: Int16Array
    defence: Int16Array
    accuracy: Uint8Array
    spread: Uint8Array
    throwing: Uint8Array
  }
  /**
   * The energy scheduler: `speed` is gained each turn, an action costs 100; while `slowed` turns
   * are left, only half of it (a wand of slowing).
   */
  Energy: { energy: Int16Array; speed: Uint16Array; slowed: Uint16Array }
  /**
   * What a monster is doing (`MindState`) and the tile it is heading for; `leader` is the
   * summoner that called it (0: none; -1: called by one since dead, or by a scroll), `cooldown` a summoner's turns until it may call again.
   */
  Mind: {
    state: Uint8Array
    targetX: Int32Array
    targetY: Int32Array
    timer: Uint16Array
    leader: Int32Array
    cooldown: Uint16Array
  }
  /** Tag: attacks the player, and the player attacks it by walking into it. */
  Hostile: Record<string, never>
  /** Tag: what is left of a creature that died; it blocks nothing. */
  Corpse: Record<string, never>
  /** An item: an index into the world's `kinds.items`. On the floor it has a `Position`. */
  Item: { kind: Uint16Array }
  /** An item in a pack instead of on the floor (it has no `Position` then): whose, in what order. */
  Carried: { holder: Int32Array; order: Uint32Array }
  /** The charges an item has left (a wand): each use takes one; with none it does nothing. */
  Charges: { left: Uint8Array }
  /** A pack: how many items it holds at most (26 for the player: a letter each). */
  Inventory: { capacity: Uint16Array }
  /** Experience toward the next level, the level, and level-up choices not yet made. */
  Experience: { xp: Uint32Array; level: Uint16Array; pending: Uint16Array }
  /** What a creature wields and wears: item entities from its pack (0: nothing). */
  Equipment: { weapon: Int32Array; armour: Int32Array }
}

/** Most entities a world may hold: ids run below it. */
export const MAX_CAPACITY = 1 << 24

/** Most charges an item holds (`Charges.left` is a byte). */
export const MAX_CHARGES = 255

/** Most tiles a viewshed may reach (a radius of 0 reaches without limit). */
export const MAX_SIGHT_RADIUS = 4096

/** The components' typed arrays for entity ids 0 … `capacity` − 1, all zero. */
export function createComponents(capacity: number): Components {
  checkInteger('createComponents', 'capacity', capacity, 0, MAX_CAPACITY)
  return {
    Position: { x: new Int32Array(capacity), y: new Int32Array(capacity) },
    MoveIntent: { dx: new Int8Array(capacity), dy: new Int8Array(capacity) },
    BlocksMovement: {},
    Player: {},
    Actor: {},
    Monster: { kind: new Uint8Array(capacity) },
    Renderable: { sprite: new Uint16Array(capacity) },
    Viewshed: { radius: new Uint16Array(capacity) },
    Health: {
      hp: new Int16Array(capacity),
      max: new Int16Array(capacity),
      regen: new Uint16Array(capacity),
    },
    Fighter: {
      power: new Int16Array(capacity),
      defence: new Int16Array(capacity),
      accuracy: new Uint8Array(capacity),
      spread: new Uint8Array(capacity),
      throwing: new Uint8Array(capacity),
    },
    Energy: {
      energy: new Int16Array(capacity),
      speed: new Uint16Array(capacity),
      slowed: new Uint16Array(capacity),
    },
    Mind: {
      state: new Uint8Array(capacity),
      targetX: new Int32Array(capacity),
      targetY: new Int32Array(capacity),
      timer: new Uint16Array(capacity),
      leader: new Int32Array(capacity),
      cooldown: new Uint16Array(capacity),
    },
    Hostile: {},
    Corpse: {},
    Item: { kind: new Uint16Array(capacity) },
    Carried: { holder: new Int32Array(capacity), order: new Uint32Array(capacity) },
    Charges: { left: new Uint8Array(capacity) },
    Inventory: { capacity: new Uint16Array(capacity) },
    Experience: {
      xp: new Uint32Array(capacity),
      level: new Uint16Array(capacity),
      pending: new Uint16Array(capacity),
    },
    Equipment: { weapon: new Int32Array(capacity), armour: new Int32Array(capacity) },
  }
}
