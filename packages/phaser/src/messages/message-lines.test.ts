import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { appendLines } from './message-lines.js'

describe('appendLines', () => {
  it('keeps the last lines, oldest first', () => {
    expect(appendLines(['a', 'b'], ['c', 'd'], 3)).toEqual(['b', 'c', 'd'])
    expect(appendLines([], [], 3)).toEqual([])
  })

  it('counts a line said again and again', () => {
    let log: string[] = []
    for (let i = 0; i < 3; i++) log = appendLines(log, ['You bump into a wall.'], 5)
    expect(log).toEqual(['You bump into a wall. ×3'])
    expect(appendLines(log, ['The orc hits you for 2.'], 5)).toEqual([
      'You bump into a wall. ×3',
      'The orc hits you for 2.',
    ])
  })

  it('never holds more than it keeps, and ends with the last line added (any lines)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a.', 'b.', 'c.'), { maxLength: 8 }),
        fc.array(fc.constantFrom('a.', 'b.', 'c.'), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 6 }),
        (before, added, keep) => {
          const log = appendLines(before, added, keep)
          expect(log.length).toBeLessThanOrEqual(keep)
          expect(log.at(-1)?.startsWith(added.at(-1) as string)).toBe(true)
          // With repeats counted back out, the log ends as the words said end.
          const spelt = log.flatMap((l) => {
            const [, text, n] = /^(.*?)(?: ×(\d+))?$/.exec(l) as RegExpExecArray
            return Array.from({ length: Number(n ?? 1) }, () => text)
          })
          const said = [...before, ...added]
          expect(said.slice(said.length - spelt.length)).toEqual(spelt)
        },
      ),
    )
  })
})
