import { floorItems, getPosition } from '@delve/ecs'
import { directionOf, isWalkable, STEPS, Tile } from '@delve/map'
import {
  type AutoStep,
  AutoWalk,
  createRun,
  DEFAULT_TABLES,
  knownStairsDown,
  type Run,
  WalkMemory,
  type WalkPlan,
} from '@delve/run'
import { testHooks } from '@delve/run/testing'
import { describe, expect, it } from 'vitest'
import { checkParams } from '../params/check-params.js'
import { Session } from './session.js'

/** A twisty cave under 100 open tiles: the depth table puts no monster on it. */
function calmRun(seed: string): Run {
  const checked = checkParams({ algo: 'drunkard', w: '30', h: '20', drunkardFloor: '15', seed })
  expect(checked.notices).toEqual([])
  // No wandering monster either: the walks here cross the level undisturbed.
  const tables = { ...DEFAULT_TABLES, wanderers: [] }
  const run = createRun({ generator: checked.choice, seed, tables })
  expect(run.monsters()).toEqual([])
  return run
}

/** A memory with every item of the level already reported: no item stops a walk. */
function knowing(run: Run): WalkMemory {
  const memory = new WalkMemory()
  for (const item of floorItems(run.world)) memory.reported.add(item)
  return memory
}

/** Plays one walk on `run` until it stops; the stop and the turns it took. */
function walk(run: Run, plan: WalkPlan, memory: WalkMemory, limit = 2000) {
  const auto = new AutoWalk(plan, run.world, run.player, memory)
  for (let n = 0; n < limit; n++) {
    const next: AutoStep = auto.next()
    if (next.kind === 'stop') return { reason: next.reason, steps: n }
    const report =
      next.kind === 'pickup'
        ? testHooks(run).pickUp()
        : testHooks(run).move(directionOf(next.dx, next.dy) ?? 'up')
    expect(report.taken).toBe(true)
  }
  throw new Error('the walk never stopped')
}

/** The walkable tiles reachable from `from` by cardinal steps: a flood fill, the reference. */
function reachable(run: Run, from: { x: number; y: number }): number[] {
  const { width, height, tiles } = run.level
  const seen = new Uint8Array(width * height)
  const queue = [from.y * width + from.x]
  seen[queue[0] as number] = 1
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head] as number
    const x = i % width
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = x + dx
      const ny = (i - x) / width + dy
      const n = ny * width + nx
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[n]) continue
      if (!isWalkable(tiles[n] as number)) continue
      seen[n] = 1
      queue.push(n)
    }
  }
  return queue
}

describe('auto-explore', () => {
  it('explores every reachable tile, picks up the items on its way, and ends on the stairs down', () => {
    for (let n = 0; n < 12; n++) {
      const run = calmRun(`calm-${n}`)
      const start = run.playerPosition()
      const items = run.items().length
      const memory = new WalkMemory()
      const stops: string[] = []
      for (let press = 0; press < 10; press++) {
        const { reason } = walk(run, { kind: 'explore' }, memory)
        stops.push(reason)
        if (reason !== 'item') break
      }
      // Each item stops the walk at most once (two seen together stop it once).
      expect(stops.at(-1), `calm-${n}: ${stops}`).toBe('explored')
      expect(stops.length).toBeLessThanOrEqual(items + 1)
      const unexplored = reachable(run, start).filter((i) => run.vision.explored[i] !== 1)
      expect(unexplored, `calm-${n}`).toEqual([])
      const { x, y } = run.playerPosition()
      expect(run.level.tiles[y * run.level.width + x]).toBe(Tile.StairsDown)
      // Every item on the level was reachable here, and the pack has room for all of them.
      expect(run.items()).toEqual([])
      // Potions and scrolls of a kind stack under one letter: count every item of every stack.
      expect(run.inventory().reduce((n, p) => n + p.count, 0)).toBe(items)
    }
  })

  it('stops when hit points fall below half, or further below where a hurt walk began', () => {
    const run = calmRun('calm-2')
    const { Health } = run.world.components
    Health.hp[run.player] = 16
    const auto = new AutoWalk({ kind: 'explore' }, run.world, run.player, knowing(run))
    expect(auto.next().kind).toBe('step')
    Health.hp[run.player] = 14
    expect(auto.next()).toEqual({ kind: 'stop', reason: 'hurt' })
    // Begun at 14 of 30, it goes on at 14 and stops at 13.
    const hurt = new AutoWalk({ kind: 'explore' }, run.world, run.player, knowing(run))
    expect(hurt.next().kind).toBe('step')
    Health.hp[run.player] = 13
    expect(hurt.next()).toEqual({ kind: 'stop', reason: 'hurt' })
  })

  it('stops for a monster in view, saying which', () => {
    // A run of the default dungeon: explore until something stops it; a monster must be in view.
    const session = new Session(createRun({ seed: 'explore-meets' }))
    let outcome = session.perform({ kind: 'explore' })
    for (let n = 0; n < 3000 && session.exploring; n++) outcome = session.walkOn()
    for (let press = 0; press < 20 && /you see/.test(outcome.status?.text ?? ''); press++) {
      outcome = session.perform({ kind: 'explore' })
      for (let n = 0; n < 3000 && session.exploring; n++) outcome = session.walkOn()
    }
    expect(session.exploring).toBe(false)
    const shown = session.monstersShown()
    expect(shown.length).toBeGreaterThan(0)
    expect(outcome.status?.text).toMatch(/^You stop: an? [a-z ]+ is in view\.$/)
    // Pressed again with the monster still in view, it stops at once, at no cost.
    const turn = session.run.turn
    expect(session.perform({ kind: 'explore' }).status?.text).toMatch(/is in view/)
    expect(session.run.turn).toBe(turn)
  })
})

describe('travel', () => {
  it('walks to the known stairs down, and says so when none are known', () => {
    const unknown = calmRun('calm-2')
    expect(knownStairsDown(unknown.world)).toBeUndefined()
    expect(walk(unknown, { kind: 'travel' }, new WalkMemory()).reason).toBe('no-stairs')

    const run = calmRun('calm-0')
    const stairs = knownStairsDown(run.world)
    expect(stairs).toEqual(run.level.stairsDown)
    const { reason, steps } = walk(run, { kind: 'travel' }, knowing(run))
    expect(reason).toBe('arrived')
    expect(run.playerPosition()).toEqual(stairs)
    expect(steps).toBeGreaterThan(0)
  })

  it('> off the stairs travels to them through the session, then > descends', () => {
    const session = new Session(calmRun('calm-0'))
    // Pressed again after each stop (an item seen on the way), until it arrives.
    let outcome = session.perform({ kind: 'descend' })
    for (let press = 0; press < 5 && !session.run.onStairsDown(); press++) {
      while (session.exploring) outcome = session.walkOn()
      if (!session.run.onStairsDown()) {
        expect(outcome.status?.text).toMatch(/^You stop: you see /)
        outcome = session.perform({ kind: 'descend' })
      }
    }
    expect(session.run.depth).toBe(1)
    expect(outcome.status?.text).toBe('You reach the stairs down (> descends).')
    expect(session.perform({ kind: 'descend' }).change).toBe('level')
    expect(session.run.depth).toBe(2)
  })
})

describe('a run (Shift + a direction)', () => {
  it('steps on until something stops it, and any order stops it', () => {
    for (let n = 0; n < 12; n++) {
      const session = new Session(calmRun(`calm-${n}`))
      const run = session.run
      const from = run.playerPosition()
      // The first open direction from the start.
      const direction = (['up', 'right', 'down', 'left'] as const).find((d) => {
        const { x, y } = from
        const { dx, dy } = STEPS[d]
        return isWalkable(run.level.tiles[(y + dy) * run.level.width + x + dx] as number)
      })
      if (!direction) continue
      session.perform({ kind: 'run', direction })
      let steps = 1
      while (session.exploring && steps < 500) {
        session.walkOn()
        steps++
      }
      expect(session.exploring).toBe(false)
      expect(getPosition(run.world, run.player)).not.toEqual(from)
      expect(run.inputLog()?.every((input) => input.kind === 'move')).toBe(true)
    }
    const session = new Session(calmRun('calm-3'))
    session.perform({ kind: 'explore' })
    expect(session.exploring).toBe(true)
    expect(session.interrupt().status?.text).toBe('You stop.')
    expect(session.exploring).toBe(false)
    session.perform({ kind: 'explore' })
    session.perform({ kind: 'wait' })
    expect(session.exploring).toBe(false)
  })
})
