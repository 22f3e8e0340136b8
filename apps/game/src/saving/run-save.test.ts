import { generateDungeon, toTiledMap } from '@delve/map'
import {
  createRun,
  defaultChoice,
  encodeRun,
  loadRun,
  RUN_VERSION,
  type Run,
  replayRun,
  SAVE_VERSION,
  SaveError,
  worldChecksum,
} from '@delve/run'
import { testHooks } from '@delve/run/testing'
import { describe, expect, it } from 'vitest'
import { readTiledMap } from '../params/map-file.js'
import { memoryStorage } from './memory-storage.js'
import { SAVE_KEY, SAVE_REPLACED, SaveSlot, saveNotice } from './run-save.js'

function walkSomewhere(run: Run): void {
  for (const direction of ['left', 'up', 'right', 'down', 'right'] as const)
    testHooks(run).move(direction)
}

describe('saving a run', () => {
  it('keeps what the player did, so a reloaded run still replays to the world it is in', () => {
    const run = createRun({ seed: 'saved-inputs' })
    walkSomewhere(run)
    testHooks(run).wait()
    const back = loadRun(JSON.stringify(encodeRun(run)))
    expect(back.inputLog()).toEqual(run.inputLog())
    // Played on after the reload, the record goes on from where it was.
    walkSomewhere(back)
    testHooks(back).wait()
    const log = back.inputLog() ?? []
    expect(log.length).toBeGreaterThan(run.inputLog()?.length ?? 0)
    const replayed = replayRun({
      version: RUN_VERSION,
      seed: 'saved-inputs',
      choice: defaultChoice(),
      log,
    }).world
    expect(worldChecksum(replayed)).toBe(worldChecksum(back.world))
    // A log that cannot be read makes the save unreadable, never half-read.
    const broken = { ...encodeRun(run), inputs: 'Q<b>' }
    expect(() => loadRun(JSON.stringify(broken))).toThrow(SaveError)
    // The sandbox keeps no record.
    const sandbox = createRun({ seed: 'saved-inputs', depth: 1, sandbox: true })
    expect(encodeRun(sandbox).inputs).toBeUndefined()
    expect(loadRun(JSON.stringify(encodeRun(sandbox))).inputLog()).toBeNull()
  })

  it('brings back the same level, player, monsters and tallies', () => {
    const run = createRun({
      generator: { ...defaultChoice(), algorithm: 'bsp' },
      seed: 'saved',
      depth: 3,
    })
    // A regenerate recycles entity ids, so they no longer follow the order of placement.
    testHooks(run).regenerate('saved')
    walkSomewhere(run)
    const back = loadRun(JSON.stringify(encodeRun(run)))
    expect(back.where()).toEqual(run.where())
    expect(back.level.tiles).toEqual(run.level.tiles)
    expect(back.level.rooms.length).toBe(run.level.rooms.length)
    expect(back.playerPosition()).toEqual(run.playerPosition())
    expect(back.monsters()).toEqual(run.monsters())
    expect(back.stats).toEqual(run.stats)
    // The restored run plays on exactly like the original.
    for (const direction of ['up', 'up', 'left', 'down'] as const) {
      expect(testHooks(back).move(direction)).toEqual(testHooks(run).move(direction))
      expect(back.playerPosition()).toEqual(run.playerPosition())
    }
  })

  it('keeps a loaded map as tiles, with its rooms and stairs', () => {
    const dungeon = generateDungeon({ seed: 'tiled' })
    const { level } = readTiledMap(JSON.parse(JSON.stringify(toTiledMap(dungeon))), '/m.tmj')
    const run = createRun({ map: '/m.tmj', level, seed: 'tiled' })
    walkSomewhere(run)
    const back = loadRun(JSON.stringify(encodeRun(run)))
    expect(back.map).toBe('/m.tmj')
    expect(back.level.tiles).toEqual(dungeon.tiles)
    expect(back.level.rooms.map((r) => [r.x1, r.y1, r.x2, r.y2])).toEqual(
      dungeon.rooms.map((r) => [r.x1, r.y1, r.x2, r.y2]),
    )
    expect(back.level.stairsDown).toEqual(dungeon.stairsDown)
    expect(back.playerPosition()).toEqual(run.playerPosition())
    expect(back.monsters()).toEqual(run.monsters())
  })

  it('refuses anything corrupt or outdated with a SaveError', () => {
    const good = encodeRun(createRun({ seed: 'good' }))
    const bad: unknown[] = [
      'not json {',
      'null',
      '[]',
      { ...good, version: 0 },
      { ...good, depth: 0 },
      { ...good, depth: 'deep' },
      { ...good, runSeed: '' },
      { ...good, runSeed: 'other' },
      { ...good, choice: { ...good.choice, preset: 'nope' } },
      { ...good, choice: { ...good.choice, algorithm: 'bsp' } },
      { ...good, stats: { steps: -1, dungeons: 1 } },
      { ...good, snapshot: { ...good.snapshot, version: 99 } },
      {
        ...good,
        snapshot: { ...good.snapshot, dungeon: { ...good.snapshot.dungeon, checksum: 1 } },
      },
      { ...good, snapshot: { ...good.snapshot, entities: [] } },
      {
        ...good,
        snapshot: {
          ...good.snapshot,
          entities: good.snapshot.entities.map((e) => ({ ...e, position: { x: 0, y: 0 } })),
        },
      },
    ]
    for (const data of bad) {
      const text = typeof data === 'string' ? data : JSON.stringify(data)
      expect(() => loadRun(text), text.slice(0, 80)).toThrow(SaveError)
    }
  })
})

describe('saving what the player has explored', () => {
  it('brings back the explored map of the level, and what is in sight now', () => {
    const run = createRun({ seed: 'explored' })
    walkSomewhere(run)
    const back = loadRun(JSON.stringify(encodeRun(run)))
    expect(back.sightRadius).toBe(8)
    expect(back.vision.explored).toEqual(run.vision.explored)
    expect(back.vision.visible).toEqual(run.vision.visible)
  })

  it('gives the player of a save from before sight their sight back', () => {
    const run = createRun({ seed: 'blind' })
    const saved = encodeRun(run)
    const { vision: _, ...snapshot } = saved.snapshot
    const entities = snapshot.entities.map(({ sight: __, ...entity }) => entity)
    const back = loadRun(JSON.stringify({ ...saved, snapshot: { ...snapshot, entities } }))
    expect(back.sightRadius).toBe(8)
    expect(back.vision.visible).toEqual(run.vision.visible)
    expect(back.vision.explored).toEqual(run.vision.visible)
  })
})

describe('saves made before an option was added', () => {
  it('read the missing options as their defaults, which the run was made with', () => {
    const run = createRun({
      generator: { ...defaultChoice('mcrogueface'), width: 60, padding: 1 },
      seed: 'old',
      depth: 2,
    })
    walkSomewhere(run)
    const saved = encodeRun(run)
    const { preset, algorithm, width, height, roomShape, tunnel, padding } = saved.choice
    const before = {
      ...saved,
      choice: { preset, algorithm, width, height, roomShape, tunnel, padding },
    }
    const back = loadRun(JSON.stringify(before))
    expect(back.where()).toEqual(run.where())
    expect(back.playerPosition()).toEqual(run.playerPosition())
  })

  it('keep every option of the choice', () => {
    const choice = {
      ...defaultChoice(),
      algorithm: 'bsp' as const,
      iterations: 3,
      bspMinLeafSize: 9,
    }
    const run = createRun({ generator: choice, seed: 'all' })
    const saved = encodeRun(run)
    expect(saved.choice).toEqual(choice)
    expect(loadRun(JSON.stringify(saved)).choice).toEqual(choice)
    const wrong = { ...saved, choice: { ...saved.choice, iterations: 'three' } }
    expect(() => loadRun(JSON.stringify(wrong))).toThrow(/choice.iterations is not a number/)
  })
})

describe('SaveSlot', () => {
  it('loads nothing, then what was saved', () => {
    const slot = new SaveSlot(memoryStorage())
    expect(slot.load()).toEqual({ kind: 'none' })
    const run = createRun({ seed: 'slot' })
    expect(slot.save(run)).toBeNull()
    const loaded = slot.load()
    expect(loaded.kind).toBe('run')
    expect(loaded.kind === 'run' && loaded.run.runSeed).toBe('slot')
    slot.clear()
    expect(slot.load()).toEqual({ kind: 'none' })
  })

  it('reports an unreadable save instead of throwing', () => {
    const storage = memoryStorage()
    storage.setItem(SAVE_KEY, '{"version":1,"runSeed":')
    expect(new SaveSlot(storage).load()).toMatchObject({ kind: 'unreadable' })
  })

  it('tells the player of a corrupt, outdated or edited save in one sentence, naming a version', () => {
    const storage = memoryStorage()
    const slot = new SaveSlot(storage)
    expect(slot.save(createRun({ seed: 'corrupt' }))).toBeNull()
    const saved = storage.getItem(SAVE_KEY) ?? ''
    const cases = [
      ['{"version":1,"runSeed":', SAVE_REPLACED],
      [
        JSON.stringify({ version: 0, runSeed: 'x' }),
        `${SAVE_REPLACED.slice(0, -1)}: the save is of version 0; this game reads saves of version ${SAVE_VERSION}.`,
      ],
      [saved.replace(/"checksum":\d+/, '"checksum":1'), SAVE_REPLACED],
    ] as const
    expect(cases[2][0]).not.toBe(saved)
    for (const [text, notice] of cases) {
      storage.setItem(SAVE_KEY, text)
      const loaded = slot.load()
      expect(loaded.kind, text.slice(0, 40)).toBe('unreadable')
      expect(loaded.kind === 'unreadable' && saveNotice(loaded.reason)).toBe(notice)
    }
  })

  it('says once, not on every move, that storage refuses the save', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const slot = new SaveSlot(storage)
    const run = createRun({ seed: 'full' })
    expect(slot.save(run)).toMatch(/cannot be saved.*QuotaExceededError/)
    expect(slot.save(run)).toBeNull()
  })

  it('plays on without storage at all', () => {
    const slot = new SaveSlot(null)
    expect(slot.save(createRun())).toBeNull()
    expect(slot.load()).toEqual({ kind: 'none' })
  })
})

describe('saves of every generator', () => {
  it.each([
    { algorithm: 'caves' },
    { algorithm: 'caves', caveConnect: 'largest', caveFill: 50 },
    { algorithm: 'rooms-and-mazes', doors: true, mazeWinding: 80 },
    { algorithm: 'drunkard', drunkardFloor: 30 },
    { algorithm: 'rooms-and-corridors', doors: true },
  ] as const)('bring back the same level and choice: %o', (options) => {
    const run = createRun({
      generator: { ...defaultChoice(), ...options },
      seed: 'every-generator',
      depth: 2,
    })
    const back = loadRun(JSON.stringify(encodeRun(run)))
    expect(back.where()).toEqual(run.where())
    expect(back.choice).toMatchObject(options)
    expect(back.level.tiles).toEqual(run.level.tiles)
    expect(back.level.rooms).toEqual(run.level.rooms)
    expect(back.playerPosition()).toEqual(run.playerPosition())
    expect(back.monsters()).toEqual(run.monsters())
  })
})
