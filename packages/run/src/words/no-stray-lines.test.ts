import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packages = fileURLToPath(new URL('../../..', import.meta.url))

/** The catalogues, where the English lives, and the files whose sentences are not lines told. */
const ALLOWED: Readonly<Record<string, string>> = {
  'ecs/src/events/messages.ts': "the engine's catalogue",
  'run/src/words/run-messages.ts': "the run's catalogue",
  'run/src/content/more-kinds.ts': "Delve's kinds' own say lines: content, as a game's kinds have",
  'run/src/story/summary.ts': "a run's summary, the story told after it, not a line of a turn",
}

/** The source files (no tests) of `dir`, under `packages/`. */
function sources(dir: string): string[] {
  return readdirSync(join(packages, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) =>
      relative(packages, join(packages, dir, file))
        .split('\\')
        .join('/'),
    )
}

/**
 * A sentence in a string or template literal: a capital, a space, a full stop, a bang or a
 * question mark at its end ("You hit the goblin.", `The ${name} wakes up.`).
 */
const SENTENCE = /(['`])[A-Z][^'`\n]* [^'`\n]*[.!?]\1/

describe('the lines a turn tells', () => {
  it('are written in the catalogues only, not where they are told', () => {
    const stray: string[] = []
    for (const file of [...sources('ecs/src'), ...sources('run/src')]) {
      if (Object.hasOwn(ALLOWED, file)) continue
      readFileSync(join(packages, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.trim()
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return
          // An error's message is for the programmer, not the player.
          if (/Error\(|throw /.test(code)) return
          if (SENTENCE.test(code)) stray.push(`${file}:${i + 1}: ${code}`)
        })
    }
    expect(stray).toEqual([])
  })

  it('would see a sentence written where it is told', () => {
    expect(SENTENCE.test("lines.push('You feel a draught.')")).toBe(true)
    expect(SENTENCE.test('say(events, `The ${name} howls!`)')).toBe(true)
    expect(SENTENCE.test("checkOptions('stopText', facts, ['monster'])")).toBe(false)
  })
})
