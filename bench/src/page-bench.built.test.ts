import { describe, expect, it } from 'vitest'
import {
  measureGamePage,
  type PageRun,
  pageSection,
  pageVerdicts,
  SMOKE_PAGE,
} from './page-bench.js'
import { summarize } from './stats.js'

const timing = (name: string, samples: number[], budget: number) => ({
  name,
  samples,
  summary: summarize(samples),
  budget,
  budgetName: `${budget} ms`,
})

describe('the game page part', () => {
  it('judges each timing by its median against its budget, and reports the spread', () => {
    const run: PageRun = {
      timings: [timing('fast', [1, 2, 30], 16), timing('slow', [20, 21, 22], 16)],
    }
    expect(pageVerdicts(run)).toEqual([
      { target: 'fast: median ≤ 16 ms', measured: expect.stringMatching(/^2\.00 ms/), pass: true },
      {
        target: 'slow: median ≤ 16 ms',
        measured: expect.stringMatching(/^21\.00 ms/),
        pass: false,
      },
    ])
    expect(pageSection(run)).toContain('| fast | 2.00 ms | 1.50 ms – 16.00 ms | 30.00 ms | 3 |')
  })

  it('says why when it could not run, judged neither way', () => {
    const run: PageRun = { skipped: 'no Chromium' }
    expect(pageVerdicts(run)).toEqual([expect.objectContaining({ skipped: true })])
    expect(pageSection(run)).toContain('Not run here: no Chromium.')
  })

  // Two large levels made and drawn in software WebGL (250×250 at the smoke size).
  it('opens the built game in Chromium and times every part of it', async () => {
    const run = await measureGamePage(SMOKE_PAGE, () => {})
    const large = `${SMOKE_PAGE.largeSide}×${SMOKE_PAGE.largeSide}`
    if (run.skipped !== undefined) throw new Error(run.skipped)
    expect(run.timings.map((t) => [t.name, t.samples.length])).toEqual([
      ['navigation to the first drawn frame', SMOKE_PAGE.loads],
      ['navigation to ready (window.delve.ready)', SMOKE_PAGE.loads],
      ['a step under fog of war at 80×45, key to rendered frame', SMOKE_PAGE.steps],
      [`a step under fog of war at ${large}, key to rendered frame`, SMOKE_PAGE.steps],
      ['regenerating at 80×45, R to rendered frame', SMOKE_PAGE.regenerates],
      [`regenerating at ${large}, R to rendered frame`, SMOKE_PAGE.largeRegenerates],
    ])
    for (const t of run.timings) {
      for (const ms of t.samples) expect(Number.isFinite(ms) && ms >= 0, t.name).toBe(true)
    }
  })
})
