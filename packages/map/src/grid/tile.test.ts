import { describe, expect, it } from 'vitest'
import { isTransparent, isWalkable, Tile } from './tile.js'

describe('Tile codes', () => {
  it('have the contract values', () => {
    expect(Tile).toEqual({ Wall: 0, Floor: 1, Door: 2, StairsUp: 3, StairsDown: 4 })
  })

  it('are all distinct and fit in a byte', () => {
    const codes = Object.values(Tile)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(new Uint8Array([code])[0]).toBe(code)
  })
})

describe('isWalkable and isTransparent', () => {
  it('a wall is neither walkable nor transparent', () => {
    expect(isWalkable(Tile.Wall)).toBe(false)
    expect(isTransparent(Tile.Wall)).toBe(false)
  })

  it.each([
    ['Floor', Tile.Floor],
    ['Door', Tile.Door],
    ['StairsUp', Tile.StairsUp],
    ['StairsDown', Tile.StairsDown],
  ])('%s is walkable and transparent', (_, code) => {
    expect(isWalkable(code)).toBe(true)
    expect(isTransparent(code)).toBe(true)
  })

  it.each([5, 99, 255])('the unknown code %d is neither', (code) => {
    expect(isWalkable(code)).toBe(false)
    expect(isTransparent(code)).toBe(false)
  })
})
