import { describe, expect, it } from 'vitest'
import { DIRECTIONS, directionOf, STEPS } from './direction-names.js'

describe('STEPS', () => {
  it('steps one tile, with y growing downwards', () => {
    expect(STEPS.up).toEqual({ dx: 0, dy: -1 })
    expect(STEPS.down).toEqual({ dx: 0, dy: 1 })
    expect(STEPS.left).toEqual({ dx: -1, dy: 0 })
    expect(STEPS.right).toEqual({ dx: 1, dy: 0 })
    expect(STEPS['up-left']).toEqual({ dx: -1, dy: -1 })
    expect(STEPS['down-right']).toEqual({ dx: 1, dy: 1 })
  })

  it('names every step of one tile once, and nothing else', () => {
    const steps = new Set(DIRECTIONS.map((d) => `${STEPS[d].dx},${STEPS[d].dy}`))
    expect(steps.size).toBe(8)
    for (const d of DIRECTIONS) expect(directionOf(STEPS[d].dx, STEPS[d].dy)).toBe(d)
    expect(directionOf(0, 0)).toBeUndefined()
    expect(directionOf(2, 0)).toBeUndefined()
  })
})
