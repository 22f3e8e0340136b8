import { defineKinds, DEFAULT_KINDS as ECS_KINDS, MONSTER_KINDS } from '@delve/ecs'
import { DungeonOptionsError } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { DEFAULT_KINDS } from '../content/default-kinds.js'
import { DEFAULT_TABLES, type RunTables } from '../content/default-tables.js'
import { RunOptionsError } from '../content/run-options-error.js'
import { RUN_VERSION, recordRun, verifyRun } from '../replay/replay-run.js'
import { createRun } from './create-run.js'

describe('createRun', () => {
  it('makes the same run for the same seed, and another for another', () => {
    const a = createRun({ seed: 'same' })
    const b = createRun({ seed: 'same' })
    expect(a.monsters()).toEqual(b.monsters())
    expect(a.items()).toEqual(b.items())
    expect(a.level.tiles).toEqual(b.level.tiles)
    expect(createRun({ seed: 'other' }).level.tiles).not.toEqual(a.level.tiles)
  })

  it('places what the tables say, by kind name', () => {
    const trolls: RunTables = {
      ...DEFAULT_TABLES,
      monsters: [{ from: 1, most: 6, kinds: ['troll'], hp: 0, power: 0 }],
      items: [{ from: 1, items: 5, loot: ['fireball scroll'] }],
    }
    const run = createRun({ seed: 'trolls', tables: trolls })
    expect(run.monsters().length).toBeGreaterThan(0)
    expect(new Set(run.monsters().map((m) => m.name))).toEqual(new Set(['troll']))
    expect(run.items().map((i) => i.kind)).toEqual(Array(5).fill('fireball scroll'))
  })

  it('plays with kinds of the game’s own, and a goal of its own, and replays with them', () => {
    const bat = {
      ...(MONSTER_KINDS[0] as (typeof MONSTER_KINDS)[number]),
      name: 'giant bat',
      glyph: 'b',
    }
    const kinds = defineKinds({
      monsters: [...DEFAULT_KINDS.monsters, bat],
      items: [...DEFAULT_KINDS.items],
      behaviours: DEFAULT_KINDS.behaviours,
    })
    const options = {
      kinds,
      tables: {
        ...DEFAULT_TABLES,
        monsters: [{ from: 1, most: 9, kinds: ['giant bat'], hp: 0, power: 0 }],
      },
      goal: { depth: 1, item: 'healing potion' },
    }
    const run = createRun({ seed: 'bats', ...options })
    expect(new Set(run.monsters().map((m) => m.name))).toEqual(new Set(['giant bat']))
    for (let n = 0; n < 50 && !run.end; n++) act(run, { kind: 'explore' })
    const record = recordRun(run)
    expect(verifyRun(record, options)).toMatchObject({ ok: true, turn: run.turn })
    // Without its kinds, the same record is another run.
    expect(verifyRun(record).ok).toBe(run.turn === 0)
  })

  it('refuses bad options with an error naming the option, the value and what is allowed', () => {
    const cases: [unknown, RegExp][] = [
      [{ seed: '' }, /Invalid seed: "".*Allowed/],
      [{ seed: 42 }, /Invalid seed: 42/],
      [{ depth: 0 }, /Invalid depth: 0\. Allowed: an integer from 1 to 999/],
      [{ tables: { ...DEFAULT_TABLES, monsters: [] } }, /tables\.monsters/],
      [
        { tables: { ...DEFAULT_TABLES, items: [{ from: 2, items: 1, loot: ['healing potion'] }] } },
        /tables\.items\[0\]\.from: 2/,
      ],
      [
        {
          tables: {
            ...DEFAULT_TABLES,
            monsters: [{ from: 1, most: 3, kinds: ['dragon'], hp: 0, power: 0 }],
          },
        },
        /tables\.monsters\[0\]\.kinds\[0\]: "dragon"/,
      ],
      [
        { tables: { ...DEFAULT_TABLES, equipment: [{ from: 1, pieces: -1, kinds: ['dagger'] }] } },
        /pieces: -1/,
      ],
      [{ goal: { depth: 10, item: 'crown' } }, /goal\.item: "crown"/],
      [{ goal: { depth: 1.5, item: 'amulet of the deep' } }, /goal\.depth: 1\.5/],
      [{ kinds: ECS_KINDS }, /tables\.monsters\[0\]\.kinds\[3\]: "bat"/],
      [{ generator: { seed: 'x' } }, /generator\.seed/],
      [{ goal: { depth: 10, item: 'amulet of the deep', climb: 'yes' } }, /goal\.climb: "yes"/],
      [{ tables: { ...DEFAULT_TABLES, levels: [] } }, /tables\.levels: an array/],
      [
        { tables: { ...DEFAULT_TABLES, levels: [{ from: 1, generators: [] }] } },
        /tables\.levels\[0\]\.generators: an array.*Allowed: a list of one or more generators/,
      ],
      [
        level({ algorithm: 'maze', weight: 1 }),
        /tables\.levels\[0\]\.generators\[0\]\.algorithm: "maze"\. Allowed: one of rooms-and-corridors, bsp, caves, rooms-and-mazes, drunkard/,
      ],
      [
        level({ algorithm: 'caves', weight: 0 }),
        /generators\[0\]\.weight: 0\. Allowed: an integer from 1 to 1000/,
      ],
      [
        level({ algorithm: 'caves', weight: 1, options: { preset: 'tcod' } }),
        /generators\[0\]\.options: "preset"\. Allowed: options named width, height,/,
      ],
      [
        level({ algorithm: 'caves', weight: 1, options: { caveFill: 101 } }),
        /generators\[0\]\.options\.caveFill: 101\. Allowed: an integer from 0 to 100/,
      ],
    ]
    for (const [options, message] of cases) {
      expect(() => createRun(options as never), JSON.stringify(options)).toThrow(RunOptionsError)
      expect(() => createRun(options as never)).toThrow(message)
    }
    expect(() => createRun({ generator: { width: 3 } })).toThrow(DungeonOptionsError)
    expect(() => createRun({ generator: { width: 3 } })).toThrow(/width: 3/)
  })

  it('keeps no record of a sandbox run, or of one started deeper', () => {
    expect(createRun({ seed: 's', sandbox: true }).inputLog()).toBeNull()
    expect(createRun({ seed: 's', depth: 3 }).inputLog()).toBeNull()
    expect(createRun({ seed: 's' }).inputLog()).toEqual([])
  })
})

/** Options whose depth table has one row, of `generator`. */
function level(generator: unknown) {
  return { tables: { ...DEFAULT_TABLES, levels: [{ from: 1, generators: [generator] }] } }
}

describe('verifyRun', () => {
  it('says at which input and turn a tampered log went elsewhere', () => {
    const run = createRun({ seed: 'tamper' })
    for (let n = 0; n < 30 && !run.end; n++) act(run, { kind: 'explore' })
    const record = recordRun(run)
    expect(verifyRun(record)).toMatchObject({ ok: true, end: 'playing', turn: run.turn })
    const refused = verifyRun({ ...record, log: `${record.log}u` })
    expect(refused).toMatchObject({ ok: false })
    if (refused.ok) return
    expect(refused.reason).toMatch(/went elsewhere: input \d+ \(ascend\) was refused on turn \d+/)
    expect(refused.input).toBeGreaterThan(0)
    expect(refused.turn).toBe(run.turn)
    expect(verifyRun({ ...record, turns: record.turns + 1 })).toMatchObject({
      ok: false,
      turn: run.turn,
    })
    expect(verifyRun({ ...record, version: RUN_VERSION + 1 })).toMatchObject({
      ok: false,
      reason: `the replay is of version ${RUN_VERSION + 1}; this game plays version ${RUN_VERSION}`,
    })
    expect(verifyRun({ ...record, version: RUN_VERSION - 1 })).toMatchObject({
      ok: false,
      reason: `the replay is of version ${RUN_VERSION - 1}; this game plays version ${RUN_VERSION}`,
    })
    const { version: _, ...unversioned } = record
    expect(verifyRun(unversioned)).toMatchObject({
      ok: false,
      reason: `the replay is of version 1; this game plays version ${RUN_VERSION}`,
    })
    expect(verifyRun({ ...record, checksum: 'nope' })).toMatchObject({ ok: false })
    expect(verifyRun(null as never)).toMatchObject({ ok: false })
  })
})
