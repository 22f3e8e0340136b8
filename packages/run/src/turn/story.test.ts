import { describe, expect, it } from 'vitest'
import { emptyRun } from '../../test/empty-run.js'
import { act } from '../act/act.js'
import type { Run } from '../run/run.js'
import { testHooks } from '../run/test-hooks.js'

const ROOM = `
########
#......#
#......#
#......#
########
`

/** A run on ROOM: the hero at (1, 1) with every blow landing, no monster or item but a test's. */
function room(): Run {
  const run = emptyRun(ROOM, { seed: 'story' })
  run.world.components.Fighter.accuracy[run.player] = 100
  return run
}

/** A goblin of 1 hit point to the right of the hero, and below it an orc of `power` that never misses. */
function goblinAndOrc(run: Run, power: number): void {
  const { Fighter, Health } = run.world.components
  const goblin = testHooks(run).placeMonster('goblin', { x: 2, y: 1 })
  Health.hp[goblin] = 1
  Fighter.defence[goblin] = 0
  const orc = testHooks(run).placeMonster('orc', { x: 1, y: 2 })
  Fighter.accuracy[orc] = 100
  Fighter.power[orc] = power
}

/** An acid jelly of `hp` hit points east of the hero, and the components to set it up with. */
function jellyBeside(run: Run, hp: number) {
  const jelly = testHooks(run).placeMonster('acid jelly', { x: 2, y: 1 })
  const { Fighter, Health } = run.world.components
  Health.hp[jelly] = hp
  return { jelly, Fighter }
}

describe("a turn's story", () => {
  it('tells the blow before the acid it splashed and the death that followed, and nothing after', () => {
    const run = room()
    const { jelly, Fighter } = jellyBeside(run, 200)
    Fighter.accuracy[jelly] = 0
    const { Health } = run.world.components
    Health.hp[run.player] = 1
    const turn = act(run, { kind: 'move', direction: 'right' })
    expect(turn.end?.died).toBe(true)
    expect(turn.lines).toEqual([
      expect.stringMatching(/^You hit the acid jelly/),
      expect.stringMatching(/^The acid burns you for \d+\.$/),
      'You die.',
    ])
    expect(run.messages().at(-1)).toBe('You die.')
  })

  it('tells a kill, then the blows after it, then the death: no experience told after it', () => {
    const run = room()
    goblinAndOrc(run, 200)
    run.world.components.Health.hp[run.player] = 1
    const turn = act(run, { kind: 'move', direction: 'right' })
    expect(turn.end?.died).toBe(true)
    expect(turn.lines).toEqual([
      expect.stringMatching(/^You hit the goblin for \d+\.$/),
      'You kill the goblin.',
      expect.stringMatching(/^The orc hits you for \d+\.$/),
      'You die.',
    ])
  })

  it('tells the experience a kill gave right after it, before the blows that came after', () => {
    const run = room()
    goblinAndOrc(run, 4)
    const turn = act(run, { kind: 'move', direction: 'right' })
    expect(turn.end).toBeUndefined()
    expect(turn.lines).toEqual([
      expect.stringMatching(/^You hit the goblin for \d+\.$/),
      'You kill the goblin.',
      expect.stringMatching(/^You gain \d+ experience\.$/),
      expect.stringMatching(/^The orc hits you/),
    ])
  })

  it('tells the experience of a jelly’s kill right after it, before the acid the hero lived through', () => {
    const run = room()
    const { jelly, Fighter } = jellyBeside(run, 1)
    Fighter.defence[jelly] = 0
    const turn = act(run, { kind: 'move', direction: 'right' })
    expect(turn.end).toBeUndefined()
    expect(turn.lines).toEqual([
      expect.stringMatching(/^You hit the acid jelly for \d+\.$/),
      'You kill the acid jelly.',
      expect.stringMatching(/^You gain \d+ experience\.$/),
      expect.stringMatching(/^The acid burns you for \d+\.$/),
    ])
    expect(run.hp).toBeLessThan(run.maxHp)
  })
})
