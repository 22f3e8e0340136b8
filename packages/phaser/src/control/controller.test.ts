import { spawnItem } from '@delve/ecs'
import type { Point } from '@delve/map'
import { act, itemCode, type Run } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { arena as arenaOn, ROOM } from '../../test/arena.js'

/** A run on ROOM with monsters of the run's kinds at their tiles. */
const arena = (monsters: [string, Point][] = []) => arenaOn(ROOM, monsters)

import type { Command } from './command.js'
import { Controller } from './controller.js'
import { NO_SUCH_ITEM } from './inventory-mode.js'
import { EMPTY_PACK, NO_WAY } from './play-mode.js'

function carrying(run: Run, ...kinds: string[]): Run {
  for (const kind of kinds) {
    spawnItem(run.world, run.playerPosition(), itemCode(kind))
    act(run, { kind: 'pickup' })
  }
  return run
}

const handle = (control: Controller, ...commands: Command[]) =>
  commands.map((command) => control.handle(command))

describe('Controller: one handler a mode', () => {
  it('turns a step in play into a move for act, and a tile pointed at into a travel', () => {
    const run = arena()
    const control = new Controller(run)
    const [step] = handle(control, { kind: 'move', direction: 'right' })
    expect(step).toMatchObject({ kind: 'acted', input: { kind: 'move', direction: 'right' } })
    expect(run.playerPosition()).toEqual({ x: 5, y: 2 })
    const walk = control.handle({ kind: 'point', to: { x: 8, y: 4 } })
    expect(walk).toMatchObject({ kind: 'acted', input: { kind: 'travel', to: { x: 8, y: 4 } } })
    expect(control.walking).toEqual({ kind: 'travel', to: { x: 8, y: 4 } })
    let steps = 1
    while (control.walking && steps < 20) {
      control.goOn()
      steps++
    }
    expect(run.playerPosition()).toEqual({ x: 8, y: 4 })
    expect(steps).toBe(3)
    expect(control.handle({ kind: 'point', to: { x: 40, y: 4 } })).toEqual({
      kind: 'refused',
      why: NO_WAY,
    })
  })

  it('ends a walk under way at any command, and goOn then does nothing', () => {
    const run = arena()
    const control = new Controller(run)
    control.handle({ kind: 'point', to: { x: 8, y: 4 } })
    expect(control.walking).not.toBeNull()
    control.handle({ kind: 'wait' })
    expect(control.walking).toBeNull()
    const turn = run.turn
    expect(control.goOn()).toEqual({ kind: 'ignored' })
    expect(run.turn).toBe(turn)
  })

  it('opens the pack, refuses an empty one and a letter with nothing, and closes at cancel', () => {
    const empty = new Controller(arena())
    expect(empty.handle({ kind: 'inventory' })).toEqual({ kind: 'refused', why: EMPTY_PACK })
    expect(empty.mode.name).toBe('play')
    const run = carrying(arena(), 'healing potion')
    const control = new Controller(run)
    expect(control.handle({ kind: 'drop' })).toEqual({
      kind: 'mode',
      mode: { name: 'inventory', purpose: 'drop' },
    })
    expect(control.handle({ kind: 'choose', index: 4 })).toEqual({
      kind: 'refused',
      why: NO_SUCH_ITEM,
    })
    expect(control.mode.name).toBe('inventory')
    expect(control.handle({ kind: 'cancel' })).toMatchObject({
      kind: 'mode',
      mode: { name: 'play' },
    })
    control.handle({ kind: 'drop' })
    const dropped = control.handle({ kind: 'choose', index: 0 })
    expect(dropped).toMatchObject({ kind: 'acted', input: { kind: 'drop', index: 0 } })
    expect(control.mode.name).toBe('play')
    expect(run.inventory()).toEqual([])
  })

  it('aims a scroll with a cursor, moves it, keeps aiming after a refused use, and uses it', () => {
    const run = carrying(arena([['goblin', { x: 7, y: 2 }]]), 'fireball scroll')
    const control = new Controller(run)
    handle(control, { kind: 'inventory' }, { kind: 'choose', index: 0 })
    const mode = control.mode
    if (mode.name !== 'targeting') throw new Error(`not aiming: ${mode.name}`)
    const goblin = run.monsters()[0] as Point
    expect(mode).toMatchObject({ item: 'fireball scroll', cursor: { x: goblin.x, y: goblin.y } })
    control.handle({ kind: 'move', direction: 'down' })
    const below = { x: goblin.x, y: Math.min(4, goblin.y + 1) }
    expect(control.mode).toMatchObject({ name: 'targeting', cursor: below })
    control.handle({ kind: 'point', to: { x: 6, y: 2 } })
    expect(control.mode).toMatchObject({ name: 'targeting', cursor: { x: 6, y: 2 } })
    const used = control.handle({ kind: 'point', to: { x: 6, y: 2 } })
    expect(used).toMatchObject({ kind: 'acted', input: { kind: 'use', target: { x: 6, y: 2 } } })
    if (used.kind !== 'acted') return
    expect(control.mode.name).toBe(used.result.taken ? 'play' : 'targeting')
  })

  it('lets nothing but a choice past a level-up, and nothing at all once over', () => {
    const run = arena([['rat', { x: 5, y: 2 }]])
    const control = new Controller(run)
    const { Experience } = run.world.components
    Experience.xp[run.player] = run.character().toNext - 1
    for (let blows = 0; blows < 20 && control.mode.name === 'play'; blows++) {
      control.handle({ kind: 'move', direction: 'right' })
    }
    expect(control.mode.name).toBe('level-up')
    expect(control.handle({ kind: 'wait' })).toEqual({ kind: 'ignored' })
    expect(control.play({ kind: 'wait' })).toEqual({ kind: 'ignored' })
    control.handle({ kind: 'choose', index: 0 })
    expect(control.mode.name).toBe('play')
  })

  it('is over once the run ends: every command is ignored', () => {
    const run = arena([['troll', { x: 5, y: 2 }]])
    const control = new Controller(run)
    const { Health } = run.world.components
    Health.hp[run.player] = 1
    for (let n = 0; n < 50 && control.mode.name !== 'over'; n++) control.handle({ kind: 'wait' })
    expect(control.mode).toMatchObject({ name: 'over', end: { died: true } })
    const turn = run.turn
    expect(control.handle({ kind: 'wait' })).toEqual({ kind: 'ignored' })
    expect(run.turn).toBe(turn)
  })

  it('throws for what is not a command', () => {
    const control = new Controller(arena())
    expect(() => control.handle({ kind: 'fly' } as unknown as Command)).toThrow(/command\.kind/)
    expect(() => control.handle(null as unknown as Command)).toThrow(TypeError)
  })
})
