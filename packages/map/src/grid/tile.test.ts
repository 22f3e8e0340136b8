import { describe, expect, it } from 'vitest'
import { isPassable, isTransparent, isWalkable, LOCKED_DOOR, Tile } from './tile.js'

describe('Tile codes', () => {
  it('have the contract values', () => {
    expect(Tile).toEqual({ Wall: 0, Floor: 1, Door: 2, StairsUp: 3, StairsDown: 4 })
  })

  it('keep the locked door apart, as the code after them', () => {
    expect(LOCKED_DOOR).toBe(5)
    expect(Object.values(Tile)).not.toContain(LOCKED_DOOR)
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

  it('a locked door is neither: a game that does not know locks sees a wall', () => {
    expect(isWalkable(LOCKED_DOOR)).toBe(false)
    expect(isTransparent(LOCKED_DOOR)).toBe(false)
  })

  it.each([6, 99, 255])('the unknown code %d is neither', (code) => {
    expect(isWalkable(code)).toBe(false)
    expect(isTransparent(code)).toBe(false)
  })
})

describe('isPassable', () => {
  it('is every walkable tile and the locked door, nothing else', () => {
    const passable = Array.from({ length: 256 }, (_, code) => code).filter(isPassable)
    expect(passable).toEqual([Tile.Floor, Tile.Door, Tile.StairsUp, Tile.StairsDown, LOCKED_DOOR])
  })
})
