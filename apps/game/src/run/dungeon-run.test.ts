import { kindName } from '@delve/ecs'
import { generateDungeon, isWalkable, type Point, Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { defaultChoice } from '../params/generator-choice.js'
import type { Direction } from './directions.js'
import { DungeonRun } from './dungeon-run.js'

const NEIGHBOURS: [Direction, number, number][] = [
  ['up', 0, -1],
  ['down', 0, 1],
  ['left', -1, 0],
  ['right', 1, 0],
]

function tileAt(run: DungeonRun, { x, y }: Point): number {
  const { width, height, tiles } = run.level
  if (x < 0 || y < 0 || x >= width || y >= height) return Tile.Wall
  return tiles[y * width + x] ?? Tile.Wall
}

function monsterAt(run: DungeonRun, { x, y }: Point): boolean {
  return run.monsters().some((m) => m.x === x && m.y === y)
}

/** Steps along a shortest path from the player to `goal`, going round the monsters. */
function pathTo(run: DungeonRun, goal: Point): Direction[] {
  const { width, height } = run.level
  const start = run.playerPosition()
  const from = new Map<number, [number, Direction]>()
  const queue = [start.y * width + start.x]
  const seen = new Set(queue)
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head] as number
    if (i === goal.y * width + goal.x) break
    for (const [direction, dx, dy] of NEIGHBOURS) {
      const p = { x: (i % width) + dx, y: Math.floor(i / width) + dy }
      const j = p.y * width + p.x
      if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height || seen.has(j)) continue
      if (!isWalkable(tileAt(run, p)) || monsterAt(run, p)) continue
      seen.add(j)
      from.set(j, [i, direction])
      queue.push(j)
    }
  }
  const steps: Direction[] = []
  for (let i = goal.y * width + goal.x; from.has(i); ) {
    const [previous, direction] = from.get(i) as [number, Direction]
    steps.unshift(direction)
    i = previous
  }
  return steps
}

describe('DungeonRun', () => {
  const choice = defaultChoice()

  it('makes the same dungeon as the library for the run seed and puts the player on its start', () => {
    const run = DungeonRun.start(choice, 'run-test')
    const expected = generateDungeon({ seed: 'run-test' })
    expect(run.level.tiles).toEqual(expected.tiles)
    expect(run.playerPosition()).toEqual(expected.start)
    expect(run.levelSeed).toBe('run-test')
    expect(run.depth).toBe(1)
  })

  it('walks one tile onto floor and bumps into walls without moving', () => {
    const run = DungeonRun.start(choice, 'run-test')
    for (const [direction, dx, dy] of NEIGHBOURS) {
      const fresh = DungeonRun.start(choice, 'run-test')
      const start = fresh.playerPosition()
      const target = { x: start.x + dx, y: start.y + dy }
      const outcome = fresh.move(direction)
      const open = isWalkable(tileAt(fresh, target)) && !monsterAt(fresh, target)
      expect(outcome.moved).toBe(open)
      expect(fresh.playerPosition()).toEqual(open ? target : start)
      if (!isWalkable(tileAt(fresh, target)))
        expect(outcome).toEqual({ moved: false, reason: 'wall' })
    }
    expect(run.stats).toEqual({ steps: 0, dungeons: 1 })
  })

  it('places the same monsters for the same level, on floor, off the stairs, never walling anything off', () => {
    const a = DungeonRun.start(choice, 'monsters')
    const b = DungeonRun.start(choice, 'monsters')
    expect(a.monsters().length).toBeGreaterThan(0)
    expect(a.monsters()).toEqual(b.monsters())
    for (const m of a.monsters()) expect(tileAt(a, m)).toBe(Tile.Floor)
    // Every walkable tile is still reachable from the start, round the monsters.
    const { width, tiles } = a.level
    for (let i = 0; i < tiles.length; i++) {
      const p = { x: i % width, y: Math.floor(i / width) }
      if (!isWalkable(tiles[i] as number) || monsterAt(a, p)) continue
      if (p.x === a.playerPosition().x && p.y === a.playerPosition().y) continue
      expect(pathTo(a, p).length, `(${p.x}, ${p.y})`).toBeGreaterThan(0)
    }
  })

  it('says which monster blocks the way', () => {
    const run = DungeonRun.start(choice, 'monsters')
    const monster = run.monsters()[0] as { x: number; y: number; kind: number }
    // Walk next to the monster, then into it.
    const beside = NEIGHBOURS.map(([d, dx, dy]) => ({
      d,
      p: { x: monster.x - dx, y: monster.y - dy },
    })).find(
      ({ p }) => isWalkable(tileAt(run, p)) && !monsterAt(run, p) && pathTo(run, p).length > 0,
    )
    if (!beside) throw new Error('no open tile beside the monster')
    for (const step of pathTo(run, beside.p)) expect(run.move(step).moved).toBe(true)
    const outcome = run.move(beside.d)
    expect(outcome).toMatchObject({ moved: false, reason: 'entity' })
    expect(outcome.moved === false && outcome.monster?.name).toBe(kindName(monster.kind))
    expect(run.playerPosition()).toEqual(beside.p)
  })

  it('descends only from the down stairs, to the next level of the chain', () => {
    const run = DungeonRun.start(choice, 'stairs')
    expect(run.descend()).toBe(false)
    expect(run.depth).toBe(1)
    const down = run.level.stairsDown as Point
    for (const step of pathTo(run, down)) expect(run.move(step).moved).toBe(true)
    expect(run.onStairsDown()).toBe(true)
    expect(run.descend()).toBe(true)
    expect(run.depth).toBe(2)
    expect(run.levelSeed).toBe('stairs/2')
    const expected = generateDungeon({ seed: 'stairs/2' })
    expect(run.level.tiles).toEqual(expected.tiles)
    expect(run.playerPosition()).toEqual(expected.start)
    expect(tileAt(run, run.playerPosition())).toBe(Tile.StairsUp)
    expect(run.stats.dungeons).toBe(2)
  })

  it('regenerates a new chain at the same depth, and reconfigures the same seed', () => {
    const run = DungeonRun.start(choice, 'a', 3)
    run.regenerate('b')
    expect([run.runSeed, run.depth, run.levelSeed]).toEqual(['b', 3, 'b/3'])
    run.reconfigure({ ...choice, algorithm: 'bsp', width: 60 })
    expect(run.level.tiles).toEqual(
      generateDungeon({ seed: 'b/3', algorithm: 'bsp', width: 60 }).tiles,
    )
    expect(run.stats.dungeons).toBe(3)
  })

  it('draws a fresh random seed when none is given', () => {
    const run = DungeonRun.start(choice)
    const seeds = new Set([run.runSeed])
    run.regenerate()
    seeds.add(run.runSeed)
    expect(seeds.size).toBe(2)
  })
})
