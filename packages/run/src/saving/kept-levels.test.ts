import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { botRun } from '../bot/balance-bot.js'
import { decodeLog } from '../input/log-codec.js'
import type { LoggedInput } from '../input/run-input.js'
import { runChecksum } from '../replay/checksum.js'
import type { RunRecord } from '../replay/replay-run.js'
import { recordRun, verifyRun } from '../replay/replay-run.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import { encodeRun, loadRun, SAVE_VERSION, SaveError, saveRun } from './save-run.js'

/**
 * The balance bot's run of `seed` (or the inputs `inputsOf` gives), played again until it first
 * stands on depth `depth`.
 */
function onDepth(
  seed: string,
  depth: number,
  inputsOf = (s: string): readonly LoggedInput[] => botRun(s).run.inputLog() ?? [],
): Run {
  const inputs = inputsOf(seed)
  const run = createRun({ seed })
  for (const input of inputs) {
    if (run.depth === depth) break
    act(run, input)
  }
  expect(run.depth).toBe(depth)
  return run
}

/** The careful bot's won run of `fixture-2026-12-08-0`, as make-fixtures.mjs recorded it. */
const WON: RunRecord = JSON.parse(
  readFileSync(new URL('../../test/fixtures/record-2026-12-08.json', import.meta.url), 'utf8'),
).record

const RUN = onDepth('saved-levels', 4)
const SAVED = encodeRun(RUN)
/** The first living monster of the first kept level. */
const LIVING = SAVED.levels?.[0]?.monsters.findIndex((monster) => monster.life) ?? -1

/** The save's text with `edit` made to the first kept level. */
function withLevel(edit: (level: Record<string, unknown>) => void): string {
  const data = JSON.parse(JSON.stringify(SAVED))
  edit(data.levels[0])
  return JSON.stringify(data)
}

describe('a save keeps the levels left behind', () => {
  it('holds them, and a loaded run has them as they were: the same checksum', () => {
    expect(SAVED.version).toBe(SAVE_VERSION)
    expect(SAVED.levels?.map((level) => level.depth)).toEqual([1, 2, 3])
    const loaded = loadRun(saveRun(RUN))
    expect(loaded.keptLevels()).toEqual(RUN.keptLevels())
    expect(runChecksum(loaded)).toBe(runChecksum(RUN))
    expect(verifyRun(recordRun(loaded)).ok).toBe(true)
  })

  it('brings a kept level back after a load as the run it was saved from does', () => {
    const played = onDepth('saved-levels', 4)
    const loaded = loadRun(saveRun(played))
    // Arrived on depth 4's up stairs: straight back up to depth 3, both.
    for (const run of [played, loaded]) {
      expect(run.onStairsUp()).toBe(true)
      expect(act(run, { kind: 'ascend' }).level).toBe(true)
    }
    expect(loaded.depth).toBe(3)
    expect(loaded.monsters()).toEqual(played.monsters())
    expect(loaded.corpses()).toEqual(played.corpses())
    expect(loaded.items()).toEqual(played.items())
    expect(loaded.rememberedItems()).toEqual(played.rememberedItems())
    expect([...loaded.vision.explored]).toEqual([...played.vision.explored])
    expect(runChecksum(loaded)).toBe(runChecksum(played))
  })

  it('a save on the goal’s level (its tiles saved, as the run changed them) loads to the same run', () => {
    // The careful bot's won run of the version-10 fixtures, its inputs as recorded there (played
    // again by playAs, the bot's choices cost seconds more): the balance bot seldom gets this deep.
    const bottom = onDepth('fixture-2026-12-08-0', 10, () => decodeLog(WON.log))
    expect(bottom.level.stairsDown).toBeUndefined()
    const saved = encodeRun(bottom)
    expect('tiles' in saved.snapshot.dungeon).toBe(true)
    const loaded = loadRun(JSON.stringify(saved))
    expect(runChecksum(loaded)).toBe(runChecksum(bottom))
    expect(loaded.level.stairsUp).toEqual(bottom.level.stairsUp)
    expect(loaded.level.rooms.length).toBe(bottom.level.rooms.length)
    expect(loaded.levelChoice).toEqual(bottom.levelChoice)
    expect(verifyRun(recordRun(loaded)).ok).toBe(true)
    // Its tiles changed: not the level of this seed and depth.
    const data = JSON.parse(JSON.stringify(saved))
    const rows: string[] = data.snapshot.dungeon.tiles
    // A floor tile nothing stands on (walling one under a monster is refused for that first).
    const taken = new Set(
      (data.snapshot.entities as { position?: { x: number; y: number } }[]).flatMap((e) =>
        e.position ? [`${e.position.x},${e.position.y}`] : [],
      ),
    )
    const y = rows.findIndex((row, ry) =>
      [...row].some((c, x) => c === '.' && !taken.has(`${x},${ry}`)),
    )
    const x = [...(rows[y] ?? '')].findIndex((c, cx) => c === '.' && !taken.has(`${cx},${y}`))
    rows[y] = `${rows[y]?.slice(0, x)}#${rows[y]?.slice(x + 1)}`
    expect(() => loadRun(JSON.stringify(data))).toThrow(
      'the saved level is not level 10 of seed fixture-2026-12-08-0',
    )
  })

  it('says which level and what is wrong, for a kept level that cannot be', () => {
    const cases: [(level: Record<string, unknown>) => void, string][] = [
      [(l) => (l.depth = 4), 'levels[0].depth is 4: not a depth from 1 to 999 of its own'],
      [(l) => (l.depth = 0), 'levels[0].depth is 0: not a depth from 1 to 999 of its own'],
      [(l) => (l.left = { x: 0, y: 0 }), 'levels[0].left is not a walkable tile of its level'],
      [(l) => (l.explored = [1, 2, 3]), 'levels[0].explored does not add up to the 80×45 level'],
      [
        (l) => ((l.monsters as { kind: string }[])[0] = { kind: 'dragon', x: 1, y: 1 } as never),
        'levels[0].monsters[0].kind "dragon" is no monster kind of the run',
      ],
      [
        (l) => {
          const living = (l.monsters as { life?: { hp: number; maxHp: number } }[])[LIVING]
          if (living?.life) living.life.hp = living.life.maxHp + 1
          else throw new Error('a living monster on the first kept level')
        },
        `levels[0].monsters[${LIVING}].life.hp is not an integer from 1 to`,
      ],
      [
        (l) => (l.items = [['crown', 1, 1]]),
        'levels[0].items[0][0] "crown" is no item kind of the run',
      ],
      [
        (l) => (l.seen = [[999999, ['healing potion']]]),
        'levels[0].seen[0] is not a tile of its level',
      ],
    ]
    for (const [edit, message] of cases) {
      const text = withLevel(edit)
      expect(() => loadRun(text), message).toThrow(SaveError)
      expect(() => loadRun(text)).toThrow(message)
    }
  })

  it('refuses a save of version 1, naming the version found and the one read', () => {
    const old = JSON.stringify({ ...SAVED, version: 1 })
    expect(() => loadRun(old)).toThrow(
      new SaveError(`the save is of version 1; this game reads saves of version ${SAVE_VERSION}`),
    )
  })
})
