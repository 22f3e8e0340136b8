import { PixelImage } from '@delve/art'
import { createGameWorld, makeFighter, PLAYER_STATS, spawnPlayer } from '@delve/ecs'
import { createTileMap, createVision, generateDungeon, MAX_TILE_VARIANTS } from '@delve/map'
import { createRun } from '@delve/run'
import type { Scene, Textures } from 'phaser'
import { describe, expect, it } from 'vitest'
import * as lib from '../src/index.js'
import {
  AimMarks,
  ArgumentRangeError,
  ArgumentTypeError,
  ASCII_TILES,
  addAsciiTiles,
  addDelveTiles,
  addLookTiles,
  addPixelTexture,
  addScreenText,
  addTorchGlowTexture,
  appendLines,
  artFrame,
  asciiFrame,
  Controller,
  checkKeyTable,
  checkLook,
  commandForKey,
  commandForPress,
  DELVE_TILES,
  DungeonLayer,
  directionForKey,
  directionOf,
  EntitySprites,
  type FogView,
  fitCamera,
  fogOf,
  follow,
  freeArea,
  isDirection,
  KeyboardInput,
  KeyRepeat,
  KeyTableError,
  keyMap,
  letterIndex,
  linesHeight,
  lookTexture,
  MapCamera,
  MessageLog,
  OncePerEvent,
  placeWindow,
  planCamera,
  planWalk,
  Roguelike,
  RunControl,
  SetupError,
  StatusLine,
  sightBox,
  statusText,
  TileSprites,
  tileCentre,
  tileSight,
  torchLight,
  UiCamera,
  unionRowSpans,
  windowSize,
} from '../src/index.js'
import {
  argumentCases,
  badIntegers,
  badNumbers,
  byDesignEntries,
  type Case,
  type Entry,
  NOT_BOOLEANS,
  NOT_FUNCTIONS,
  NOT_OBJECTS,
  NOT_STRINGS,
  refusalCases,
  thrownBy,
} from './misuse-cases.js'

/**
 * A stand-in for a started Phaser scene: its parts are there and do nothing. Only the classes
 * whose checks all run before the scene is used are made with it; `textures` are the keys it has.
 */
function fakeScene(textures: readonly string[] = [DELVE_TILES, ASCII_TILES]): Scene {
  const none = () => undefined
  return {
    add: {},
    make: {},
    input: {},
    events: {},
    sys: {},
    cameras: { main: {} },
    children: { list: [] },
    game: {},
    scale: { on: none, off: none, zoom: 1 },
    textures: { exists: (key: string) => textures.includes(key), addCanvas: none },
  } as unknown as Scene
}
const TEXTURES = fakeScene().textures as Textures.TextureManager

const AREA = { width: 800, height: 600, top: 0, bottom: 0 }
const READABLE = { leastZoom: 2, wideTiles: 60, tallTiles: 34, tile: 12 }
const level = createTileMap(6, 4)
level.tiles.fill(1)
const vision = createVision(level)
const sight: FogView = { fov: true, vision, from: { x: 1, y: 1 } }
const ROOM = { x: 0, y: 0, width: 4, height: 3 }
const BOX = { x1: 0, y1: 0, x2: 2, y2: 2 }
const noKeys = { on: () => undefined, off: () => undefined }

/** Cases of one argument of `fn`: `call` gets the bad value. */
const arg = argumentCases

/** A call that must throw a `SetupError` naming `needs`, the call to make first. */
function outOfOrder(fn: string, what: string, needs: string, call: () => unknown): Case {
  return { what, call, error: SetupError, fn, names: [needs] }
}

/** A world with a player that can fight and see, and one whose player cannot fight. */
function worlds() {
  const dungeon = generateDungeon({ seed: 'misuse', width: 30, height: 20 })
  const world = createGameWorld(dungeon)
  const player = spawnPlayer(world, dungeon.start, { sight: 8 })
  makeFighter(world, player, PLAYER_STATS)
  const unready = createGameWorld(dungeon)
  const bare = spawnPlayer(unready, dungeon.start, { sight: 8 })
  return { world, player, unready, bare }
}
const { world, player, unready, bare } = worlds()

const layer = () => new DungeonLayer(fakeScene())
const run = createRun({ seed: 'misuse' })
const control = () => new RunControl(run)
const PRESS = { key: 'a', code: 'KeyA' }
const camera = () => new MapCamera(fakeScene())

const TABLE: Record<string, Entry> = {
  ArgumentRangeError: {
    acceptsAnything: "@delve/art's, re-exported: an error describes whatever value it was handed",
    check: () => errorDescribes(ArgumentRangeError, RangeError),
  },
  ArgumentTypeError: {
    acceptsAnything: "@delve/art's, re-exported: an error describes whatever value it was handed",
    check: () => errorDescribes(ArgumentTypeError, TypeError),
  },
  KeyTableError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribes(KeyTableError, ArgumentTypeError),
  },
  SetupError: {
    acceptsAnything: 'an error names whatever calls it is told',
    check: () => {
      const error = new SetupError('thing.use', 'not ready', 'thing.prepare()')
      expect(error.message).toBe('thing.use: not ready; call thing.prepare() first.')
      expect(error).toMatchObject({ fn: 'thing.use', needs: 'thing.prepare()' })
    },
  },
  directionOf: {
    acceptsAnything:
      "@delve/map's, re-exported: the direction of a step, or undefined for anything else",
    check: () => {
      expect(directionOf(1, 0)).toBe('right')
      for (const junk of [Number.NaN, null, '1', 2])
        expect(directionOf(junk as number, 0)).toBeUndefined()
    },
  },
  fitCamera: {
    cases: [
      ...arg('fitCamera', 'area', NOT_OBJECTS, (a) => fitCamera(a, 96, 48)),
      ...arg('fitCamera', 'area.width', badNumbers(0), (width) =>
        fitCamera({ ...AREA, width }, 96, 48),
      ),
      ...arg('fitCamera', 'area.top', badNumbers(0), (top) => fitCamera({ ...AREA, top }, 96, 48)),
      ...arg('fitCamera', 'area.left', badNumbers(0), (left) =>
        fitCamera({ ...AREA, left }, 96, 48),
      ),
      ...arg('fitCamera', 'mapWidth', badNumbers(0, true), (w) => fitCamera(AREA, w, 48)),
      ...arg('fitCamera', 'mapHeight', badNumbers(0, true), (h) => fitCamera(AREA, 96, h)),
    ],
  },
  planCamera: {
    cases: [
      ...arg('planCamera', 'area', NOT_OBJECTS, (a) => planCamera(a, 96, 48, READABLE)),
      ...arg('planCamera', 'area.height', badNumbers(0), (height) =>
        planCamera({ ...AREA, height }, 96, 48, READABLE),
      ),
      ...arg('planCamera', 'mapWidth', badNumbers(0, true), (w) =>
        planCamera(AREA, w, 48, READABLE),
      ),
      ...arg('planCamera', 'readable', NOT_OBJECTS, (r) => planCamera(AREA, 96, 48, r)),
      ...arg('planCamera', 'readable.leastZoom', badNumbers(0, true), (leastZoom) =>
        planCamera(AREA, 96, 48, { ...READABLE, leastZoom }),
      ),
      ...arg('planCamera', 'readable.wideTiles', badNumbers(0), (wideTiles) =>
        planCamera(AREA, 96, 48, { ...READABLE, wideTiles }),
      ),
      ...arg('planCamera', 'readable.tile', badNumbers(0, true), (tile) =>
        planCamera(AREA, 96, 48, { ...READABLE, tile }),
      ),
      ...arg(
        'planCamera',
        'readable.factor',
        [...badNumbers(), [0.5, ArgumentRangeError], [4.5, ArgumentRangeError]],
        (factor) => planCamera(AREA, 96, 48, { ...READABLE, factor }),
      ),
    ],
  },
  freeArea: {
    cases: [
      ...arg('freeArea', 'width', badNumbers(0), (w) => freeArea(w, 600, [])),
      ...arg('freeArea', 'height', badNumbers(0), (h) => freeArea(800, h, [])),
      ...arg(
        'freeArea',
        'boxes',
        [
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
          ['x', ArgumentTypeError],
        ],
        (b) => freeArea(800, 600, b),
      ),
      ...arg('freeArea', 'boxes[1]', NOT_OBJECTS, (box) =>
        freeArea(800, 600, [{ left: 0, top: 0, right: 10, bottom: 10 }, box]),
      ),
      ...arg('freeArea', 'boxes[0].right', badNumbers(), (right) =>
        freeArea(800, 600, [{ left: 0, top: 0, right, bottom: 10 }]),
      ),
    ],
  },
  MapCamera: {
    cases: [
      ...arg('new MapCamera', 'scene', NOT_OBJECTS, (scene) => new MapCamera(scene)),
      ...arg(
        'new MapCamera',
        'scene.scale',
        [[undefined, ArgumentTypeError]],
        () => new MapCamera({ ...fakeScene(), scale: undefined } as unknown as Scene),
      ),
      ...arg(
        'new MapCamera',
        'options',
        [
          [5, ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (o) => new MapCamera(fakeScene(), o),
      ),
      ...arg(
        'new MapCamera',
        'options.tileSize',
        badIntegers(1),
        (tileSize) => new MapCamera(fakeScene(), { tileSize }),
      ),
      ...arg(
        'new MapCamera',
        'options.lerp',
        [...badNumbers(0, true), [1.5, ArgumentRangeError]],
        (lerp) => new MapCamera(fakeScene(), { lerp }),
      ),
      ...arg(
        'new MapCamera',
        'options.readableZoom',
        badNumbers(0),
        (readableZoom) => new MapCamera(fakeScene(), { readableZoom }),
      ),
      ...arg(
        'new MapCamera',
        'options.overlays',
        NOT_FUNCTIONS,
        (overlays) => new MapCamera(fakeScene(), { overlays }),
      ),
      ...arg('MapCamera.fit', 'width', badIntegers(1), (w) => camera().fit(w, 20, { x: 0, y: 0 })),
      ...arg('MapCamera.fit', 'height', badIntegers(1), (h) => camera().fit(20, h, { x: 0, y: 0 })),
      ...arg('MapCamera.fit', 'target', NOT_OBJECTS, (t) => camera().fit(20, 20, t)),
      ...arg('MapCamera.fit', 'target.x', badNumbers(), (x) => camera().fit(20, 20, { x, y: 0 })),
      ...arg('MapCamera.tileAt', 'canvasX', badNumbers(), (x) => camera().tileAt(x, 0)),
      outOfOrder('MapCamera.refit', 'refit before fit', 'fit(width, height, target)', () =>
        camera().refit(),
      ),
    ],
  },
  KeyRepeat: {
    cases: [
      ...arg('new KeyRepeat', 'timing', NOT_OBJECTS, (t) => new KeyRepeat(t)),
      ...arg(
        'new KeyRepeat',
        'timing.delay',
        badNumbers(0),
        (delay) => new KeyRepeat({ delay, interval: 90 }),
      ),
      ...arg(
        'new KeyRepeat',
        'timing.interval',
        badNumbers(0, true),
        (interval) => new KeyRepeat({ delay: 200, interval }),
      ),
      ...arg('KeyRepeat.press', 'now', badNumbers(), (now) => new KeyRepeat().press('a', now)),
      ...arg('KeyRepeat.release', 'now', badNumbers(), (now) => new KeyRepeat().release('a', now)),
      ...arg('KeyRepeat.poll', 'now', badNumbers(), (now) => new KeyRepeat().poll(now)),
    ],
  },
  commandForKey: {
    cases: [
      ...arg('commandForKey', 'code', NOT_STRINGS, (code) => commandForKey(code)),
      ...arg('commandForKey', 'shiftKey', NOT_BOOLEANS, (shift) => commandForKey('KeyA', shift)),
      ...arg('commandForKey', 'table', NOT_OBJECTS, (table) => commandForKey('KeyA', false, table)),
    ],
  },
  directionForKey: {
    cases: [
      ...arg('directionForKey', 'code', NOT_STRINGS, (code) => directionForKey(code)),
      ...arg('directionForKey', 'shiftKey', NOT_BOOLEANS, (shift) =>
        directionForKey('KeyA', shift),
      ),
      ...arg('directionForKey', 'table', NOT_OBJECTS, (table) =>
        directionForKey('KeyA', false, table),
      ),
    ],
  },
  keyMap: {
    cases: [
      ...arg(
        'keyMap',
        'table',
        NOT_OBJECTS.map(([v]) => [v, KeyTableError] as const),
        (table) => keyMap(table),
      ),
      ...arg(
        'keyMap',
        'table.KeyQ',
        [
          ['north', KeyTableError],
          [null, KeyTableError],
          [5, KeyTableError],
        ],
        (command) => keyMap({ KeyQ: command }),
      ),
      ...arg('keyMap(table)', 'press', NOT_OBJECTS, (press) => keyMap()(press)),
      ...arg('keyMap(table)', 'press.code', NOT_STRINGS, (code) => keyMap()({ key: 'a', code })),
    ],
  },
  KeyboardInput: {
    cases: [
      ...arg(
        'new KeyboardInput',
        'source',
        NOT_OBJECTS,
        (source) => new KeyboardInput(source, () => null),
      ),
      ...arg(
        'new KeyboardInput',
        'source.on',
        NOT_FUNCTIONS,
        (on) => new KeyboardInput({ ...noKeys, on }, () => null),
      ),
      ...arg('new KeyboardInput', 'keys', NOT_FUNCTIONS, (keys) => new KeyboardInput(noKeys, keys)),
      ...arg(
        'new KeyboardInput',
        'options',
        [[5, ArgumentTypeError]],
        (o) => new KeyboardInput(noKeys, () => null, o),
      ),
      ...arg(
        'new KeyboardInput',
        'options.ignore',
        NOT_FUNCTIONS,
        (ignore) => new KeyboardInput(noKeys, () => null, { ignore }),
      ),
      ...arg('KeyboardInput.take', 'now', badNumbers(), (now) =>
        new KeyboardInput(noKeys, () => null).take(now),
      ),
    ],
  },
  OncePerEvent: {
    cases: arg(
      'OncePerEvent.first',
      'event',
      [
        [null, ArgumentTypeError],
        [5, ArgumentTypeError],
        ['keydown', ArgumentTypeError],
      ],
      (e) => new OncePerEvent().first(e),
    ),
  },
  planWalk: {
    cases: [
      ...arg('planWalk', 'level', NOT_OBJECTS, (l) =>
        planWalk(l, null, { x: 1, y: 1 }, { x: 2, y: 1 }),
      ),
      ...arg(
        'planWalk',
        'level.tiles',
        [
          [new Uint8Array(5), ArgumentRangeError],
          [null, ArgumentTypeError],
        ],
        (tiles) => planWalk({ ...level, tiles }, null, { x: 1, y: 1 }, { x: 2, y: 1 }),
      ),
      // A known mask of the wrong size is refused, as findPath refuses costs of the wrong size.
      ...arg(
        'planWalk',
        'known',
        [
          [new Uint8Array(23), ArgumentRangeError],
          [new Uint8Array(25), ArgumentRangeError],
          [[1, 1], ArgumentTypeError],
          [5, ArgumentTypeError],
        ],
        (known) => planWalk(level, known, { x: 1, y: 1 }, { x: 2, y: 1 }),
      ),
      ...arg(
        'planWalk',
        'from',
        [
          ...NOT_OBJECTS,
          [{ x: -1, y: 0 }, ArgumentRangeError],
          [{ x: 6, y: 0 }, ArgumentRangeError],
        ],
        (from) => planWalk(level, null, from, { x: 2, y: 1 }),
      ),
      ...arg('planWalk', 'from.x', badIntegers(), (x) =>
        planWalk(level, null, { x, y: 1 }, { x: 2, y: 1 }),
      ),
      ...arg('planWalk', 'to', NOT_OBJECTS, (to) => planWalk(level, null, { x: 1, y: 1 }, to)),
      ...arg('planWalk', 'to.y', badIntegers(), (y) =>
        planWalk(level, null, { x: 1, y: 1 }, { x: 2, y }),
      ),
    ],
  },
  DungeonLayer: {
    cases: [
      ...arg('new DungeonLayer', 'scene', NOT_OBJECTS, (scene) => new DungeonLayer(scene)),
      ...arg(
        'new DungeonLayer',
        'scene.make',
        [[undefined, ArgumentTypeError]],
        () => new DungeonLayer({ ...fakeScene(), make: undefined } as unknown as Scene),
      ),
      ...arg(
        'new DungeonLayer',
        'options.tileSize',
        badIntegers(1),
        (tileSize) => new DungeonLayer(fakeScene(), { tileSize }),
      ),
      ...arg(
        'new DungeonLayer',
        'options.variants',
        badIntegers(1, MAX_TILE_VARIANTS),
        (variants) => new DungeonLayer(fakeScene(), { variants }),
      ),
      ...arg(
        'new DungeonLayer',
        'options.tileset',
        NOT_STRINGS.slice(0, 2),
        (tileset) => new DungeonLayer(fakeScene(), { tileset }),
      ),
      ...arg(
        'new DungeonLayer',
        'options.light',
        [
          [5, ArgumentTypeError],
          ['torch', ArgumentTypeError],
        ],
        (light) => new DungeonLayer(fakeScene(), { light }),
      ),
      ...arg(
        'new DungeonLayer',
        'options.depth',
        badNumbers(),
        (depth) => new DungeonLayer(fakeScene(), { depth }),
      ),
      outOfOrder('DungeonLayer.update', 'update before setLevel', 'setLevel', () =>
        layer().update(ROOM),
      ),
      outOfOrder('DungeonLayer.redraw', 'redraw before setLevel', 'setLevel', () =>
        layer().redraw(sight),
      ),
      outOfOrder('DungeonLayer.setSight', 'setSight before setLevel', 'setLevel', () =>
        layer().setSight(sight),
      ),
      outOfOrder(
        'DungeonLayer.update',
        'update before its own tileset is added',
        'addPixelTexture(scene.textures, "mine"',
        () => {
          const l = new DungeonLayer(fakeScene(), { tileset: 'mine' })
          l.setLevel(level, sight, 8)
          l.update(ROOM)
        },
      ),
      ...arg(
        'new DungeonLayer',
        'options.look',
        [
          ['glyphs', ArgumentTypeError],
          [5, ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (look) => new DungeonLayer(fakeScene(), { look }),
      ),
      ...arg('DungeonLayer.setLook', 'look', [['ASCII', ArgumentTypeError]], (look) =>
        layer().setLook(look),
      ),
      ...arg('DungeonLayer.setLevel', 'level', NOT_OBJECTS, (l) => layer().setLevel(l, sight, 8)),
      ...arg(
        'DungeonLayer.setLevel',
        'level.seed',
        [
          [5, ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (seed) => layer().setLevel({ ...level, seed }, sight, 8),
      ),
      ...arg('DungeonLayer.setLevel', 'sight', NOT_OBJECTS, (s) => layer().setLevel(level, s, 8)),
      ...arg('DungeonLayer.setLevel', 'sight.fov', NOT_BOOLEANS, (fov) =>
        layer().setLevel(level, { ...sight, fov }, 8),
      ),
      ...arg(
        'DungeonLayer.setLevel',
        'sight.vision.visible',
        [
          [new Uint8Array(3), ArgumentRangeError],
          [null, ArgumentTypeError],
        ],
        (visible) => layer().setLevel(level, { ...sight, vision: { ...vision, visible } }, 8),
      ),
      ...arg('DungeonLayer.setLevel', 'sight.from', NOT_OBJECTS, (from) =>
        layer().setLevel(level, { ...sight, from }, 8),
      ),
      ...arg('DungeonLayer.setLevel', 'sightRadius', badIntegers(0, 4096), (r) =>
        layer().setLevel(level, sight, r),
      ),
      ...arg(
        'DungeonLayer.update',
        'view',
        [
          ...NOT_OBJECTS,
          [{ ...ROOM, width: Number.NaN }, ArgumentRangeError],
          [{ ...ROOM, height: -1 }, ArgumentRangeError],
        ],
        (view) => {
          const l = layer()
          l.setLevel(level, sight, 8)
          l.update(view)
        },
      ),
      ...arg('DungeonLayer.redraw', 'sight', NOT_OBJECTS, (s) => {
        const l = layer()
        l.setLevel(level, sight, 8)
        l.redraw(s)
      }),
    ],
  },
  sightBox: {
    cases: [
      ...arg('sightBox', 'vision', NOT_OBJECTS, (v) => sightBox(v)),
      ...arg('sightBox', 'vision.x1', badIntegers(), (x1) => sightBox({ ...vision, x1 })),
    ],
  },
  tileSight: {
    cases: [
      ...arg('tileSight', 'view', NOT_OBJECTS, (v) => tileSight(v, 0)),
      ...arg('tileSight', 'index', [...badIntegers(0, 23), [24, ArgumentRangeError]], (i) =>
        tileSight(sight, i),
      ),
    ],
  },
  placeWindow: {
    cases: [
      ...arg('placeWindow', 'current', NOT_OBJECTS, (c) => placeWindow(c, ROOM, level)),
      ...arg('placeWindow', 'view', NOT_OBJECTS, (v) => placeWindow(ROOM, v, level)),
      ...arg('placeWindow', 'view.width', badNumbers(0), (width) =>
        placeWindow(ROOM, { ...ROOM, width }, level),
      ),
      ...arg(
        'placeWindow',
        'view.x',
        [...badNumbers().filter(([v]) => v !== Number.NEGATIVE_INFINITY)],
        (x) => placeWindow(ROOM, { ...ROOM, x }, level),
      ),
      ...arg('placeWindow', 'map.width', badIntegers(0), (width) =>
        placeWindow(ROOM, ROOM, { width, height: 4 }),
      ),
    ],
  },
  unionRowSpans: {
    cases: [
      ...arg('unionRowSpans', 'a', NOT_OBJECTS, (a) => unionRowSpans(a, BOX, 0)),
      ...arg('unionRowSpans', 'b.x2', badIntegers(), (x2) => unionRowSpans(BOX, { ...BOX, x2 }, 0)),
      ...arg('unionRowSpans', 'y', badIntegers(), (y) => unionRowSpans(BOX, BOX, y)),
    ],
  },
  windowSize: {
    cases: [
      ...arg('windowSize', 'map', NOT_OBJECTS, (m) => windowSize(m, 10, 10)),
      ...arg('windowSize', 'map.height', badIntegers(0), (height) =>
        windowSize({ width: 8, height }, 10, 10),
      ),
      ...arg('windowSize', 'viewWidth', badNumbers(0), (w) => windowSize(level, w, 10)),
      ...arg('windowSize', 'viewHeight', badNumbers(0), (h) => windowSize(level, 10, h)),
      ...arg('windowSize', 'margin', badIntegers(0), (m) => windowSize(level, 10, 10, m)),
    ],
  },
  addTorchGlowTexture: {
    cases: [
      ...arg('addTorchGlowTexture', 'textures', NOT_OBJECTS, (t) => addTorchGlowTexture(t)),
      ...arg('addTorchGlowTexture', 'textures.exists', [[undefined, ArgumentTypeError]], () =>
        addTorchGlowTexture({ addCanvas: () => null } as unknown as Textures.TextureManager),
      ),
      ...arg('addTorchGlowTexture', 'tileSize', badIntegers(1, 1024), (size) =>
        addTorchGlowTexture(TEXTURES, size),
      ),
    ],
  },
  torchLight: {
    cases: [
      ...arg('torchLight', 'distanceSquared', badNumbers(0), (d) => torchLight(d, 8)),
      ...arg('torchLight', 'radius', badNumbers(0), (r) => torchLight(4, r)),
    ],
  },
  appendLines: {
    cases: [
      ...arg(
        'appendLines',
        'lines',
        [
          [null, ArgumentTypeError],
          ['line', ArgumentTypeError],
        ],
        (lines) => appendLines(lines, [], 3),
      ),
      ...arg(
        'appendLines',
        'added[1]',
        [
          [5, ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (line) => appendLines([], ['a', line], 3),
      ),
      ...arg('appendLines', 'keep', badIntegers(0), (keep) => appendLines([], ['a'], keep)),
    ],
  },
  MessageLog: {
    cases: [
      ...arg('new MessageLog', 'scene', NOT_OBJECTS, (scene) => new MessageLog(scene)),
      ...arg(
        'new MessageLog',
        'options.lines',
        badIntegers(1),
        (lines) => new MessageLog(fakeScene(), { lines }),
      ),
      ...arg(
        'new MessageLog',
        'options.fontSize',
        badNumbers(0, true),
        (fontSize) => new MessageLog(fakeScene(), { fontSize }),
      ),
      ...arg(
        'new MessageLog',
        'options.color',
        [
          [5, ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (color) => new MessageLog(fakeScene(), { color }),
      ),
    ],
  },
  fogOf: {
    cases: [
      ...arg('fogOf', 'world', NOT_OBJECTS, (w) => fogOf(w, player)),
      ...arg('fogOf', 'world.vision', [[undefined, ArgumentTypeError]], () =>
        fogOf({ ...world, vision: undefined } as never, player),
      ),
      ...arg('fogOf', 'player', badIntegers(0), (p) => fogOf(world, p)),
      ...arg('fogOf', 'fov', NOT_BOOLEANS, (fov) => fogOf(world, player, fov)),
    ],
  },
  follow: {
    cases: [
      ...arg('follow', 'fog', NOT_OBJECTS, (fog) => follow(fog, world, player)),
      ...arg('follow', 'world', NOT_OBJECTS, (w) => follow(fogOf(world, player), w, player)),
      ...arg('follow', 'player', badIntegers(0), (p) => follow(fogOf(world, player), world, p)),
    ],
  },
  Roguelike: {
    cases: [
      ...arg('new Roguelike', 'scene', NOT_OBJECTS, (scene) => new Roguelike(scene, world, player)),
      ...arg(
        'new Roguelike',
        'scene.input',
        [[undefined, ArgumentTypeError]],
        () =>
          new Roguelike({ ...fakeScene(), input: undefined } as unknown as Scene, world, player),
      ),
      ...arg('new Roguelike', 'world', NOT_OBJECTS, (w) => new Roguelike(fakeScene(), w, player)),
      ...arg(
        'new Roguelike',
        'player',
        badIntegers(0),
        (p) => new Roguelike(fakeScene(), world, p),
      ),
      outOfOrder(
        'new Roguelike',
        'a player that cannot fight',
        'makeFighter',
        () => new Roguelike(fakeScene(), unready, bare),
      ),
      ...arg(
        'new Roguelike',
        'options',
        [[5, ArgumentTypeError]],
        (o) => new Roguelike(fakeScene(), world, player, o),
      ),
      ...arg(
        'new Roguelike',
        'options.walkStepMs',
        badNumbers(0),
        (walkStepMs) => new Roguelike(fakeScene(), world, player, { walkStepMs }),
      ),
      ...arg(
        'new Roguelike',
        'options.fov',
        NOT_BOOLEANS,
        (fov) => new Roguelike(fakeScene(), world, player, { fov }),
      ),
      ...arg(
        'new Roguelike',
        'options.keys',
        NOT_OBJECTS,
        (keys) => new Roguelike(fakeScene(), world, player, { keys }),
      ),
      ...arg(
        'new Roguelike',
        'options.onTurn',
        NOT_FUNCTIONS,
        (onTurn) => new Roguelike(fakeScene(), world, player, { onTurn }),
      ),
      // The run's form: a Run of @delve/run in place of the world and its player.
      ...arg(
        'new Roguelike',
        'run',
        [...NOT_OBJECTS, [{}, ArgumentTypeError]],
        (r) => new Roguelike(fakeScene(), r),
      ),
      ...arg(
        'new Roguelike',
        'player',
        [[undefined, ArgumentTypeError]],
        () => new Roguelike(fakeScene(), world as never),
      ),
      ...arg(
        'new Roguelike',
        'options',
        [[5, ArgumentTypeError]],
        (o) => new Roguelike(fakeScene(), run, o),
      ),
      ...arg(
        'new Roguelike',
        'options.keys.KeyJ',
        [
          ['jump', KeyTableError],
          [null, KeyTableError],
        ],
        (command) => new Roguelike(fakeScene(), run, { keys: { KeyJ: command } }),
      ),
      ...arg(
        'new Roguelike',
        'options.look',
        [['glyphs', ArgumentTypeError]],
        (look) => new Roguelike(fakeScene(), run, { look }),
      ),
      ...arg(
        'new Roguelike',
        'options.onEnd',
        NOT_FUNCTIONS,
        (onEnd) => new Roguelike(fakeScene(), run, { onEnd }),
      ),
    ],
  },
  asciiFrame: {
    cases: [
      ...arg('asciiFrame', 'entry', NOT_OBJECTS, (e) => asciiFrame(e)),
      ...arg(
        'asciiFrame',
        'entry.as',
        [
          ['ghost', ArgumentRangeError],
          [undefined, ArgumentRangeError],
        ],
        (as) => asciiFrame({ as, glyph: 'g', x: 0, y: 0 } as never),
      ),
      ...arg('asciiFrame', 'entry.glyph', NOT_STRINGS, (glyph) =>
        asciiFrame({ as: 'item', glyph, x: 0, y: 0 } as never),
      ),
    ],
  },
  RunControl: {
    cases: [
      ...arg(
        'new RunControl',
        'run',
        [...NOT_OBJECTS, [{}, ArgumentTypeError]],
        (r) => new RunControl(r),
      ),
      ...arg('new RunControl', 'options', [[5, ArgumentTypeError]], (o) => new RunControl(run, o)),
      ...arg(
        'new RunControl',
        'options.keys',
        NOT_OBJECTS.map(([v]) => [v, KeyTableError] as const),
        (keys) => new RunControl(run, { keys }),
      ),
      ...arg(
        'new RunControl',
        'options.keys.KeyJ',
        [['jump', KeyTableError]],
        (command) => new RunControl(run, { keys: { KeyJ: command } }),
      ),
      ...arg(
        'new RunControl',
        'options.walkStepMs',
        badNumbers(0),
        (walkStepMs) => new RunControl(run, { walkStepMs }),
      ),
      ...arg('RunControl.setRun', 'run', [...NOT_OBJECTS, [{}, ArgumentTypeError]], (r) =>
        control().setRun(r),
      ),
      ...arg('RunControl.keyFor', 'press', NOT_OBJECTS, (p) => control().keyFor(p)),
      ...arg('RunControl.keyFor', 'press.code', NOT_STRINGS, (code) =>
        control().keyFor({ key: 'a', code }),
      ),
      ...arg('RunControl.claims', 'press', NOT_OBJECTS, (p) => control().claims(p)),
      ...arg('RunControl.perform', 'action', NOT_OBJECTS, (a) => control().perform(a, 0)),
      ...arg('RunControl.perform', 'action.kind', NOT_STRINGS, (kind) =>
        control().perform({ kind } as never, 0),
      ),
      ...arg('RunControl.perform', 'now', badNumbers(), (now) =>
        control().perform({ kind: 'wait' }, now),
      ),
      ...arg('RunControl.point', 'tile', NOT_OBJECTS, (t) => control().point(t, 0)),
      ...arg('RunControl.point', 'tile.x', badIntegers(), (x) => control().point({ x, y: 0 }, 0)),
      ...arg('RunControl.point', 'now', badNumbers(), (now) =>
        control().point({ x: 0, y: 0 }, now),
      ),
      ...arg('RunControl.tick', 'now', badNumbers(), (now) => control().tick(now)),
      ...arg('RunControl.play', 'input', NOT_OBJECTS, (i) => control().play(i)),
      ...arg('RunControl.play', 'input.kind', NOT_STRINGS, (kind) =>
        control().play({ kind } as never),
      ),
      ...arg('RunControl.play', 'now', badNumbers(), (now) =>
        control().play({ kind: 'wait' }, now),
      ),
    ],
  },
  Controller: {
    cases: [
      ...arg(
        'new Controller',
        'run',
        [...NOT_OBJECTS, [{}, ArgumentTypeError]],
        (r) => new Controller(r),
      ),
      ...arg('Controller.setRun', 'run', [...NOT_OBJECTS, [{}, ArgumentTypeError]], (r) =>
        new Controller(run).setRun(r),
      ),
      ...arg('Controller.handle', 'command', NOT_OBJECTS, (c) => new Controller(run).handle(c)),
      ...arg(
        'Controller.handle',
        'command.kind',
        [...NOT_STRINGS, ['fly', ArgumentTypeError]],
        (kind) => new Controller(run).handle({ kind } as never),
      ),
      ...arg('Controller.play', 'input', NOT_OBJECTS, (i) => new Controller(run).play(i)),
      ...arg('Controller.play', 'input.kind', NOT_STRINGS, (kind) =>
        new Controller(run).play({ kind } as never),
      ),
    ],
  },
  letterIndex: {
    cases: [
      ...arg('letterIndex', 'press', NOT_OBJECTS, (p) => letterIndex(p)),
      ...arg('letterIndex', 'press.key', NOT_STRINGS, (key) => letterIndex({ key, code: 'KeyA' })),
    ],
  },
  commandForPress: {
    cases: [
      ...arg('commandForPress', 'press', NOT_OBJECTS, (p) => commandForPress(p)),
      ...arg('commandForPress', 'press.code', NOT_STRINGS, (code) =>
        commandForPress({ key: 'a', code }),
      ),
      ...arg('commandForPress', 'table', NOT_OBJECTS, (t) => commandForPress(PRESS, t)),
    ],
  },
  checkKeyTable: {
    cases: [
      ...arg(
        'checkKeyTable',
        'table',
        NOT_OBJECTS.map(([v]) => [v, KeyTableError] as const),
        (t) => checkKeyTable(t),
      ),
      ...arg(
        'checkKeyTable',
        'table.KeyJ',
        [
          ['jump', KeyTableError],
          [5, KeyTableError],
        ],
        (command) => checkKeyTable({ KeyJ: command }),
      ),
    ],
  },
  isDirection: {
    acceptsAnything: 'a test of any value: true for one of the eight directions, else false',
    check: () => {
      expect(isDirection('up-left')).toBe(true)
      for (const junk of ['wait', 'UP', null, 5, {}]) expect(isDirection(junk)).toBe(false)
    },
  },
  checkLook: {
    cases: arg(
      'someFunction',
      'look',
      [
        ['glyphs', ArgumentTypeError],
        ['ASCII', ArgumentTypeError],
        [null, ArgumentTypeError],
        [5, ArgumentTypeError],
      ],
      (look) => checkLook(look, 'someFunction'),
    ),
  },
  lookTexture: {
    cases: arg('lookTexture', 'look', [['glyphs', ArgumentTypeError]], (look) => lookTexture(look)),
  },
  addAsciiTiles: {
    cases: [
      ...arg('addAsciiTiles', 'textures', NOT_OBJECTS, (t) => addAsciiTiles(t)),
      ...arg('addAsciiTiles', 'textures.addCanvas', [[undefined, ArgumentTypeError]], () =>
        addAsciiTiles({ exists: () => false } as unknown as Textures.TextureManager),
      ),
    ],
  },
  addLookTiles: {
    cases: [
      ...arg('addLookTiles', 'textures', NOT_OBJECTS, (t) => addLookTiles(t, 'ascii')),
      ...arg('addLookTiles', 'look', [['glyphs', ArgumentTypeError]], (look) =>
        addLookTiles(TEXTURES, look),
      ),
    ],
  },
  UiCamera: {
    cases: [
      ...arg('UiCamera.of', 'scene', NOT_OBJECTS, (scene) => UiCamera.of(scene)),
      ...arg('UiCamera.of', 'scene.children', [[undefined, ArgumentTypeError]], () =>
        UiCamera.of({ ...fakeScene(), children: undefined } as unknown as Scene),
      ),
    ],
  },
  addScreenText: {
    cases: [
      ...arg('addScreenText', 'scene', NOT_OBJECTS, (scene) => addScreenText(scene)),
      ...arg('addScreenText', 'options', [[5, ArgumentTypeError]], (o) =>
        addScreenText(fakeScene(), o),
      ),
      ...arg('addScreenText', 'options.fontSize', badNumbers(0, true), (fontSize) =>
        addScreenText(fakeScene(), { fontSize }),
      ),
      ...arg('addScreenText', 'options.background', [[5, ArgumentTypeError]], (background) =>
        addScreenText(fakeScene(), { background }),
      ),
    ],
  },
  linesHeight: {
    cases: [
      ...arg('linesHeight', 'text', NOT_OBJECTS, (t) => linesHeight(t, 2)),
      ...arg('linesHeight', 'lines', badIntegers(0), (n) => linesHeight({} as never, n)),
    ],
  },
  StatusLine: {
    cases: [
      ...arg('new StatusLine', 'scene', NOT_OBJECTS, (scene) => new StatusLine(scene)),
      ...arg(
        'new StatusLine',
        'options.fontSize',
        badNumbers(0, true),
        (fontSize) => new StatusLine(fakeScene(), { fontSize }),
      ),
      ...arg(
        'new StatusLine',
        'options.color',
        [[5, ArgumentTypeError]],
        (color) => new StatusLine(fakeScene(), { color }),
      ),
    ],
  },
  statusText: {
    cases: [
      ...arg('statusText', 'facts', NOT_OBJECTS, (f) => statusText(f)),
      ...arg('statusText', 'facts.hp', badIntegers(), (hp) =>
        statusText({ hp, maxHp: 30, depth: 1, level: 1, turn: 0 }),
      ),
      ...arg('statusText', 'facts.turn', badIntegers(), (turn) =>
        statusText({ hp: 3, maxHp: 30, depth: 1, level: 1, turn }),
      ),
    ],
  },
  AimMarks: {
    cases: [
      ...arg('new AimMarks', 'scene', NOT_OBJECTS, (scene) => new AimMarks(scene)),
      ...arg('new AimMarks', 'tileSize', badIntegers(1), (size) => new AimMarks(fakeScene(), size)),
    ],
  },
  artFrame: {
    cases: [
      ...arg('artFrame', 'entry', NOT_OBJECTS, (e) => artFrame(e)),
      ...arg(
        'artFrame',
        'entry.as',
        [
          ['ghost', ArgumentRangeError],
          [undefined, ArgumentRangeError],
          [5, ArgumentRangeError],
        ],
        (as) => artFrame({ as, glyph: 'g', x: 0, y: 0 } as never),
      ),
      ...arg('artFrame', 'entry.glyph', NOT_STRINGS, (glyph) =>
        artFrame({ as: 'monster', glyph, x: 0, y: 0 } as never),
      ),
    ],
  },
  EntitySprites: {
    cases: [
      ...arg('new EntitySprites', 'scene', NOT_OBJECTS, (scene) => new EntitySprites(scene)),
      ...arg(
        'new EntitySprites',
        'options.tileSize',
        badIntegers(1),
        (tileSize) => new EntitySprites(fakeScene([lib.DELVE_TILES]), { tileSize }),
      ),
      ...arg(
        'new EntitySprites',
        'options.frameOf',
        NOT_FUNCTIONS,
        (frameOf) => new EntitySprites(fakeScene([lib.DELVE_TILES]), { frameOf }),
      ),
      ...arg(
        'new EntitySprites',
        'options.look',
        [
          ['glyphs', ArgumentTypeError],
          [5, ArgumentTypeError],
        ],
        (look) => new EntitySprites(fakeScene(), { look }),
      ),
      outOfOrder(
        'new EntitySprites',
        'before its own texture is added',
        'addPixelTexture',
        () => new EntitySprites(fakeScene([lib.DELVE_TILES]), { texture: 'mine' }),
      ),
    ],
  },
  TileSprites: {
    cases: [
      ...arg('new TileSprites', 'scene', NOT_OBJECTS, (scene) => new TileSprites(scene, () => 0)),
      ...arg(
        'new TileSprites',
        'frameOf',
        NOT_FUNCTIONS,
        (f) => new TileSprites(fakeScene([lib.DELVE_TILES]), f),
      ),
      ...arg(
        'new TileSprites',
        'options.depth',
        badNumbers(),
        (depth) => new TileSprites(fakeScene([lib.DELVE_TILES]), () => 0, { depth }),
      ),
      ...arg(
        'new TileSprites',
        'options.texture',
        [[5, ArgumentTypeError]],
        (texture) => new TileSprites(fakeScene([lib.DELVE_TILES]), () => 0, { texture }),
      ),
      outOfOrder(
        'new TileSprites',
        'before the tileset is added',
        'addDelveTiles(scene.textures)',
        () => new TileSprites(fakeScene([]), () => 0),
      ),
      ...arg('TileSprites.setTexture', 'texture', [[5, ArgumentTypeError]], (texture) =>
        new TileSprites(fakeScene(), () => 0).setTexture(texture),
      ),
      ...arg('TileSprites.setTexture', 'frameOf', NOT_FUNCTIONS, (f) =>
        new TileSprites(fakeScene(), () => 0).setTexture(DELVE_TILES, f),
      ),
      outOfOrder(
        'TileSprites.setTexture',
        'a texture not added yet',
        'addPixelTexture(scene.textures, "mine"',
        () => new TileSprites(fakeScene(), () => 0).setTexture('mine'),
      ),
      ...arg(
        'TileSprites.show',
        'things',
        [
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (things) => new TileSprites(fakeScene([lib.DELVE_TILES]), () => 0).show(things),
      ),
      ...arg('TileSprites.show', 'things[0].x', badIntegers(), (x) =>
        new TileSprites(fakeScene([lib.DELVE_TILES]), () => 0).show([{ x, y: 0 }]),
      ),
    ],
  },
  tileCentre: {
    cases: [
      ...arg('tileCentre', 'x', badNumbers(), (x) => tileCentre(x, 0)),
      ...arg('tileCentre', 'y', badNumbers(), (y) => tileCentre(0, y)),
      ...arg('tileCentre', 'tileSize', badNumbers(0, true), (size) => tileCentre(0, 0, size)),
    ],
  },
  addPixelTexture: {
    cases: [
      ...arg('addPixelTexture', 'textures', NOT_OBJECTS, (t) =>
        addPixelTexture(t, 'k', new PixelImage(24, 12), 12),
      ),
      ...arg('addPixelTexture', 'key', [...NOT_STRINGS, ['', ArgumentRangeError]], (key) =>
        addPixelTexture(TEXTURES, key, new PixelImage(24, 12), 12),
      ),
      ...arg('addPixelTexture', 'image', NOT_OBJECTS, (image) =>
        addPixelTexture(TEXTURES, 'k', image, 12),
      ),
      ...arg(
        'addPixelTexture',
        'image.data',
        [
          [new Uint8ClampedArray(3), ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (data) => addPixelTexture(TEXTURES, 'k', { width: 24, height: 12, data } as never, 12),
      ),
      ...arg('addPixelTexture', 'frameWidth', badIntegers(1, 24), (w) =>
        addPixelTexture(TEXTURES, 'k', new PixelImage(24, 12), w),
      ),
      ...arg('addPixelTexture', 'frameHeight', badIntegers(1, 12), (h) =>
        addPixelTexture(TEXTURES, 'k', new PixelImage(24, 12), 12, h),
      ),
    ],
  },
  addDelveTiles: {
    cases: [
      ...arg('addDelveTiles', 'textures', NOT_OBJECTS, (t) => addDelveTiles(t)),
      ...arg('addDelveTiles', 'textures.addCanvas', [[undefined, ArgumentTypeError]], () =>
        addDelveTiles({ exists: () => false } as unknown as Textures.TextureManager),
      ),
    ],
  },
  ...constants(
    'a key table, the directions or the steps',
    'ARROW_KEYS DEFAULT_KEYS NUMPAD_KEYS VI_KEYS WAIT_KEYS WASD_KEYS DIRECTIONS STEPS DEFAULT_RUN_KEYS RUN_ORDER_KEYS',
  ),
  ...constants(
    "a run's orders, its level-up choices, the looks, or an event's or a texture's name",
    'RUN_COMMANDS LOOKS RUN_END_EVENT ASCII_TILES',
  ),
  ...constants(
    "the controller's commands and modes, and the sentences of its refusals",
    'COMMAND_KINDS CONTROL_MODE_NAMES EMPTY_PACK NO_SUCH_ITEM NO_WAY',
  ),
  ...constants(
    'a key, a depth, a size, a timing or a value to compare with',
    'DELVE_TILES TORCH_GLOW_KEY Depth REMEMBERED_LIFT SIGHT_LIGHT FILL_TILES TileSight WALK_REPEAT WINDOW_MARGIN NO_KEYS',
  ),
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
  ]) {
    const error = new Kind('someFunction', 'someArgument', value, 'what it takes')
    expect(error).toBeInstanceOf(base)
    expect(error.message).toMatch(/^someFunction: someArgument is .+; allowed: what it takes\.$/)
    expect(error).toMatchObject({ fn: 'someFunction', argument: 'someArgument', value })
  }
}

const checked = Object.entries(TABLE).filter(([, entry]) => 'cases' in entry)

describe('@delve/phaser refuses what it cannot take, and says what it was given', () => {
  it('has an entry in the table for every export, and none for anything else', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(lib).sort())
  })

  it('checks the arguments of every function and constructor that takes any', () => {
    const functions = Object.entries(lib).filter(([, value]) => typeof value === 'function')
    const unchecked = functions.filter(([name]) => {
      const entry = TABLE[name] as Entry
      return !('cases' in entry) && !('takesNothing' in entry) && !('acceptsAnything' in entry)
    })
    expect(unchecked).toEqual([])
    console.info(`@delve/phaser: ${checked.length} exports checked against misuse`)
  })

  it.each(Object.entries(TABLE).flatMap(([name, entry]) => ('constant' in entry ? [name] : [])))(
    '%s is a value: nothing is handed to it',
    (name) => {
      expect(typeof (lib as Record<string, unknown>)[name]).not.toBe('function')
    },
  )

  it.each(byDesignEntries(TABLE))('%s takes anything by design', (_, entry) => {
    entry.check()
  })

  it.each(refusalCases(checked))('%s refuses %s', (_, __, c) => {
    const thrown = thrownBy(c.call)
    expect(thrown).toBeInstanceOf(c.error)
    const message = (thrown as Error).message
    expect(message.startsWith(`${c.fn}: `), message).toBe(true)
    for (const name of c.names) expect(message).toContain(name)
    if (c.error === SetupError) expect(message).toMatch(/; call .+ first\.$/)
    else expect(message).toContain('; allowed: ')
  })
})
