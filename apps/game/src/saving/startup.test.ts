import { describe, expect, it } from 'vitest'
import { defaultChoice } from '../params/generator-choice.js'
import { queryFor, readUrlParams } from '../params/url-params.js'
import { DungeonRun } from '../run/dungeon-run.js'
import { SAVE_REPLACED } from './run-save.js'
import { planStartup } from './startup.js'

describe('planStartup', () => {
  const run = DungeonRun.start(defaultChoice(), 'saved', 2)
  const saved = { kind: 'run' as const, run }

  it('resumes the saved run on a bare address and on the address the run wrote', () => {
    for (const query of ['', queryFor(run.where())]) {
      expect(planStartup(readUrlParams(query), saved).plan).toEqual({ kind: 'resume', run })
    }
  })

  it('resumes it whether fog of war is on or off: fov shows the level, it does not name one', () => {
    for (const query of ['?fov=off', queryFor({ ...run.where(), fov: false })]) {
      expect(planStartup(readUrlParams(query), saved).plan).toEqual({ kind: 'resume', run })
    }
  })

  it('plays a shared link to another level instead of the save', () => {
    for (const query of [
      '?seed=other',
      '?seed=saved',
      '?seed=saved&depth=2&algo=bsp',
      '?preset=mcrogueface',
    ]) {
      expect(planStartup(readUrlParams(query), saved).plan.kind, query).toBe('generate')
    }
    expect(planStartup(readUrlParams('?seed=x&depth=4'), saved).plan).toEqual({
      kind: 'generate',
      choice: defaultChoice(),
      runSeed: 'x',
      depth: 4,
    })
  })

  it('starts fresh, and says so once, when the save is unreadable', () => {
    const { plan, notices } = planStartup(readUrlParams('?w=abc'), {
      kind: 'unreadable',
      reason: 'x',
    })
    expect(plan).toMatchObject({ kind: 'generate', depth: 1 })
    expect(notices).toHaveLength(2)
    expect(notices[1]).toBe(SAVE_REPLACED)
  })

  it('loads a map the address names', () => {
    expect(planStartup(readUrlParams('?map=/m.tmj'), { kind: 'none' }).plan).toEqual({
      kind: 'map',
      address: '/m.tmj',
      choice: defaultChoice(),
    })
  })
})
