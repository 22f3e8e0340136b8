import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { DEFAULT_TABLES } from '../content/default-tables.js'
import { recordRun, verifyRun } from '../replay/replay-run.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import { SaveError } from './save-error.js'
import { loadRun, saveRun } from './save-run.js'

/** Other content than the default: every level a cave, by the depth table. */
const OTHER = {
  tables: {
    ...DEFAULT_TABLES,
    levels: [{ from: 1, generators: [{ algorithm: 'caves' as const, weight: 1 }] }],
  },
}

/** A run a few turns in, of the default content or of `content`. */
function played(content = {}): Run {
  const run = createRun({ seed: 'prove', ...content })
  for (const direction of ['right', 'down', 'left', 'up'] as const) {
    act(run, { kind: 'move', direction })
  }
  act(run, { kind: 'wait' })
  return run
}

/** A save as parsed JSON, to be changed by hand. */
// biome-ignore lint/suspicious/noExplicitAny: a save changed as a person with an editor would
type SaveJson = Record<string, any>

/** The save of `run` with `change` made to its parsed JSON. */
function edited(run: Run, change: (save: SaveJson) => void): string {
  const save = JSON.parse(saveRun(run))
  change(save)
  return JSON.stringify(save)
}

/** The code of the SaveError `load` throws. */
function codeOf(load: () => unknown): string {
  try {
    load()
  } catch (error) {
    expect(error).toBeInstanceOf(SaveError)
    return (error as SaveError).code
  }
  throw new Error('the save loaded')
}

const hero = (save: SaveJson) => save.snapshot.entities.find((e: { player?: boolean }) => e.player)

describe('loadRun proves a save, not only parses it', () => {
  it('loads the save of a run as it was, and the save of other content with that content', () => {
    const run = played()
    expect(loadRun(saveRun(run)).turn).toBe(run.turn)
    const other = played(OTHER)
    expect(loadRun(saveRun(other), OTHER).turn).toBe(other.turn)
  })

  it('refuses a hero given more hit points than play gives: edited', () => {
    const text = edited(played(), (save) => {
      hero(save).health.hp = 999
    })
    expect(codeOf(() => loadRun(text))).toBe('edited')
  })

  it('refuses a hero owing more level-ups than levels gained: edited', () => {
    const text = edited(played(), (save) => {
      hero(save).experience.pending = 3
    })
    expect(codeOf(() => loadRun(text))).toBe('edited')
  })

  it('refuses a level that is not of its seed chain: edited', () => {
    const text = edited(played(), (save) => {
      save.runSeed = 'another'
    })
    expect(codeOf(() => loadRun(text))).toBe('edited')
  })

  it('says which of version, malformed and content a refusal is, by its code', () => {
    const run = played()
    const older = edited(run, (save) => {
      save.version = 1
    })
    expect(codeOf(() => loadRun(older))).toBe('version')
    expect(codeOf(() => loadRun('{'))).toBe('malformed')
    const broken = edited(run, (save) => {
      save.stats = 5
    })
    expect(codeOf(() => loadRun(broken))).toBe('malformed')
  })

  it('refuses a save loaded with other content than it was played with: content, saying so', () => {
    // Played with other content, it names it; loaded with the default, it is refused.
    expect(() => loadRun(saveRun(played(OTHER)))).toThrow(/other content/)
    expect(codeOf(() => loadRun(saveRun(played(OTHER))))).toBe('content')
    // Played with the default (it names none), loaded with other content.
    expect(codeOf(() => loadRun(saveRun(played()), OTHER))).toBe('content')
  })
})

describe('a record checked with other content than it was played with', () => {
  it('fails with code content and a reason that says the content differs', () => {
    const other = verifyRun(recordRun(played(OTHER)))
    expect(other).toMatchObject({ ok: false, code: 'content' })
    expect((other as { reason: string }).reason).toMatch(/other content/)
    const plain = verifyRun(recordRun(played()), OTHER)
    expect(plain).toMatchObject({ ok: false, code: 'content' })
    expect((plain as { reason: string }).reason).toMatch(/content differs/)
    // With its own content, each checks out.
    expect(verifyRun(recordRun(played(OTHER)), OTHER).ok).toBe(true)
    expect(verifyRun(recordRun(played())).ok).toBe(true)
  })
})
