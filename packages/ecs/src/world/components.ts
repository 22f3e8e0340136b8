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
  /** What kind of monster an actor is: an index into `MONSTER_KINDS`. */
  Monster: { kind: Uint8Array }
  /** What a client draws for the entity (a sprite or glyph index of its choosing). */
  Renderable: { sprite: Uint16Array }
  /** How far the entity sees, in tiles (dx² + dy² ≤ radius²); 0 sees without limit. */
  Viewshed: { radius: Uint16Array }
}

/** Most tiles a viewshed may reach (a radius of 0 reaches without limit). */
export const MAX_SIGHT_RADIUS = 4096

export function createComponents(capacity: number): Components {
  return {
    Position: { x: new Int32Array(capacity), y: new Int32Array(capacity) },
    MoveIntent: { dx: new Int8Array(capacity), dy: new Int8Array(capacity) },
    BlocksMovement: {},
    Player: {},
    Actor: {},
    Monster: { kind: new Uint8Array(capacity) },
    Renderable: { sprite: new Uint16Array(capacity) },
    Viewshed: { radius: new Uint16Array(capacity) },
  }
}
