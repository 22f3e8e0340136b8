import { createRun, defaultChoice } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { queryFor, readUrlParams } from '../params/url-params.js'
import { SAVE_REPLACED } from './run-save.js'
import { planStartup } from './startup.js'

describe('planStartup', () => {
  const run = createRun({ seed: 'saved', depth: 2 })
  const saved = { kind: 'run' as const, run }
  const sandboxRun = createRun({ seed: 'saved', depth: 2, sandbox: true })
  const sandboxSaved = { kind: 'run' as const, run: sandboxRun }

  it('resumes the saved run on a bare address and on the address the run wrote (no depth)', () => {
    expect(queryFor(run.where())).toBe('?seed=saved')
    for (const query of ['', queryFor(run.where())]) {
      expect(planStartup(readUrlParams(query), saved).plan).toEqual({ kind: 'resume', run })
    }
  })

  it('resumes a run whatever depth or fog an old address names, and says those are the sandbox’s', () => {
    const { plan, notices } = planStartup(readUrlParams('?seed=saved&depth=9&fov=off'), saved)
    expect(plan).toEqual({ kind: 'resume', run })
    expect(notices).toEqual([
      'depth=9 and fov=off are for the sandbox (add sandbox to the address): a run starts at depth 1 in the dark.',
    ])
  })

  it('resumes the sandbox on its own address, fog on or off; never a sandbox for a run’s address', () => {
    const address = sandboxRun.where()
    for (const query of [queryFor(address), queryFor({ ...address, fov: false })]) {
      expect(planStartup(readUrlParams(query), sandboxSaved).plan).toEqual({
        kind: 'resume',
        run: sandboxRun,
      })
    }
    expect(planStartup(readUrlParams(''), sandboxSaved).plan.kind).toBe('generate')
    expect(planStartup(readUrlParams('?seed=saved'), sandboxSaved).plan.kind).toBe('generate')
    expect(planStartup(readUrlParams('?seed=saved&sandbox'), saved).plan.kind).toBe('generate')
  })

  it('plays a shared link to another level instead of the save', () => {
    for (const query of ['?seed=other', '?seed=saved&algo=bsp', '?preset=mcrogueface']) {
      expect(planStartup(readUrlParams(query), saved).plan.kind, query).toBe('generate')
    }
    expect(planStartup(readUrlParams('?seed=x&depth=4&sandbox'), saved).plan).toEqual({
      kind: 'generate',
      choice: defaultChoice(),
      runSeed: 'x',
      depth: 4,
      sandbox: true,
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
      sandbox: false,
    })
  })
})

describe('the daily run', () => {
  it('plays the UTC day’s seed, and resumes only that day’s saved run', () => {
    const today = '2026-11-23'
    const daily = readUrlParams('?daily')
    expect(daily.daily).toBe(true)
    expect(planStartup(daily, { kind: 'none' }, today).plan).toMatchObject({
      kind: 'generate',
      runSeed: 'daily-2026-11-23',
      depth: 1,
      sandbox: false,
    })
    const todays = createRun({ seed: 'daily-2026-11-23' })
    expect(planStartup(daily, { kind: 'run', run: todays }, today).plan).toEqual({
      kind: 'resume',
      run: todays,
    })
    const yesterdays = createRun({ seed: 'daily-2026-11-22' })
    expect(planStartup(daily, { kind: 'run', run: yesterdays }, today).plan.kind).toBe('generate')
    // The sandbox has no daily run.
    expect(readUrlParams('?daily&sandbox').daily).toBe(false)
  })

  it('plays today’s run for another day, and says so', () => {
    const today = '2026-11-23'
    for (const day of ['2099-01-01', '2026-11-22', '2026-13-45', 'soon']) {
      const { plan, notices } = planStartup(readUrlParams(`?daily=${day}`), { kind: 'none' }, today)
      expect(plan).toMatchObject({ kind: 'generate', runSeed: 'daily-2026-11-23' })
      expect(notices).toEqual([
        `Invalid daily: "${day}". Allowed: today's date (2026-11-23) or none. Playing today's run.`,
      ])
    }
    const named = planStartup(readUrlParams('?daily=2026-11-23'), { kind: 'none' }, today)
    expect(named.notices).toEqual([])
  })
})
