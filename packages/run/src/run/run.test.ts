import { MonsterKind, spawnMonster } from '@delve/ecs'
import type { Direction } from '@delve/map'
import { fromAscii, generateDungeon, isWalkable, type Point, Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { defaultChoice } from '../chain/generator-choice.js'
import { testHooks } from '../testing.js'
import { createRun } from './create-run.js'
import { Run } from './run.js'

const NEIGHBOURS: [Direction, number, number][] = [
  ['up', 0, -1],
  ['down', 0, 1],
  ['left', -1, 0],
  ['right', 1, 0],
]

function tileAt(run: Run, { x, y }: Point): number {
  const { width, height, tiles } = run.level
  if (x < 0 || y < 0 || x >= width || y >= height) return Tile.Wall
  return tiles[y * width + x] ?? Tile.Wall
}

function monsterAt(run: Run, { x, y }: Point): boolean {
  return run.monsters().some((m) => m.x === x && m.y === y)
}

/**
 * Steps along a shortest path from the player to `goal`, going round the monsters (or, with
 * `through`, through them: a step into one attacks it).
 */
function pathTo(run: Run, goal: Point, through = false): Direction[] {
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
      if (!isWalkable(tileAt(run, p)) || (!through && monsterAt(run, p))) continue
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

/** Every tile the player can walk to round the monsters (the player's own tile included). */
function reachedRound(run: Run): Set<number> {
  const { width, height } = run.level
  const start = run.playerPosition()
  const monsters = new Set(run.monsters().map((m) => m.y * width + m.x))
  const queue = [start.y * width + start.x]
  const seen = new Set(queue)
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head] as number
    for (const [, dx, dy] of NEIGHBOURS) {
      const p = { x: (i % width) + dx, y: Math.floor(i / width) + dy }
      const j = p.y * width + p.x
      if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height || seen.has(j)) continue
      if (!isWalkable(tileAt(run, p)) || monsters.has(j)) continue
      seen.add(j)
      queue.push(j)
    }
  }
  return seen
}

/** Walks to `goal`, planning each turn afresh, fighting through any monster in the way. */
function walkTo(run: Run, goal: Point): void {
  for (let turns = 0; turns < 2000; turns++) {
    const at = run.playerPosition()
    if (at.x === goal.x && at.y === goal.y) return
    const [step] = pathTo(run, goal, true)
    if (!step) throw new Error(`no way to (${goal.x}, ${goal.y})`)
    testHooks(run).move(step)
    if (run.dead) throw new Error(`died on the way to (${goal.x}, ${goal.y})`)
  }
  throw new Error(`did not reach (${goal.x}, ${goal.y})`)
}

/** A run on a small map with the player at its start and one monster of `kind` at `at`. */
function arena(map: string, kind: number, at: Point): { run: Run; monster: number } {
  const parsed = fromAscii(map)
  const level = { ...parsed, start: { x: 1, y: 1 }, rooms: [] }
  const base = createRun({ map: 'arena.tmj', level, seed: 'arena' })
  const monster = spawnMonster(base.world, at, kind)
  const run = new Run({
    place: base.where(),
    rules: base.rules,
    world: base.world,
    player: base.player,
    monsters: [...base.monsterIdsNow(), monster],
    stats: { ...base.stats },
  })
  return { run, monster }
}

describe('Run', () => {
  const choice = defaultChoice()

  it('makes the same dungeon as the library for the run seed and puts the player on its start', () => {
    const run = createRun({ generator: choice, seed: 'run-test' })
    const expected = generateDungeon({ seed: 'run-test' })
    expect(run.level.tiles).toEqual(expected.tiles)
    expect(run.playerPosition()).toEqual(expected.start)
    expect(run.levelSeed).toBe('run-test')
    expect(run.depth).toBe(1)
  })

  it('walks one tile onto floor and bumps into walls without moving', () => {
    const run = createRun({ generator: choice, seed: 'run-test' })
    for (const [direction, dx, dy] of NEIGHBOURS) {
      const fresh = createRun({ generator: choice, seed: 'run-test' })
      const start = fresh.playerPosition()
      const target = { x: start.x + dx, y: start.y + dy }
      const outcome = testHooks(fresh).move(direction)
      const open = isWalkable(tileAt(fresh, target)) && !monsterAt(fresh, target)
      expect(outcome.moved).toBe(open)
      expect(fresh.playerPosition()).toEqual(open ? target : start)
      if (!isWalkable(tileAt(fresh, target))) {
        expect(outcome).toEqual({
          taken: false,
          moved: false,
          messages: ['You bump into a wall.'],
          died: false,
        })
      }
    }
    expect(run.stats).toEqual({ steps: 0, dungeons: 1, turns: 0, kills: 0 })
  })

  it('places the same monsters for the same level, on floor, off the stairs, never walling anything off', () => {
    const a = createRun({ generator: choice, seed: 'monsters' })
    const b = createRun({ generator: choice, seed: 'monsters' })
    expect(a.monsters().length).toBeGreaterThan(0)
    expect(a.monsters()).toEqual(b.monsters())
    for (const m of a.monsters()) expect(tileAt(a, m)).toBe(Tile.Floor)
    // Every walkable tile is still reachable from the start, round the monsters.
    const { width, tiles } = a.level
    const reached = reachedRound(a)
    for (let i = 0; i < tiles.length; i++) {
      const p = { x: i % width, y: Math.floor(i / width) }
      if (!isWalkable(tiles[i] as number) || monsterAt(a, p)) continue
      expect(reached.has(i), `(${p.x}, ${p.y})`).toBe(true)
    }
  })

  it('attacks the monster in the way, tells each blow, and counts the kill', () => {
    const { run } = arena(
      `
#######
#<....#
#######
`,
      MonsterKind.Goblin,
      { x: 2, y: 1 },
    )
    expect(run.playerPosition()).toEqual({ x: 1, y: 1 })
    expect(run.monsters()).toEqual([
      {
        x: 2,
        y: 1,
        kind: MonsterKind.Goblin,
        name: 'goblin',
        glyph: 'g',
        hp: 6,
        maxHp: 6,
        confused: false,
        asleep: false,
        slowed: false,
      },
    ])
    // The player (power 5 ± 1, 85 in 100 to land) against a goblin (6 hit points): blows
    // until it falls, each told, a miss included.
    const first = testHooks(run).move('right')
    expect(first).toMatchObject({ taken: true, moved: false, died: false })
    expect(first.messages[0]).toMatch(/^You (hit the goblin for [456]|miss the goblin)\.$/)
    let last = first
    for (let blows = 0; blows < 20 && run.monsters().length > 0; blows++)
      last = testHooks(run).move('right')
    expect(last.messages).toContain('You kill the goblin.')
    expect(run.monsters()).toEqual([])
    expect(run.corpses()).toEqual([
      {
        x: 2,
        y: 1,
        kind: MonsterKind.Goblin,
        name: 'goblin',
        glyph: 'g',
        hp: 0,
        maxHp: 0,
        confused: false,
        asleep: false,
        slowed: false,
      },
    ])
    expect(run.stats).toMatchObject({ kills: 1, steps: 0 })
    expect(run.messages().slice(-2)).toEqual(['You kill the goblin.', 'You gain 20 experience.'])
    // The corpse blocks nothing.
    expect(testHooks(run).move('right').moved).toBe(true)
  })

  it('waits a turn while a monster beside the player attacks, and dies at 0 hit points', () => {
    const { run } = arena(
      `
#####
#<..#
#####
`,
      MonsterKind.Troll,
      { x: 2, y: 1 },
    )
    expect([run.hp, run.maxHp]).toEqual([30, 30])
    let turns = 0
    while (!run.dead && turns < 200) {
      const report = testHooks(run).wait()
      expect(report.taken).toBe(true)
      turns++
    }
    expect(run.dead).toBe(true)
    expect(run.hp).toBe(0)
    expect(run.messages().at(-1)).toBe('You die.')
    expect(run.messages()).toContain('The troll hits you for 2.')
    // The dead take no more turns.
    expect(testHooks(run).wait()).toMatchObject({ taken: false })
    expect(testHooks(run).goDown().taken).toBe(false)
  })

  it('descends only from the down stairs, to the next level of the chain', () => {
    // Without vaults: the levels are then the generator's own for their seeds.
    const run = createRun({ generator: choice, seed: 'stairs', vaults: null })
    expect(testHooks(run).goDown().taken).toBe(false)
    expect(run.depth).toBe(1)
    const down = run.level.stairsDown as Point
    walkTo(run, down)
    expect(run.onStairsDown()).toBe(true)
    expect(testHooks(run).goDown().taken).toBe(true)
    expect(run.depth).toBe(2)
    expect(run.levelSeed).toBe('stairs/2')
    const expected = generateDungeon({ seed: 'stairs/2' })
    expect(run.level.tiles).toEqual(expected.tiles)
    expect(run.playerPosition()).toEqual(expected.start)
    expect(tileAt(run, run.playerPosition())).toBe(Tile.StairsUp)
    expect(run.stats.dungeons).toBe(2)
  })

  it('regenerates a new chain at the same depth, and reconfigures the same seed', () => {
    const run = createRun({ generator: choice, seed: 'a', depth: 3, vaults: null })
    testHooks(run).regenerate('b')
    expect([run.runSeed, run.depth, run.levelSeed]).toEqual(['b', 3, 'b/3'])
    testHooks(run).reconfigure({ ...choice, algorithm: 'bsp', width: 60 })
    expect(run.level.tiles).toEqual(
      generateDungeon({ seed: 'b/3', algorithm: 'bsp', width: 60 }).tiles,
    )
    expect(run.stats.dungeons).toBe(3)
  })

  it('draws a fresh random seed when none is given', () => {
    const run = createRun({ generator: choice })
    const seeds = new Set([run.runSeed])
    testHooks(run).regenerate()
    seeds.add(run.runSeed)
    expect(seeds.size).toBe(2)
  })
})

describe('the test hooks', () => {
  it('lay an item by its kind name, and give experience up to a level-up owed', () => {
    const run = createRun({ seed: 'hooks' })
    const at = run.playerPosition()
    testHooks(run).placeItem('dagger', at)
    const here = run.items().filter((i) => i.x === at.x && i.y === at.y)
    expect(here.map((i) => i.kind)).toContain('dagger')
    expect(() => testHooks(run).placeItem('no such thing', at)).toThrow(/no such thing/)
    expect(run.levelUps).toBe(0)
    testHooks(run).grantExperience(run.character().toNext)
    expect(run.levelUps).toBe(1)
    expect(run.turn).toBe(0)
  })

  it('make a kind known as its use would, and say nothing of it', () => {
    const run = createRun({ seed: 'hooks' })
    const code = run.world.kinds.items.findIndex((k) => k.name === 'fireball scroll')
    expect(run.isKnown(code)).toBe(false)
    expect(run.itemName(code)).not.toBe('fireball scroll')
    testHooks(run).identify('fireball scroll')
    expect(run.isKnown(code)).toBe(true)
    expect(run.itemName(code)).toBe('fireball scroll')
    expect(run.turn).toBe(0)
    expect(() => testHooks(run).identify('no such thing')).toThrow(/no such thing/)
  })
})
