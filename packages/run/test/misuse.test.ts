import { readFileSync } from 'node:fs'
import { DungeonOptionsError } from '@delve/map'
import { describe, expect, it } from 'vitest'
import * as run from '../src/index.js'
import {
  ActInputError,
  ArgumentRangeError,
  ArgumentTypeError,
  AutoWalk,
  createRun,
  defaultChoice,
  MAX_DEPTH,
  ReplayError,
  Run,
  RunOptionsError,
  runRules,
  SaveError,
  WalkMemory,
} from '../src/index.js'
import { testHooks } from '../src/testing.js'
import {
  argumentCases as arg,
  type Bad,
  badIntegers,
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

/** A fresh run of one seed, the same each time, so a refused call cannot change the next. */
const R = () => createRun({ seed: 'misuse' })
const world = () => R().world
const rules = () => runRules()
const place = () => ({ runSeed: 'misuse', depth: 1, choice: defaultChoice() })
const P = { x: 1, y: 1 }

/** What is not a run: nothing, numbers, plain objects, a run's parts. */
const NOT_RUNS: readonly Bad[] = [
  [null, ArgumentTypeError],
  [undefined, ArgumentTypeError],
  [5, ArgumentTypeError],
  [{}, ArgumentTypeError],
  [{ world: {}, depth: 1 }, ArgumentTypeError],
]

/** What is not a world of `@delve/ecs`. */
const NOT_WORLDS: readonly Bad[] = [
  [null, ArgumentTypeError],
  [5, ArgumentTypeError],
  [{}, ArgumentTypeError],
  [{ components: {}, dungeon: {} }, ArgumentTypeError],
]

/** What is not the rules `runRules` made: a copy of them is not them either. */
const NOT_RULES: readonly Bad[] = [
  [null, ArgumentTypeError],
  [{}, ArgumentTypeError],
  [{ ...runRules() }, ArgumentTypeError],
]

/** What is not a place in the seed chain. */
const NOT_PLACES: readonly Bad[] = [
  ...NOT_OBJECTS,
  [{ runSeed: 5, depth: 1, choice: {} }, ArgumentTypeError],
  [{ runSeed: 's', depth: 0, choice: {} }, ArgumentRangeError],
  [{ runSeed: 's', depth: MAX_DEPTH + 1, choice: {} }, ArgumentRangeError],
  [{ runSeed: 's', depth: 1, choice: null }, ArgumentTypeError],
]

const NOT_POINTS: readonly Bad[] = [
  ...NOT_OBJECTS,
  [{ x: 0.5, y: 1 }, ArgumentRangeError],
  [{ x: '1', y: 1 }, ArgumentTypeError],
]

/** The cases of a function of a run alone (after it, `more` arguments given right). */
function ofRun(fn: string, call: (r: never) => unknown): Case[] {
  return arg(fn, 'run', NOT_RUNS, call)
}

/** The cases of a function of a world and an entity of it. */
function worldAndEntity(
  fn: string,
  argument: string,
  call: (w: never, eid: never) => unknown,
): Case[] {
  return [
    ...arg(fn, 'world', NOT_WORLDS, (w) => call(w, 1 as never)),
    ...arg(fn, argument, [...badIntegers(1, 63), [9999, ArgumentRangeError]], (eid) => {
      const r = R()
      return call(r.world as never, eid)
    }),
  ]
}

/** The cases of a seed-chain function of one seed. */
function ofSeed(fn: string, argument: string, call: (s: never) => unknown): Case[] {
  return arg(fn, argument, NOT_STRINGS, call)
}

/**
 * Every runtime export of `@delve/run`, with what it must refuse (or why it takes nothing, or
 * anything). The first test compares the keys with the module's exports.
 */
const TABLE: Record<string, Entry> = {
  // The errors.
  ArgumentTypeError: {
    acceptsAnything: "@delve/map's, re-exported: an error describes whatever value it was handed",
    check: () => errorDescribes(ArgumentTypeError, TypeError),
  },
  ArgumentRangeError: {
    acceptsAnything: "@delve/map's, re-exported: an error describes whatever value it was handed",
    check: () => errorDescribes(ArgumentRangeError, RangeError),
  },
  ActInputError: {
    acceptsAnything: 'an error names whatever field, value and range it is told',
    check: () => {
      const error = new ActInputError('input.kind', 'fly', 'move, wait')
      expect(error).toBeInstanceOf(ArgumentTypeError)
      expect(error.message).toBe('act: invalid input.kind: "fly". Allowed: move, wait.')
      expect(error).toMatchObject({ fn: 'act', argument: 'input.kind', field: 'input.kind' })
    },
  },
  RunOptionsError: {
    acceptsAnything: 'an error names whatever option, value and range it is told',
    check: () => {
      const error = new RunOptionsError('depth', 0, 'an integer from 1 to 10')
      expect(error).toBeInstanceOf(DungeonOptionsError)
      expect(error.message).toBe('Invalid depth: 0. Allowed: an integer from 1 to 10.')
    },
  },
  ReplayError: {
    acceptsAnything: 'an error says whatever it is told, and where a replay left its record',
    check: () => {
      const error = new ReplayError('went elsewhere', 3, 7)
      expect(error).toMatchObject({ message: 'went elsewhere', input: 3, turn: 7 })
    },
  },
  SaveError: {
    acceptsAnything: 'an error says why a save cannot be used, with a code for it',
    check: () => {
      const error = new SaveError('the save is not JSON')
      expect(error).toMatchObject({ message: 'the save is not JSON', code: 'malformed' })
    },
  },

  // The run.
  createRun: {
    cases: [
      ...arg(
        'createRun',
        'createRun options',
        [
          [null, RunOptionsError],
          [5, RunOptionsError],
          [[], RunOptionsError],
        ],
        (o) => createRun(o),
      ),
      ...arg('createRun', 'seeed', [['typo', RunOptionsError]], (seeed) =>
        createRun({ seeed } as never),
      ),
      ...arg(
        'createRun',
        'seed',
        [
          [5, RunOptionsError],
          ['', RunOptionsError],
        ],
        (seed) => createRun({ seed }),
      ),
      ...arg(
        'createRun',
        'sandbox',
        [
          ['yes', RunOptionsError],
          [1, RunOptionsError],
        ],
        (sandbox) => createRun({ seed: 's', sandbox }),
      ),
      ...arg(
        'createRun',
        'depth',
        [
          [0, RunOptionsError],
          [11, RunOptionsError],
          [1.5, RunOptionsError],
          [MAX_DEPTH + 1, RunOptionsError],
        ],
        (depth) => createRun({ seed: 's', depth }),
      ),
      ...arg(
        'createRun',
        'map',
        [
          [5, RunOptionsError],
          ['a.tmj', RunOptionsError],
        ],
        (map) => createRun({ seed: 's', map }),
      ),
      ...arg(
        'createRun',
        'level',
        [
          [5, RunOptionsError],
          [{ width: 3 }, RunOptionsError],
        ],
        (level) => createRun({ seed: 's', level }),
      ),
      ...arg('createRun', 'generator', [[5, RunOptionsError]], (generator) =>
        createRun({ seed: 's', generator }),
      ),
      ...arg('createRun', 'width', [[-3, DungeonOptionsError]], (width) =>
        createRun({ seed: 's', generator: { width } }),
      ),
      ...arg('createRun', 'kinds', [[5, RunOptionsError]], (kinds) =>
        createRun({ seed: 's', kinds }),
      ),
      ...arg('createRun', 'goal', [[5, RunOptionsError]], (goal) => createRun({ seed: 's', goal })),
    ],
  },
  runRules: {
    cases: [
      ...arg('runRules', 'options', NOT_OBJECTS, (o) => runRules(o)),
      ...arg('runRules', 'options.seed', [['s', ArgumentRangeError]], (seed) =>
        runRules({ seed } as never),
      ),
      ...arg('runRules', 'tables', [[5, RunOptionsError]], (tables) => runRules({ tables })),
    ],
  },
  Run: {
    cases: [
      ...arg('new Run', 'parts', NOT_OBJECTS, (p) => new Run(p)),
      ...arg('new Run', 'rules', NOT_RULES, (rules) => {
        const r = R()
        return new Run({
          place: r.where(),
          rules,
          world: r.world,
          player: 1,
          monsters: [],
          stats: r.stats,
        } as never)
      }),
      ...arg('Run.isCaged', 'at', NOT_POINTS, (at) => R().isCaged(at)),
      ...arg('Run.vaultAt', 'at', NOT_POINTS, (at) => R().vaultAt(at)),
      ...arg('Run.itemName', 'kind', badIntegers(0, R().world.kinds.items.length - 1), (k) =>
        R().itemName(k),
      ),
      ...arg('Run.anItem', 'kind', [[-1, ArgumentRangeError]], (k) => R().anItem(k)),
      ...arg('Run.appearance', 'kind', [['1', ArgumentTypeError]], (k) => R().appearance(k)),
      ...arg('Run.isKnown', 'kind', [[999, ArgumentRangeError]], (k) => R().isKnown(k)),
      ...arg('Run.aimOf', 'index', [[0.5, ArgumentRangeError]], (i) => R().aimOf(i)),
      ...arg('Run.preview', 'index', [[null, ArgumentTypeError]], (i) => R().preview(i)),
      ...arg('Run.preview', 'target', [[{ x: -1, y: 0 }, ArgumentRangeError]], (t) =>
        R().preview(0, t),
      ),
    ],
  },
  act: {
    cases: [
      ...arg('act', 'run', NOT_RUNS, (r) => run.act(r, { kind: 'wait' })),
      ...arg(
        'act',
        'input.kind',
        [
          [null, ActInputError],
          [{ kind: 'fly' }, ActInputError],
        ],
        (i) => run.act(R(), i),
      ),
      ...arg('act', 'input.extra', [[{ kind: 'wait', extra: 1 }, ActInputError]], (i) =>
        run.act(R(), i),
      ),
      ...arg(
        'act',
        'input.direction',
        [[{ kind: 'move', direction: 'north' }, ActInputError]],
        (i) => run.act(R(), i),
      ),
      ...arg('act', 'input.index', [[{ kind: 'use', index: 0.5 }, ActInputError]], (i) =>
        run.act(R(), i),
      ),
      ...arg(
        'act',
        'input.target',
        [[{ kind: 'use', index: 0, target: { x: 999, y: 1 } }, ActInputError]],
        (i) => run.act(R(), i),
      ),
      ...arg('act', 'input.choice', [[{ kind: 'level-up', choice: 7 }, ActInputError]], (i) =>
        run.act(R(), i),
      ),
      ...arg(
        'act',
        'input.stairs',
        [[{ kind: 'travel', stairs: 'sideways' }, ActInputError]],
        (i) => run.act(R(), i),
      ),
    ],
  },
  isWalking: { cases: ofRun('isWalking', (r) => run.isWalking(r)) },
  stopWalking: { cases: ofRun('stopWalking', (r) => run.stopWalking(r)) },
  applyInput: {
    cases: [
      ...ofRun('applyInput', (r) => run.applyInput(r, { kind: 'wait' })),
      ...arg('applyInput', 'input.kind', [['explore', ArgumentRangeError]], (kind) =>
        run.applyInput(R(), { kind } as never),
      ),
      ...arg('applyInput', 'input', NOT_OBJECTS, (i) => run.applyInput(R(), i)),
    ],
  },
  generateLevel: {
    cases: [
      ...arg('generateLevel', 'place', NOT_PLACES, (p) => run.generateLevel(p)),
      ...arg('generateLevel', 'rules', NOT_RULES, (r) => run.generateLevel(place(), r)),
    ],
  },

  // The record, the replay, the save.
  recordRun: { cases: ofRun('recordRun', (r) => run.recordRun(r)) },
  runChecksum: { cases: ofRun('runChecksum', (r) => run.runChecksum(r)) },
  worldChecksum: { cases: arg('worldChecksum', 'world', NOT_WORLDS, (w) => run.worldChecksum(w)) },
  replayRun: {
    cases: [
      ...arg('replayRun', 'options.tabels', [[{}, ArgumentRangeError]], (tabels) =>
        run.replayRun(run.recordRun(R()), { tabels } as never),
      ),
      // The record is data: what is wrong with it is a ReplayError saying what.
      ...arg(
        'replayRun',
        'not a record',
        [
          [null, ReplayError],
          [5, ReplayError],
        ],
        (s) => run.replayRun(s),
      ),
    ],
  },
  startReplay: {
    cases: [
      ...arg('startReplay', 'options', [[5, ArgumentTypeError]], (o) =>
        run.startReplay(run.recordRun(R()), o),
      ),
      ...arg('startReplay', 'not a record', [[null, ReplayError]], (s) => run.startReplay(s)),
    ],
  },
  checkRecording: {
    cases: [
      ...arg('checkRecording', 'options', [[[], ArgumentTypeError]], (o) =>
        run.checkRecording(run.recordRun(R()), o),
      ),
      ...arg('checkRecording', 'not a record', [[null, ReplayError]], (s) => run.checkRecording(s)),
    ],
  },
  verifyRun: {
    acceptsAnything:
      'it never throws: whatever it is handed, a record, options or a look, is a verdict',
    check: () => {
      const record = run.recordRun(R())
      for (const [r, options, look] of [
        [null, undefined, undefined],
        [record, 5, undefined],
        [record, { tabels: {} }, undefined],
        [record, undefined, 'not a function'],
        [{ ...record, log: 5 }, undefined, undefined],
      ] as const) {
        const verdict = run.verifyRun(r as never, options as never, look as never)
        expect(verdict.ok).toBe(false)
        expect((verdict as { reason: string }).reason.length).toBeGreaterThan(0)
      }
      expect(run.verifyRun(record).ok).toBe(true)
    },
  },
  encodeLog: {
    cases: [
      ...arg(
        'encodeLog',
        'inputs',
        [
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (i) => run.encodeLog(i),
      ),
      ...arg('encodeLog', 'inputs[0]', [[null, ArgumentTypeError]], (i) => run.encodeLog([i])),
      ...arg(
        'encodeLog',
        'inputs[0].kind',
        [
          ['fly', ArgumentRangeError],
          [5, ArgumentTypeError],
          ['explore', ArgumentRangeError],
        ],
        (kind) => run.encodeLog([{ kind } as never]),
      ),
      ...arg('encodeLog', 'inputs[0].direction', [['north', ArgumentRangeError]], (direction) =>
        run.encodeLog([{ kind: 'move', direction }]),
      ),
      ...arg('encodeLog', 'inputs[0].index', badIntegers(0, 25), (index) =>
        run.encodeLog([{ kind: 'drop', index }]),
      ),
      ...arg('encodeLog', 'inputs[0].target.z', [[1, ArgumentRangeError]], (z) =>
        run.encodeLog([{ kind: 'use', index: 0, target: { x: 1, y: 1, z } } as never]),
      ),
      ...arg('encodeLog', 'inputs[0].extra', [[1, ArgumentRangeError]], (extra) =>
        run.encodeLog([{ kind: 'wait', extra } as never]),
      ),
    ],
  },
  decodeLog: {
    acceptsAnything:
      'it reads untrusted text: anything else, or text it cannot read, is a ReplayError',
    check: () => {
      for (const junk of [null, 5, {}, 'q!', '0s'])
        expect(() => run.decodeLog(junk)).toThrow(ReplayError)
      expect(run.decodeLog('2s')).toEqual([{ kind: 'wait' }, { kind: 'wait' }])
    },
  },
  encodeRun: { cases: ofRun('encodeRun', (r) => run.encodeRun(r)) },
  saveRun: { cases: ofRun('saveRun', (r) => run.saveRun(r)) },
  loadRun: {
    cases: [
      ...arg('loadRun', 'options.seed', [['s', ArgumentRangeError]], (seed) =>
        run.loadRun(run.saveRun(R()), { seed } as never),
      ),
      ...arg('loadRun', 'options', [[5, ArgumentTypeError]], (o) =>
        run.loadRun(run.saveRun(R()), o),
      ),
      // The save is data: what is wrong with it is a SaveError with its code.
      ...arg(
        'loadRun',
        'not text',
        [
          [null, SaveError],
          [5, SaveError],
        ],
        (t) => run.loadRun(t),
      ),
      ...arg('loadRun', 'not JSON', [['{', SaveError]], (t) => run.loadRun(t)),
    ],
  },

  // The story.
  runStory: {
    cases: [
      ...ofRun('runStory', (r) => run.runStory(r)),
      ...arg('runStory', 'extra', [[5, ArgumentTypeError]], (e) => run.runStory(R(), e)),
      ...arg('runStory', 'extra.lnk', [['x', ArgumentRangeError]], (lnk) =>
        run.runStory(R(), { lnk } as never),
      ),
      ...arg('runStory', 'extra.link', [[5, ArgumentTypeError]], (link) =>
        run.runStory(R(), { link } as never),
      ),
    ],
  },
  runSummary: {
    cases: [
      ...arg('runSummary', 'parts', NOT_OBJECTS, (p) => run.runSummary(p)),
      ...arg('runSummary', 'parts.runSeed', [[5, ArgumentTypeError]], (runSeed) =>
        run.runSummary({ runSeed } as never),
      ),
      ...arg('runSummary', 'parts.depth', badIntegers(1), (depth) =>
        run.runSummary({ ...summaryParts(), depth }),
      ),
      ...arg('runSummary', 'parts.lastMessages[0]', [[5, ArgumentTypeError]], (line) =>
        run.runSummary({ ...summaryParts(), lastMessages: [line] }),
      ),
    ],
  },

  // The seed chain and the generator's choice.
  dailySeed: {
    cases: [
      ...arg('dailySeed', 'day', NOT_STRINGS, (d) => run.dailySeed(d)),
      ...arg(
        'dailySeed',
        'day',
        [
          ['2026-13-45', ArgumentRangeError],
          ['2026-02-30', ArgumentRangeError],
          ['today', ArgumentRangeError],
        ],
        (d) => run.dailySeed(d),
      ),
    ],
  },
  utcDay: {
    cases: arg(
      'utcDay',
      'time',
      [
        ...badIntegers().filter(([v]) => typeof v !== 'number' || !Number.isFinite(v)),
        [1.5, ArgumentRangeError],
        [8.64e15 + 1, ArgumentRangeError],
        [-9e15, ArgumentRangeError],
      ],
      (t) => run.utcDay(t),
    ),
  },
  dailyDay: { cases: ofSeed('dailyDay', 'seed', (s) => run.dailyDay(s)) },
  levelSeed: {
    cases: [
      ...ofSeed('levelSeed', 'runSeed', (s) => run.levelSeed(s, 1)),
      ...arg('levelSeed', 'depth', badIntegers(1, MAX_DEPTH), (d) => run.levelSeed('s', d)),
    ],
  },
  itemSeed: { cases: ofSeed('itemSeed', 'levelSeed', (s) => run.itemSeed(s)) },
  layoutSeed: { cases: ofSeed('layoutSeed', 'levelSeed', (s) => run.layoutSeed(s)) },
  monsterSeed: { cases: ofSeed('monsterSeed', 'levelSeed', (s) => run.monsterSeed(s)) },
  wandererSeed: { cases: ofSeed('wandererSeed', 'levelSeed', (s) => run.wandererSeed(s)) },
  appearanceSeed: { cases: ofSeed('appearanceSeed', 'runSeed', (s) => run.appearanceSeed(s)) },
  seedError: {
    acceptsAnything: 'a check: the error any value would raise as a seed, or null',
    check: () => {
      expect(run.seedError('fine')).toBeNull()
      for (const junk of [null, '', {}, 'x'.repeat(999)]) {
        expect(run.seedError(junk as never)).toBeInstanceOf(DungeonOptionsError)
      }
    },
  },
  choiceOf: { cases: arg('choiceOf', 'options', NOT_OBJECTS, (o) => run.choiceOf(o)) },
  optionsFor: { cases: arg('optionsFor', 'choice', NOT_OBJECTS, (c) => run.optionsFor(c)) },
  defaultChoice: {
    cases: arg(
      'defaultChoice',
      'preset',
      [
        ['huge', ArgumentRangeError],
        [5, ArgumentTypeError],
        [null, ArgumentTypeError],
      ],
      (p) => run.defaultChoice(p),
    ),
  },
  sameChoice: {
    cases: [
      ...arg('sameChoice', 'a', NOT_OBJECTS, (a) => run.sameChoice(a, defaultChoice())),
      ...arg('sameChoice', 'b', NOT_OBJECTS, (b) => run.sameChoice(defaultChoice(), b)),
    ],
  },
  namedFields: { cases: arg('namedFields', 'choice', NOT_OBJECTS, (c) => run.namedFields(c)) },

  // Content.
  appearances: {
    cases: [
      ...ofSeed('appearances', 'runSeed', (s) => run.appearances(s, [])),
      ...arg(
        'appearances',
        'items',
        [
          [null, ArgumentTypeError],
          [[5], ArgumentTypeError],
          [[{}], ArgumentTypeError],
        ],
        (i) => run.appearances('s', i),
      ),
    ],
  },
  hiddenFamily: {
    cases: [
      ...arg('hiddenFamily', 'kind', NOT_OBJECTS, (k) => run.hiddenFamily(k)),
      ...arg('hiddenFamily', 'kind.glyph', [[undefined, ArgumentTypeError]], (glyph) =>
        run.hiddenFamily({ glyph } as never),
      ),
    ],
  },
  withArticle: { cases: arg('withArticle', 'name', NOT_STRINGS, (n) => run.withArticle(n)) },
  counted: {
    cases: [
      ...arg('counted', 'name', NOT_STRINGS, (n) => run.counted(n, 2)),
      ...arg('counted', 'count', badIntegers(1), (c) => run.counted('potion', c)),
    ],
  },
  aName: {
    cases: [
      ...arg(
        'aName',
        'kind',
        [
          [null, ArgumentTypeError],
          [5, ArgumentTypeError],
        ],
        (k) => run.aName(k),
      ),
      ...arg('aName', 'kind.article', [[5, ArgumentTypeError]], (article) =>
        run.aName({ article, name: 'x' } as never),
      ),
    ],
  },
  itemCode: {
    cases: [
      ...arg(
        'itemCode',
        'kinds',
        [
          [5, ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (k) => run.itemCode('ration', k),
      ),
      ...arg('itemCode', 'kinds', [['no such item', RunOptionsError]], (n) => run.itemCode(n)),
      ...arg('itemCode', 'where', [[5, ArgumentTypeError]], (w) =>
        run.itemCode('ration', undefined, w),
      ),
    ],
  },
  monsterCode: {
    cases: [
      ...arg('monsterCode', 'kinds', [[null, ArgumentTypeError]], (k) =>
        run.monsterCode('goblin', k),
      ),
      ...arg('monsterCode', 'kinds', [['dragon', RunOptionsError]], (n) => run.monsterCode(n)),
    ],
  },
  rowFor: {
    cases: [
      ...arg(
        'rowFor',
        'table',
        [
          [[], ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (t) => run.rowFor(t, 1),
      ),
      ...arg('rowFor', 'depth', badIntegers(1), (d) => run.rowFor(run.DEFAULT_LEVELS, d)),
      ...arg('rowFor', 'table[0]', [[5, ArgumentTypeError]], (row) => run.rowFor([row], 1)),
      ...arg('rowFor', 'table[0].from', [[0, ArgumentRangeError]], (from) =>
        run.rowFor([{ from }], 1),
      ),
    ],
  },
  monsterCount: {
    cases: [
      ...arg('monsterCount', 'row', NOT_OBJECTS, (r) => run.monsterCount(r, 3)),
      ...arg('monsterCount', 'row.most', [[-1, ArgumentRangeError]], (most) =>
        run.monsterCount({ most }, 3),
      ),
      ...arg('monsterCount', 'rooms', badIntegers(0), (r) => run.monsterCount({ most: 3 }, r)),
      ...arg('monsterCount', 'walkable', [[Number.NaN, ArgumentRangeError]], (w) =>
        run.monsterCount({ most: 3 }, 3, w),
      ),
    ],
  },
  packStacks: { cases: worldAndEntity('packStacks', 'holder', (w, e) => run.packStacks(w, e)) },
  packFull: {
    cases: [
      ...worldAndEntity('packFull', 'holder', (w, e) => run.packFull(w, e)),
      ...arg('packFull', 'item', [[9999, ArgumentRangeError]], (i) => {
        const r = R()
        return run.packFull(r.world, r.player, i)
      }),
    ],
  },
  packItems: {
    cases: [
      ...worldAndEntity('packItems', 'holder', (w, e) => run.packItems(w, e)),
      ...arg('packItems', 'name', [[5, ArgumentTypeError]], (n) => {
        const r = R()
        return run.packItems(r.world, r.player, n)
      }),
    ],
  },
  floorItemViews: {
    cases: [
      ...arg('floorItemViews', 'world', NOT_WORLDS, (w) => run.floorItemViews(w)),
      ...arg('floorItemViews', 'name', [['x', ArgumentTypeError]], (n) =>
        run.floorItemViews(world(), n),
      ),
    ],
  },
  trueName: { cases: arg('trueName', 'world', NOT_WORLDS, (w) => run.trueName(w)) },
  aimInfo: {
    cases: [
      ...arg('aimInfo', 'info', NOT_OBJECTS, (i) => run.aimInfo(i)),
      ...arg('aimInfo', 'info.use', [[5, ArgumentTypeError]], (use) =>
        run.aimInfo({ use } as never),
      ),
    ],
  },
  vaultOption: {
    cases: [
      ...arg(
        'vaultOption',
        'rules',
        [
          [5, ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (r) => run.vaultOption(r, 1),
      ),
      ...arg('vaultOption', 'depth', badIntegers(1), (d) => run.vaultOption(runRules().vaults, d)),
    ],
  },
  vaultTitle: {
    cases: [
      ...arg('vaultTitle', 'rules', [['x', ArgumentTypeError]], (r) => run.vaultTitle(r, 'hut')),
      ...arg('vaultTitle', 'name', NOT_STRINGS, (n) => run.vaultTitle(null, n)),
    ],
  },
  perkOffer: {
    cases: [
      ...ofSeed('perkOffer', 'seed', (s) => run.perkOffer(s, 2, run.DEFAULT_PERKS, [])),
      ...arg('perkOffer', 'level', badIntegers(0), (l) =>
        run.perkOffer('s', l, run.DEFAULT_PERKS, []),
      ),
      ...arg(
        'perkOffer',
        'perks',
        [
          [null, ArgumentTypeError],
          [[5], ArgumentTypeError],
        ],
        (p) => run.perkOffer('s', 2, p, []),
      ),
      ...arg('perkOffer', 'taken', [['might', ArgumentTypeError]], (t) =>
        run.perkOffer('s', 2, run.DEFAULT_PERKS, t),
      ),
    ],
  },

  // Levels.
  followsTable: {
    cases: [
      ...arg('followsTable', 'place', NOT_PLACES, (p) => run.followsTable(p, rules())),
      ...arg('followsTable', 'rules', NOT_RULES, (r) => run.followsTable(place(), r)),
    ],
  },
  isBottom: {
    cases: [
      ...arg('isBottom', 'place', NOT_PLACES, (p) => run.isBottom(p, rules())),
      ...arg('isBottom', 'rules', NOT_RULES, (r) => run.isBottom(place(), r)),
    ],
  },
  levelChoice: {
    cases: [
      ...arg('levelChoice', 'place', NOT_PLACES, (p) => run.levelChoice(p, rules())),
      ...arg('levelChoice', 'rules', NOT_RULES, (r) => run.levelChoice(place(), r)),
    ],
  },
  makeLevel: {
    cases: [
      ...arg('makeLevel', 'place', NOT_PLACES, (p) => run.makeLevel(p, rules())),
      ...arg('makeLevel', 'place.choice.width', [[undefined, ArgumentTypeError]], (width) =>
        run.makeLevel({ ...place(), choice: { ...defaultChoice(), width } }, rules()),
      ),
      ...arg('makeLevel', 'rules', NOT_RULES, (r) => run.makeLevel(place(), r)),
    ],
  },
  keepsWayAround: {
    cases: [
      ...arg(
        'keepsWayAround',
        'open',
        [
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (o) => run.keepsWayAround(o, 1, 1),
      ),
      ...arg('keepsWayAround', 'x', badIntegers(), (x) => run.keepsWayAround(() => true, x, 1)),
      ...arg('keepsWayAround', 'y', [['1', ArgumentTypeError]], (y) =>
        run.keepsWayAround(() => true, 1, y),
      ),
    ],
  },
  populateLevel: {
    cases: [
      ...arg('populateLevel', 'world', NOT_WORLDS, (w) =>
        run.populateLevel(w, rules(), 's', 3, 1, P, 8),
      ),
      ...arg('populateLevel', 'rules', NOT_RULES, (r) =>
        run.populateLevel(world(), r, 's', 3, 1, P, 8),
      ),
      ...arg('populateLevel', 'levelSeed', NOT_STRINGS, (s) =>
        run.populateLevel(world(), rules(), s, 3, 1, P, 8),
      ),
      ...arg('populateLevel', 'rooms', badIntegers(0), (n) =>
        run.populateLevel(world(), rules(), 's', n, 1, P, 8),
      ),
      ...arg('populateLevel', 'depth', badIntegers(1, MAX_DEPTH), (d) =>
        run.populateLevel(world(), rules(), 's', 3, d, P, 8),
      ),
      ...arg('populateLevel', 'arrival', NOT_POINTS, (a) =>
        run.populateLevel(world(), rules(), 's', 3, 1, a, 8),
      ),
      ...arg('populateLevel', 'sight', badIntegers(0, 64), (s) =>
        run.populateLevel(world(), rules(), 's', 3, 1, P, s),
      ),
    ],
  },
  placeItems: {
    cases: [
      ...arg('placeItems', 'world', NOT_WORLDS, (w) => run.placeItems(w, rules(), 's', 1)),
      ...arg('placeItems', 'rules', NOT_RULES, (r) => run.placeItems(world(), r, 's', 1)),
      ...arg('placeItems', 'depth', badIntegers(1, MAX_DEPTH), (d) =>
        run.placeItems(world(), rules(), 's', d),
      ),
      ...arg('placeItems', 'avoid', [[5, ArgumentTypeError]], (a) =>
        run.placeItems(world(), rules(), 's', 1, a),
      ),
      ...arg('placeItems', 'avoid[0]', NOT_POINTS, (p) =>
        run.placeItems(world(), rules(), 's', 1, [p]),
      ),
    ],
  },
  placeGoal: {
    cases: [
      ...arg('placeGoal', 'world', NOT_WORLDS, (w) => run.placeGoal(w, rules(), 10, P)),
      ...arg('placeGoal', 'rules', NOT_RULES, (r) => run.placeGoal(world(), r, 10, P)),
      ...arg('placeGoal', 'depth', badIntegers(1, MAX_DEPTH), (d) =>
        run.placeGoal(world(), rules(), d, P),
      ),
      ...arg('placeGoal', 'arrival', NOT_POINTS, (a) => run.placeGoal(world(), rules(), 10, a)),
    ],
  },
  placeVaultMarks: {
    cases: [
      ...arg('placeVaultMarks', 'world', NOT_WORLDS, (w) =>
        run.placeVaultMarks(w, rules(), 's', 1, [], P, 8),
      ),
      ...arg('placeVaultMarks', 'rules', NOT_RULES, (r) =>
        run.placeVaultMarks(world(), r, 's', 1, [], P, 8),
      ),
      ...arg('placeVaultMarks', 'vaults', [[5, ArgumentTypeError]], (v) =>
        run.placeVaultMarks(world(), rules(), 's', 1, v, P, 8),
      ),
      ...arg('placeVaultMarks', 'vaults[0]', [[null, ArgumentTypeError]], (v) =>
        run.placeVaultMarks(world(), rules(), 's', 1, [v], P, 8),
      ),
      ...arg('placeVaultMarks', 'sight', [[-1, ArgumentRangeError]], (s) =>
        run.placeVaultMarks(world(), rules(), 's', 1, [], P, s),
      ),
    ],
  },
  markTiles: {
    cases: [
      ...arg(
        'markTiles',
        'vaults',
        [
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (v) => run.markTiles(v),
      ),
      ...arg('markTiles', 'vaults[0].items', [[5, ArgumentTypeError]], (items) =>
        run.markTiles([{ items, altars: [], monsters: [] }] as never),
      ),
    ],
  },
  maskRuns: {
    cases: arg(
      'maskRuns',
      'mask',
      [
        [null, ArgumentTypeError],
        [[1, 0], ArgumentTypeError],
      ],
      (m) => run.maskRuns(m),
    ),
  },
  runsMask: {
    cases: [
      ...arg(
        'runsMask',
        'runs',
        [
          [null, ArgumentTypeError],
          ['3', ArgumentTypeError],
        ],
        (r) => run.runsMask(r, 3),
      ),
      ...arg('runsMask', 'size', badIntegers(0, 4096 * 4096), (s) => run.runsMask([1], s)),
    ],
  },

  // Time.
  hungerOf: {
    cases: [
      ...arg('hungerOf', 'food', badIntegers(0), (f) => run.hungerOf(f, clock())),
      ...arg('hungerOf', 'clock', NOT_OBJECTS, (c) => run.hungerOf(10, c)),
      ...arg('hungerOf', 'clock.weak', [[null, ArgumentTypeError]], (weak) =>
        run.hungerOf(10, { ...clock(), weak }),
      ),
    ],
  },
  tickFood: {
    cases: [
      ...arg('tickFood', 'food', [[-1, ArgumentRangeError]], (f) => run.tickFood(f, 0, 1, clock())),
      ...arg('tickFood', 'meals', badIntegers(0), (m) => run.tickFood(10, m, 1, clock())),
      ...arg('tickFood', 'turn', [[1.5, ArgumentRangeError]], (t) =>
        run.tickFood(10, 0, t, clock()),
      ),
      ...arg('tickFood', 'clock', [[null, ArgumentTypeError]], (c) => run.tickFood(10, 0, 1, c)),
      ...arg('tickFood', 'clock.starveEvery', [[0, ArgumentRangeError]], (starveEvery) =>
        run.tickFood(10, 0, 1, { ...clock(), starveEvery }),
      ),
    ],
  },
  arrivalFits: {
    cases: [
      ...arg('arrivalFits', 'world', NOT_WORLDS, (w) => run.arrivalFits(w, 0, 1, 1)),
      ...arg(
        'arrivalFits',
        'i',
        [
          [-1, ArgumentRangeError],
          [1e9, ArgumentRangeError],
          ['0', ArgumentTypeError],
        ],
        (i) => run.arrivalFits(world(), i, 1, 1),
      ),
      ...arg('arrivalFits', 'px', [[Number.NaN, ArgumentRangeError]], (px) =>
        run.arrivalFits(world(), 0, px, 1),
      ),
      ...arg('arrivalFits', 'py', [[9999, ArgumentRangeError]], (py) =>
        run.arrivalFits(world(), 0, 1, py),
      ),
    ],
  },
  wanderIn: {
    cases: [
      ...arg('wanderIn', 'world', NOT_WORLDS, (w) => run.wanderIn(w, rules(), 's', 1, 0, 1)),
      ...arg('wanderIn', 'rules', NOT_RULES, (r) => run.wanderIn(world(), r, 's', 1, 0, 1)),
      ...arg('wanderIn', 'depth', badIntegers(1, MAX_DEPTH), (d) =>
        run.wanderIn(world(), rules(), 's', d, 0, 1),
      ),
      ...arg('wanderIn', 'alive', [[-1, ArgumentRangeError]], (a) =>
        run.wanderIn(world(), rules(), 's', 1, a, 1),
      ),
      ...arg('wanderIn', 'player', [[9999, ArgumentRangeError]], (p) =>
        run.wanderIn(world(), rules(), 's', 1, 0, p),
      ),
    ],
  },

  // Walks.
  AutoWalk: {
    cases: [
      ...arg(
        'new AutoWalk',
        'plan',
        [...NOT_OBJECTS, [{ kind: 'wander' }, ArgumentRangeError]],
        (p) => {
          const r = R()
          return new AutoWalk(p, r.world, r.player, new WalkMemory())
        },
      ),
      ...arg('new AutoWalk', 'plan.dx', [[2, ArgumentRangeError]], (dx) => {
        const r = R()
        return new AutoWalk({ kind: 'run', dx, dy: 0 }, r.world, r.player, new WalkMemory())
      }),
      ...arg(
        'new AutoWalk',
        'world',
        NOT_WORLDS,
        (w) => new AutoWalk({ kind: 'explore' }, w, 1, new WalkMemory()),
      ),
      ...arg(
        'new AutoWalk',
        'player',
        [[9999, ArgumentRangeError]],
        (p) => new AutoWalk({ kind: 'explore' }, world(), p, new WalkMemory()),
      ),
      ...arg('new AutoWalk', 'memory', [[{}, ArgumentTypeError]], (m) => {
        const r = R()
        return new AutoWalk({ kind: 'explore' }, r.world, r.player, m)
      }),
    ],
  },
  WalkMemory: {
    cases: arg('WalkMemory.reportSeen', 'world', NOT_WORLDS, (w) => new WalkMemory().reportSeen(w)),
  },
  knownStairsDown: {
    cases: arg('knownStairsDown', 'world', NOT_WORLDS, (w) => run.knownStairsDown(w)),
  },
  knownStairsUp: { cases: arg('knownStairsUp', 'world', NOT_WORLDS, (w) => run.knownStairsUp(w)) },
  spokenList: {
    cases: [
      ...arg(
        'spokenList',
        'names',
        [
          [null, ArgumentTypeError],
          ['a, b', ArgumentTypeError],
        ],
        (n) => run.spokenList(n),
      ),
      ...arg('spokenList', 'names[0]', [[5, ArgumentTypeError]], (n) => run.spokenList([n])),
    ],
  },
  runLine: {
    cases: [
      ...arg('runLine', 'kinds', [[5, ArgumentTypeError]], (k) => run.runLine(k, 'descend')),
      ...arg('runLine', 'key', NOT_STRINGS, (key) => run.runLine(undefined, key)),
      ...arg('runLine', 'params', [[5, ArgumentTypeError]], (p) => run.runLine(undefined, 'x', p)),
    ],
  },
  stopText: {
    cases: [
      ...arg(
        'stopText',
        'reason',
        [
          ['bored', ArgumentRangeError],
          [null, ArgumentTypeError],
        ],
        (r) => run.stopText(r, { kind: 'explore' }),
      ),
      ...arg('stopText', 'plan', NOT_OBJECTS, (p) => run.stopText('monster', p)),
      ...arg(
        'stopText',
        'facts.hp',
        [
          ['x', ArgumentTypeError],
          [1.5, ArgumentRangeError],
        ],
        (hp) => run.stopText('hurt', { kind: 'explore' }, { hp }),
      ),
      ...arg('stopText', 'facts.monstr', [['a rat', ArgumentRangeError]], (monstr) =>
        run.stopText('monster', { kind: 'explore' }, { monstr } as never),
      ),
    ],
  },

  // The bots.
  playBot: {
    cases: [
      ...ofSeed('playBot', 'seed', (s) => run.playBot(s)),
      ...arg('playBot', 'options.maxTurn', [[5, ArgumentRangeError]], (maxTurn) =>
        run.playBot('s', { maxTurn } as never),
      ),
    ],
  },
  botRun: {
    cases: [
      ...ofSeed('botRun', 'seed', (s) => run.botRun(s)),
      ...arg('botRun', 'options.maxTurns', badIntegers(0), (maxTurns) =>
        run.botRun('s', { maxTurns }),
      ),
      ...arg('botRun', 'options.items', NOT_BOOLEANS, (items) => run.botRun('s', { items })),
    ],
  },
  balanceReport: {
    cases: [
      ...arg(
        'balanceReport',
        'runs',
        [
          [null, ArgumentTypeError],
          [{}, ArgumentTypeError],
        ],
        (r) => run.balanceReport(r),
      ),
      ...arg('balanceReport', 'runs[0]', [[5, ArgumentTypeError]], (r) => run.balanceReport([r])),
    ],
  },
  playAs: {
    cases: [
      ...arg(
        'playAs',
        'bot',
        [
          ['nobody', ArgumentRangeError],
          [5, ArgumentTypeError],
        ],
        (b) => run.playAs(b, 'seed'),
      ),
      ...ofSeed('playAs', 'seed', (s) => run.playAs('careful', s)),
      ...arg('playAs', 'options.view', [[5, ArgumentTypeError]], (view) =>
        run.playAs('careful', 's', { view } as never),
      ),
    ],
  },
  playOn: {
    cases: [
      ...arg('playOn', 'bot', [['nobody', ArgumentRangeError]], (b) => run.playOn(b, R())),
      ...arg('playOn', 'run', NOT_RUNS, (r) => run.playOn('diver', r)),
      ...arg('playOn', 'options.maxTurns', [[-1, ArgumentRangeError]], (maxTurns) =>
        run.playOn('diver', R(), { maxTurns }),
      ),
    ],
  },
  playerView: { cases: ofRun('playerView', (r) => run.playerView(r)) },

  ...constants(
    'a limit, a default, a count or a version',
    'ARRIVAL_CLEARANCE DESCENT_HEAL GOAL_DEPTH LOG_LINES MAX_DEPTH MAX_FOOD MAX_INPUTS MAX_LOG_TEXT MAX_REST MAX_RUN_SEED_LENGTH MAX_WEIGHT OFFER_SIZE PACK_ITEMS PACK_LETTERS PLAYER_REGEN RUN_VERSION SAVE_VERSION SIGHT_RADIUS SUMMARY_LINES TILES_PER_MONSTER',
  ),
  ...constants(
    'a table: kinds, tables, looks, lines, perks, vaults, the bots',
    'AMULET_KIND CHOICE_ALTAR CHOICE_KEYS DEEP_MONSTER_KINDS DEFAULT_FOOD DEFAULT_GOAL DEFAULT_LEVELS DEFAULT_PERKS DEFAULT_TABLES DEFAULT_VAULTS DEFAULT_VAULT_ROWS DEFAULT_VAULT_TEXT DEFAULT_VAULT_TITLES DEFAULT_WANDERERS DERIVED_DEFAULTS FIXED_OPTIONS GENERATOR_OPTIONS HUNGER_LINES LETTERS MEAL_LINES MORE_MONSTER_KINDS MORE_POTIONS MORE_SCROLLS NEXT_CONTENT PLAYER_BOTS POTION_LOOKS RANGED_ITEM_KINDS RATION RUN_KINDS RUN_LINES RUN_MESSAGES SCROLL_LABELS VAULT_KEYS WARDEN_KIND',
  ),
}

/** The parts of a summary, as `runStory` gathers them. */
function summaryParts(): run.SummaryParts {
  const r = R()
  return {
    runSeed: r.runSeed,
    choice: '',
    depth: 1,
    stats: r.stats,
    hero: r.character(),
    won: false,
    cause: '',
    lastMessages: [],
  }
}

/** The food clock of the default rules. */
function clock() {
  return { ...(runRules().food as NonNullable<ReturnType<typeof runRules>['food']>) }
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
    null,
    Number.NaN,
    'x'.repeat(99),
    { x: 1, y: 2 },
  ]) {
    const error = new Kind('someFunction', 'someArgument', value, 'what it takes')
    expect(error).toBeInstanceOf(base)
    expect(error.message).toMatch(/^someFunction: someArgument is .+; allowed: what it takes\.$/)
    expect(error).toMatchObject({ fn: 'someFunction', argument: 'someArgument', value })
  }
}

/**
 * The public methods of a class that take arguments, as its declaration (`class … {}` of the
 * source) lists them: each needs cases of its own. Private ones are the class's own business.
 */
function methodsTakingArguments(file: string, className: string): string[] {
  const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8')
  const start = text.indexOf(`export class ${className} `)
  const body = text.slice(start, text.indexOf('\n}\n', start))
  return [...body.matchAll(/^ {2}(?!private |get |static |constructor)(\w+)\((\w)/gm)].map(
    (m) => m[1] as string,
  )
}

/** Methods whose arguments are their own default-taking ones (`regenerate`'s fresh seed). */
const DEFAULTED = new Set(['regenerate'])

/** The test hooks of a fresh run (`@delve/run/testing`). */
const H = () => testHooks(R())

/** The test hooks' misuses, by hook (`testHooks.<hook>`), and `testHooks`'s own. */
const HOOK_CASES: readonly Case[] = [
  ...arg('testHooks', 'run', NOT_RUNS, (r) => testHooks(r)),
  ...arg('testHooks.placeMonster', 'name', NOT_STRINGS, (n) => H().placeMonster(n, P)),
  ...arg('testHooks.placeMonster', 'at', NOT_POINTS, (at) => H().placeMonster('goblin', at)),
  ...arg('testHooks.placeMonster', 'options.asleap', [[true, ArgumentRangeError]], (asleap) =>
    H().placeMonster('goblin', P, { asleap } as never),
  ),
  ...arg('testHooks.placeItem', 'name', NOT_STRINGS, (n) => H().placeItem(n, P)),
  ...arg('testHooks.placeItem', 'at', NOT_POINTS, (at) => H().placeItem('dagger', at)),
  ...arg('testHooks.grantExperience', 'amount', badIntegers(1), (n) => H().grantExperience(n)),
  ...arg('testHooks.identify', 'name', NOT_STRINGS, (n) => H().identify(n)),
  ...arg('testHooks.levelUp', 'choice', badIntegers(0, 2), (c) => H().levelUp(c)),
  ...arg('testHooks.toggleWorn', 'index', badIntegers(0, 25), (i) => H().toggleWorn(i)),
  ...arg('testHooks.drop', 'index', [[26, ArgumentRangeError]], (i) => H().drop(i)),
  ...arg('testHooks.use', 'index', badIntegers(0, 25), (i) => H().use(i)),
  ...arg('testHooks.use', 'target', [...NOT_POINTS, [{ x: 999, y: 1 }, ArgumentRangeError]], (t) =>
    H().use(0, t),
  ),
  ...arg(
    'testHooks.move',
    'direction',
    [
      ['north', ArgumentRangeError],
      [5, ArgumentTypeError],
      [null, ArgumentTypeError],
    ],
    (d) => H().move(d),
  ),
  ...arg(
    'testHooks.regenerate',
    'runSeed',
    [
      [5, ArgumentTypeError],
      ['', ArgumentRangeError],
    ],
    (s) => H().regenerate(s),
  ),
  ...arg('testHooks.reconfigure', 'choice', NOT_OBJECTS, (c) => H().reconfigure(c)),
  ...arg('testHooks.reconfigure', 'choice.width', [[-5, ArgumentRangeError]], (width) =>
    H().reconfigure({ ...defaultChoice(), width }),
  ),
  ...arg('testHooks.reconfigure', 'runSeed', [[{}, ArgumentTypeError]], (s) =>
    H().reconfigure(defaultChoice(), s),
  ),
]

const checked = Object.entries(TABLE).filter(([, entry]) => 'cases' in entry)

describe('@delve/run refuses what it cannot take, and says what it was given', () => {
  it('has an entry in the table for every export, and none for anything else', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(run).sort())
  })

  it('checks the arguments of every function, and of every method, that takes any', () => {
    const functions = Object.entries(run).filter(([, value]) => typeof value === 'function')
    const unchecked = functions.filter(([name]) => {
      const entry = TABLE[name] as Entry
      const cases = 'cases' in entry && entry.cases.length > 0
      return !cases && !('takesNothing' in entry) && !('acceptsAnything' in entry)
    })
    expect(unchecked).toEqual([])
    // Run only reads: its one way to change is act (and the test hooks, below).
    for (const [name, file, className] of [
      ['Run', 'run/run.ts', 'Run'],
      ['WalkMemory', 'walks/auto-walk.ts', 'WalkMemory'],
      ['AutoWalk', 'walks/auto-walk.ts', 'AutoWalk'],
    ] as const) {
      const entry = TABLE[name] as { cases: readonly Case[] }
      const covered = new Set(entry.cases.map((c) => c.fn))
      const methods = methodsTakingArguments(file, className)
      if (className === 'Run') expect(methods).toContain('itemName')
      const missing = methods.filter(
        (method) => !covered.has(`${name}.${method}`) && !DEFAULTED.has(method),
      )
      expect(missing, name).toEqual([])
    }
    const count = (key: string) => Object.values(TABLE).filter((entry) => key in entry).length
    const cases = checked.reduce(
      (n, [, entry]) => n + ('cases' in entry ? entry.cases.length : 0),
      0,
    )
    console.info(
      `@delve/run: ${Object.keys(TABLE).length} exports: ${count('cases')} checked against ${cases} misuses, ${count('constant')} constants, ${count('takesNothing')} taking nothing, ${count('acceptsAnything')} taking anything`,
    )
  })

  it.each(noInputEntries(TABLE))('%s takes no input', (name, entry) => {
    const value = (run as Record<string, unknown>)[name]
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
    // The option errors name the option; the save's and the replay's say what is wrong with it.
    if (thrown instanceof DungeonOptionsError) {
      expect(message, message).toContain(c.names[0])
      return
    }
    if (thrown instanceof SaveError || thrown instanceof ReplayError) return
    expect(message.startsWith(`${c.fn}: `), message).toBe(true)
    for (const name of c.names) expect(message, message).toContain(name)
    if (thrown instanceof ActInputError) return
    expect(message).toContain('; allowed: ')
    const { fn, argument } = thrown as { fn: string; argument: string }
    expect(fn).toBe(c.fn)
    const part =
      argument.startsWith(c.names[0] as string) && /^[.[]/.test(argument.slice(c.names[0]?.length))
    expect(argument === c.names[0] || part, argument).toBe(true)
  })
})

describe('@delve/run/testing refuses what it cannot take, and says what it was given', () => {
  it('checks the arguments of every hook that takes any', () => {
    const covered = new Set(HOOK_CASES.map((c) => c.fn))
    const hooks = Object.entries(H()).filter(([, hook]) => (hook as () => unknown).length > 0)
    expect(hooks.length).toBeGreaterThan(8)
    const missing = hooks
      .map(([name]) => name)
      .filter((name) => !covered.has(`testHooks.${name}`) && !DEFAULTED.has(name))
    expect(missing).toEqual([])
  })

  it.each(refusalCases([['testHooks', { cases: HOOK_CASES }]]))('%s refuses %s', (_, __, c) => {
    const thrown = thrownBy(c.call)
    expect(thrown).toBeInstanceOf(c.error)
    const message = (thrown as Error).message
    expect(message.startsWith(`${c.fn}: `), message).toBe(true)
    for (const name of c.names) expect(message, message).toContain(name)
    expect(message).toContain('; allowed: ')
  })
})
