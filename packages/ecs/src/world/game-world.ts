import type { Point, Vision } from '@delve/map'
import type { World } from 'bitecs'
import type { Messages } from '../events/messages.js'
import type { StepEvents, StepLog } from '../events/step-events.js'
import type { Refusal, TurnEvents } from '../events/turn-events.js'
import type { Components } from './components.js'
import type { Level } from './level.js'

/** What a world holds besides bitecs's own bookkeeping (see `internals.ts` for the hidden rest). */
export interface GameWorldContext<L extends Level = Level> {
  components: Components
  /** Largest entity id + 1 the component arrays can hold. */
  capacity: number
  dungeon: L
  /** One cell per tile: the id of the blocking entity standing there, 0 for none. */
  occupancy: Int32Array
  /** The last `step`'s bumps and moves as objects (empty after `step(world, { events: false })`). */
  events: StepEvents
  /** The last step's bumps and moves in typed arrays, written by the systems themselves. */
  log: StepLog
  /**
   * What the player sees (the lowest-id entity with `Player` and a `Viewshed`): `visible` this
   * turn and `explored` ever, one byte per tile of this level, made anew with each level and
   * kept by `visibilitySystem`.
   */
  vision: Vision
  /** Turns played (`playTurn`), from 0. */
  turn: number
  /** The 32-bit seed of the monsters' chance (`noise`): with the turn, it fixes what they do. */
  seed: number
  /** The monster and item kinds this world's entities are made of (`defineKinds`). */
  kinds: Kinds
  /** How blows land: `rolled` (a chance to miss, a spread of damage) or the tutorials' `fixed`. */
  combat: CombatRule
  /** Rolls made so far: with the seed and the turn, it fixes the next roll, so replays agree. */
  rolls: number
}

/**
 * How a blow is settled. `fixed`, the tutorials' rule: damage = max(0, power − defence), always.
 * `rolled`: the blow lands on a roll under the attacker's accuracy (in 100); it deals power ±
 * spread (each value as likely), less the target's defence, never below 0. Power and defence
 * include what is worn.
 */
export type CombatRule = 'rolled' | 'fixed'

/** A world of Delve's rules: bitecs's world with the level, the kinds, the draws and the log. */
export type GameWorld<L extends Level = Level> = World<GameWorldContext<L>>

/** What `createGameWorld` takes besides the level. */
export interface GameWorldOptions {
  /** Entity ids the component arrays are sized for (default 10 000); ids run 1 … capacity − 1. */
  capacity?: number
  /**
   * The seed of the monsters' chance, as text or a number (default: the level's own `seed`, so a
   * generated dungeon's monsters behave the same every time it is played; else 0).
   */
  seed?: string | number
  /**
   * Say the level is exactly as `generateDungeon` made it (not edited since): its seed and options
   * are recorded as they are. Without it, a `Dungeon` is generated once more to make sure, which
   * costs as much as making it (a few milliseconds at 1000×1000).
   */
  generated?: boolean
  /** The monster and item kinds (default `DEFAULT_KINDS`: the tutorials' own). */
  kinds?: Kinds
  /** How blows land (default `rolled`; `fixed` is the tutorials' certain blow). */
  combat?: CombatRule
}

/** How `setDungeon` takes the new level. */
export interface SetDungeonOptions {
  /** As `GameWorldOptions.generated`. */
  generated?: boolean
}

/** The entity ids a world is sized for when `capacity` is not given. */
export const DEFAULT_CAPACITY = 10_000

// Content: the kinds a world is made of. These types live beside the world's because an item's
// effect is a function over the world, and the world holds its kinds.

/**
 * The kinds of one world, as `defineKinds` checks and freezes them: `Monster.kind` and
 * `Item.kind` are indices into these lists; names are unique within each list.
 */
export interface Kinds {
  readonly monsters: readonly Readonly<MonsterKindInfo>[]
  readonly items: readonly Readonly<ItemKindInfo>[]
  /** The behaviours its monster kinds name (`defineBehaviour`), in the order given. */
  readonly behaviours: readonly BehaviourDefinition[]
  /** What happens every turn besides the creatures' acts (`defineRule`), in the order given. */
  readonly rules: readonly TurnRule[]
  /**
   * The words its lines are told in (`defineMessages`); the engine's English when absent. Not
   * content: a run told in other words plays, checks and verifies alike (it is not enumerable,
   * so a content checksum of the kinds leaves it out).
   */
  readonly messages?: Messages
}

/** What a creature fights with: its hit points, the harm it does and the harm it stops. */
export interface FighterStats {
  /** Hit points when unhurt. */
  hp: number
  /** Damage dealt is power − the target's defence, never below 0 (the tutorials' rule). */
  power: number
  defence: number
  /** Chance in 100 that a blow lands, under the rolled rule (default 80). */
  accuracy?: number
  /** A blow's power varies by up to this much either way, under the rolled rule (default 1). */
  spread?: number
}

/**
 * The name of a behaviour of the world's kinds (`Kinds.behaviours`): one of the six built in
 * (`BEHAVIOURS`) or a game's own (`defineBehaviour`). The built-ins: `melee` walks up and strikes;
 * `ranged` strikes from up to `range` tiles while it sees the player, and steps back from one
 * beside it; `cowardly` flees down a flee map once below `fleeAt` of its hit points; `erratic`
 * hunts as `melee` does, but `randomness` times in 100 takes a step in a random direction instead
 * (a bat's flight), striking the player if it stands there; `thief` walks up and, instead of harm,
 * snatches an item from the player's pack (a blow when the pack holds nothing to take), then runs
 * with it (killed, it drops what it carries); `summoner` keeps its distance as `ranged` does
 * (within `range`, never beside the player) and, while it sees the player, every `summonEvery`
 * turns calls one or two of the kind named `summons` onto free tiles beside it, never more than
 * `summonMost` of its calling alive.
 */
export type Behaviour = string

/**
 * A way for monsters to act, as `defineBehaviour` checks and freezes it; a kind names it
 * (`behaviour`) and the world's kinds hold it (`defineKinds({ monsters, items, behaviours })`).
 * Its randomness comes from the context's draws only (`roll`, `noise`), so runs replay.
 */
export interface BehaviourDefinition {
  readonly name: string
  /**
   * A monster's action while it hunts: it is hostile, awake, not confused and sees the player.
   * It sets the monster's step (`ctx.hunt`, `ctx.step`, `ctx.stepAway`) or acts at once (a blow,
   * a blink); doing nothing is standing still. Steps are settled together after every monster
   * of the round has decided.
   */
  readonly act: (ctx: BehaviourContext, monster: number) => void
  /**
   * A melee blow of the monster's that landed: true when the behaviour did something instead of
   * the blow's harm (a thief's snatch); false, and the blow deals its harm.
   */
  readonly onHit?: (ctx: HitContext, attacker: number, target: number) => boolean
  /**
   * Checks a kind that names it, beyond the fields every kind has (an archer's `range`): throws
   * (a `KindError`) naming `path`'s field when the kind cannot act this way.
   */
  readonly checkKind?: (kind: Readonly<MonsterKindInfo>, path: string) => void
}

/** What a landed blow's `onHit` is given: the world, the turn's events and its rolls. */
export interface HitContext {
  readonly world: GameWorld
  readonly events: TurnEvents
  /** A number from 0 to n − 1 from the world's rolls (`roll`): saved, so a replay rolls alike. */
  roll(n: number): number
}

/**
 * What a behaviour's `act` is given: the monsters' turn, seen from one of them. Its functions
 * keep their context when passed on alone (`near.find(ctx.isFree)`).
 */
export interface BehaviourContext extends HitContext {
  /** The player the monsters hunt. */
  readonly player: number
  /** The monster's kind. */
  kindOf(monster: number): Readonly<MonsterKindInfo>
  /** Where an entity stands. */
  at(eid: number): Point
  /** Whether the monster sees the player (it does, while it hunts). */
  sees(monster: number): boolean
  /** Whether a creature could stand on the tile: in the map, walkable, nobody there. */
  isFree(at: Point): boolean
  /**
   * A draw of the world's noise for this monster, this turn and `salt`: nothing to save, the same
   * in a replay. Each draw with the same salt in the same turn is the same draw.
   */
  noise(monster: number, salt: number): number
  /** A step down the turn's map toward the player, or a blow when the player is in the way. */
  hunt(monster: number): void
  /** A step by (dx, dy), or a blow at the player standing there; false into a wall. */
  step(monster: number, dx: number, dy: number): boolean
  /** A step to the free tile farthest from the player, if one is farther; false when cornered. */
  stepAway(monster: number): boolean
  /** A blow at the player, from beside it or, `ranged`, from afar (a shot). */
  strike(monster: number, ranged?: boolean): void
  /** A line of the monster's, told with the turn's messages ("The bat flutters."). */
  say(monster: number, text: string): void
}

/** A rule of the world run once every turn (a trap, a poison cloud, a timed door): `defineRule`. */
export interface TurnRule {
  readonly name: string
  /** Runs once a turn played, after the monsters acted, while the player lives. */
  readonly everyTurn: (ctx: RuleContext) => void
}

/** What a turn rule is given: the world, the player, the turn's events and its draws. */
export interface RuleContext {
  readonly world: GameWorld
  readonly player: number
  readonly events: TurnEvents
  /** A number from 0 to n − 1 from the world's rolls (`roll`): saved, replayed alike. */
  roll(n: number): number
  /** A line told with the turn's messages, about `eid` (default the player). */
  say(text: string, eid?: number): void
  /**
   * `amount` hit points off the living creature `target`, whatever its defence, told as the
   * `effect` named ("The dart trap touches you."); at 0 it dies, killed by no one.
   */
  harm(target: number, amount: number, effect: string): void
}

/**
 * One kind of monster: the name a game shows ("Blocked by a goblin"), a default glyph, and how it
 * fights, moves and sees.
 */
export interface MonsterKindInfo extends FighterStats {
  name: string
  /** The article for `name`: "a" or "an", or "the" for one of a kind. */
  article: 'a' | 'an' | 'the'
  /** A character a text client can draw it with. */
  glyph: string
  /** Energy gained per turn; 100 is one action a turn, as the player (150: three every two). */
  speed: number
  /** How far it sees, in tiles. */
  sight: number
  /** Experience its killer gains (default 0). */
  xp?: number
  /** How it acts: the name of a behaviour of the world's kinds (default `melee`). */
  behaviour?: Behaviour
  /** For `ranged`: how far it shoots, in tiles (dx² + dy² ≤ range²). */
  range?: number
  /** For `cowardly`: the share of its hit points, in 100ths, below which it flees (default 50). */
  fleeAt?: number
  /** For `erratic`: how many of its actions in 100 are random steps (default 50). */
  randomness?: number
  /** For `summoner`: the name of the kind it calls (a kind of the same world). */
  summons?: string
  /** For `summoner`: turns between two calls (default 5). */
  summonEvery?: number
  /** For `summoner`: most of its called monsters alive at once (default 3). */
  summonMost?: number
  /**
   * Hit points a melee blow that lands on it costs the striker (an acid jelly: fight it from
   * afar); default 0.
   */
  acid?: number
  /** The chance in 100 that a level places it asleep (default 0: always awake). */
  sleeps?: number
  /** How many of it a level places together (a pack; default 1). */
  pack?: number
  /**
   * A line of its own, told when it wakes to hunt: it sees the player and was not hunting ("The
   * bat flutters."; a `says` event about it).
   */
  say?: string
}

/** One kind of item: what a game shows for it and, when it can be used, what using it does. */
export interface ItemKindInfo {
  name: string
  /** The article for `name`: "a" or "an", or "the" for one of a kind. */
  article: 'a' | 'an' | 'the'
  /** A character a text client can draw it with. */
  glyph: string
  /** What using it does; without one the item is refused as "not something you can use". */
  use?: ItemUse
  /** Worn or wielded: its slot and bonuses (`equip` and `unequip` actions). */
  equip?: ItemEquip
  /**
   * A weapon made to be thrown (a dart, a javelin): how its throw lands, read by the `hurl`
   * effect. Its `use` says how far it flies (`targets: 'line'`).
   */
  thrown?: ThrownWeapon
  /**
   * The charges an item of this kind is made with (a wand, 1 to 255). Such an item is not used
   * up: each use takes a charge, and with none left it is refused ("no-charges") and no time passes.
   */
  charges?: number
}

/**
 * How a thrown weapon lands on the first creature in its way: under the rolled rule it hits on a
 * roll under `accuracy` (in 100; default 80) and deals `damage` ± `spread` (default 1), plus the
 * thrower's `Fighter.throwing`, less the target's defence, never below 0. Under the fixed rule
 * it always hits for `damage` + throwing − defence, at least 0.
 */
export interface ThrownWeapon {
  damage: number
  accuracy?: number
  spread?: number
}

/**
 * Who a use reaches, worked out before the effect runs (and shown by a client while aiming):
 * `self` the user; `nearest` the nearest hostile in sight within `range`; `creature` the creature
 * on the aimed tile; `area` every creature within `radius` of the aimed tile, the user included;
 * `line` the creatures on the straight line (Bresenham's, from the user) toward the aimed tile,
 * nearest first: a throw stops at the aimed tile or on the first creature, a `bolt` flies on
 * through creatures to `range`; either stops before a wall. `creature`, `area` and `line` need
 * a target tile, in sight and within `range` of the user (for `line`, not the user's own).
 */
export type ItemTargets = 'self' | 'nearest' | 'creature' | 'area' | 'line'

/** How an item is used: whom or where it reaches, and its effect. */
export interface ItemUse {
  targets: ItemTargets
  /** Farthest reach in tiles (dx² + dy² ≤ range²), for every `targets` but `self`. */
  range?: number
  /** The area's radius around the aimed tile (dx² + dy² ≤ radius²), for `area`. */
  radius?: number
  /**
   * For `line`: a bolt (a wand's), which flies on past the aimed tile and through creatures out
   * to `range`; without it the line is a throw's, ending at the aimed tile or the first creature.
   */
  bolt?: boolean
  /** What happens: a plain function over the world. */
  effect: Effect
}

/** Where a piece of equipment goes, and what it adds to the wearer's power and defence. */
export interface ItemEquip {
  slot: EquipSlot
  power?: number
  defence?: number
}

/** Where equipment is worn: one weapon and one armour at a time. */
export type EquipSlot = 'weapon' | 'armour'

/**
 * An item's effect. It changes the world and records what it did in `use.events`, or returns a
 * refusal, having changed nothing: the item is then kept and no time passes. A used item is used up.
 */
export type Effect = (world: GameWorld, use: ItemUseContext) => Refusal | undefined

/** What an effect is told of the use. */
export interface ItemUseContext {
  /** Who uses the item. */
  user: number
  /** The item entity (still carried while the effect runs). */
  item: number
  /** Its kind, an index into `world.kinds.items`. */
  kind: number
  /** The tile aimed at, for `creature` and `area` items. */
  target?: Point
  /**
   * The creatures the use reaches, by the kind's `targets`, in ascending id (for `line`: in the
   * order the line meets them, nearest first).
   */
  affected: readonly number[]
  /**
   * For `line`: the tiles the line crosses, from the one beside the user to where it stops (the
   * user's own tile not included; empty when a wall stands beside it).
   */
  path?: readonly Point[]
  /** The turn's events, to add to. */
  events: TurnEvents
}
