import { generateDungeon, isWalkable, type Point, Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'
import type { Direction } from './directions.js'
import { DungeonRun, sameKindAs } from './dungeon-run.js'
import { readUrlParams } from './url-params.js'

const NEIGHBOURS: [Direction, number, number][] = [
  ['up', 0, -1],
  ['down', 0, 1],
  ['left', -1, 0],
  ['right', 1, 0],
]

function tileAt(run: DungeonRun, { x, y }: Point): number {
  const { width, height, tiles } = run.dungeon
  if (x < 0 || y < 0 || x >= width || y >= height) return Tile.Wall
  return tiles[y * width + x] ?? Tile.Wall
}

describe('DungeonRun', () => {
  const request = readUrlParams('?seed=run-test').request

  it('makes the same dungeon as the library and puts the player on its start', () => {
    const run = new DungeonRun(request)
    const expected = generateDungeon({ seed: 'run-test' })
    expect(run.dungeon.tiles).toEqual(expected.tiles)
    expect(run.playerPosition()).toEqual(expected.start)
  })

  it('walks one tile onto floor and bumps into walls without moving', () => {
    const run = new DungeonRun(request)
    // Walk right until the next tile is a wall, counting the steps.
    let walked = 0
    for (let i = 0; i < run.dungeon.width; i++) {
      const before = run.playerPosition()
      const ahead = { x: before.x + 1, y: before.y }
      const outcome = run.move('right')
      if (isWalkable(tileAt(run, ahead))) {
        expect(outcome).toEqual({ moved: true })
        expect(run.playerPosition()).toEqual(ahead)
        walked++
      } else {
        expect(outcome).toEqual({ moved: false, reason: 'wall' })
        expect(run.playerPosition()).toEqual(before)
        break
      }
    }
    expect(walked).toBeGreaterThan(0)
    expect(run.stats.steps).toBe(walked)
  })

  it('moves in each direction exactly as the tiles around the start allow', () => {
    for (const [direction, dx, dy] of NEIGHBOURS) {
      const run = new DungeonRun(request)
      const start = run.playerPosition()
      const target = { x: start.x + dx, y: start.y + dy }
      const outcome = run.move(direction)
      expect(outcome.moved).toBe(isWalkable(tileAt(run, target)))
      expect(run.playerPosition()).toEqual(outcome.moved ? target : start)
    }
  })

  it('regenerates the same kind of dungeon from a new seed, player on the new start', () => {
    const run = new DungeonRun(readUrlParams('?seed=a&preset=mcrogueface&w=40&h=30').request)
    run.move('left')
    const next = run.regenerate('b')
    expect(next).toBe(run.dungeon)
    expect(next.options).toMatchObject({ preset: 'mcrogueface', width: 40, height: 30 })
    const expected = generateDungeon({ seed: 'b', preset: 'mcrogueface', width: 40, height: 30 })
    expect(next.tiles).toEqual(expected.tiles)
    expect(run.playerPosition()).toEqual(expected.start)
    expect(run.stats.dungeons).toBe(2)
  })

  it('draws a fresh random seed when none is given', () => {
    const run = new DungeonRun(request)
    const seeds = new Set([run.dungeon.seed, run.regenerate().seed, run.regenerate().seed])
    expect(seeds.size).toBe(3)
  })

  it('describes a dungeon by preset, algorithm and size only', () => {
    const dungeon = generateDungeon({ seed: 'x', preset: 'mcrogueface' })
    expect(sameKindAs(dungeon)).toEqual({
      preset: 'mcrogueface',
      algorithm: 'rooms-and-corridors',
      width: 50,
      height: 35,
    })
  })
})
