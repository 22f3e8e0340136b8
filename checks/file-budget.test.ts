import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromRoot, ROOT, sourceRoots, typescriptSources } from './source-files.js'

/** More lines than this and a file is holding several concepts. */
const MOST_LINES = 400

/**
 * The files allowed past the budget, each with why. A data table may be long; the others are
 * the splits still owed, and each leaves this list once split (a listed file back under the
 * budget fails the test below, so the list cannot go stale).
 */
const OVER_BUDGET: Record<string, string> = {
  'packages/run/src/content/default-tables.ts': 'data: the depth tables of the default content',
  'packages/map/src/options/option-table.ts': 'data: the option table that drives every reader',
  'packages/art/src/table/art-table.ts':
    'data: every frame of the tileset, with its pattern and ink',
  'packages/phaser/src/roguelike/roguelike.ts': 'owed: drawing and input wiring apart',
  'packages/run/src/bot/careful-bot.ts': "owed: the careful bot's choices apart from its walk",
  'packages/run/src/saving/save-run.ts': 'owed: writing a save apart from reading one',
  'packages/map/src/placement/site.ts': "owed: a vault's site search apart from its scoring",
  'packages/map/src/formats/tiled.ts': 'owed: the Tiled reader apart from the writer',
}

const lineCount = (file: string): number => readFileSync(file, 'utf8').split('\n').length - 1

describe('source files', () => {
  const files = sourceRoots().flatMap(typescriptSources)

  it('are found', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it(`hold at most ${MOST_LINES} lines each, but for the files listed with a reason`, () => {
    const over = files
      .filter((file) => lineCount(file) > MOST_LINES)
      .map(fromRoot)
      .filter((file) => !(file in OVER_BUDGET))
    expect(over).toEqual([])
  })

  it.each(Object.keys(OVER_BUDGET))('%s, listed, is still over the budget', (file) => {
    expect(lineCount(join(ROOT, file))).toBeGreaterThan(MOST_LINES)
  })
})
