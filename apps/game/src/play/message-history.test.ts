import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HISTORY_ENTRIES, MessageHistory } from './message-history.js'

describe('MessageHistory', () => {
  it('keeps the run’s lines and the status lines in the order they came', () => {
    const history = new MessageHistory(['You descend into the dungeon.'])
    history.told(['The rat hits you for 1.'])
    history.said('You stop: a rat is in view.')
    history.said('Your pack is empty.')
    history.told(['You hit the rat for 3.', 'The rat dies.'])
    expect(history.lines()).toEqual([
      'You descend into the dungeon.',
      'The rat hits you for 1.',
      'You stop: a rat is in view.',
      'Your pack is empty.',
      'You hit the rat for 3.',
      'The rat dies.',
    ])
  })

  it('keeps a status that restates the lines just told once, and a line said again at once with a count', () => {
    const history = new MessageHistory()
    history.told(['You drink the healing potion.', 'You recover 4 hit points.'])
    history.said('You drink the healing potion. You recover 4 hit points.')
    history.told(['You descend the stairs to depth 2.'])
    history.said('You descend the stairs to depth 2.')
    history.said('')
    history.said('There is nothing here to pick up.')
    history.said('There is nothing here to pick up.')
    history.said('There is nothing here to pick up.')
    // Two notices on one status line are two lines.
    history.said('The seed is refused.\nThe zoom was not a number.')
    expect(history.lines()).toEqual([
      'You drink the healing potion.',
      'You recover 4 hit points.',
      'You descend the stairs to depth 2.',
      'There is nothing here to pick up. (×3)',
      'The seed is refused.',
      'The zoom was not a number.',
    ])
  })

  it('is, for any sequence, the lines told and said in order, with no entry twice running', () => {
    const line = fc.constantFrom('a.', 'b.', 'c.', '')
    const event = fc.oneof(
      fc.record({
        told: fc.array(
          line.filter((l) => l !== ''),
          { maxLength: 3 },
        ),
      }),
      fc.record({ said: line }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const history = new MessageHistory()
        const expected: string[] = []
        let fresh: string[] = []
        for (const e of events) {
          if ('told' in e) {
            history.told(e.told)
            expected.push(...e.told)
            fresh.push(...e.told)
          } else {
            history.said(e.said)
            if (e.said !== '' && e.said !== fresh.join(' ') && !fresh.includes(e.said))
              expected.push(e.said)
            fresh = []
          }
        }
        // The reference: consecutive repeats folded into one entry with a count.
        const folded: string[] = []
        let count = 0
        expected.forEach((text, i) => {
          count++
          if (expected[i + 1] === text) return
          folded.push(count > 1 ? `${text} (×${count})` : text)
          count = 0
        })
        expect(history.lines()).toEqual(folded)
      }),
    )
  })

  it(`keeps the last ${HISTORY_ENTRIES} entries`, () => {
    const history = new MessageHistory()
    for (let i = 0; i < HISTORY_ENTRIES + 10; i++) history.said(`line ${i}`)
    const lines = history.lines()
    expect(lines).toHaveLength(HISTORY_ENTRIES)
    expect(lines[0]).toBe('line 10')
    expect(lines.at(-1)).toBe(`line ${HISTORY_ENTRIES + 9}`)
  })
})
