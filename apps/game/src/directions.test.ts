import { describe, expect, it } from 'vitest'
import { directionForKey, STEP } from './directions.js'

describe('directionForKey', () => {
  it('maps WASD and the arrow keys to the four directions', () => {
    const pairs = [
      ['KeyW', 'ArrowUp', 'up'],
      ['KeyA', 'ArrowLeft', 'left'],
      ['KeyS', 'ArrowDown', 'down'],
      ['KeyD', 'ArrowRight', 'right'],
    ] as const
    for (const [letter, arrow, direction] of pairs) {
      expect(directionForKey(letter)).toBe(direction)
      expect(directionForKey(arrow)).toBe(direction)
    }
  })

  it('ignores every other key', () => {
    for (const code of ['KeyR', 'Escape', 'Enter', 'Space', 'KeyQ', '']) {
      expect(directionForKey(code)).toBeNull()
    }
  })

  it('steps one tile, with y growing downwards', () => {
    expect(STEP.up).toEqual({ dx: 0, dy: -1 })
    expect(STEP.down).toEqual({ dx: 0, dy: 1 })
    expect(STEP.left).toEqual({ dx: -1, dy: 0 })
    expect(STEP.right).toEqual({ dx: 1, dy: 0 })
  })
})
