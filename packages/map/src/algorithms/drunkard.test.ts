import { describe, expect, it } from 'vitest'
import { generateDungeon } from '../generate/generate.js'
import { countWalkable, isConnected } from '../grid/flood-fill.js'
import { Tile } from '../grid/tile.js'
import { createTileMap } from '../grid/tile-map.js'
import { resolveDungeonOptions } from '../options/resolve.js'
import { createRng } from '../random/rng.js'
import { carveDrunkard } from './drunkard.js'

/** The floor the walk must reach: the percent of the area inside the margin, at least 2. */
const target = (W: number, H: number, margin: number, percent: number) =>
  Math.max(2, Math.ceil(((W - 2 - 2 * margin) * (H - 2 - 2 * margin) * percent) / 100))

describe('the drunkard’s walk', () => {
  it.each([
    [80, 45, 0, 40],
    [50, 35, 1, 25],
    [30, 12, 2, 70],
    [9, 9, 0, 1],
  ])('%i × %i, margin %i, %i %%: exactly its share of floor, one region', (W, H, margin, pct) => {
    for (let seed = 0; seed < 20; seed++) {
      const d = generateDungeon({
        algorithm: 'drunkard',
        width: W,
        height: H,
        margin,
        drunkardFloor: pct,
        seed,
      })
      expect(countWalkable(d)).toBe(target(W, H, margin, pct))
      expect(isConnected(d, d.start)).toBe(true)
      expect(d.start).toEqual({ x: W >> 1, y: H >> 1 })
      expect(d.rooms).toEqual([])
    }
  })

  it('walks from the centre, sixteen steps to a draw', () => {
    const map = createTileMap(21, 11)
    const o = resolveDungeonOptions({
      algorithm: 'drunkard',
      width: 21,
      height: 11,
      drunkardFloor: 2,
    })
    const rng = createRng('walk')
    carveDrunkard(map, o, rng)
    // Replay: two bits per step, N E S W, a step off the area lost, stop at the target.
    const replay = createTileMap(21, 11)
    const again = createRng('walk')
    let x = 10
    let y = 5
    replay.tiles[y * 21 + x] = Tile.Floor
    let dug = 1
    let bits = 0
    for (let step = 0; dug < target(21, 11, 0, 2); step++) {
      if (step % 16 === 0) bits = again.next()
      const d = bits & 3
      bits >>>= 2
      const nx = x + (d === 1 ? 1 : d === 3 ? -1 : 0)
      const ny = y + (d === 2 ? 1 : d === 0 ? -1 : 0)
      if (nx < 1 || ny < 1 || nx > 19 || ny > 9) continue
      x = nx
      y = ny
      if (replay.tiles[y * 21 + x] === Tile.Wall) {
        replay.tiles[y * 21 + x] = Tile.Floor
        dug++
      }
    }
    expect(map.tiles).toEqual(replay.tiles)
  })

  it('asked for all of the map, finishes by growing the floor outright: the whole area', () => {
    const d = generateDungeon({
      algorithm: 'drunkard',
      width: 40,
      height: 20,
      drunkardFloor: 100,
      seed: 3,
    })
    expect(countWalkable(d)).toBe(38 * 18)
  })

  it('is connected at 1000 × 1000', () => {
    const d = generateDungeon({ algorithm: 'drunkard', width: 1000, height: 1000, seed: 1 })
    expect(countWalkable(d)).toBe(target(1000, 1000, 0, 40))
    expect(isConnected(d, d.start)).toBe(true)
  })
})
