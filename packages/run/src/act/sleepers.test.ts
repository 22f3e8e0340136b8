import { MindState } from '@delve/ecs'
import type { Point } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { emptyRun } from '../../test/empty-run.js'
import type { RunInput } from '../input/run-input.js'
import type { Run } from '../run/run.js'
import { testHooks } from '../run/test-hooks.js'
import { type ActResult, act } from './act.js'

// Two rooms joined by a gap in the wall at (13, 3), no door to wake anyone: the hero starts in
// the left one at (1, 1); what lies in the right one is out of sight until the gap is near.
const ROOMS = `
##############################
#............#...............#
#............#...............#
#............................#
#............#...............#
#............#...............#
#............#...............#
#............#...............#
##############################
`

/**
 * A run on ROOMS with no monster, item or wanderer but the orcs asleep at `sleepers`, deep
 * sleepers: each sees no farther than a tile, so none stirs as the hero comes near (a sleeper
 * within 4 tiles that sees the hero may wake, by the world's draw).
 */
function rooms(sleepers: Point[]): { run: Run; orcs: number[] } {
  const run = emptyRun(ROOMS, { seed: 'sleepers', map: 'rooms' })
  const orcs = sleepers.map((at) => testHooks(run).placeMonster('orc', at, { asleep: true }))
  for (const orc of orcs) run.world.components.Viewshed.radius[orc] = 1
  return { run, orcs }
}

/**
 * Presses `input` again and again (as a player pressing on), each press played until it stops;
 * the sentences it stopped with, up to the last press.
 */
function press(run: Run, input: RunInput, presses = 6): string[] {
  const stops: string[] = []
  for (let n = 0; n < presses; n++) {
    let result: ActResult = act(run, input)
    while (result.more) result = act(run, input)
    stops.push(result.stopped ?? result.refused ?? '')
    if (result.stopped === 'Explored.' || result.refused !== undefined || !result.taken) break
  }
  return stops
}

const apart = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))

describe('explore and travel by a sleeping monster', () => {
  it('explore passes a sleeper in view that lies away from the way', () => {
    const { run, orcs } = rooms([{ x: 1, y: 7 }])
    expect(run.monstersInSight().map((m) => m.asleep)).toEqual([true])
    const stops = press(run, { kind: 'explore' })
    expect(stops.at(-1)).toBe('Explored.')
    expect(stops.filter((line) => line.includes('orc'))).toEqual([])
    expect(run.playerPosition().x).toBeGreaterThan(13)
    expect(run.world.components.Mind.state[orcs[0] as number]).toBe(MindState.Asleep)
  })

  it('explore stops once before the way comes beside a sleeper, then goes on beside it', () => {
    const at = { x: 8, y: 2 }
    const { run } = rooms([at])
    const first = press(run, { kind: 'explore' }, 1)
    expect(first).toEqual(['You stop: an orc sleeps beside the way.'])
    expect(apart(run.playerPosition(), at)).toBeGreaterThan(1)
    // Pressed again, it goes on: the next step is beside the sleeper, and it is not stopped for
    // again (it may wake, passed so near: then it stops as for any monster awake).
    const on = act(run, { kind: 'explore' })
    expect(on).toMatchObject({ taken: true, moved: true })
    expect(apart(run.playerPosition(), at)).toBe(1)
    const rest = press(run, { kind: 'explore' })
    expect(rest.filter((line) => line.includes('sleeps beside'))).toEqual([])
  })

  it('explore stops when a sleeper in view wakes', () => {
    const { run, orcs } = rooms([{ x: 1, y: 7 }])
    expect(act(run, { kind: 'explore' }).more).toBe(true)
    run.world.components.Mind.state[orcs[0] as number] = MindState.Resting
    let result = act(run, { kind: 'explore' })
    while (result.more) result = act(run, { kind: 'explore' })
    expect(result.stopped).toBe('You stop: an orc is in view.')
  })

  it('travel to a tile passes a sleeper coming into view, stops beside the way and on a waking', () => {
    const to = { x: 22, y: 3 }
    const far = rooms([{ x: 25, y: 6 }])
    far.run.world.vision.explored.fill(1)
    expect(far.run.monstersInSight()).toEqual([])
    expect(press(far.run, { kind: 'travel', to }, 1)).toEqual([''])
    expect(far.run.playerPosition()).toEqual(to)
    expect(far.run.monstersInSight().map((m) => m.asleep)).toEqual([true])

    const near = rooms([{ x: 17, y: 2 }])
    near.run.world.vision.explored.fill(1)
    expect(press(near.run, { kind: 'travel', to }, 1)).toEqual([
      'You stop: an orc sleeps beside the way.',
    ])
    expect(apart(near.run.playerPosition(), { x: 17, y: 2 })).toBe(2)
    press(near.run, { kind: 'travel', to }, 1)
    expect(near.run.playerPosition()).toEqual(to)

    const waking = rooms([{ x: 25, y: 6 }])
    waking.run.world.vision.explored.fill(1)
    let result = act(waking.run, { kind: 'travel', to })
    while (result.more && waking.run.monstersInSight().length === 0) {
      result = act(waking.run, { kind: 'travel', to })
    }
    expect(result.more).toBe(true)
    waking.run.world.components.Mind.state[waking.orcs[0] as number] = MindState.Resting
    result = act(waking.run, { kind: 'travel', to })
    expect(result.stopped).toBe('You stop: an orc wakes.')
  })
})
