import { describe, expect, it } from 'vitest'
import { foldersUnder, fromRoot, sourceFilesIn, sourceRoots } from './source-files.js'

/** More than this many files side by side and a folder is holding several concepts. */
const MOST_FILES = 12

describe('source folders', () => {
  const folders = sourceRoots().flatMap(foldersUnder)

  it('are found', () => {
    expect(folders.length).toBeGreaterThan(5)
  })

  it.each(folders.map((folder) => [fromRoot(folder), folder]))(
    `%s holds at most ${MOST_FILES} files besides tests`,
    (_, folder) => {
      expect(sourceFilesIn(folder as string).length).toBeLessThanOrEqual(MOST_FILES)
    },
  )
})
