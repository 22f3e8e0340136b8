import { fromAscii, type Point } from '@delve/map'
import { createWorld } from 'bitecs'
import { describe, expect, it } from 'vitest'
import * as ecs from '../src/index.js'
import {
  ArgumentRangeError,
  ArgumentTypeError,
  aimItem,
  alertMonsters,
  assertEntity,
  attack,
  blockerAt,
  bumpMessage,
  chargesOf,
  checkAmount,
  chooseLevelUp,
  collisionSystem,
  confusion,
  createComponents,
  createGameWorld,
  createTurnEvents,
  creaturesWithin,
  DEFAULT_KINDS,
  defenceOf,
  defineBehaviour,
  defineKinds,
  defineMessages,
  defineRule,
  despawn,
  die,
  digging,
  drawList,
  ENGINE_MESSAGES,
  EntityError,
  entityCount,
  equip,
  equipOf,
  experienceToNext,
  exploreStep,
  fireball,
  floorItems,
  floorItemsView,
  getPosition,
  giveExperience,
  giveInventory,
  grantExperience,
  harm,
  heal,
  ItemKind,
  insight,
  inventoryOf,
  isAlive,
  isAsleep,
  isCatalogue,
  isItem,
  isMonsterKind,
  itemsAt,
  KindError,
  kindCode,
  kindInfo,
  kindName,
  lightning,
  MAX_CAPACITY,
  MAX_CHARGES,
  MAX_PACK,
  MAX_SIGHT_RADIUS,
  MAX_STAT,
  MAX_SUMMONED,
  MonsterKind,
  makeFighter,
  makeMonster,
  makeNoise,
  message,
  monstersAct,
  moveEntity,
  movementSystem,
  nearestFreeTile,
  noise,
  PLAYER_STATS,
  packCapacity,
  playerViewer,
  playTurn,
  poison,
  populate,
  populateItems,
  powerOf,
  readEvents,
  refusal,
  restore,
  roll,
  runStep,
  SNAPSHOT_VERSION,
  SnapshotError,
  SpawnError,
  say,
  seedNumber,
  seesPlayer,
  setAsleep,
  setCharges,
  setDungeon,
  setIntent,
  setViewshed,
  slotOf,
  slowing,
  snapshot,
  spawnBlocker,
  spawnCarried,
  spawnEntity,
  spawnItem,
  spawnMonster,
  spawnPlayer,
  step,
  summoning,
  teleport,
  tileChecksum,
  train,
  travelStep,
  turnMessages,
  unequip,
  vigour,
  visibilitySystem,
  wornIn,
} from '../src/index.js'
import {
  argumentCases,
  type Bad,
  badIntegers,
  badNumbers,
  byDesignEntries,
  type Case,
  type Entry,
  NOT_BOOLEANS,
  NOT_OBJECTS,
  NOT_STRINGS,
  noInputEntries,
  refusalCases,
  thrownBy,
} from './misuse-cases.js'

/** Cases of one argument of `fn`: `call` gets the bad value. */
const arg = argumentCases

const ROWS = `
##########
#@.......#
#.....g..#
#..!.....#
#......r.#
##########`

/**
 * A small world of everything a call may be handed: the player (a fighter with sight, a pack
 * holding a sword and a confusion scroll, experience), a sleeping goblin, a rat's corpse, a potion
 * on the floor, a statue that blocks but cannot fight, and the id of an entity despawned. Made
 * afresh for each call, the same each time (ids included), so a refusal that changed something
 * cannot spill into the next case.
 */
function fresh() {
  const map = fromAscii(ROWS, '@g!r')
  const at = (mark: string) => map.marks[mark]?.[0] as Point
  const world = createGameWorld(map, { capacity: 64, seed: 'misuse' })
  const player = spawnPlayer(world, at('@'), { sight: 8 })
  makeFighter(world, player, PLAYER_STATS)
  giveInventory(world, player)
  giveExperience(world, player)
  const sword = spawnItem(world, at('@'), ItemKind.Sword)
  const scroll = spawnItem(world, at('@'), ItemKind.ConfusionScroll)
  playTurn(world, player, { kind: 'pickup', item: sword })
  playTurn(world, player, { kind: 'pickup', item: scroll })
  const goblin = spawnMonster(world, at('g'), MonsterKind.Goblin)
  const corpse = spawnMonster(world, at('r'), MonsterKind.Rat)
  die(world, corpse, createTurnEvents())
  const potion = spawnItem(world, at('!'), ItemKind.HealingPotion)
  const statue = spawnEntity(world, { x: 8, y: 1 })
  const gone = spawnEntity(world, { x: 8, y: 4 })
  despawn(world, gone)
  return { map, world, player, sword, scroll, goblin, corpse, potion, statue, gone }
}
const F = fresh()
const w = () => fresh().world
const { player, sword, scroll, goblin, corpse, potion, statue, gone } = F

/** A world whose player was spawned with sight but never made a fighter, and one with no sight. */
function unready(fight: boolean, sight: boolean) {
  const map = fromAscii(ROWS, '@g!r')
  const world = createGameWorld(map, { capacity: 64 })
  const eid = spawnPlayer(world, map.marks['@']?.[0], sight ? { sight: 8 } : {})
  if (fight) makeFighter(world, eid, PLAYER_STATS)
  return { world, eid }
}

/** A world whose player has died. */
function deadPlayer() {
  const f = fresh()
  die(f.world, f.player, createTurnEvents())
  return f
}

/** A world with no room for one more entity. */
function full() {
  const world = createGameWorld(fromAscii('....'), { capacity: 2 })
  spawnEntity(world, { x: 0, y: 0 })
  return world
}

/** What is not a world of this package: nothing, numbers, text, plain objects, a bare bitecs world. */
const NOT_WORLDS: readonly Bad[] = [
  [null, ArgumentTypeError],
  [undefined, ArgumentTypeError],
  [5, ArgumentTypeError],
  ['world', ArgumentTypeError],
  [{}, ArgumentTypeError],
  [[], ArgumentTypeError],
  [createWorld(), ArgumentTypeError],
]

/** What is no live entity of a 64-entity world: wrong types, non-ids, ids past it, a despawned one. */
const NOT_IDS: readonly Bad[] = [
  ['1', ArgumentTypeError],
  [null, ArgumentTypeError],
  [undefined, ArgumentTypeError],
  [0, EntityError],
  [-1, EntityError],
  [1.5, EntityError],
  [Number.NaN, EntityError],
  [Number.POSITIVE_INFINITY, EntityError],
  [60, EntityError],
  [64, EntityError],
  [2 ** 40, EntityError],
  [gone, EntityError],
]

/** What is not a turn's events: not an object, or one whose lists are missing. */
function badEvents(fn: string, argument: string, call: (events: never) => unknown): Case[] {
  return [
    ...arg(fn, argument, NOT_OBJECTS, call),
    ...arg(fn, `${argument}.bumps`, [[undefined, ArgumentTypeError]], () => call({} as never)),
    ...arg(fn, `${argument}.says`, [[5, ArgumentTypeError]], (says) =>
      call({ ...createTurnEvents(), says } as never),
    ),
  ]
}

/** A call made before the call it needs: an error naming `fn`, the argument and the call to make. */
function outOfOrder(
  fn: string,
  argument: string,
  what: string,
  needs: string,
  call: () => unknown,
  error: Case['error'] = EntityError,
): Case {
  return { what, call, error, fn, names: [argument, needs] }
}

/** Points that are not: wrong types, coordinates that are not integers. */
function badPoints(
  fn: string,
  argument: string,
  call: (p: never) => unknown,
  range = ArgumentRangeError,
): Case[] {
  return [
    ...arg(fn, argument, NOT_OBJECTS, call),
    ...arg(fn, `${argument}.x`, badIntegers(undefined, undefined, range), (x) =>
      call({ x, y: 1 } as never),
    ),
    ...arg(
      fn,
      `${argument}.y`,
      [
        ['1', ArgumentTypeError],
        [0.5, range],
      ],
      (y) => call({ x: 1, y } as never),
    ),
  ]
}

/** Levels that are not: wrong types, sizes that are not, tiles of the wrong length. */
function badLevels(fn: string, argument: string, call: (level: never) => unknown): Case[] {
  const level = fromAscii('....\n....')
  return [
    ...arg(fn, argument, NOT_OBJECTS, call),
    ...arg(
      fn,
      `${argument}.width`,
      [
        ['4', ArgumentTypeError],
        [0, EntityError],
        [-1, EntityError],
        [1.5, EntityError],
        [Number.NaN, EntityError],
      ],
      (width) => call({ ...level, width } as never),
    ),
    ...arg(
      fn,
      `${argument}.height`,
      [
        [null, ArgumentTypeError],
        [-3, EntityError],
      ],
      (height) => call({ ...level, height } as never),
    ),
    // A huge side is refused by the tiles it would need.
    {
      what: 'a huge width',
      call: () => call({ ...level, width: 2 ** 40 } as never),
      error: EntityError,
      fn,
      names: [`${argument}.tiles`, 'a 1099511627776×2 level'],
    },
    ...arg(
      fn,
      `${argument}.tiles`,
      [
        [new Uint8Array(5), EntityError],
        [new Uint8Array(9), EntityError],
        [[0, 0], ArgumentTypeError],
        [null, ArgumentTypeError],
      ],
      (tiles) => call({ ...level, tiles } as never),
    ),
    // A code past the locked door is no tile of @delve/map.
    ...arg(fn, `${argument}.tiles[5]`, [[9, EntityError]], (code) => {
      const tiles = new Uint8Array(8).fill(1)
      tiles[5] = code as number
      return call({ ...level, tiles } as never)
    }),
  ]
}

/** The cases every function of a world and an entity id has. */
function worldAndId(
  fn: string,
  argument: string,
  call: (world: never, eid: never) => unknown,
): Case[] {
  return [
    ...arg(fn, 'world', NOT_WORLDS, (world) => call(world, player as never)),
    ...arg(fn, argument, NOT_IDS, (eid) => call(w() as never, eid)),
  ]
}

/** The cases of a function of a world alone. */
function worldOnly(fn: string, call: (world: never) => unknown): { cases: Case[] } {
  return { cases: arg(fn, 'world', NOT_WORLDS, call) }
}

/** A player that cannot play yet: no fighter, no sight. */
function unreadyPlayers(fn: string, call: (world: ecs.GameWorld, eid: number) => unknown): Case[] {
  return [
    outOfOrder(
      fn,
      'player',
      'a player not made a fighter',
      'makeFighter(world, 1, PLAYER_STATS)',
      () => {
        const { world, eid } = unready(false, true)
        return call(world, eid)
      },
    ),
    outOfOrder(fn, 'player', 'a player with no sight', 'setViewshed(world, 1, 8)', () => {
      const { world, eid } = unready(true, false)
      return call(world, eid)
    }),
    ...arg(fn, 'player', [[goblin, EntityError]], (eid) => call(w(), eid)),
  ]
}

const CARRIED = `${sword}, an entity with no Position`
const MONSTER_CODES = DEFAULT_KINDS.monsters.length - 1
const ITEM_CODES = DEFAULT_KINDS.items.length - 1
const events = createTurnEvents

/**
 * Every runtime export of `@delve/ecs`, with what it must refuse (or why it takes nothing, or
 * anything). The first test compares the keys with the module's exports.
 */
const TABLE: Record<string, Entry> = {
  ArgumentRangeError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribes(ArgumentRangeError, RangeError),
  },
  ArgumentTypeError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribes(ArgumentTypeError, TypeError),
  },
  EntityError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribes(EntityError, ArgumentRangeError),
  },
  SpawnError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribes(SpawnError, ArgumentRangeError),
  },
  SnapshotError: {
    acceptsAnything: 'an error names whatever part and problem it is told',
    check: () => {
      const error = new SnapshotError('entities[3].position', 'is not walkable')
      expect(error).toBeInstanceOf(TypeError)
      expect(error.message).toBe('restore: snapshot entities[3].position: is not walkable')
      expect(error).toMatchObject({ fn: 'restore', path: 'entities[3].position' })
      expect(new SnapshotError('entity 2', 'has no Position', 'snapshot').message).toBe(
        'snapshot: entity 2: has no Position',
      )
    },
  },
  KindError: {
    acceptsAnything: 'an error names whatever part and problem it is told',
    check: () => {
      const error = new KindError('items[2].use.range', 'must be an integer')
      expect(error).toBeInstanceOf(TypeError)
      expect(error.message).toBe('defineKinds: kinds items[2].use.range: must be an integer')
      expect(error.path).toBe('items[2].use.range')
    },
  },
  createTurnEvents: { takesNothing: 'a turn starts with empty lists' },
  isMonsterKind: {
    acceptsAnything: 'a type guard: whether any value is a code of MONSTER_KINDS',
    check: () => {
      expect(isMonsterKind(MonsterKind.Troll)).toBe(true)
      for (const junk of [4, -1, 1.5, Number.NaN, '1', null, undefined, {}]) {
        expect(isMonsterKind(junk)).toBe(false)
      }
    },
  },

  // The world and its entities.
  createGameWorld: {
    cases: [
      ...badLevels('createGameWorld', 'dungeon', (d) => createGameWorld(d)),
      ...arg('createGameWorld', 'options', NOT_OBJECTS, (o) => createGameWorld(F.map, o)),
      ...arg('createGameWorld', 'options', [[{ capcity: 9 }, EntityError]], (o) =>
        createGameWorld(F.map, o),
      ),
      ...arg(
        'createGameWorld',
        'options.capacity',
        // null counts as absent: the default capacity.
        badIntegers(2, MAX_CAPACITY, EntityError).filter(([v]) => v !== null),
        (capacity) => createGameWorld(F.map, { capacity }),
      ),
      ...arg(
        'createGameWorld',
        'options.seed',
        [
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
          [1.5, EntityError],
          [Number.NaN, EntityError],
          [2 ** 60, EntityError],
          ['', EntityError],
        ],
        (seed) => createGameWorld(F.map, { seed }),
      ),
      ...arg('createGameWorld', 'options.generated', NOT_BOOLEANS, (generated) =>
        createGameWorld(F.map, { generated }),
      ),
      ...arg(
        'createGameWorld',
        'options.kinds',
        [
          [5, ArgumentTypeError],
          [{ monsters: [], items: [] }, EntityError],
        ],
        (kinds) => createGameWorld(F.map, { kinds }),
      ),
      ...arg(
        'createGameWorld',
        'options.combat',
        [
          ['random', EntityError],
          [5, ArgumentTypeError],
        ],
        (combat) => createGameWorld(F.map, { combat }),
      ),
    ],
  },
  createComponents: {
    cases: arg('createComponents', 'capacity', badIntegers(0, MAX_CAPACITY), (c) =>
      createComponents(c),
    ),
  },
  setDungeon: {
    cases: [
      ...arg('setDungeon', 'world', NOT_WORLDS, (world) => setDungeon(world, F.map)),
      ...badLevels('setDungeon', 'dungeon', (d) => setDungeon(w(), d)),
      ...arg('setDungeon', 'dungeon', [[fromAscii('###'), EntityError]], (d) => setDungeon(w(), d)),
      ...arg('setDungeon', 'options', NOT_OBJECTS, (o) => setDungeon(w(), F.map, o)),
      ...arg('setDungeon', 'options.generated', NOT_BOOLEANS, (generated) =>
        setDungeon(w(), F.map, { generated }),
      ),
    ],
  },
  tileChecksum: { cases: badLevels('tileChecksum', 'level', (l) => tileChecksum(l)) },
  spawnEntity: {
    cases: [
      ...arg('spawnEntity', 'world', NOT_WORLDS, (world) => spawnEntity(world, { x: 2, y: 2 })),
      ...badPoints('spawnEntity', 'at', (at) => spawnEntity(w(), at), SpawnError),
      ...arg(
        'spawnEntity',
        'at',
        [
          [{ x: 99, y: 1 }, SpawnError],
          [{ x: -1, y: 1 }, SpawnError],
          [{ x: 0, y: 0 }, SpawnError],
          [{ x: 1, y: 1 }, SpawnError],
        ],
        (at) => spawnEntity(w(), at),
      ),
      ...arg('spawnEntity', 'options', NOT_OBJECTS, (o) => spawnEntity(w(), { x: 2, y: 2 }, o)),
      ...arg('spawnEntity', 'options.blocks', NOT_BOOLEANS, (blocks) =>
        spawnEntity(w(), { x: 2, y: 2 }, { blocks }),
      ),
      ...arg('spawnEntity', 'options.sprite', badIntegers(0, 0xffff, SpawnError), (sprite) =>
        spawnEntity(w(), { x: 2, y: 2 }, { sprite }),
      ),
      ...arg(
        'spawnEntity',
        'options.sight',
        badIntegers(0, MAX_SIGHT_RADIUS, SpawnError),
        (sight) => spawnEntity(w(), { x: 2, y: 2 }, { sight }),
      ),
      {
        what: 'a full world',
        call: () => spawnEntity(full(), { x: 2, y: 0 }),
        error: SpawnError,
        fn: 'spawnEntity',
        names: ['world', 'full (capacity 2)'],
      },
    ],
  },
  spawnPlayer: {
    cases: [
      ...arg('spawnPlayer', 'world', NOT_WORLDS, (world) => spawnPlayer(world)),
      ...arg(
        'spawnPlayer',
        'at',
        [
          [5, ArgumentTypeError],
          ['x', ArgumentTypeError],
        ],
        (at) => spawnPlayer(createGameWorld(F.map), at),
      ),
      ...arg('spawnPlayer', 'at.x', badIntegers(undefined, undefined, SpawnError), (x) =>
        spawnPlayer(createGameWorld(F.map), { x, y: 1 }),
      ),
      ...arg('spawnPlayer', 'options', NOT_OBJECTS, (o) =>
        spawnPlayer(createGameWorld(F.map), undefined, o),
      ),
      ...arg(
        'spawnPlayer',
        'options.sight',
        badIntegers(0, MAX_SIGHT_RADIUS, SpawnError),
        (sight) => spawnPlayer(createGameWorld(F.map), { x: 1, y: 1 }, { sight }),
      ),
      // A second player: the world has one already.
      {
        what: 'a second player',
        call: () => spawnPlayer(w(), { x: 4, y: 4 }),
        error: SpawnError,
        fn: 'spawnPlayer',
        names: ['world', `entity ${player}`],
      },
    ],
  },
  spawnBlocker: {
    cases: [
      ...arg('spawnBlocker', 'world', NOT_WORLDS, (world) =>
        spawnBlocker(world, { x: 2, y: 2 }, 0),
      ),
      ...badPoints('spawnBlocker', 'at', (at) => spawnBlocker(w(), at, 0), SpawnError),
      ...arg('spawnBlocker', 'kind', badIntegers(0, MONSTER_CODES, SpawnError), (kind) =>
        spawnBlocker(w(), { x: 2, y: 2 }, kind),
      ),
      ...arg('spawnBlocker', 'options', NOT_OBJECTS, (o) =>
        spawnBlocker(w(), { x: 2, y: 2 }, 0, o),
      ),
      ...arg('spawnBlocker', 'options.sprite', badIntegers(0, 0xffff, SpawnError), (sprite) =>
        spawnBlocker(w(), { x: 2, y: 2 }, 0, { sprite }),
      ),
    ],
  },
  spawnMonster: {
    cases: [
      ...arg('spawnMonster', 'world', NOT_WORLDS, (world) =>
        spawnMonster(world, { x: 2, y: 2 }, 0),
      ),
      ...badPoints('spawnMonster', 'at', (at) => spawnMonster(w(), at, 0), SpawnError),
      ...arg('spawnMonster', 'at', [[{ x: 1, y: 1 }, SpawnError]], (at) =>
        spawnMonster(w(), at, 0),
      ),
      ...arg('spawnMonster', 'kind', badIntegers(0, MONSTER_CODES, SpawnError), (kind) =>
        spawnMonster(w(), { x: 2, y: 2 }, kind),
      ),
      ...arg('spawnMonster', 'options.sprite', badIntegers(0, 0xffff, SpawnError), (sprite) =>
        spawnMonster(w(), { x: 2, y: 2 }, 0, { sprite }),
      ),
      {
        what: 'a full world',
        call: () => spawnMonster(full(), { x: 2, y: 0 }, 0),
        error: SpawnError,
        fn: 'spawnMonster',
        names: ['world', 'full (capacity 2)'],
      },
    ],
  },
  spawnItem: {
    cases: [
      ...arg('spawnItem', 'world', NOT_WORLDS, (world) => spawnItem(world, { x: 2, y: 2 }, 0)),
      ...badPoints('spawnItem', 'at', (at) => spawnItem(w(), at, 0), SpawnError),
      ...arg('spawnItem', 'at', [[{ x: 0, y: 0 }, SpawnError]], (at) => spawnItem(w(), at, 0)),
      ...arg('spawnItem', 'kind', badIntegers(0, ITEM_CODES, SpawnError), (kind) =>
        spawnItem(w(), { x: 2, y: 2 }, kind),
      ),
      {
        what: 'a full world',
        call: () => spawnItem(full(), { x: 2, y: 0 }, 0),
        error: SpawnError,
        fn: 'spawnItem',
        names: ['world', 'full (capacity 2)'],
      },
    ],
  },
  spawnCarried: {
    cases: [
      ...worldAndId('spawnCarried', 'holder', (world, eid) => spawnCarried(world, eid, 0)),
      ...arg('spawnCarried', 'kind', badIntegers(0, ITEM_CODES, SpawnError), (kind) =>
        spawnCarried(w(), player, kind),
      ),
      {
        what: 'a holder with no pack',
        call: () => spawnCarried(w(), goblin, 0),
        error: SpawnError,
        fn: 'spawnCarried',
        names: ['holder', 'no pack'],
      },
      {
        what: 'a holder whose pack is full',
        call: () => {
          const world = w()
          giveInventory(world, goblin, 1)
          spawnCarried(world, goblin, 0)
          return spawnCarried(world, goblin, 0)
        },
        error: SpawnError,
        fn: 'spawnCarried',
        names: ['holder', 'a full pack (1 of 1)'],
      },
    ],
  },
  despawn: { cases: worldAndId('despawn', 'eid', (world, eid) => despawn(world, eid)) },
  assertEntity: {
    cases: worldAndId('assertEntity', 'eid', (world, eid) => assertEntity(world, eid)),
  },
  setIntent: {
    cases: [
      ...worldAndId('setIntent', 'eid', (world, eid) => setIntent(world, eid, 1, 0)),
      ...arg('setIntent', 'dx', badIntegers(-1, 1, EntityError), (dx) =>
        setIntent(w(), player, dx, 0),
      ),
      ...arg('setIntent', 'dy', badIntegers(-1, 1, EntityError), (dy) =>
        setIntent(w(), player, 0, dy),
      ),
      ...arg('setIntent', 'eid', [[sword, EntityError]], (eid) => setIntent(w(), eid, 1, 0)),
    ],
  },
  setViewshed: {
    cases: [
      ...worldAndId('setViewshed', 'eid', (world, eid) => setViewshed(world, eid, 4)),
      ...arg('setViewshed', 'radius', badIntegers(0, MAX_SIGHT_RADIUS, EntityError), (r) =>
        setViewshed(w(), goblin, r),
      ),
    ],
  },
  getPosition: {
    cases: [
      ...worldAndId('getPosition', 'eid', (world, eid) => getPosition(world, eid)),
      {
        what: 'a carried item',
        call: () => getPosition(w(), sword),
        error: EntityError,
        fn: 'getPosition',
        names: ['eid', CARRIED],
      },
    ],
  },
  seesPlayer: {
    cases: [
      ...worldAndId('seesPlayer', 'eid', (world, eid) => seesPlayer(world, eid)),
      {
        what: 'a carried item',
        call: () => seesPlayer(w(), sword),
        error: EntityError,
        fn: 'seesPlayer',
        names: ['eid', CARRIED],
      },
    ],
  },
  blockerAt: {
    cases: [
      ...arg('blockerAt', 'world', NOT_WORLDS, (world) => blockerAt(world, 1, 1)),
      ...arg('blockerAt', 'x', badIntegers(), (x) => blockerAt(w(), x, 1)),
      ...arg('blockerAt', 'y', badIntegers(), (y) => blockerAt(w(), 1, y)),
    ],
  },
  nearestFreeTile: {
    cases: [
      ...arg('nearestFreeTile', 'world', NOT_WORLDS, (world) =>
        nearestFreeTile(world, { x: 1, y: 1 }),
      ),
      ...badPoints('nearestFreeTile', 'from', (from) => nearestFreeTile(w(), from)),
      ...arg('nearestFreeTile', 'from', [[{ x: 99, y: 1 }, EntityError]], (from) =>
        nearestFreeTile(w(), from),
      ),
    ],
  },
  entityCount: worldOnly('entityCount', (world) => entityCount(world)),
  playerViewer: worldOnly('playerViewer', (world) => playerViewer(world)),
  noise: {
    cases: (['seed', 'turn', 'eid', 'salt'] as const).flatMap((name, i) =>
      arg(
        'noise',
        name,
        [...badIntegers(), [2 ** 60, ArgumentRangeError], [-(2 ** 60), ArgumentRangeError]],
        (value) => {
          const words = [1, 2, 3, 4]
          words[i] = value
          return noise(...(words as [number, number, number, number]))
        },
      ),
    ),
  },
  seedNumber: {
    cases: arg(
      'seedNumber',
      'seed',
      [
        [null, ArgumentTypeError],
        [undefined, ArgumentTypeError],
        [{}, ArgumentTypeError],
        [[7], ArgumentTypeError],
        [true, ArgumentTypeError],
        [Number.NaN, ArgumentRangeError],
        [Number.POSITIVE_INFINITY, ArgumentRangeError],
        [1.5, ArgumentRangeError],
        [2 ** 60, ArgumentRangeError],
      ],
      (seed) => seedNumber(seed),
    ),
  },
  roll: {
    cases: [
      ...arg('roll', 'world', NOT_WORLDS, (world) => roll(world, 6)),
      ...arg('roll', 'n', badIntegers(1, 2 ** 32), (n) => roll(w(), n)),
    ],
  },

  // The systems.
  collisionSystem: worldOnly('collisionSystem', (world) => collisionSystem(world)),
  movementSystem: worldOnly('movementSystem', (world) => movementSystem(world)),
  visibilitySystem: worldOnly('visibilitySystem', (world) => visibilitySystem(world)),
  readEvents: worldOnly('readEvents', (world) => readEvents(world)),
  step: {
    cases: [
      ...arg('step', 'world', NOT_WORLDS, (world) => step(world)),
      ...arg('step', 'options', NOT_OBJECTS, (o) => step(w(), o)),
      ...arg('step', 'options.events', NOT_BOOLEANS, (e) => step(w(), { events: e })),
    ],
  },
  moveEntity: {
    cases: [
      ...worldAndId('moveEntity', 'eid', (world, eid) => moveEntity(world, eid, { x: 2, y: 2 })),
      {
        what: 'a carried item',
        call: () => moveEntity(w(), sword, { x: 2, y: 2 }),
        error: EntityError,
        fn: 'moveEntity',
        names: ['eid', CARRIED],
      },
      ...arg(
        'moveEntity',
        'to',
        [
          [null, EntityError],
          [5, EntityError],
          [{ x: 99, y: 1 }, EntityError],
          [{ x: 1.5, y: 1 }, EntityError],
          [{ x: '1', y: 1 }, EntityError],
        ],
        (to) => moveEntity(w(), player, to),
      ),
      ...arg(
        'moveEntity',
        'events',
        [
          [5, ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (e) => moveEntity(w(), player, { x: 2, y: 2 }, e),
      ),
      ...arg('moveEntity', 'events.moves', [[undefined, ArgumentTypeError]], () =>
        moveEntity(w(), player, { x: 2, y: 2 }, {} as never),
      ),
    ],
  },
  teleport: {
    cases: [
      ...worldAndId('teleport', 'eid', (world, eid) => teleport(world, eid)),
      {
        what: 'a carried item',
        call: () => teleport(w(), sword),
        error: EntityError,
        fn: 'teleport',
        names: ['eid', CARRIED],
      },
      ...arg('teleport', 'options', NOT_OBJECTS, (o) => teleport(w(), player, o)),
      ...arg(
        'teleport',
        'options.to',
        [
          [{ x: 99, y: 1 }, EntityError],
          [5, EntityError],
        ],
        (to) => teleport(w(), player, { to }),
      ),
      ...arg('teleport', 'options.rng.int', [[undefined, ArgumentTypeError]], () =>
        teleport(w(), player, { rng: {} as never }),
      ),
      ...arg('teleport', 'options.events', [[5, ArgumentTypeError]], (e) =>
        teleport(w(), player, { events: e }),
      ),
      ...arg('teleport', 'options.events.moves', [[undefined, ArgumentTypeError]], () =>
        teleport(w(), player, { events: {} as never }),
      ),
    ],
  },

  // Creatures.
  makeFighter: {
    cases: [
      ...worldAndId('makeFighter', 'eid', (world, eid) => makeFighter(world, eid, PLAYER_STATS)),
      ...arg('makeFighter', 'stats', NOT_OBJECTS, (s) => makeFighter(w(), statue, s)),
      ...arg('makeFighter', 'stats.hp', badIntegers(1, MAX_STAT, EntityError), (hp) =>
        makeFighter(w(), statue, { ...PLAYER_STATS, hp }),
      ),
      ...arg('makeFighter', 'stats.power', badIntegers(0, MAX_STAT, EntityError), (power) =>
        makeFighter(w(), statue, { ...PLAYER_STATS, power }),
      ),
      ...arg('makeFighter', 'stats.defence', badIntegers(0, MAX_STAT, EntityError), (defence) =>
        makeFighter(w(), statue, { ...PLAYER_STATS, defence }),
      ),
      // null counts as absent for the fields with a default, so it is no bad value there.
      ...arg(
        'makeFighter',
        'stats.accuracy',
        badIntegers(0, 100, EntityError).filter(([v]) => v !== null),
        (accuracy) => makeFighter(w(), statue, { ...PLAYER_STATS, accuracy }),
      ),
      ...arg(
        'makeFighter',
        'stats.spread',
        badIntegers(0, 255, EntityError).filter(([v]) => v !== null),
        (spread) => makeFighter(w(), statue, { ...PLAYER_STATS, spread }),
      ),
      ...arg('makeFighter', 'options', NOT_OBJECTS, (o) =>
        makeFighter(w(), statue, PLAYER_STATS, o),
      ),
      ...arg(
        'makeFighter',
        'options.regen',
        badIntegers(0, MAX_STAT, EntityError).filter(([v]) => v !== null),
        (regen) => makeFighter(w(), statue, PLAYER_STATS, { regen }),
      ),
    ],
  },
  makeMonster: {
    cases: [
      ...worldAndId('makeMonster', 'eid', (world, eid) => makeMonster(world, eid, 0)),
      ...arg('makeMonster', 'kind', badIntegers(0, MONSTER_CODES, EntityError), (kind) =>
        makeMonster(w(), statue, kind),
      ),
    ],
  },
  kindInfo: {
    cases: arg('kindInfo', 'kind', badIntegers(0, MONSTER_CODES), (k) => kindInfo(k)),
  },
  kindName: {
    cases: arg('kindName', 'kind', badIntegers(0, MONSTER_CODES), (k) => kindName(k)),
  },
  alertMonsters: {
    cases: [
      ...worldAndId('alertMonsters', 'player', (world, eid) => alertMonsters(world, eid)),
      ...arg('alertMonsters', 'radius', badNumbers(0), (r) => alertMonsters(w(), player, r)),
    ],
  },
  isAsleep: worldOnly('isAsleep', (world) => isAsleep(world, goblin)),
  setAsleep: {
    cases: [
      ...worldAndId('setAsleep', 'eid', (world, eid) => setAsleep(world, eid)),
      ...arg('setAsleep', 'eid', [[statue, EntityError]], (eid) => setAsleep(w(), eid)),
      ...arg(
        'setAsleep',
        'asleep',
        [
          [1, ArgumentTypeError],
          ['yes', ArgumentTypeError],
        ],
        (a) => setAsleep(w(), goblin, a),
      ),
    ],
  },
  makeNoise: {
    cases: [
      ...arg('makeNoise', 'world', NOT_WORLDS, (world) =>
        makeNoise(world, { x: 1, y: 1 }, 8, createTurnEvents()),
      ),
      ...badPoints('makeNoise', 'at', (at) => makeNoise(w(), at, 8, createTurnEvents())),
      ...arg('makeNoise', 'radius', badNumbers(0), (r) =>
        makeNoise(w(), { x: 1, y: 1 }, r, createTurnEvents()),
      ),
      ...badEvents('makeNoise', 'events', (events) => makeNoise(w(), { x: 1, y: 1 }, 8, events)),
    ],
  },
  populate: {
    cases: [
      ...arg('populate', 'world', NOT_WORLDS, (world) => populate(world, F.map, createRng(), 2)),
      outOfOrder(
        'populate',
        'dungeon',
        'a level the world was not given',
        'setDungeon(world, dungeon)',
        () => populate(w(), fromAscii(ROWS, '@g!r'), createRng(), 2),
        SpawnError,
      ),
      ...placing('populate', (world, rng, count, options) =>
        populate(world, world.dungeon, rng, count, options),
      ),
    ],
  },
  populateItems: {
    cases: [
      ...arg('populateItems', 'world', NOT_WORLDS, (world) => populateItems(world, createRng(), 2)),
      ...placing('populateItems', (world, rng, count, options) =>
        populateItems(world, rng, count, options),
      ),
    ],
  },

  // Items and gear.
  giveInventory: {
    cases: [
      ...worldAndId('giveInventory', 'eid', (world, eid) => giveInventory(world, eid)),
      ...arg('giveInventory', 'capacity', badIntegers(1, MAX_PACK, EntityError), (c) =>
        giveInventory(w(), goblin, c),
      ),
    ],
  },
  packCapacity: {
    cases: worldAndId('packCapacity', 'eid', (world, eid) => packCapacity(world, eid)),
  },
  inventoryOf: {
    cases: worldAndId('inventoryOf', 'holder', (world, eid) => inventoryOf(world, eid)),
  },
  itemsAt: {
    cases: [
      ...arg('itemsAt', 'world', NOT_WORLDS, (world) => itemsAt(world, 1, 1)),
      ...arg('itemsAt', 'x', badIntegers(), (x) => itemsAt(w(), x, 1)),
      ...arg('itemsAt', 'y', badIntegers(), (y) => itemsAt(w(), 1, y)),
    ],
  },
  floorItems: worldOnly('floorItems', (world) => floorItems(world)),
  floorItemsView: worldOnly('floorItemsView', (world) => floorItemsView(world)),
  isItem: worldOnly('isItem', (world) => isItem(world, potion)),
  aimItem: {
    cases: [
      ...worldAndId('aimItem', 'user', (world, eid) => aimItem(world, eid, ItemKind.HealingPotion)),
      {
        what: 'a carried user',
        call: () => aimItem(w(), sword, 0),
        error: EntityError,
        fn: 'aimItem',
        names: ['user', CARRIED],
      },
      ...arg('aimItem', 'kind', badIntegers(0, ITEM_CODES, EntityError), (kind) =>
        aimItem(w(), player, kind),
      ),
      ...arg(
        'aimItem',
        'target',
        [
          ...NOT_OBJECTS,
          [{ x: 99, y: 1 }, EntityError],
          [{ x: 1.5, y: 1 }, EntityError],
          [{ x: '1', y: 1 }, EntityError],
        ],
        (target) => aimItem(w(), player, ItemKind.ConfusionScroll, target),
      ),
    ],
  },
  creaturesWithin: {
    cases: [
      ...arg('creaturesWithin', 'world', NOT_WORLDS, (world) =>
        creaturesWithin(world, { x: 1, y: 1 }, 2),
      ),
      ...badPoints('creaturesWithin', 'at', (at) => creaturesWithin(w(), at, 2)),
      ...arg('creaturesWithin', 'radius', badNumbers(0), (r) =>
        creaturesWithin(w(), { x: 1, y: 1 }, r),
      ),
    ],
  },
  powerOf: { cases: worldAndId('powerOf', 'eid', (world, eid) => powerOf(world, eid)) },
  defenceOf: { cases: worldAndId('defenceOf', 'eid', (world, eid) => defenceOf(world, eid)) },
  wornIn: {
    cases: [
      ...worldAndId('wornIn', 'eid', (world, eid) => wornIn(world, eid, 'weapon')),
      ...arg('wornIn', 'slot', [...NOT_STRINGS, ['ring', ArgumentRangeError]], (slot) =>
        wornIn(w(), player, slot),
      ),
    ],
  },
  slotOf: {
    cases: [
      ...worldAndId('slotOf', 'eid', (world, eid) => slotOf(world, eid, sword)),
      ...arg('slotOf', 'item', badIntegers(0, 63), (item) => slotOf(w(), player, item)),
    ],
  },
  equipOf: {
    cases: [
      ...worldAndId('equipOf', 'item', (world, item) => equipOf(world, item)),
      ...arg('equipOf', 'item', [[player, EntityError]], (item) => equipOf(w(), item)),
    ],
  },
  equip: {
    cases: [
      ...worldAndId('equip', 'eid', (world, eid) => equip(world, eid, sword, events())),
      ...arg('equip', 'item', [...NOT_IDS, [player, EntityError]], (item) =>
        equip(w(), player, item, events()),
      ),
      ...badEvents('equip', 'events', (e) => equip(w(), player, sword, e)),
    ],
  },
  unequip: {
    cases: [
      ...worldAndId('unequip', 'eid', (world, eid) => unequip(world, eid, sword, events())),
      ...arg('unequip', 'item', [...NOT_IDS, [player, EntityError]], (item) =>
        unequip(w(), player, item, events()),
      ),
      ...badEvents('unequip', 'events', (e) => unequip(w(), player, sword, e)),
    ],
  },

  // Growth.
  experienceToNext: {
    cases: arg('experienceToNext', 'level', badIntegers(0, 0xffff), (l) => experienceToNext(l)),
  },
  giveExperience: {
    cases: worldAndId('giveExperience', 'eid', (world, eid) => giveExperience(world, eid)),
  },
  grantExperience: {
    cases: [
      ...worldAndId('grantExperience', 'eid', (world, eid) =>
        grantExperience(world, eid, 5, events()),
      ),
      ...arg('grantExperience', 'amount', badIntegers(0, 0xffffffff), (amount) =>
        grantExperience(w(), player, amount, events()),
      ),
      ...badEvents('grantExperience', 'events', (e) => grantExperience(w(), player, 5, e)),
    ],
  },
  chooseLevelUp: {
    cases: [
      ...worldAndId('chooseLevelUp', 'eid', (world, eid) =>
        chooseLevelUp(world, eid, 'hp', events()),
      ),
      ...badEvents('chooseLevelUp', 'events', (e) => chooseLevelUp(w(), player, 'hp', e)),
    ],
  },

  // Turns and combat.
  playTurn: {
    cases: [
      ...worldAndId('playTurn', 'player', (world, eid) => playTurn(world, eid, { kind: 'wait' })),
      ...unreadyPlayers('playTurn', (world, eid) => playTurn(world, eid, { kind: 'wait' })),
      outOfOrder('playTurn', 'player', 'a dead player', `entity ${player} is dead`, () => {
        const f = deadPlayer()
        return playTurn(f.world, f.player, { kind: 'wait' })
      }),
      ...arg(
        'playTurn',
        'action',
        [...NOT_OBJECTS].map(([v]) => [v, EntityError] as const),
        (a) => playTurn(w(), player, a),
      ),
      ...arg(
        'playTurn',
        'action.kind',
        [
          ['fly', EntityError],
          [undefined, EntityError],
          [5, EntityError],
        ],
        (kind) => playTurn(w(), player, { kind } as never),
      ),
      ...arg('playTurn', 'action.dx', badIntegers(-1, 1, EntityError), (dx) =>
        playTurn(w(), player, { kind: 'move', dx, dy: 0 }),
      ),
      ...arg('playTurn', 'action.dy', badIntegers(-1, 1, EntityError), (dy) =>
        playTurn(w(), player, { kind: 'move', dx: 0, dy }),
      ),
      {
        what: 'a move of (0, 0)',
        call: () => playTurn(w(), player, { kind: 'move', dx: 0, dy: 0 }),
        error: EntityError,
        fn: 'playTurn',
        names: ['action', 'not both 0'],
      },
      ...arg(
        'playTurn',
        'action.item',
        [
          ['1', ArgumentTypeError],
          [null, ArgumentTypeError],
          [undefined, ArgumentTypeError],
          [1.5, EntityError],
          [Number.NaN, EntityError],
        ],
        (item) => playTurn(w(), player, { kind: 'drop', item }),
      ),
      ...arg(
        'playTurn',
        'action.item',
        [
          ['1', ArgumentTypeError],
          [0.5, EntityError],
        ],
        (item) => playTurn(w(), player, { kind: 'pickup', item }),
      ),
      ...arg(
        'playTurn',
        'action.target',
        [...NOT_OBJECTS, [{ x: 99, y: 1 }, EntityError], [{ x: 1.5, y: 1 }, EntityError]],
        (target) => playTurn(w(), player, { kind: 'use', item: scroll, target }),
      ),
    ],
  },
  monstersAct: {
    cases: [
      ...worldAndId('monstersAct', 'player', (world, eid) => monstersAct(world, eid, events())),
      {
        what: 'a carried item',
        call: () => monstersAct(w(), sword, events()),
        error: EntityError,
        fn: 'monstersAct',
        names: ['player', CARRIED],
      },
      ...badEvents('monstersAct', 'events', (e) => monstersAct(w(), player, e)),
    ],
  },
  attack: {
    cases: [
      ...arg('attack', 'world', NOT_WORLDS, (world) => attack(world, player, goblin, events())),
      ...arg('attack', 'attacker', NOT_IDS, (a) => attack(w(), a, goblin, events())),
      ...arg('attack', 'target', NOT_IDS, (t) => attack(w(), player, t, events())),
      outOfOrder(
        'attack',
        'target',
        'a target that is no fighter',
        `makeFighter(world, ${statue}, stats)`,
        () => attack(w(), player, statue, events()),
      ),
      outOfOrder(
        'attack',
        'attacker',
        'an attacker that is no fighter',
        `makeFighter(world, ${statue}, stats)`,
        () => attack(w(), statue, goblin, events()),
      ),
      ...arg('attack', 'target', [[corpse, EntityError]], (t) => attack(w(), player, t, events())),
      ...badEvents('attack', 'events', (e) => attack(w(), player, goblin, e)),
      ...arg('attack', 'ranged', NOT_BOOLEANS, (r) => attack(w(), player, goblin, events(), r)),
    ],
  },
  die: {
    cases: [
      ...worldAndId('die', 'eid', (world, eid) => die(world, eid, events())),
      ...arg('die', 'eid', [[corpse, EntityError]], (eid) => die(w(), eid, events())),
      outOfOrder(
        'die',
        'events',
        'with no events',
        'createTurnEvents()',
        () => die(w(), goblin, undefined as never),
        ArgumentTypeError,
      ),
      ...badEvents('die', 'events', (e) => die(w(), goblin, e)),
      ...arg('die', 'killer', [...badIntegers(0, 63, EntityError), [gone, EntityError]], (killer) =>
        die(w(), goblin, events(), killer),
      ),
    ],
  },
  isAlive: worldOnly('isAlive', (world) => isAlive(world, player)),

  // Effects.
  harm: {
    cases: [
      ...arg('harm', 'world', NOT_WORLDS, (world) => harm(world, useOf(), goblin, 3, 'zap')),
      ...arg('harm', 'use', NOT_OBJECTS, (use) => harm(w(), use, goblin, 3, 'zap')),
      ...arg('harm', 'use.user', NOT_IDS, (user) =>
        harm(w(), { ...useOf(), user }, goblin, 3, 'zap'),
      ),
      ...arg('harm', 'use.kind', badIntegers(-1, ITEM_CODES), (kind) =>
        harm(w(), { ...useOf(), kind }, goblin, 3, 'zap'),
      ),
      ...badEvents('harm', 'use.events', (e) =>
        harm(w(), { ...useOf(), events: e }, goblin, 3, 'zap'),
      ),
      ...arg('harm', 'target', [...NOT_IDS, [statue, EntityError], [corpse, EntityError]], (t) =>
        harm(w(), useOf(), t, 3, 'zap'),
      ),
      ...arg('harm', 'amount', badIntegers(0, MAX_STAT), (a) =>
        harm(w(), useOf(), goblin, a, 'zap'),
      ),
      ...arg('harm', 'effect', [...NOT_STRINGS, ['', ArgumentRangeError]], (e) =>
        harm(w(), useOf(), goblin, 3, e),
      ),
    ],
  },
  checkAmount: {
    cases: [
      ...arg('checkAmount', 'name', NOT_STRINGS, (name) => checkAmount(name, 3, 10)),
      ...arg('checkAmount', 'most', badIntegers(1), (most) => checkAmount('blink turns', 3, most)),
      ...arg('blink', 'turns', badIntegers(1, 10), (value) =>
        checkAmount('blink turns', value, 10),
      ),
    ],
  },
  heal: { cases: arg('heal', 'amount', badIntegers(1, MAX_STAT), (a) => heal(a)) },
  lightning: { cases: arg('lightning', 'damage', badIntegers(1, MAX_STAT), (d) => lightning(d)) },
  fireball: { cases: arg('fireball', 'damage', badIntegers(1, MAX_STAT), (d) => fireball(d)) },
  confusion: { cases: arg('confusion', 'turns', badIntegers(1, 0xffff), (t) => confusion(t)) },
  vigour: { cases: arg('vigour', 'amount', badIntegers(1, MAX_STAT), (a) => vigour(a)) },
  poison: { cases: arg('poison', 'damage', badIntegers(1, MAX_STAT), (d) => poison(d)) },
  insight: { cases: arg('insight', 'amount', badIntegers(1, 0xffffffff), (a) => insight(a)) },
  train: {
    cases: [
      ...arg(
        'train',
        'stat',
        [...NOT_STRINGS, ['hp', ArgumentRangeError], ['', ArgumentRangeError]],
        (s) => train(s, 1),
      ),
      ...arg(
        'train',
        'amount',
        [
          ...badIntegers(-MAX_STAT, MAX_STAT).filter(([value]) => value !== 0),
          [0, ArgumentRangeError],
        ],
        (a) => train('power', a),
      ),
    ],
  },
  summoning: {
    cases: [
      ...arg('summoning', 'count', badIntegers(1, MAX_SUMMONED), (c) => summoning(c, ['orc'])),
      ...arg(
        'summoning',
        'kinds',
        [
          [null, ArgumentTypeError],
          ['orc', ArgumentTypeError],
          [[], ArgumentRangeError],
        ],
        (k) => summoning(2, k),
      ),
      ...arg(
        'summoning',
        'kinds[0]',
        [
          [5, ArgumentTypeError],
          ['', ArgumentTypeError],
        ],
        (k) => summoning(2, [k]),
      ),
    ],
  },
  amnesia: { takesNothing: 'a factory of an effect with nothing to choose' },
  identify: { takesNothing: 'a factory of an effect with nothing to choose' },
  hurl: { takesNothing: 'a factory of an effect with nothing to choose' },
  slowing: { cases: arg('slowing', 'turns', badIntegers(1, 0xffff), (t) => slowing(t)) },
  digging: { cases: arg('digging', 'most', badIntegers(1, 0xffff), (m) => digging(m)) },
  chargesOf: {
    cases: [
      ...arg('chargesOf', 'world', NOT_WORLDS, (world) => chargesOf(world, potion)),
      ...arg('chargesOf', 'item', [...NOT_IDS, [player, EntityError]], (item) =>
        chargesOf(w(), item),
      ),
    ],
  },
  setCharges: {
    cases: [
      ...arg('setCharges', 'world', NOT_WORLDS, (world) => setCharges(world, potion, 1)),
      ...arg('setCharges', 'item', [...NOT_IDS, [goblin, EntityError]], (item) =>
        setCharges(w(), item, 1),
      ),
      ...arg('setCharges', 'charges', badIntegers(0, MAX_CHARGES, EntityError), (c) =>
        setCharges(w(), potion, c),
      ),
    ],
  },
  teleportation: { takesNothing: 'a factory of an effect with nothing to choose' },
  aggravation: { takesNothing: 'a factory of an effect with nothing to choose' },
  magicMapping: { takesNothing: 'a factory of an effect with nothing to choose' },
  say: {
    cases: [
      ...arg('say', 'events', NOT_OBJECTS, (e) => say(e, 'Hi.')),
      ...arg('say', 'events.says', [[undefined, ArgumentTypeError]], () => say({} as never, 'Hi.')),
      ...arg(
        'say',
        'text',
        [
          ['', EntityError],
          ['x'.repeat(201), EntityError],
          [5, EntityError],
          [null, EntityError],
        ],
        (text) => say(events(), text),
      ),
      ...arg(
        'say',
        'eid',
        [['1', ArgumentTypeError], ...badIntegers(1, 0x7fffffff, EntityError).slice(4)],
        (eid) => say(events(), 'Hi.', eid),
      ),
    ],
  },

  // Kinds.
  defineBehaviour: {
    cases: [
      ...arg('defineBehaviour', 'name', [...NOT_STRINGS, ['', ArgumentRangeError]], (n) =>
        defineBehaviour(n, { act: () => {} }),
      ),
      ...arg('defineBehaviour', 'options', NOT_OBJECTS, (o) => defineBehaviour('x', o)),
      ...arg('defineBehaviour', 'options.act', [[5, ArgumentTypeError]], (act) =>
        defineBehaviour('x', { act }),
      ),
      ...arg('defineBehaviour', 'options.onHit', [['hit', ArgumentTypeError]], (onHit) =>
        defineBehaviour('x', { act: () => {}, onHit }),
      ),
      ...arg('defineBehaviour', 'options.checkKind', [[{}, ArgumentTypeError]], (checkKind) =>
        defineBehaviour('x', { act: () => {}, checkKind }),
      ),
    ],
  },
  defineRule: {
    cases: [
      ...arg('defineRule', 'name', [...NOT_STRINGS, ['x'.repeat(41), ArgumentRangeError]], (n) =>
        defineRule(n, { everyTurn: () => {} }),
      ),
      ...arg('defineRule', 'options', NOT_OBJECTS, (o) => defineRule('x', o)),
      ...arg('defineRule', 'options.everyTurn', [[null, ArgumentTypeError]], (everyTurn) =>
        defineRule('x', { everyTurn }),
      ),
    ],
  },
  defineKinds: {
    cases: (
      [
        ['definition', null],
        ['definition', 5],
        ['monsters', { monsters: 5, items: [] }],
        ['items', { monsters: [], items: null }],
        ['monsters[0]', { monsters: [null], items: [] }],
        ['monsters[0].hp', { monsters: [{ ...DEFAULT_KINDS.monsters[0], hp: -1 }], items: [] }],
        [
          'items[0].use.effect',
          {
            monsters: [],
            items: [{ ...DEFAULT_KINDS.items[0], use: { targets: 'self', effect: 5 } }],
          },
        ],
      ] as const
    ).map(([path, definition]) => ({
      what: `${path} of ${JSON.stringify(definition)?.slice(0, 30)}`,
      call: () => defineKinds(definition as never),
      error: KindError,
      fn: 'defineKinds',
      names: [path],
    })),
  },
  kindCode: {
    cases: [
      ...arg('kindCode', 'list', [...NOT_OBJECTS.slice(0, 3), [{}, ArgumentTypeError]], (list) =>
        kindCode(list, 'orc'),
      ),
      ...arg(
        'kindCode',
        'list[1]',
        [
          [null, ArgumentTypeError],
          [5, ArgumentTypeError],
        ],
        (row) => kindCode([DEFAULT_KINDS.monsters[0], row] as never, 'orc'),
      ),
      ...arg('kindCode', 'name', NOT_STRINGS, (name) => kindCode(DEFAULT_KINDS.monsters, name)),
    ],
  },

  // Walks.
  exploreStep: {
    cases: [
      ...worldAndId('exploreStep', 'player', (world, eid) => exploreStep(world, eid)),
      ...unreadyPlayers('exploreStep', (world, eid) => exploreStep(world, eid)),
      ...walkOptions('exploreStep', (options) => exploreStep(w(), player, options)),
    ],
  },
  travelStep: {
    cases: [
      ...worldAndId('travelStep', 'player', (world, eid) => travelStep(world, eid, { x: 2, y: 1 })),
      ...unreadyPlayers('travelStep', (world, eid) => travelStep(world, eid, { x: 2, y: 1 })),
      ...arg(
        'travelStep',
        'goal',
        [...NOT_OBJECTS, [{ x: 99, y: 1 }, EntityError], [{ x: 1.5, y: 1 }, EntityError]],
        (goal) => travelStep(w(), player, goal),
      ),
      ...walkOptions('travelStep', (options) => travelStep(w(), player, { x: 2, y: 1 }, options)),
    ],
  },
  runStep: {
    cases: [
      ...worldAndId('runStep', 'player', (world, eid) => runStep(world, eid, 1, 0)),
      ...unreadyPlayers('runStep', (world, eid) => runStep(world, eid, 1, 0)),
      ...arg('runStep', 'dx', badIntegers(-1, 1, EntityError), (dx) => runStep(w(), player, dx, 0)),
      ...arg('runStep', 'dy', badIntegers(-1, 1, EntityError), (dy) => runStep(w(), player, 0, dy)),
      ...arg('runStep', 'dy', [[0, EntityError]], (dy) => runStep(w(), player, 0, dy)),
    ],
  },

  // Saving.
  snapshot: worldOnly('snapshot', (world) => snapshot(world)),
  restore: {
    cases: [
      ...arg('restore', 'options', NOT_OBJECTS, (o) => restore(savedOf(), o)),
      ...arg('restore', 'options.capacity', badIntegers(2, MAX_CAPACITY, EntityError), (capacity) =>
        restore(savedOf(), { capacity }),
      ),
      ...arg(
        'restore',
        'options.kinds',
        [
          [5, ArgumentTypeError],
          [{ monsters: [], items: [] }, EntityError],
        ],
        (kinds) => restore(savedOf(), { kinds }),
      ),
      ...(
        [
          ['snapshot', () => null],
          ['snapshot', () => 5],
          ['version', (s: Saved) => ({ ...s, version: SNAPSHOT_VERSION + 1 })],
          ['version', (s: Saved) => ({ ...s, version: '2' })],
          ['capacity', (s: Saved) => ({ ...s, capacity: -1 })],
          ['entities', (s: Saved) => ({ ...s, entities: null })],
          [
            'entities[0].position.x',
            (s: Saved) => withEntity(s, { position: { x: 2 ** 40, y: 1 } }),
          ],
          [
            'entities[0].intent.dx',
            (s: Saved) => withEntity(s, { intent: { dx: Number.NaN, dy: 0 } }),
          ],
        ] as const
      ).map(([path, edit]) => ({
        what: `an edited ${path}`,
        call: () => restore(edit(savedOf())),
        error: SnapshotError,
        fn: 'restore',
        names: [path === 'snapshot' ? 'restore: snapshot: ' : `snapshot ${path}: `],
      })),
    ],
  },

  // What a client draws and says.
  drawList: {
    cases: [
      ...arg('drawList', 'world', NOT_WORLDS, (world) => drawList(world)),
      ...arg(
        'drawList',
        'out',
        [
          [5, ArgumentTypeError],
          ['x', ArgumentTypeError],
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (out) => drawList(w(), out),
      ),
    ],
  },
  turnMessages: {
    cases: [
      ...arg('turnMessages', 'world', NOT_WORLDS, (world) => turnMessages(world, events())),
      ...arg('turnMessages', 'events', NOT_OBJECTS, (e) => turnMessages(w(), e)),
      ...arg('turnMessages', 'events.bumps', [[undefined, ArgumentTypeError]], () =>
        turnMessages(w(), {} as never),
      ),
      ...arg('turnMessages', 'events.taken', NOT_BOOLEANS, (taken) =>
        turnMessages(w(), { ...events(), taken }),
      ),
      ...arg(
        'turnMessages',
        'events.refused',
        [
          [5, ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (refused) => turnMessages(w(), { ...events(), refused }),
      ),
      ...arg('turnMessages', 'events.says', [[5, ArgumentTypeError]], (says) =>
        turnMessages(w(), { ...events(), says }),
      ),
      ...arg('turnMessages', 'player', badIntegers(0, 63), (p) => turnMessages(w(), events(), p)),
      ...arg(
        'turnMessages',
        'itemName',
        [
          [null, ArgumentTypeError],
          [5, ArgumentTypeError],
          ['name', ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (n) => turnMessages(w(), events(), undefined, n),
      ),
    ],
  },
  defineMessages: {
    cases: [
      ...arg('defineMessages', 'words', NOT_OBJECTS, (words) => defineMessages(words)),
      ...arg(
        'defineMessages',
        'base',
        [
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
          [5, ArgumentTypeError],
        ],
        (base) => defineMessages({}, base),
      ),
      ...arg('defineMessages', 'words["nope"]', [['nope', ArgumentRangeError]], (key) =>
        defineMessages({ [key as string]: 'x' }),
      ),
      ...arg(
        'defineMessages',
        'words["wake"]',
        [
          ['', ArgumentTypeError],
          [5, ArgumentTypeError],
        ],
        (line) => defineMessages({ wake: line }),
      ),
    ],
  },
  isCatalogue: {
    acceptsAnything: 'a question: anything is or is not a catalogue',
    check: () => {
      expect(isCatalogue(ENGINE_MESSAGES)).toBe(true)
      expect(isCatalogue({ wake: 'x' })).toBe(false)
      expect(isCatalogue(null)).toBe(false)
    },
  },
  message: {
    cases: [
      ...arg('message', 'messages', [[5, ArgumentTypeError]], (m) => message(m, 'wake')),
      ...arg('message', 'key', NOT_STRINGS, (key) => message(undefined, key)),
      ...arg('message', 'params', [[5, ArgumentTypeError]], (p) => message(undefined, 'wake', p)),
    ],
  },
  refusal: {
    cases: [
      ...arg('refusal', 'code', NOT_STRINGS, (code) => refusal(undefined, code)),
      ...arg('refusal', 'key', [[5, ArgumentTypeError]], (key) => refusal(undefined, 'x', key)),
    ],
  },

  bumpMessage: {
    cases: arg(
      'bumpMessage',
      'reason',
      [...NOT_STRINGS, ['lava', ArgumentRangeError], ['toString', ArgumentRangeError]],
      (r) => bumpMessage(r),
    ),
  },

  ...constants(
    'a limit, a default, a cost or a version',
    'ACTION_COST DEFAULT_ACCURACY DEFAULT_CAPACITY DEFAULT_SPREAD FREED MAX_CAPACITY MAX_CHARGES MAX_ITEM_KINDS MAX_ITEM_RANGE MAX_MESSAGE_LENGTH MAX_MONSTER_KINDS MAX_PACK MAX_SAY_LENGTH MAX_SIGHT_RADIUS MAX_STAT MAX_SUMMONED NOISE_RADIUS PLAYER_PACK SNAPSHOT_VERSION THIEF_PACK WAKE_CHANCE WAKE_RADIUS WANDER_TURNS XP_BASE XP_FACTOR',
  ),
  ...constants(
    'a table: the kinds, their codes by name, the stats, the states, the reasons',
    'BEHAVIOURS BUMP_REASONS DEFAULT_KINDS ENGINE_MESSAGES ITEM_KINDS ItemKind LEVEL_UP_GAINS MIND_STATES MONSTER_KINDS MindState MonsterKind PLAYER_STATS',
  ),
}

function constants(reason: string, names: string): Record<string, Entry> {
  return Object.fromEntries(names.split(' ').map((name) => [name, { constant: reason }]))
}

/** A generator as `createRng` makes one, with only what placing needs. */
function createRng() {
  let n = 0
  return { int: (min: number, max: number) => min + (n++ % (max - min + 1)) } as never
}

/** The cases of `populate` and `populateItems` after the world and the level. */
function placing(
  fn: string,
  call: (world: ecs.GameWorld, rng: never, count: never, options?: never) => unknown,
): Case[] {
  return [
    ...arg(
      fn,
      'rng',
      [
        [null, ArgumentTypeError],
        [{}, ArgumentTypeError],
        [5, ArgumentTypeError],
      ],
      (rng) => call(w(), rng, 2 as never),
    ),
    ...arg(fn, 'count', badIntegers(0, 4096 * 4096, SpawnError), (count) =>
      call(w(), createRng(), count),
    ),
    ...arg(fn, 'options', NOT_OBJECTS, (o) => call(w(), createRng(), 2 as never, o)),
    ...arg(
      fn,
      'options.kinds',
      [
        [5, ArgumentTypeError],
        [[], SpawnError],
      ],
      (kinds) => call(w(), createRng(), 2 as never, { kinds } as never),
    ),
    ...arg(
      fn,
      'options.kinds[1]',
      [
        [99, SpawnError],
        ['0', ArgumentTypeError],
        [-1, SpawnError],
      ],
      (kind) => call(w(), createRng(), 2 as never, { kinds: [0, kind] } as never),
    ),
    ...arg(fn, 'options.exclude', [[5, ArgumentTypeError]], (exclude) =>
      call(w(), createRng(), 2 as never, { exclude } as never),
    ),
    ...arg(fn, 'options.exclude[0]', [[null, ArgumentTypeError]], (p) =>
      call(w(), createRng(), 2 as never, { exclude: [p] } as never),
    ),
    ...arg(fn, 'options.minDistance', badIntegers(0, 4096, SpawnError), (minDistance) =>
      call(w(), createRng(), 2 as never, { minDistance } as never),
    ),
  ]
}

/** The cases of a walk's options. */
function walkOptions(fn: string, call: (options: never) => unknown): Case[] {
  return [
    ...arg(fn, 'options', NOT_OBJECTS, call),
    ...arg(fn, 'options.hurtBelow', [...badNumbers(0), [1.5, ArgumentRangeError]], (hurtBelow) =>
      call({ hurtBelow } as never),
    ),
    ...arg(fn, 'options.knownItems.has', [[undefined, ArgumentTypeError]], () =>
      call({ knownItems: {} } as never),
    ),
  ]
}

/** An effect's use of the player's scroll, as `playTurn` hands one to an effect. */
function useOf(): ecs.ItemUseContext {
  return {
    user: player,
    item: scroll,
    kind: ItemKind.ConfusionScroll,
    affected: [goblin],
    events: events(),
  }
}

type Saved = ecs.WorldSnapshot

/** The fixture world saved, through JSON as a file would be. */
function savedOf(): Saved {
  return JSON.parse(JSON.stringify(snapshot(w())))
}

function withEntity(s: Saved, change: object): unknown {
  return { ...s, entities: [{ ...s.entities[0], ...change }, ...s.entities.slice(1)] }
}

/** An error class describes any value it is handed, and names what it is told. */
function errorDescribes(
  Kind: new (fn: string, argument: string, value: unknown, allowed: string) => Error,
  base: abstract new (...args: never[]) => Error,
): void {
  for (const value of [
    Symbol('s'),
    10n,
    () => 1,
    new Uint8Array(3),
    null,
    Number.NaN,
    'x'.repeat(99),
    { x: 1, y: 2 },
    fresh().world,
  ]) {
    const error = new Kind('someFunction', 'someArgument', value, 'what it takes')
    expect(error).toBeInstanceOf(base)
    expect(error.message).toMatch(/^someFunction: someArgument is .+; allowed: what it takes\.$/)
    expect(error.message.length).toBeLessThan(120)
    expect(error).toMatchObject({ fn: 'someFunction', argument: 'someArgument', value })
  }
}

const checked = Object.entries(TABLE).filter(([, entry]) => 'cases' in entry)

describe('@delve/ecs refuses what it cannot take, and says what it was given', () => {
  it('has an entry in the table for every export, and none for anything else', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(ecs).sort())
  })

  it('checks the arguments of every function that takes any', () => {
    const functions = Object.entries(ecs).filter(([, value]) => typeof value === 'function')
    const unchecked = functions.filter(([name]) => {
      const entry = TABLE[name] as Entry
      return !('cases' in entry) && !('takesNothing' in entry) && !('acceptsAnything' in entry)
    })
    expect(unchecked).toEqual([])
    const count = (key: string) => Object.values(TABLE).filter((entry) => key in entry).length
    const cases = checked.reduce(
      (n, [, entry]) => n + ('cases' in entry ? entry.cases.length : 0),
      0,
    )
    console.info(
      `@delve/ecs: ${Object.keys(TABLE).length} exports: ${count('cases')} checked against ${cases} misuses, ${count('constant')} constants, ${count('takesNothing')} taking nothing, ${count('acceptsAnything')} taking anything`,
    )
  })

  it.each(noInputEntries(TABLE))('%s takes no input', (name, entry) => {
    const value = (ecs as Record<string, unknown>)[name]
    if ('constant' in entry) expect(typeof value).not.toBe('function')
    else expect((value as () => unknown).length).toBe(0)
  })

  it.each(byDesignEntries(TABLE))('%s takes anything by design', (_, entry) => {
    entry.check()
  })

  it.each(refusalCases(checked))('%s refuses %s', (_, __, c) => {
    const thrown = thrownBy(c.call)
    expect(thrown).toBeInstanceOf(c.error)
    const message = (thrown as Error).message
    expect(message.startsWith(`${c.fn}: `), message).toBe(true)
    for (const name of c.names) expect(message, message).toContain(name)
    if (thrown instanceof SnapshotError || thrown instanceof KindError) return
    expect(message).toContain('; allowed: ')
    expect(thrown).toMatchObject({ fn: c.fn, argument: c.names[0] })
  })
})

describe('what takes any id answers for any id, and the rules check nothing twice', () => {
  it('isAlive and isItem are false for whatever is not a living fighter or an item', () => {
    const f = fresh()
    expect(isAlive(f.world, f.player)).toBe(true)
    expect(isItem(f.world, f.potion)).toBe(true)
    for (const junk of [0, -1, 1.5, Number.NaN, '1', null, 64, 2 ** 40, f.gone, f.corpse]) {
      expect(isAlive(f.world, junk as number)).toBe(false)
    }
    for (const junk of [0, 1.5, '1', null, 64, f.gone, f.player]) {
      expect(isItem(f.world, junk as number)).toBe(false)
    }
  })

  it('a stat that is none is refused, never looked up on the table’s prototype', () => {
    const f = fresh()
    grantExperience(f.world, f.player, 400, createTurnEvents())
    const before = f.world.components.Health.max[f.player]
    for (const stat of ['toString', 'constructor', 'valueOf', '', 5, null]) {
      const refused = chooseLevelUp(f.world, f.player, stat as never, createTurnEvents())
      expect(refused?.code).toBe('unknown-stat')
    }
    expect(f.world.components.Health.max[f.player]).toBe(before)
    expect(chooseLevelUp(f.world, f.player, 'hp', createTurnEvents())).toBeUndefined()
  })

  it('a refused call changes nothing: a death with no events leaves the creature alive', () => {
    const f = fresh()
    const before = snapshot(f.world)
    expect(() => die(f.world, f.goblin, undefined as never)).toThrow(/createTurnEvents\(\)/)
    expect(() => equip(f.world, f.player, f.sword, {} as never)).toThrow(ArgumentTypeError)
    expect(() => moveEntity(f.world, f.player, { x: 2, y: 1 }, {} as never)).toThrow(/events.moves/)
    expect(snapshot(f.world)).toEqual(before)
  })
})
