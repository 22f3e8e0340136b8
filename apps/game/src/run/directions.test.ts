import { describe, expect, it } from 'vitest'
import { STEP } from './directions.js'

describe('STEP', () => {
  it('steps one tile, with y growing downwards', () => {
    expect(STEP.up).toEqual({ dx: 0, dy: -1 })
    expect(STEP.down).toEqual({ dx: 0, dy: 1 })
    expect(STEP.left).toEqual({ dx: -1, dy: 0 })
    expect(STEP.right).toEqual({ dx: 1, dy: 0 })
  })
})
