import { createRng, generateDungeon as roomsAndCorridors } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { generateDungeon } from '../src/part-03/procgen.js'
import { lineEdits, partDiff, partFiles, unifiedDiff } from './line-diff.js'

const PARTS = Array.from({ length: 13 }, (_, i) => i + 1)

/** The lines of every file of part `n`. */
const linesOf = (n: number) =>
  [...partFiles(n).values()].reduce((sum, text) => sum + text.trimEnd().split('\n').length, 0)

describe('the line diff', () => {
  it('edits one list of lines into the other, keeping a longest common run', () => {
    const a = ['a', 'b', 'c', 'd']
    const b = ['a', 'c', 'x', 'd', 'e']
    const edits = lineEdits(a, b)
    expect(edits.filter((e) => e.op !== '+').map((e) => e.line)).toEqual(a)
    expect(edits.filter((e) => e.op !== '-').map((e) => e.line)).toEqual(b)
    expect(edits.filter((e) => e.op === ' ').length).toBe(3)
  })

  it('writes hunks with their lines counted', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n')
    const after = before.replace('line 10', 'line ten')
    expect(unifiedDiff('f.ts', before, after)).toBe(
      [
        '--- a/f.ts',
        '+++ b/f.ts',
        '@@ -8,7 +8,7 @@',
        ...[' line 7', ' line 8', ' line 9', '-line 10', '+line ten', ' line 11', ' line 12'],
        ' line 13',
        '',
      ].join('\n'),
    )
    expect(unifiedDiff('f.ts', before, before)).toBe('')
    expect(unifiedDiff('f.ts', null, 'x')).toBe('--- /dev/null\n+++ b/f.ts\n@@ -0,0 +1,1 @@\n+x\n')
  })
})

describe('each part is the part before it and its change', () => {
  it.each(PARTS)(
    'part %i adds more than it takes away from the part before, and takes little',
    (n) => {
      const diff = partDiff(n).split('\n')
      const added = diff.filter((line) => line.startsWith('+') && !line.startsWith('+++')).length
      const removed = diff.filter((line) => line.startsWith('-') && !line.startsWith('---')).length
      expect(added).toBeGreaterThan(removed)
      // A short part may be rewritten in good part; a long one keeps nearly all it had.
      expect(removed).toBeLessThanOrEqual(Math.max(40, linesOf(n - 1) * 0.15))
    },
  )

  // The docs show these files: `npx vitest run -u` writes them again after a part changes.
  it.each(PARTS)('part %i: diffs/part-NN.diff is its change as it stands', async (n) => {
    const name = `part-${String(n).padStart(2, '0')}.diff`
    await expect(partDiff(n)).toMatchFileSnapshot(`../diffs/${name}`)
  })
})

describe("part 3's generator", () => {
  it("makes the tiles and the start of @delve/map's rooms and corridors for the same seed", () => {
    const options = { maxRooms: 30, roomMinSize: 6, roomMaxSize: 10, mapWidth: 80, mapHeight: 45 }
    for (const seed of ['tutorial', 'part 3', 'rooms']) {
      const ours = generateDungeon(options, createRng(seed))
      const theirs = roomsAndCorridors({ seed, stairs: false })
      expect(ours.tiles).toEqual(theirs.tiles)
      expect(ours.start).toEqual(theirs.start)
      expect(ours.rooms.length).toBe(theirs.rooms.length)
    }
  })
})
