import { LETTER_HEIGHT, TILE_SIZE } from '@delve/art'
import { tileCentre } from '@delve/phaser'
import { describe, expect, it } from 'vitest'
import { labelTop } from './room-labels.js'

describe('labelTop', () => {
  const centre = tileCentre(10, 10)
  const home = centre.y - Math.floor(LETTER_HEIGHT / 2)

  it('puts a label on its room’s centre when nothing must be left clear there', () => {
    expect(labelTop(centre, ['A', 'START'], [])).toBe(home)
    expect(labelTop(centre, ['A', 'START'], [{ x: 20, y: 20 }])).toBe(home)
  })

  it('moves a label off the player and the stairs by whole tiles, the nearest clear place', () => {
    const top = labelTop(centre, ['A', 'START'], [{ x: 10, y: 10 }])
    expect(top).not.toBe(home)
    expect((top - home) % TILE_SIZE).toBe(0)
    // Two lines of letters: neither lies over the player's tile.
    const bottom = top + 2 * (LETTER_HEIGHT - 1) + 1
    expect(bottom <= 10 * TILE_SIZE || top >= 11 * TILE_SIZE).toBe(true)
    // With the tiles above taken too, it goes below.
    const below = labelTop(
      centre,
      ['B', 'STAIRS'],
      [
        { x: 10, y: 10 },
        { x: 10, y: 9 },
        { x: 10, y: 8 },
      ],
    )
    expect(below).toBeGreaterThan(home)
  })
})
