import { describe, expect, it } from 'vitest'
import { fromAscii } from '../formats/ascii.js'
import { roomlessStart } from './start.js'

describe('roomlessStart', () => {
  it('is the centre when it is walkable', () => {
    expect(roomlessStart(fromAscii('#####\n#...#\n#####'))).toEqual({ x: 2, y: 1 })
  })

  it('is the walkable tile nearest the centre, the first in reading order on a tie', () => {
    // Centre (3, 2): (1, 1) and (5, 1) are both √5 away, (3, 4) 2 away.
    expect(roomlessStart(fromAscii('#######\n#.###.#\n#######\n#######\n###.###'))).toEqual({
      x: 3,
      y: 4,
    })
    expect(roomlessStart(fromAscii('#######\n#.###.#\n#######\n#######\n#######'))).toEqual({
      x: 1,
      y: 1,
    })
    expect(roomlessStart(fromAscii('#######\n#######\n#######\n#######\n#.###.#'))).toEqual({
      x: 1,
      y: 4,
    })
  })

  it('is the centre on a map with no walkable tile', () => {
    expect(roomlessStart(fromAscii('####\n####\n####'))).toEqual({ x: 2, y: 1 })
  })
})
