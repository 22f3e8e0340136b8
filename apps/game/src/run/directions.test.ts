import { describe, expect, it } from 'vitest'
import { DIRECTIONS, directionOf, STEP } from './directions.js'

describe('STEP', () => {
  it('steps one tile, with y growing downwards', () => {
    expect(STEP.up).toEqual({ dx: 0, dy: -1 })
    expect(STEP.down).toEqual({ dx: 0, dy: 1 })
    expect(STEP.left).toEqual({ dx: -1, dy: 0 })
    expect(STEP.right).toEqual({ dx: 1, dy: 0 })
    expect(STEP['up-left']).toEqual({ dx: -1, dy: -1 })
    expect(STEP['down-right']).toEqual({ dx: 1, dy: 1 })
  })

  it('names every step of one tile once, and nothing else', () => {
    const steps = new Set(DIRECTIONS.map((d) => `${STEP[d].dx},${STEP[d].dy}`))
    expect(steps.size).toBe(8)
    for (const d of DIRECTIONS) expect(directionOf(STEP[d].dx, STEP[d].dy)).toBe(d)
    expect(directionOf(0, 0)).toBeUndefined()
    expect(directionOf(2, 0)).toBeUndefined()
  })
})
