import { DEFAULT_PERKS, RUN_VERSION, SAVE_VERSION } from '@delve/run'
import { describe, expect, it } from 'vitest'
import README_TEXT from '../README.md?raw'

// The figures the game's README states, checked against the code that has them, so the text
// cannot drift from the game it describes.
const README = README_TEXT.replace(/\s+/g, ' ')

/** A count as the prose writes it: COUNT_WORDS[n] is n. */
const COUNT_WORDS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ')

describe("the game's README", () => {
  it('names every perk, and says how many there are', () => {
    const paragraph = /drawn for that level from the run's seed out of (\w+) [^—]*—/.exec(README)
    expect(paragraph, 'the perk paragraph').not.toBeNull()
    const [text = '', count = ''] = paragraph ?? []
    expect(COUNT_WORDS.indexOf(count)).toBe(DEFAULT_PERKS.length)
    for (const perk of DEFAULT_PERKS) expect(text).toContain(perk.name)
  })

  it("says the rules' and the saves' versions the code has", () => {
    const plays = [...README.matchAll(/this game plays version (\d+)/g)].map((m) => Number(m[1]))
    const reads = [...README.matchAll(/reads saves of version (\d+)/g)].map((m) => Number(m[1]))
    expect(plays.length).toBeGreaterThan(0)
    expect(reads.length).toBeGreaterThan(0)
    expect(new Set(plays)).toEqual(new Set([RUN_VERSION]))
    expect(new Set(reads)).toEqual(new Set([SAVE_VERSION]))
  })
})
