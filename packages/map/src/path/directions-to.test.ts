import { describe, expect, it } from 'vitest'
import { fromAscii } from '../formats/ascii.js'
import { STEPS } from '../grid/direction-names.js'
import type { Point } from '../grid/point.js'
import { directionsTo } from './directions-to.js'

const level = fromAscii(`
#########
#...#...#
#.#...#.#
#########
`)

function follow(from: Point, steps: readonly (keyof typeof STEPS)[]): Point {
  return steps.reduce((p, d) => ({ x: p.x + STEPS[d].dx, y: p.y + STEPS[d].dy }), from)
}

describe('directionsTo', () => {
  it('walks a shortest way in eight directions, as the monsters step', () => {
    const steps = directionsTo(level, null, { x: 1, y: 1 }, { x: 7, y: 2 })
    // Six steps: two of them diagonal past the wall at (2, 2), and over (6, 1) round (6, 2).
    expect(steps).toHaveLength(6)
    expect(follow({ x: 1, y: 1 }, steps ?? [])).toEqual({ x: 7, y: 2 })
  })

  it('stays on tiles the player knows, and refuses an unknown goal', () => {
    const known = new Uint8Array(level.width * level.height)
    for (let x = 1; x <= 3; x++) known[1 * level.width + x] = 1
    known[2 * level.width + 1] = 1
    expect(directionsTo(level, known, { x: 1, y: 2 }, { x: 3, y: 1 })).toEqual([
      'up-right',
      'right',
    ])
    expect(directionsTo(level, known, { x: 1, y: 1 }, { x: 7, y: 2 })).toBeUndefined()
  })

  it('has nothing to do on the player’s own tile, and no way into a wall', () => {
    expect(directionsTo(level, null, { x: 1, y: 1 }, { x: 1, y: 1 })).toEqual([])
    expect(directionsTo(level, null, { x: 1, y: 1 }, { x: 0, y: 0 })).toBeUndefined()
  })
})
