import { describe, expect, it } from 'vitest'
import { isPassable, isTransparent, isWalkable, Tile } from './tile.js'

describe('Tile codes', () => {
  it('have the contract values', () => {
    expect(Tile).toEqual({
      Wall: 0,
      Floor: 1,
      Door: 2,
      StairsUp: 3,
      StairsDown: 4,
      LockedDoor: 5,
    })
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
    expect(isWalkable(Tile.LockedDoor)).toBe(false)
    expect(isTransparent(Tile.LockedDoor)).toBe(false)
  })

  it.each([6, 99, 255])('the unknown code %d is neither', (code) => {
    expect(isWalkable(code)).toBe(false)
    expect(isTransparent(code)).toBe(false)
  })
})

describe('isPassable', () => {
  it('is every walkable tile and the locked door, nothing else', () => {
    const passable = Array.from({ length: 256 }, (_, code) => code).filter(isPassable)
    expect(passable).toEqual([
      Tile.Floor,
      Tile.Door,
      Tile.StairsUp,
      Tile.StairsDown,
      Tile.LockedDoor,
    ])
  })
})
