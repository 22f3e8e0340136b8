import { MindState, spawnItem } from '@delve/ecs'
import { DIRS_8, isWalkable, type Point, tileAt } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { itemCode } from '../content/default-kinds.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import { testHooks } from '../testing.js'

/** A fresh run (no monster in view at the start) with an item of `name` picked up. */
function holding(name: string, seed = 'unknown-use'): Run {
  const run = createRun({ seed, vaults: null })
  spawnItem(run.world, run.playerPosition(), itemCode(name))
  expect(act(run, { kind: 'pickup' }).taken).toBe(true)
  expect(run.isKnown(itemCode(name))).toBe(false)
  return run
}

/** A free floor tile `steps` tiles from the player, in the first direction that has one. */
function near(run: Run, steps = 2): Point {
  const { x, y } = run.playerPosition()
  for (const [dx, dy] of DIRS_8) {
    const at = { x: x + dx * steps, y: y + dy * steps }
    const between = { x: x + dx, y: y + dy }
    if (
      isWalkable(tileAt(run.level, at.x, at.y)) &&
      isWalkable(tileAt(run.level, between.x, between.y))
    )
      return at
  }
  throw new Error('no free tile near the player')
}

const letterOf = (run: Run, name: string) => run.inventory().findIndex((item) => item.kind === name)

describe('an unknown potion or scroll', () => {
  it('is drunk at full health, a healing potion raising the most hit points by one', () => {
    const run = holding('healing potion')
    const max = run.maxHp
    expect(run.hp).toBe(max)
    const drunk = act(run, { kind: 'use', index: letterOf(run, 'healing potion') })
    expect(drunk.taken).toBe(true)
    expect([run.maxHp, run.hp]).toEqual([max + 1, max + 1])
    expect(run.isKnown(itemCode('healing potion'))).toBe(true)
    expect(letterOf(run, 'healing potion')).toBe(-1)
  })

  it('takes no aim while unknown: no target asked, none shown', () => {
    const run = holding('fireball scroll')
    const scroll = run.inventory()[letterOf(run, 'fireball scroll')]
    expect(scroll?.aim).toBeNull()
    expect(run.preview(letterOf(run, 'fireball scroll'))).toEqual({ affected: [] })
  })

  it('fires at the nearest creature in view, whatever tile was asked, and is then known', () => {
    const run = holding('confusion scroll')
    const at = near(run)
    const goblin = testHooks(run).placeMonster('goblin', at)
    act(run, { kind: 'wait' }) // the player sees it
    const read = act(run, {
      kind: 'use',
      index: letterOf(run, 'confusion scroll'),
      target: run.playerPosition(),
    })
    expect(read.taken).toBe(true)
    expect(run.world.components.Mind.state[goblin]).toBe(MindState.Confused)
    expect(run.isKnown(itemCode('confusion scroll'))).toBe(true)
    // The log keeps the use as the run aimed it: without a target.
    expect(run.inputLog()?.at(-1)).toEqual({ kind: 'use', index: 0 })
  })

  it('with no creature to act on, is read all the same: used up, a turn, and known', () => {
    for (const name of ['confusion scroll', 'lightning scroll']) {
      const run = holding(name)
      const turn = run.turn
      const read = act(run, { kind: 'use', index: letterOf(run, name) })
      expect(read.taken).toBe(true)
      expect(read.refused).toBeUndefined()
      expect(run.turn).toBe(turn + 1)
      expect(read.lines.at(-1)).toMatch(new RegExp(`was an? ${name}\\.$`))
      expect(read.lines.join(' ')).not.toMatch(/target|mind|enemy/i)
      expect(run.isKnown(itemCode(name))).toBe(true)
      expect(letterOf(run, name)).toBe(-1)
      expect(run.inputLog()?.at(-1)).toEqual({ kind: 'use', index: 0 })
    }
  })
})
