import { fromAscii, isWalkable } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { keepsWayAround } from './monster-placement.js'

function opener(map: string) {
  const parsed = fromAscii(map)
  return (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < parsed.width &&
    y < parsed.height &&
    isWalkable(parsed.tiles[y * parsed.width + x] as number)
}

describe('keepsWayAround', () => {
  const map = opener(`
#########
#....####
#....####
#........
#....##.#
#########
`)

  it('lets a monster stand inside a room', () => {
    expect(keepsWayAround(map, 2, 2)).toBe(true)
    expect(keepsWayAround(map, 1, 1)).toBe(true)
  })

  it('keeps corridors and doorways free', () => {
    expect(keepsWayAround(map, 6, 3)).toBe(false)
    expect(keepsWayAround(map, 5, 3)).toBe(false)
  })

  it('allows the end of a dead end', () => {
    expect(keepsWayAround(map, 8, 3)).toBe(true)
    expect(keepsWayAround(map, 7, 4)).toBe(true)
  })
})
