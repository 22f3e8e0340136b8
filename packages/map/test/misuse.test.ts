import { describe, expect, it } from 'vitest'
import * as map from '../src/index.js'
import {
  ArgumentRangeError,
  ArgumentTypeError,
  CircularRoom,
  createRng,
  createTileMap,
  createVision,
  DungeonOptionsError,
  dijkstraMap,
  fromAscii,
  labelRegions,
  MAX_MAP_SIZE,
  parseVaults,
  RectangularRoom,
  resolveDungeonOptions,
  VaultError,
} from '../src/index.js'
import {
  argumentCases as arg,
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

const ROWS = `
#######
#.....#
#.###.#
#.....#
#######`

/** A 7×5 map, made afresh for each call so a refused call cannot change the next. */
const m = () => fromAscii(ROWS)
const rng = () => createRng('misuse')
const P = { x: 1, y: 1 }

/** What is not a tile map: nothing, numbers, text, a map without tiles, tiles of the wrong size. */
const NOT_MAPS: readonly Bad[] = [
  [null, ArgumentTypeError],
  [5, ArgumentTypeError],
  ['map', ArgumentTypeError],
  [[], ArgumentTypeError],
  [{ width: 7, height: 5 }, ArgumentTypeError],
  [{ width: -1, height: 5, tiles: new Uint8Array(0) }, ArgumentRangeError],
  [{ width: 7, height: 5, tiles: new Uint8Array(3) }, ArgumentRangeError],
  [{ width: 7, height: 5, tiles: [0, 1] }, ArgumentTypeError],
]

/** Points that are not: wrong types, coordinates that are not integers. */
const NOT_POINTS: readonly Bad[] = [
  ...NOT_OBJECTS,
  [{ x: 0.5, y: 1 }, ArgumentRangeError],
  [{ x: Number.NaN, y: 1 }, ArgumentRangeError],
  [{ x: '1', y: 1 }, ArgumentTypeError],
]

/** Tiles that are not tiles of the 7×5 map: points that are not, and points off it. */
const OFF_MAP: readonly Bad[] = [
  ...NOT_POINTS,
  [{ x: 7, y: 1 }, ArgumentRangeError],
  [{ x: -1, y: 1 }, ArgumentRangeError],
  [{ x: 1, y: 99 }, ArgumentRangeError],
]

/** What is not a generator made by `createRng`. */
const NOT_RNGS: readonly Bad[] = [
  [null, ArgumentTypeError],
  [5, ArgumentTypeError],
  [{}, ArgumentTypeError],
  [{ next: () => 1 }, ArgumentTypeError],
]

/** What is not a list of rooms. */
const NOT_ROOMS: readonly Bad[] = [
  [null, ArgumentTypeError],
  [{}, ArgumentTypeError],
  [[{ x1: 1, y1: 1, x2: 3, y2: 3 }], ArgumentTypeError],
  [[null], ArgumentTypeError],
]

/** The cases of a function whose first argument is a map. */
function onMap(fn: string, call: (map: never) => unknown, argument = 'map'): Case[] {
  return arg(fn, argument, NOT_MAPS, call)
}

/** The cases of a function of a map and a tile of it. */
function mapAndTile(
  fn: string,
  argument: string,
  call: (map: never, p: never) => unknown,
  points = OFF_MAP,
): Case[] {
  return [
    ...onMap(fn, (x) => call(x, P as never)),
    ...arg(fn, argument, points, (p) => call(m() as never, p)),
  ]
}

/** A carver's cases: the map, its options (resolved again), the generator, and a map of the wrong size. */
function carver(fn: string, call: (map: never, options: never, rng: never) => unknown): Case[] {
  const options = resolveDungeonOptions({ width: 40, height: 30 })
  const fits = () => createTileMap(40, 30) as never
  return [
    ...onMap(fn, (x) => call(x, options as never, rng() as never)),
    ...arg(fn, 'options', NOT_OBJECTS, (o) => call(fits(), o, rng() as never)),
    ...arg(fn, 'width', [[-3, DungeonOptionsError]], (width) =>
      call(fits(), { ...options, width } as never, rng() as never),
    ),
    ...arg(fn, 'map', [[createTileMap(20, 20), ArgumentRangeError]], (x) =>
      call(x, options as never, rng() as never),
    ),
    ...arg(fn, 'rng', NOT_RNGS, (r) => call(fits(), options as never, r)),
  ]
}

/** A vault to orient. */
const VAULT = () => parseVaults('NAME: hut\nMAP\n#@#\n#.#\n###\nENDMAP\n')[0] as map.Vault

/** The maze grid over the 7×5 map's inside. */
const grid = () => map.createMazeGrid(m(), { x1: 1, y1: 1, x2: 5, y2: 3 })

const NOT_GRIDS: readonly Bad[] = [
  [null, ArgumentTypeError],
  [{}, ArgumentTypeError],
  [
    { columns: 2, rows: 2, stride: 9, width: 7, origin: 8, regions: new Int32Array(16) },
    ArgumentRangeError,
  ],
]

/**
 * Every runtime export of `@delve/map`, with what it must refuse (or why it takes nothing, or
 * anything). The first test compares the keys with the module's exports.
 */
const TABLE: Record<string, Entry> = {
  // The foundation: the errors and the checks every package throws and makes.
  ArgumentTypeError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribes(ArgumentTypeError, TypeError),
  },
  ArgumentRangeError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribes(ArgumentRangeError, RangeError),
  },
  describeValue: {
    acceptsAnything: 'it shows any value in a message',
    check: () => {
      for (const value of [Symbol('s'), 10n, () => 1, null, undefined, Number.NaN, {}, []]) {
        expect(typeof map.describeValue(value)).toBe('string')
      }
      expect(map.describeValue('x'.repeat(99)).length).toBeLessThan(46)
    },
  },
  isRecord: {
    acceptsAnything: 'a type guard: whether any value is a plain object',
    check: () => {
      expect(map.isRecord({})).toBe(true)
      for (const junk of [null, [], 5, 'x', undefined]) expect(map.isRecord(junk)).toBe(false)
    },
  },
  isIntegerIn: {
    acceptsAnything: 'a type guard: whether any value is an integer in the range',
    check: () => {
      expect(map.isIntegerIn(3, 1, 5)).toBe(true)
      for (const junk of ['3', 0, 6, 1.5, Number.NaN, null]) {
        expect(map.isIntegerIn(junk, 1, 5)).toBe(false)
      }
    },
  },
  integerWords: {
    acceptsAnything: 'words for any bounds, for a message',
    check: () => {
      expect(map.integerWords(1, 5)).toBe('an integer from 1 to 5')
      expect(map.integerWords(0, Number.POSITIVE_INFINITY)).toBe('an integer of 0 or more')
    },
  },
  ...guards(),

  // Errors of the package's own.
  DungeonOptionsError: {
    acceptsAnything: 'an error names whatever option, value and range it is told',
    check: () => {
      const error = new DungeonOptionsError('width', -1, 'an integer from 4 to 4096')
      expect(error).toBeInstanceOf(RangeError)
      expect(error.message).toBe('Invalid width: -1. Allowed: an integer from 4 to 4096.')
    },
  },
  VaultError: {
    acceptsAnything: 'an error names whatever place and text it is told',
    check: () => {
      const error = new VaultError('a.vault', 3, 2, 'Q', 'a glyph')
      expect(error).toBeInstanceOf(SyntaxError)
      expect(error.message).toBe('a.vault:3:2: found "Q", expected a glyph')
    },
  },

  // The grid.
  createTileMap: {
    cases: [
      ...arg('createTileMap', 'width', badIntegers(0, MAX_MAP_SIZE), (w) => createTileMap(w, 5)),
      ...arg('createTileMap', 'height', badIntegers(0, MAX_MAP_SIZE), (h) => createTileMap(5, h)),
    ],
  },
  inBounds: {
    cases: [
      ...arg('inBounds', 'map', NOT_OBJECTS, (x) => map.inBounds(x, 1, 1)),
      ...arg('inBounds', 'map.width', badIntegers(0, MAX_MAP_SIZE), (width) =>
        map.inBounds({ width, height: 5 }, 1, 1),
      ),
      ...arg('inBounds', 'x', badIntegers(), (x) => map.inBounds(m(), x, 1)),
      ...arg('inBounds', 'y', [[null, ArgumentTypeError]], (y) => map.inBounds(m(), 1, y)),
    ],
  },
  tileAt: {
    cases: [
      ...onMap('tileAt', (x) => map.tileAt(x, 1, 1)),
      ...arg('tileAt', 'x', badIntegers(), (x) => map.tileAt(m(), x, 1)),
      ...arg('tileAt', 'y', [[Number.NaN, ArgumentRangeError]], (y) => map.tileAt(m(), 1, y)),
    ],
  },
  setTile: {
    cases: [
      ...onMap('setTile', (x) => map.setTile(x, 1, 1, 1)),
      ...arg('setTile', 'x', [[1.5, ArgumentRangeError]], (x) => map.setTile(m(), x, 1, 1)),
      ...arg('setTile', 'y', [['1', ArgumentTypeError]], (y) => map.setTile(m(), 1, y, 1)),
      ...arg('setTile', 'code', badIntegers(0, 5), (c) => map.setTile(m(), 1, 1, c)),
    ],
  },
  fillRect: {
    cases: [
      ...onMap('fillRect', (x) => map.fillRect(x, 1, 1, 2, 2, 1)),
      ...arg('fillRect', 'x1', badIntegers(), (v) => map.fillRect(m(), v, 1, 2, 2, 1)),
      ...arg('fillRect', 'x2', [[-5, ArgumentRangeError]], (v) => map.fillRect(m(), 3, 1, v, 2, 1)),
      ...arg('fillRect', 'y2', [[0, ArgumentRangeError]], (v) => map.fillRect(m(), 1, 3, 2, v, 1)),
      ...arg('fillRect', 'code', [[99, ArgumentRangeError]], (c) =>
        map.fillRect(m(), 1, 1, 2, 2, c),
      ),
    ],
  },
  pointToIndex: {
    cases: [
      ...arg('pointToIndex', 'map', NOT_OBJECTS, (x) => map.pointToIndex(x, P)),
      ...arg('pointToIndex', 'map.width', badIntegers(1, MAX_MAP_SIZE), (width) =>
        map.pointToIndex({ width }, P),
      ),
      ...arg('pointToIndex', 'p', NOT_OBJECTS, (p) => map.pointToIndex(m(), p)),
      ...arg('pointToIndex', 'p.x', badIntegers(0, 6), (x) => map.pointToIndex(m(), { x, y: 1 })),
      ...arg('pointToIndex', 'p.y', [[-1, ArgumentRangeError]], (y) =>
        map.pointToIndex(m(), { x: 1, y }),
      ),
    ],
  },
  indexToPoint: {
    cases: [
      ...arg('indexToPoint', 'map', NOT_OBJECTS, (x) => map.indexToPoint(x, 1)),
      ...arg('indexToPoint', 'map.width', [[0, ArgumentRangeError]], (width) =>
        map.indexToPoint({ width }, 1),
      ),
      ...arg('indexToPoint', 'index', badIntegers(0), (i) => map.indexToPoint(m(), i)),
    ],
  },
  isWalkable: { cases: arg('isWalkable', 'code', badIntegers(0, 255), (c) => map.isWalkable(c)) },
  isTransparent: {
    cases: arg('isTransparent', 'code', badIntegers(0, 255), (c) => map.isTransparent(c)),
  },
  isPassable: { cases: arg('isPassable', 'code', badIntegers(0, 255), (c) => map.isPassable(c)) },
  directionOf: {
    acceptsAnything: 'the name of a one-tile step, or undefined for anything that is not one',
    check: () => {
      expect(map.directionOf(1, -1)).toBe('up-right')
      for (const [dx, dy] of [
        [2, 0],
        [0, 0],
        [Number.NaN, 1],
        ['1', 0],
        [null, null],
      ]) {
        expect(map.directionOf(dx as number, dy as number)).toBeUndefined()
      }
    },
  },
  floodFill: { cases: mapAndTile('floodFill', 'start', (x, p) => map.floodFill(x, p)) },
  countWalkable: { cases: onMap('countWalkable', (x) => map.countWalkable(x)) },
  isConnected: { cases: mapAndTile('isConnected', 'start', (x, p) => map.isConnected(x, p)) },
  reachableCount: {
    cases: mapAndTile('reachableCount', 'start', (x, p) => map.reachableCount(x, p)),
  },
  labelRegions: { cases: onMap('labelRegions', (x) => map.labelRegions(x)) },
  largestRegion: {
    cases: [
      ...arg('largestRegion', 'regions', NOT_OBJECTS, (r) => map.largestRegion(r)),
      ...arg('largestRegion', 'regions.count', badIntegers(0), (count) =>
        map.largestRegion({ ...labelRegions(m()), count }),
      ),
      ...arg('largestRegion', 'regions.sizes', [[[1], ArgumentRangeError]], (sizes) =>
        map.largestRegion({ ...labelRegions(m()), sizes }),
      ),
    ],
  },
  joinRegions: {
    cases: [
      ...onMap('joinRegions', (x) =>
        map.joinRegions(x, labelRegions(m()), 1, { x1: 1, y1: 1, x2: 5, y2: 3 }),
      ),
      ...arg('joinRegions', 'regions', NOT_OBJECTS, (r) =>
        map.joinRegions(m(), r, 1, { x1: 1, y1: 1, x2: 5, y2: 3 }),
      ),
      ...arg('joinRegions', 'regions.labels', [[new Int32Array(2), ArgumentRangeError]], (labels) =>
        map.joinRegions(m(), { ...labelRegions(m()), labels }, 1, { x1: 1, y1: 1, x2: 5, y2: 3 }),
      ),
      ...arg('joinRegions', 'main', badIntegers(1, 1), (main) =>
        map.joinRegions(m(), labelRegions(m()), main, { x1: 1, y1: 1, x2: 5, y2: 3 }),
      ),
      ...arg(
        'joinRegions',
        'area',
        [...NOT_OBJECTS, [{ x1: 0, y1: 0, x2: 6, y2: 4 }, ArgumentRangeError]],
        (area) => map.joinRegions(m(), labelRegions(m()), 1, area),
      ),
    ],
  },
  breadthFirst: {
    cases: [
      ...arg('breadthFirst', 'grid', NOT_OBJECTS, (g) =>
        map.breadthFirst(
          g,
          P,
          () => true,
          () => false,
        ),
      ),
      ...arg('breadthFirst', 'start', NOT_POINTS, (p) =>
        map.breadthFirst(
          m(),
          p,
          () => true,
          () => false,
        ),
      ),
      ...arg('breadthFirst', 'canEnter', [[null, ArgumentTypeError]], (f) =>
        map.breadthFirst(m(), P, f, () => false),
      ),
      ...arg('breadthFirst', 'visit', [['f', ArgumentTypeError]], (f) =>
        map.breadthFirst(m(), P, () => true, f),
      ),
      ...arg(
        'breadthFirst',
        'seen',
        [
          [new Uint8Array(3), ArgumentRangeError],
          [[0], ArgumentTypeError],
        ],
        (seen) =>
          map.breadthFirst(
            m(),
            P,
            () => true,
            () => false,
            seen,
          ),
      ),
    ],
  },

  // Sight.
  computeFov: {
    cases: [
      ...mapAndTile('computeFov', 'origin', (x, p) => map.computeFov(x, p, 4)),
      ...arg('computeFov', 'radius', badIntegers(0), (r) => map.computeFov(m(), P, r)),
      ...arg(
        'computeFov',
        'out',
        [
          [new Uint8Array(2), ArgumentRangeError],
          [[], ArgumentTypeError],
        ],
        (out) => map.computeFov(m(), P, 4, out),
      ),
    ],
  },
  createVision: {
    cases: [
      ...arg('createVision', 'map', NOT_OBJECTS, (x) => map.createVision(x)),
      ...arg('createVision', 'map.width', badIntegers(0, MAX_MAP_SIZE), (width) =>
        map.createVision({ width, height: 5 }),
      ),
    ],
  },
  updateVision: {
    cases: [
      ...arg('updateVision', 'vision', NOT_OBJECTS, (v) => map.updateVision(v, m(), P, 4)),
      ...arg(
        'updateVision',
        'vision',
        [[createVision({ width: 3, height: 3 }), ArgumentRangeError]],
        (v) => map.updateVision(v, m(), P, 4),
      ),
      ...onMap('updateVision', (x) => map.updateVision(createVision(m()), x, P, 4)),
      ...arg('updateVision', 'origin', OFF_MAP, (p) =>
        map.updateVision(createVision(m()), m(), p, 4),
      ),
      ...arg('updateVision', 'radius', badIntegers(0), (r) =>
        map.updateVision(createVision(m()), m(), P, r),
      ),
    ],
  },

  // Paths.
  dijkstraMap: {
    cases: [
      ...onMap('dijkstraMap', (x) => map.dijkstraMap(x, [P])),
      ...arg(
        'dijkstraMap',
        'goals',
        NOT_OBJECTS.filter(([v]) => !Array.isArray(v)),
        (g) => map.dijkstraMap(m(), g),
      ),
      ...arg('dijkstraMap', 'goals[0]', OFF_MAP, (p) => map.dijkstraMap(m(), [p])),
      ...stepRules('dijkstraMap', (o) => map.dijkstraMap(m(), [P], o)),
      ...arg('dijkstraMap', 'options.maxDistance', badNumbers(0), (maxDistance) =>
        map.dijkstraMap(m(), [P], { maxDistance }),
      ),
      ...arg('dijkstraMap', 'options.out', [[new Float64Array(3), ArgumentRangeError]], (out) =>
        map.dijkstraMap(m(), [P], { out }),
      ),
    ],
  },
  distanceMap: {
    cases: mapAndTile('distanceMap', 'start', (x, p) => map.distanceMap(x, p), NOT_POINTS),
  },
  farthestReachable: {
    cases: mapAndTile(
      'farthestReachable',
      'start',
      (x, p) => map.farthestReachable(x, p),
      NOT_POINTS,
    ),
  },
  findPath: {
    cases: [
      ...mapAndTile('findPath', 'from', (x, p) => map.findPath(x, p, { x: 5, y: 3 })),
      ...arg('findPath', 'to', OFF_MAP, (p) => map.findPath(m(), P, p)),
      ...stepRules('findPath', (o) => map.findPath(m(), P, { x: 5, y: 3 }, o)),
    ],
  },
  fleeMap: {
    cases: [
      ...onMap('fleeMap', (x) => map.fleeMap(x, dijkstraMap(m(), [P]))),
      ...arg(
        'fleeMap',
        'distances',
        [
          [null, ArgumentTypeError],
          [new Float64Array(2), ArgumentRangeError],
        ],
        (d) => map.fleeMap(m(), d),
      ),
      ...arg(
        'fleeMap',
        'options.factor',
        [...badNumbers(), [0, ArgumentRangeError], [1.2, ArgumentRangeError]],
        (factor) => map.fleeMap(m(), dijkstraMap(m(), [P]), { factor }),
      ),
      ...stepRules('fleeMap', (o) => map.fleeMap(m(), dijkstraMap(m(), [P]), o)),
    ],
  },
  stepDownhill: {
    cases: [
      ...onMap('stepDownhill', (x) => map.stepDownhill(x, dijkstraMap(m(), [P]), P)),
      ...arg('stepDownhill', 'values', [[[], ArgumentTypeError]], (v) =>
        map.stepDownhill(m(), v, P),
      ),
      ...arg('stepDownhill', 'from', OFF_MAP, (p) =>
        map.stepDownhill(m(), dijkstraMap(m(), [P]), p),
      ),
      ...stepRules('stepDownhill', (o) => map.stepDownhill(m(), dijkstraMap(m(), [P]), P, o)),
    ],
  },
  directionsTo: {
    cases: [
      ...onMap('directionsTo', (x) => map.directionsTo(x, null, P, { x: 5, y: 3 }), 'level'),
      ...arg(
        'directionsTo',
        'known',
        [
          [5, ArgumentTypeError],
          [new Uint8Array(2), ArgumentRangeError],
        ],
        (k) => map.directionsTo(m(), k, P, { x: 5, y: 3 }),
      ),
      ...arg('directionsTo', 'from', OFF_MAP, (p) =>
        map.directionsTo(m(), null, p, { x: 5, y: 3 }),
      ),
      ...arg('directionsTo', 'to', NOT_POINTS, (p) => map.directionsTo(m(), null, P, p)),
    ],
  },
  canStep: {
    cases: [
      ...onMap('canStep', (x) => map.canStep(x, 1, 1, 1, 0)),
      ...arg('canStep', 'x', badIntegers(0, 6), (x) => map.canStep(m(), x, 1, 1, 0)),
      ...arg('canStep', 'dx', badIntegers(-1, 1), (dx) => map.canStep(m(), 1, 1, dx, 0)),
      ...arg('canStep', 'dy', [[5, ArgumentRangeError]], (dy) => map.canStep(m(), 1, 1, 0, dy)),
    ],
  },

  // Rooms and tunnels.
  RectangularRoom: {
    cases: [
      ...roomCases('RectangularRoom', (...a) => new RectangularRoom(...a)),
      ...arg(
        'RectangularRoom.intersects',
        'other',
        [
          [null, ArgumentTypeError],
          [5, ArgumentTypeError],
        ],
        (o) => new RectangularRoom(1, 1, 3, 3).intersects(o),
      ),
      ...arg('RectangularRoom.intersects', 'padding', [['1', ArgumentTypeError]], (p) =>
        new RectangularRoom(1, 1, 3, 3).intersects(new RectangularRoom(2, 2, 3, 3), p),
      ),
    ],
  },
  CircularRoom: { cases: roomCases('CircularRoom', (...a) => new CircularRoom(...a)) },
  makeRoom: {
    cases: [
      ...arg('makeRoom', 'x', badIntegers(-MAX_MAP_SIZE, 2 * MAX_MAP_SIZE - 1), (x) =>
        map.makeRoom(x, 1, 4, 4, 'rect', rng()),
      ),
      ...arg('makeRoom', 'width', badIntegers(0, MAX_MAP_SIZE), (w) =>
        map.makeRoom(1, 1, w, 4, 'rect', rng()),
      ),
      ...arg(
        'makeRoom',
        'shape',
        [
          ['square', ArgumentRangeError],
          [5, ArgumentTypeError],
        ],
        (s) => map.makeRoom(1, 1, 4, 4, s, rng()),
      ),
      ...arg('makeRoom', 'rng', NOT_RNGS, (r) => map.makeRoom(1, 1, 4, 4, 'rect', r)),
    ],
  },
  carveRoom: {
    cases: [
      ...onMap('carveRoom', (x) => map.carveRoom(x, new RectangularRoom(1, 1, 3, 3))),
      ...arg(
        'carveRoom',
        'room',
        [...NOT_OBJECTS, [{ x1: 1, y1: 1, x2: 3, y2: 3 }, ArgumentTypeError]],
        (r) => map.carveRoom(m(), r),
      ),
    ],
  },
  carveDisc: {
    cases: [
      ...onMap('carveDisc', (x) => map.carveDisc(x, P, 1)),
      ...arg('carveDisc', 'center', NOT_POINTS, (c) => map.carveDisc(m(), c, 1)),
      ...arg('carveDisc', 'radius', badIntegers(0, MAX_MAP_SIZE), (r) => map.carveDisc(m(), P, r)),
    ],
  },
  placeDoors: {
    cases: [
      ...onMap('placeDoors', (x) => map.placeDoors(x, [])),
      ...arg('placeDoors', 'rooms', NOT_ROOMS, (r) => map.placeDoors(m(), r)),
    ],
  },
  bresenhamLine: {
    cases: [
      ...arg('bresenhamLine', 'from', NOT_POINTS, (p) => map.bresenhamLine(p, P)),
      ...arg('bresenhamLine', 'to', [[{ x: 2 ** 40, y: 0 }, ArgumentRangeError]], (p) =>
        map.bresenhamLine(P, p),
      ),
      ...arg('bresenhamLine', 'orthogonal', NOT_BOOLEANS, (o) => map.bresenhamLine(P, P, o)),
    ],
  },
  carveBresenhamTunnel: {
    cases: [
      ...onMap('carveBresenhamTunnel', (x) => map.carveBresenhamTunnel(x, P, P)),
      ...arg('carveBresenhamTunnel', 'from', NOT_POINTS, (p) =>
        map.carveBresenhamTunnel(m(), p, P),
      ),
      ...arg('carveBresenhamTunnel', 'to', NOT_POINTS, (p) => map.carveBresenhamTunnel(m(), P, p)),
    ],
  },
  carveHorizontal: {
    cases: [
      ...onMap('carveHorizontal', (x) => map.carveHorizontal(x, 1, 3, 1)),
      ...arg('carveHorizontal', 'x1', badIntegers(-MAX_MAP_SIZE, 2 * MAX_MAP_SIZE - 1), (v) =>
        map.carveHorizontal(m(), v, 3, 1),
      ),
      ...arg('carveHorizontal', 'y', [[Number.NaN, ArgumentRangeError]], (v) =>
        map.carveHorizontal(m(), 1, 3, v),
      ),
    ],
  },
  carveVertical: {
    cases: [
      ...onMap('carveVertical', (x) => map.carveVertical(x, 1, 3, 1)),
      ...arg('carveVertical', 'y2', badIntegers(-MAX_MAP_SIZE, 2 * MAX_MAP_SIZE - 1), (v) =>
        map.carveVertical(m(), 1, v, 1),
      ),
      ...arg('carveVertical', 'x', [['1', ArgumentTypeError]], (v) =>
        map.carveVertical(m(), 1, 3, v),
      ),
    ],
  },
  carveLTunnel: {
    cases: [
      ...onMap('carveLTunnel', (x) => map.carveLTunnel(x, P, P, true)),
      ...arg('carveLTunnel', 'from', NOT_POINTS, (p) => map.carveLTunnel(m(), p, P, true)),
      ...arg('carveLTunnel', 'horizontalFirst', NOT_BOOLEANS, (h) =>
        map.carveLTunnel(m(), P, P, h),
      ),
    ],
  },
  carveTunnel: {
    cases: [
      ...onMap('carveTunnel', (x) => map.carveTunnel(x, P, P, 'l', rng())),
      ...arg('carveTunnel', 'to', NOT_POINTS, (p) => map.carveTunnel(m(), P, p, 'l', rng())),
      ...arg(
        'carveTunnel',
        'style',
        [
          ['zigzag', ArgumentRangeError],
          [null, ArgumentTypeError],
        ],
        (s) => map.carveTunnel(m(), P, P, s, rng()),
      ),
      ...arg('carveTunnel', 'rng', NOT_RNGS, (r) => map.carveTunnel(m(), P, P, 'l', r)),
    ],
  },
  circleRadius: {
    cases: [
      ...arg('circleRadius', 'width', badIntegers(0, MAX_MAP_SIZE), (w) => map.circleRadius(w, 5)),
      ...arg('circleRadius', 'height', [[null, ArgumentTypeError]], (h) => map.circleRadius(5, h)),
    ],
  },

  // Mazes.
  createMazeGrid: {
    cases: [
      ...onMap('createMazeGrid', (x) => map.createMazeGrid(x, { x1: 1, y1: 1, x2: 5, y2: 3 })),
      ...arg(
        'createMazeGrid',
        'area',
        [...NOT_OBJECTS, [{ x1: 0, y1: 0, x2: 9, y2: 3 }, ArgumentRangeError]],
        (a) => map.createMazeGrid(m(), a),
      ),
      ...arg('createMazeGrid', 'area.x2', [[-1, ArgumentRangeError]], (x2) =>
        map.createMazeGrid(m(), { x1: 1, y1: 1, x2, y2: 3 }),
      ),
    ],
  },
  cellTile: {
    cases: [
      ...arg('cellTile', 'grid', NOT_GRIDS, (g) => map.cellTile(g, 6)),
      ...arg('cellTile', 'k', badIntegers(6, 13), (k) => map.cellTile(grid(), k)),
    ],
  },
  markCells: {
    cases: [
      ...arg('markCells', 'grid', NOT_GRIDS, (g) => map.markCells(g, 1, 1, 3, 3, 1)),
      ...arg('markCells', 'region', badIntegers(1, 2 ** 31 - 1), (r) =>
        map.markCells(grid(), 1, 1, 3, 3, r),
      ),
    ],
  },
  growMazes: {
    cases: [
      ...onMap('growMazes', (x) => map.growMazes(x, grid(), 1, 0, rng())),
      ...arg('growMazes', 'grid', NOT_GRIDS, (g) => map.growMazes(m(), g, 1, 0, rng())),
      ...arg('growMazes', 'winding', badIntegers(0, 100), (w) =>
        map.growMazes(m(), grid(), 1, w, rng()),
      ),
      ...arg('growMazes', 'rng', NOT_RNGS, (r) => map.growMazes(m(), grid(), 1, 0, r)),
    ],
  },
  connectRegions: {
    cases: [
      ...onMap('connectRegions', (x) => map.connectRegions(x, grid(), 1, 0, rng())),
      ...arg('connectRegions', 'count', badIntegers(0, 2 ** 31 - 1), (c) =>
        map.connectRegions(m(), grid(), c, 0, rng()),
      ),
      ...arg('connectRegions', 'extra', badIntegers(0, 100), (e) =>
        map.connectRegions(m(), grid(), 1, e, rng()),
      ),
    ],
  },
  removeDeadEnds: {
    cases: [
      ...onMap('removeDeadEnds', (x) => map.removeDeadEnds(x, grid(), 0)),
      ...arg('removeDeadEnds', 'rooms', badIntegers(0, 2 ** 31 - 1), (r) =>
        map.removeDeadEnds(m(), grid(), r),
      ),
    ],
  },

  // Generators.
  carveBsp: { cases: carver('carveBsp', (x, o, r) => map.carveBsp(x, o, r)) },
  carveCaves: { cases: carver('carveCaves', (x, o, r) => map.carveCaves(x, o, r)) },
  carveDrunkard: { cases: carver('carveDrunkard', (x, o, r) => map.carveDrunkard(x, o, r)) },
  carveRoomsAndCorridors: {
    cases: [
      ...carver('carveRoomsAndCorridors', (x, o, r) => map.carveRoomsAndCorridors(x, o, r)),
      ...arg(
        'carveRoomsAndCorridors',
        'keepOut',
        [
          [5, ArgumentTypeError],
          [{ boxes: 1, failed: false }, ArgumentTypeError],
        ],
        (k) => map.carveRoomsAndCorridors(createTileMap(80, 45), resolveDungeonOptions(), rng(), k),
      ),
    ],
  },
  carveRoomsAndMazes: {
    cases: carver('carveRoomsAndMazes', (x, o, r) => map.carveRoomsAndMazes(x, o, r)),
  },
  generateDungeon: {
    cases: [
      ...arg(
        'generateDungeon',
        'options',
        [
          [null, DungeonOptionsError],
          [5, DungeonOptionsError],
        ],
        (o) => map.generateDungeon(o),
      ),
      ...arg('generateDungeon', 'widht', [[40, DungeonOptionsError]], (widht) =>
        map.generateDungeon({ widht } as never),
      ),
      ...arg(
        'generateDungeon',
        'width',
        [
          [-1, DungeonOptionsError],
          ['9', DungeonOptionsError],
        ],
        (width) => map.generateDungeon({ width }),
      ),
    ],
  },
  resolveDungeonOptions: {
    cases: [
      ...arg('resolveDungeonOptions', 'options', [[[], DungeonOptionsError]], (o) =>
        map.resolveDungeonOptions(o),
      ),
      ...arg('resolveDungeonOptions', 'roomShape', [['oval', DungeonOptionsError]], (roomShape) =>
        map.resolveDungeonOptions({ roomShape }),
      ),
    ],
  },
  optionSpec: { cases: arg('optionSpec', 'name', NOT_STRINGS, (n) => map.optionSpec(n)) },
  createRng: {
    cases: arg(
      'createRng',
      'seed',
      [
        [null, DungeonOptionsError],
        ['', DungeonOptionsError],
        [{}, DungeonOptionsError],
      ],
      (s) => createRng(s),
    ),
  },
  randomSeed: { takesNothing: 'a fresh seed, drawn from the platform' },

  // A dungeon's finishing touches.
  roomLabel: { cases: arg('roomLabel', 'index', badIntegers(0), (i) => map.roomLabel(i)) },
  roomLabels: {
    cases: [
      ...arg('roomLabels', 'dungeon', NOT_OBJECTS, (d) => map.roomLabels(d)),
      ...arg('roomLabels', 'dungeon.rooms', [[5, ArgumentTypeError]], (rooms) =>
        map.roomLabels({ rooms }),
      ),
      ...arg(
        'roomLabels',
        'dungeon.rooms[0].tag',
        [
          ['lair', ArgumentRangeError],
          [5, ArgumentTypeError],
        ],
        (tag) => map.roomLabels({ rooms: [{ x1: 1, y1: 1, x2: 3, y2: 3, tag }] }),
      ),
      ...arg('roomLabels', 'dungeon.rooms[0].x2', [[-1, ArgumentRangeError]], (x2) =>
        map.roomLabels({ rooms: [{ x1: 1, y1: 1, x2, y2: 3 }] }),
      ),
    ],
  },
  placeSpawns: {
    cases: [
      ...onMap('placeSpawns', (x) => map.placeSpawns(x, rng(), 1), 'dungeon'),
      ...arg('placeSpawns', 'dungeon.start', OFF_MAP, (start) =>
        map.placeSpawns({ ...m(), start }, rng(), 1),
      ),
      ...arg('placeSpawns', 'rng', NOT_RNGS, (r) => map.placeSpawns({ ...m(), start: P }, r, 1)),
      ...arg('placeSpawns', 'count', badIntegers(0, MAX_MAP_SIZE * MAX_MAP_SIZE), (c) =>
        map.placeSpawns({ ...m(), start: P }, rng(), c),
      ),
      ...arg('placeSpawns', 'options.minDistnace', [[2, ArgumentRangeError]], (minDistnace) =>
        map.placeSpawns({ ...m(), start: P }, rng(), 1, { minDistnace } as never),
      ),
      ...arg('placeSpawns', 'options.exclude[0]', NOT_POINTS, (p) =>
        map.placeSpawns({ ...m(), start: P }, rng(), 1, { exclude: [p] }),
      ),
    ],
  },
  randomFloor: {
    cases: [
      ...onMap('randomFloor', (x) => map.randomFloor(x, rng())),
      ...arg('randomFloor', 'rng', NOT_RNGS, (r) => map.randomFloor(m(), r)),
      ...arg('randomFloor', 'exclude', [[5, ArgumentTypeError]], (e) =>
        map.randomFloor(m(), rng(), e),
      ),
    ],
  },
  tagRooms: { cases: arg('tagRooms', 'rooms', NOT_ROOMS, (r) => map.tagRooms(r)) },
  placeStairs: {
    cases: [
      ...onMap('placeStairs', (x) => map.placeStairs(x, [])),
      ...arg('placeStairs', 'rooms', NOT_ROOMS, (r) => map.placeStairs(m(), r)),
      ...arg('placeStairs', 'start', OFF_MAP, (p) => map.placeStairs(m(), [], p)),
    ],
  },
  roomlessStart: { cases: onMap('roomlessStart', (x) => map.roomlessStart(x)) },
  tileVariants: {
    cases: [
      ...arg('tileVariants', 'dungeon', NOT_OBJECTS, (d) => map.tileVariants(d)),
      ...arg('tileVariants', 'dungeon.seed', [[5, ArgumentTypeError]], (seed) =>
        map.tileVariants({ width: 3, height: 3, seed }),
      ),
      ...arg('tileVariants', 'count', badIntegers(1, map.MAX_TILE_VARIANTS), (c) =>
        map.tileVariants({ width: 3, height: 3, seed: 's' }, c),
      ),
    ],
  },

  // The ASCII and Tiled forms.
  toAscii: { cases: onMap('toAscii', (x) => map.toAscii(x)) },
  fromAscii: {
    cases: [
      ...arg('fromAscii', 'text', NOT_STRINGS, (t) => map.fromAscii(t)),
      ...arg('fromAscii', 'markers', [[5, ArgumentTypeError]], (k) => map.fromAscii('...', k)),
      // What the text holds is read as data: a RangeError saying what and where.
      ...arg('fromAscii', 'unknown character', [['.Q.', RangeError]], (t) => map.fromAscii(t)),
    ],
  },
  toTiledMap: {
    cases: [
      ...onMap('toTiledMap', (x) => map.toTiledMap(x), 'dungeon'),
      ...arg('toTiledMap', 'options', NOT_OBJECTS, (o) => map.toTiledMap(m(), o)),
      ...arg(
        'toTiledMap',
        'dungeon.rooms',
        [
          [5, ArgumentTypeError],
          [[5], ArgumentTypeError],
        ],
        (rooms) => map.toTiledMap({ ...m(), rooms }),
      ),
      ...arg('toTiledMap', 'dungeon.start', OFF_MAP, (start) => map.toTiledMap({ ...m(), start })),
      ...arg('toTiledMap', 'dungeon.seed', [[5, ArgumentTypeError]], (seed) =>
        map.toTiledMap({ ...m(), seed }),
      ),
      ...arg('toTiledMap', 'options.tilesize', [[16, ArgumentRangeError]], (tilesize) =>
        map.toTiledMap(m(), { tilesize } as never),
      ),
      ...arg('toTiledMap', 'tileSize', [[0, DungeonOptionsError]], (tileSize) =>
        map.toTiledMap(m(), { tileSize }),
      ),
    ],
  },
  fromTiledMap: {
    cases: [
      ...arg('fromTiledMap', 'json', NOT_OBJECTS, (j) => map.fromTiledMap(j)),
      ...arg('fromTiledMap', 'orientation', [[{ orientation: 'hex' }, RangeError]], (j) =>
        map.fromTiledMap(j),
      ),
    ],
  },

  // Vaults: their text's mistakes are VaultErrors saying where; options are checked by name.
  parseVaults: {
    cases: [
      ...arg(
        'parseVaults',
        'text',
        [
          [5, DungeonOptionsError],
          [null, DungeonOptionsError],
        ],
        (t) => map.parseVaults(t),
      ),
      ...arg('parseVaults', 'fle', [[{ fle: 'x' }, DungeonOptionsError]], (o) =>
        map.parseVaults('', o),
      ),
      ...arg('parseVaults', 'MAP', [['NAME: a\n', VaultError]], (t) => map.parseVaults(t)),
    ],
  },
  parseTiledVault: {
    cases: [
      ...arg(
        'parseTiledVault',
        'Tiled map',
        [
          [null, VaultError],
          [5, VaultError],
        ],
        (j) => map.parseTiledVault(j),
      ),
      ...arg('parseTiledVault', 'zz', [[{ zz: 1 }, DungeonOptionsError]], (o) =>
        map.parseTiledVault({}, o),
      ),
    ],
  },
  orientVault: {
    cases: [
      ...arg('orientVault', 'vault', [[null, DungeonOptionsError]], (v) => map.orientVault(v, 0)),
      ...arg('orientVault', 'rotation', [[45, DungeonOptionsError]], (r) =>
        map.orientVault(VAULT(), r),
      ),
      ...arg('orientVault', 'mirrored', [['yes', DungeonOptionsError]], (mir) =>
        map.orientVault(VAULT(), 90, mir),
      ),
    ],
  },

  ...constants(
    'a limit, a default or a size',
    'BSP_ITERATIONS BSP_MIN_LEAF_SIZE CAVE_ATTEMPTS DEFAULT_VAULT_WEIGHT DRUNKARD_STEPS_PER_TILE LOCKED_DOOR MAX_BSP_ITERATIONS MAX_CAVE_ROUNDS MAX_MAP_SIZE MAX_ROOM_ATTEMPTS MAX_SEED_LENGTH MAX_TILE_VARIANTS MAX_VAULTS_PER_LEVEL MAX_VAULT_DEPTH MAX_VAULT_NAME_LENGTH MAX_VAULT_SIZE MAX_VAULT_WEIGHT MIN_ROOM_SIZE TILED_DEFAULT_TILE_SIZE TILED_FIRST_GID TILED_MAX_TILE_SIZE TILED_TILESET_IMAGE',
  ),
  ...constants(
    'a table: the generators (each checked as its carve function), names, steps, presets, tiles',
    'ALGORITHMS ALGORITHM_NAMES CAVE_CONNECTIONS DIRECTIONS DIRS DIRS_4 DIRS_8 DUNGEON_OPTIONS NO_DOORS PRESETS PRESET_NAMES ROOM_SHAPES ROOM_TAGS STEPS TUNNEL_STYLES Tile VAULT_ORIENTATIONS VAULT_PLACES',
  ),
}

/** The guards: each checks `value` against what it names, any value; the rest is the caller's. */
function guards(): Record<string, Entry> {
  const checks = {
    checkInteger: () => map.checkInteger('f', 'a', 1.5, 0, 9),
    checkNumber: () => map.checkNumber('f', 'a', Number.NaN),
    checkBoolean: () => map.checkBoolean('f', 'a', 'yes'),
    checkString: () => map.checkString('f', 'a', 5),
    checkFunction: () => map.checkFunction('f', 'a', 5),
    checkRecord: () => map.checkRecord('f', 'a', [], 'an object'),
    checkOneOf: () => map.checkOneOf('f', 'a', 'c', ['x', 'y']),
    checkOptions: () => map.checkOptions('f', { typo: 1 }, ['name'], 'a'),
    checkKnownKeys: () => map.checkKnownKeys('f', 'a', { typo: 1 }, ['name']),
    checkPoint: () => map.checkPoint('f', 'a', { x: 1 }),
    checkTileMap: () => map.checkTileMap('f', 'a', { width: 2, height: 2 }),
  }
  return Object.fromEntries(
    Object.entries(checks).map(([name, refuse]) => [
      name,
      {
        acceptsAnything: 'a check: it takes any value and throws the argument error for it',
        check: () => {
          expect(refuse).toThrow(/^f: a(\.\w+)? is .+; allowed: .+\.$/)
          let thrown: unknown
          try {
            refuse()
          } catch (error) {
            thrown = error
          }
          expect(thrown).toMatchObject({ fn: 'f' })
        },
      } satisfies Entry,
    ]),
  )
}

/** The cases of a room's step rules. */
function stepRules(fn: string, call: (options: never) => unknown): Case[] {
  return [
    ...arg(fn, 'options', NOT_OBJECTS, call),
    ...arg(fn, 'options.diagonl', [[true, ArgumentRangeError]], (diagonl) =>
      call({ diagonl } as never),
    ),
    ...arg(fn, 'options.diagonal', NOT_BOOLEANS, (diagonal) => call({ diagonal } as never)),
    ...arg(fn, 'options.cardinalCost', badIntegers(1), (cardinalCost) =>
      call({ cardinalCost } as never),
    ),
    ...arg(fn, 'options.costs', [[5, ArgumentTypeError]], (costs) => call({ costs } as never)),
    ...arg(fn, 'options.costs.length', [[[1, 2], ArgumentRangeError]], (costs) =>
      call({ costs } as never),
    ),
    ...arg(fn, 'costs[0]', [[[1.5, ...new Array(34).fill(1)], ArgumentRangeError]], (costs) =>
      call({ costs } as never),
    ),
  ]
}

/** A room's corner and size. */
function roomCases(
  kind: string,
  make: (x: never, y: never, w: never, h: never) => unknown,
): Case[] {
  const fn = `new ${kind}`
  return [
    ...arg(fn, 'x', badIntegers(), (x) => make(x, 1 as never, 4 as never, 4 as never)),
    ...arg(fn, 'y', [['1', ArgumentTypeError]], (y) => make(1 as never, y, 4 as never, 4 as never)),
    ...arg(fn, 'width', badIntegers(0, MAX_MAP_SIZE), (w) =>
      make(1 as never, 1 as never, w, 4 as never),
    ),
    ...arg(fn, 'height', [[-1, ArgumentRangeError]], (h) =>
      make(1 as never, 1 as never, 4 as never, h),
    ),
  ]
}

function constants(reason: string, names: string): Record<string, Entry> {
  return Object.fromEntries(names.split(' ').map((name) => [name, { constant: reason }]))
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
  ]) {
    const error = new Kind('someFunction', 'someArgument', value, 'what it takes')
    expect(error).toBeInstanceOf(base)
    expect(error.message).toMatch(/^someFunction: someArgument is .+; allowed: what it takes\.$/)
    expect(error.message.length).toBeLessThan(120)
    expect(error).toMatchObject({ fn: 'someFunction', argument: 'someArgument', value })
  }
}

const checked = Object.entries(TABLE).filter(([, entry]) => 'cases' in entry)

describe('@delve/map refuses what it cannot take, and says what it was given', () => {
  it('has an entry in the table for every export, and none for anything else', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(map).sort())
  })

  it('checks the arguments of every function that takes any', () => {
    const functions = Object.entries(map).filter(([, value]) => typeof value === 'function')
    const unchecked = functions.filter(([name]) => {
      const entry = TABLE[name] as Entry
      const cases = 'cases' in entry && entry.cases.length > 0
      return !cases && !('takesNothing' in entry) && !('acceptsAnything' in entry)
    })
    expect(unchecked).toEqual([])
    const count = (key: string) => Object.values(TABLE).filter((entry) => key in entry).length
    const cases = checked.reduce(
      (n, [, entry]) => n + ('cases' in entry ? entry.cases.length : 0),
      0,
    )
    console.info(
      `@delve/map: ${Object.keys(TABLE).length} exports: ${count('cases')} checked against ${cases} misuses, ${count('constant')} constants, ${count('takesNothing')} taking nothing, ${count('acceptsAnything')} taking anything`,
    )
  })

  it.each(noInputEntries(TABLE))('%s takes no input', (name, entry) => {
    const value = (map as Record<string, unknown>)[name]
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
    // The option errors and the vault text's errors name the option or the place, not the call.
    if (thrown instanceof DungeonOptionsError || thrown instanceof VaultError) {
      expect(message, message).toContain(c.names[0])
      return
    }
    expect(message.startsWith(`${c.fn}: `), message).toBe(true)
    if (!(thrown instanceof ArgumentTypeError || thrown instanceof ArgumentRangeError)) return
    for (const name of c.names) expect(message, message).toContain(name)
    expect(message).toContain('; allowed: ')
    // The argument, or the part of it that is wrong (`map.tiles` of a map without tiles).
    const { fn, argument } = thrown as { fn: string; argument: string }
    expect(fn).toBe(c.fn)
    expect(
      argument === c.names[0] ||
        (argument.startsWith(c.names[0] as string) &&
          /^[.[]/.test(argument.slice(c.names[0]?.length))),
      argument,
    ).toBe(true)
  })
})
