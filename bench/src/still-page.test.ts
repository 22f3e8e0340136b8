import { describe, expect, it } from 'vitest'
import { type StillRun, stillSection, stillVerdict } from './still-page.js'

const figures = (browserCpu: number, blankCpu: number): StillRun => ({
  seconds: 6,
  browserCpu,
  blankCpu,
  pageTasks: 0.01,
  framesPerSecond: 0,
})

describe('the still page part', () => {
  it('judges the browser’s CPU over a blank page’s against 5 % of a core', () => {
    expect(stillVerdict(figures(0.06, 0.02))).toMatchObject({
      pass: true,
      measured: expect.stringMatching(/^4\.0 % of a core \(6\.0 % of a core against 2\.0 %/),
    })
    expect(stillVerdict(figures(0.41, 0.007))).toMatchObject({
      pass: false,
      measured: expect.stringMatching(/^40\.3 % of a core/),
    })
    expect(stillSection(figures(0.06, 0.02))).toContain(
      '| 6.0 % of a core | 2.0 % of a core | 1.0 % of a core | 0.0 | 6 |',
    )
  })

  it('says why when it could not run, judged neither way', () => {
    const run: StillRun = { skipped: 'no Chromium' }
    expect(stillVerdict(run)).toMatchObject({ skipped: true, pass: false })
    expect(stillSection(run)).toContain('Not run here: no Chromium.')
  })
})
