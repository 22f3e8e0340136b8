import { spawnItem } from '@delve/ecs'
import type { Point } from '@delve/map'
import { itemCode, type Run } from '@delve/run'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arena, ROOM } from '../../test/arena.js'
import {
  DEFAULT_RUN_KEYS,
  type KeyCommand,
  type KeyPress,
  KeyTableError,
} from '../input/key-table.js'
import { type RunChange, RunControl, type RunKeyAction } from './run-control.js'

/** Puts an item of `kind` (a name) under the player. */
function drop(run: Run, kind: string): void {
  spawnItem(run.world, run.playerPosition(), itemCode(kind))
}

/** A key press by its code: a letter key types its letter, others their code. */
function press(code: string, more: Partial<KeyPress> = {}): KeyPress {
  const letter = /^Key([A-Z])$/.exec(code)?.[1]
  return { code, key: letter ? letter.toLowerCase() : code, ...more }
}

/** Presses `code` as `Roguelike` does: the action the mode gives it, carried out, at `now`. */
function key(control: RunControl, code: string, now = 0): RunChange | null {
  const action = control.keyFor(press(code))
  return action && control.perform(action, now)
}

const kinds = (run: Run) => run.inventory().map((item) => item.kind)

describe('RunControl: the keys of a whole run', () => {
  it('steps with the arrows, the number pad and the vi-keys, never WASD: D drops', () => {
    const run = arena()
    const control = new RunControl(run)
    const from = run.playerPosition()
    expect(key(control, 'ArrowRight')?.turn).toBe(true)
    expect(key(control, 'KeyJ')?.turn).toBe(true)
    expect(key(control, 'Numpad7')?.turn).toBe(true)
    expect(run.playerPosition()).toEqual(from)
    expect(control.keyFor(press('KeyW'))).toBeNull()
    expect(control.keyFor(press('KeyD'))).toEqual({ kind: 'drop' })
    expect(control.keyFor(press('Space'))).toEqual({ kind: 'wait' })
  })

  it('picks up with G, and says why not where nothing lies', () => {
    const run = arena()
    const control = new RunControl(run)
    expect(key(control, 'KeyG')).toMatchObject({ turn: false, lines: [expect.any(String)] })
    drop(run, 'healing potion')
    const change = key(control, 'KeyG')
    expect(change?.turn).toBe(true)
    // Named by its look until it is known.
    expect(change?.lines).toEqual([`You pick up the ${run.inventory()[0]?.name}.`])
    expect(change?.lines.join(' ')).toMatch(/^You pick up the [a-z]+ potion\.$/)
    expect(kinds(run)).toEqual(['healing potion'])
  })

  it('opens the pack with I, uses the item of a letter, and closes it', () => {
    const run = arena()
    const control = new RunControl(run)
    expect(key(control, 'KeyI')?.lines).toEqual(['Your pack is empty.'])
    expect(control.mode.name).toBe('play')
    drop(run, 'dagger')
    drop(run, 'healing potion')
    key(control, 'KeyG')
    key(control, 'KeyG')
    expect(kinds(run)).toEqual(['dagger', 'healing potion'])
    run.world.components.Health.hp[run.player] = 10
    key(control, 'KeyI')
    expect(control.mode).toEqual({ name: 'inventory', purpose: 'use' })
    expect(control.prompt()).toEqual([
      'Use which item? A letter; Escape: none.',
      'a) dagger',
      // Not yet known: named by its look.
      `b) ${run.inventory()[1]?.name}`,
    ])
    // In the pack a letter chooses, even one that steps in play (B is down-left).
    expect(control.keyFor(press('KeyB'))).toEqual({ kind: 'choose', index: 1 })
    const change = key(control, 'KeyB')
    expect(change?.turn).toBe(true)
    expect(run.hp).toBeGreaterThan(10)
    expect(kinds(run)).toEqual(['dagger'])
    expect(control.mode.name).toBe('play')
  })

  it('puts on equipment chosen from the pack, and takes it off the same way', () => {
    const run = arena()
    const control = new RunControl(run)
    drop(run, 'dagger')
    key(control, 'KeyG')
    key(control, 'KeyI')
    expect(key(control, 'KeyA')?.turn).toBe(true)
    expect(run.inventory()[0]?.worn).toBe(true)
    expect(run.character().weapon).toBe('dagger')
    key(control, 'KeyI')
    expect(control.prompt()).toContain('a) dagger (worn)')
    key(control, 'KeyA')
    expect(run.inventory()[0]?.worn).toBe(false)
  })

  it('drops the item of a letter with D; a letter with no item keeps the pack open', () => {
    const run = arena()
    const control = new RunControl(run)
    drop(run, 'healing potion')
    key(control, 'KeyG')
    key(control, 'KeyD')
    expect(control.mode).toEqual({ name: 'inventory', purpose: 'drop' })
    expect(key(control, 'KeyC')?.lines).toEqual(['You have no such item.'])
    expect(control.mode.name).toBe('inventory')
    expect(key(control, 'KeyA')?.turn).toBe(true)
    expect(kinds(run)).toEqual([])
    expect(run.items().map((item) => item.kind)).toEqual(['healing potion'])
  })

  it('closes the pack at Escape, at no cost', () => {
    const run = arena()
    const control = new RunControl(run)
    drop(run, 'healing potion')
    key(control, 'KeyG')
    const turn = run.turn
    key(control, 'KeyI')
    expect(key(control, 'Escape')?.turn).toBe(false)
    expect(control.mode.name).toBe('play')
    expect(run.turn).toBe(turn)
    expect(kinds(run)).toEqual(['healing potion'])
  })
})

describe('RunControl: aiming', () => {
  /** A run with a confusion scroll in the pack and an orc and a rat in sight. */
  function aiming() {
    const run = arena(ROOM, [
      ['orc', { x: 7, y: 2 }],
      ['rat', { x: 2, y: 4 }],
    ])
    const control = new RunControl(run)
    drop(run, 'confusion scroll')
    key(control, 'KeyG')
    key(control, 'KeyI')
    key(control, 'KeyA')
    return { run, control }
  }

  /** Where the monster of `kind` stands now (they move while the scroll is picked up). */
  const where = (run: Run, kind: string) => {
    const { x, y } = run.monsters().find((m) => m.name === kind) as Point
    return { x, y }
  }

  it('starts on the nearest monster in sight, moves with the direction keys, and shows the aim', () => {
    const { run, control } = aiming()
    const mode = control.mode
    if (mode.name !== 'targeting') throw new Error(`aiming expected, not ${mode.name}`)
    // Known (an unknown one aims itself): named by its kind.
    const named = run.inventory().find((item) => item.kind === 'confusion scroll')?.name
    expect(named).toBe('confusion scroll')
    expect(mode.label).toBe(named)
    const rat = where(run, 'rat')
    expect(mode.cursor).toEqual(rat)
    expect(mode.preview.affected).toEqual([rat])
    expect(control.prompt()).toEqual([
      `Aim the ${named}: one creature. Enter or a second tap uses it, Escape cancels.`,
    ])
    key(control, 'Numpad9')
    expect(control.mode).toMatchObject({
      cursor: { x: rat.x + 1, y: rat.y - 1 },
      preview: { affected: [] },
    })
    // Off any creature the aim says why it would be refused, in the run's own words.
    expect(control.prompt()[0]).toMatch(
      new RegExp(`^Aim the ${named}: \\S.*\\. Enter or a second tap`),
    )
    // A step key moves the aim, not the player.
    expect(control.keyFor(press('KeyL'))).toEqual({ kind: 'move', direction: 'right' })
    expect(control.keyFor(press('KeyG'))).toBeNull()
  })

  it('uses the item at the aim on Enter; a refused use keeps aiming at no cost', () => {
    const { run, control } = aiming()
    key(control, 'Numpad9')
    const turn = run.turn
    const refused = key(control, 'Enter')
    expect(refused?.turn).toBe(false)
    expect(refused?.lines).toHaveLength(1)
    expect(control.mode.name).toBe('targeting')
    expect(run.turn).toBe(turn)
    key(control, 'Numpad1')
    const used = key(control, 'NumpadEnter')
    expect(used?.turn).toBe(true)
    expect(used?.lines.join(' ')).toMatch(/rat/)
    expect(run.monsters().find((m) => m.name === 'rat')?.confused).toBe(true)
    expect(kinds(run)).toEqual([])
    expect(control.mode.name).toBe('play')
  })

  it('cancels at Escape, keeping the item', () => {
    const { run, control } = aiming()
    expect(key(control, 'Escape')?.turn).toBe(false)
    expect(control.mode.name).toBe('play')
    expect(kinds(run)).toEqual(['confusion scroll'])
  })

  it('moves the aim to a tapped tile, and uses it at a second tap on the same tile', () => {
    const { run, control } = aiming()
    const orc = where(run, 'orc')
    expect(control.point(orc, 0).turn).toBe(false)
    expect(control.mode).toMatchObject({ cursor: orc })
    expect(control.point(orc, 0).turn).toBe(true)
    expect(run.monsters().find((m) => m.name === 'orc')?.confused).toBe(true)
    expect(control.mode.name).toBe('play')
  })

  it('aims lightning at whom it would strike, and a blast says when it reaches the reader', () => {
    const run = arena(ROOM, [['orc', { x: 6, y: 2 }]])
    const control = new RunControl(run)
    drop(run, 'lightning scroll')
    drop(run, 'fireball scroll')
    key(control, 'KeyG')
    key(control, 'KeyG')
    expect(kinds(run)).toEqual(['lightning scroll', 'fireball scroll'])
    key(control, 'KeyI')
    key(control, 'KeyB')
    const orc = where(run, 'orc')
    const named = run.inventory()[1]?.name
    expect(named).toBe('fireball scroll')
    expect(control.mode).toMatchObject({ name: 'targeting', label: named, cursor: orc })
    // The orc stands within the blast's reach of the player.
    expect(control.prompt()[0]).toMatch(new RegExp(`^Aim the ${named}: one creature and you\\. `))
    key(control, 'Escape')
    key(control, 'KeyI')
    key(control, 'KeyA')
    expect(control.mode).toMatchObject({
      name: 'targeting',
      label: run.inventory()[0]?.name,
      cursor: orc,
    })
    const struck = key(control, 'Enter')
    expect(struck?.turn).toBe(true)
    expect(kinds(run)).toEqual(['fireball scroll'])
  })

  it('throws a dart at the aim, a stack one at a time; lists a wand with its charges', () => {
    const run = arena(ROOM, [['orc', { x: 7, y: 2 }]])
    const control = new RunControl(run)
    for (let i = 0; i < 3; i++) drop(run, 'dart')
    key(control, 'KeyG')
    drop(run, 'wand of slowing')
    key(control, 'KeyG')
    key(control, 'KeyI')
    expect(control.prompt().slice(1)).toEqual(['a) 3 darts', 'b) a wand of slowing (5)'])
    key(control, 'KeyA')
    const mode = control.mode
    if (mode.name !== 'targeting') throw new Error(`aiming expected, not ${mode.name}`)
    const orc = where(run, 'orc')
    expect(mode.cursor).toEqual(orc)
    expect(mode.preview.affected).toEqual([orc])
    expect(key(control, 'Enter')?.turn).toBe(true)
    expect(run.inventory()[0]?.label).toBe('2 darts')
    expect(run.items().filter((i) => i.kind === 'dart')).toEqual([
      expect.objectContaining({ ...orc, kind: 'dart' }),
    ])
  })

  it('keeps the aim on the map, whatever the keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Numpad9'), {
          maxLength: 30,
        }),
        (codes) => {
          const { run, control } = aiming()
          for (const code of codes) key(control, code)
          const mode = control.mode
          if (mode.name !== 'targeting') return false
          const { x, y } = mode.cursor
          return x >= 0 && y >= 0 && x < run.level.width && y < run.level.height
        },
      ),
      { numRuns: 30 },
    )
  })
})

describe('RunControl: levels and stairs', () => {
  it('asks the level-up choice, and lets nothing else pass until it is made', () => {
    const run = arena(ROOM, [['rat', { x: 5, y: 2 }]])
    const { Experience } = run.world.components
    Experience.xp[run.player] = run.character().toNext - 1
    const control = new RunControl(run)
    for (let blows = 0; blows < 20 && control.mode.name === 'play'; blows++) {
      key(control, 'ArrowRight')
    }
    expect(control.mode.name).toBe('level-up')
    const offer = run.levelUpOffer()
    expect(offer).toHaveLength(3)
    const [a, b, c] = offer.map((perk) => perk.name)
    expect(control.prompt()).toEqual([
      `Level up: a) ${a} b) ${b} c) ${c}`,
      ...offer.map((perk) => `${perk.name}: ${perk.gives}`),
    ])
    const turn = run.turn
    for (const code of ['ArrowLeft', 'Space', 'KeyG', 'KeyI', 'KeyD', 'Escape', 'Enter', 'KeyO']) {
      const action = control.keyFor(press(code))
      expect(action).toBeNull()
      // Even an action given by hand does nothing but wait for the choice.
      control.perform({ kind: 'wait' }, 0)
    }
    expect(control.point({ x: 1, y: 1 }, 0).turn).toBe(false)
    expect(run.turn).toBe(turn)
    expect(control.mode.name).toBe('level-up')
    const second = offer[1]
    expect(key(control, 'KeyB')?.lines).toEqual([`${second?.line}: ${second?.gives}.`])
    expect(run.perks).toEqual([b])
    expect(control.mode.name).toBe('play')
  })

  it('takes 1, 2 and 3 for a, b and c, and asks a choice owed when the run is given', () => {
    const run = arena()
    run.world.components.Experience.pending[run.player] = 2
    const control = new RunControl(run)
    expect(control.mode.name).toBe('level-up')
    expect(control.keyFor(press('Digit3'))).toEqual({ kind: 'choose', index: 2 })
    expect(control.keyFor(press('KeyD'))).toBeNull()
    key(control, 'Digit1')
    expect(control.mode.name).toBe('level-up')
    key(control, 'KeyC')
    expect(control.mode.name).toBe('play')
    expect(run.levelUps).toBe(0)
  })

  it('goes down the stairs with >, by Shift+Period or by the character typed', () => {
    const map = `
#######
#.@>..#
#######`
    const run = arena(map)
    const control = new RunControl(run)
    // Off the stairs, > walks to the stairs down in sight.
    const off = control.perform({ kind: 'descend' }, 0)
    expect(off).toMatchObject({ turn: true, level: false })
    expect(run.playerPosition()).toEqual({ x: 3, y: 1 })
    expect(control.tick(1000).lines).toEqual(['You reach the stairs down (> descends).'])
    expect(control.walking).toBe(false)
    expect(control.keyFor(press('Period', { shiftKey: true, key: '>' }))).toEqual({
      kind: 'descend',
    })
    // On a layout where > is elsewhere, the character typed still says it.
    expect(control.keyFor(press('IntlBackslash', { shiftKey: true, key: '>' }))).toEqual({
      kind: 'descend',
    })
    const down = control.perform({ kind: 'descend' }, 0)
    expect(down.level).toBe(true)
    expect(down.lines).toEqual(['You descend the stairs to depth 2.'])
    expect(run.depth).toBe(2)
  })

  it('goes back up with <, by Shift+Comma or by the character typed, to the level as it was', () => {
    const map = `
#######
#<@>..#
#######`
    const run = arena(map)
    const control = new RunControl(run)
    expect(control.keyFor(press('Comma', { shiftKey: true, key: '<' }))).toEqual({
      kind: 'ascend',
    })
    expect(control.keyFor(press('IntlBackslash', { key: '<' }))).toEqual({ kind: 'ascend' })
    // Off the stairs, < walks to the stairs up in sight.
    expect(control.perform({ kind: 'ascend' }, 0)).toMatchObject({ turn: true, level: false })
    expect(run.playerPosition()).toEqual({ x: 1, y: 1 })
    control.tick(1000)
    key(control, 'ArrowRight')
    key(control, 'ArrowRight')
    control.perform({ kind: 'descend' }, 0)
    expect(run.depth).toBe(2)
    const up = control.perform({ kind: 'ascend' }, 0)
    expect(up.level).toBe(true)
    expect(up.lines).toEqual(['You climb the stairs to depth 1.'])
    expect(run.depth).toBe(1)
    expect(run.playerPosition()).toEqual({ x: 3, y: 1 })
    // Back on the map it began on; its up stairs lead nowhere in a run with no goal.
    expect(run.map).toBe('arena')
    key(control, 'ArrowLeft')
    key(control, 'ArrowLeft')
    expect(control.perform({ kind: 'ascend' }, 0).lines).toEqual([
      'There is no way out: the dungeon lets no one go.',
    ])
  })
})

describe('RunControl: walks', () => {
  const HALL = `
##############################
#@...........................#
##############################`

  it('explores a step every walkStepMs, until a key stops it', () => {
    const run = arena(HALL)
    const control = new RunControl(run, { walkStepMs: 100 })
    expect(key(control, 'KeyO', 1000)?.turn).toBe(true)
    expect(control.walking).toBe(true)
    const x = run.playerPosition().x
    expect(control.tick(1050).turn).toBe(false)
    expect(run.playerPosition().x).toBe(x)
    expect(control.tick(1100).turn).toBe(true)
    expect(run.playerPosition().x).toBe(x + 1)
    expect(control.tick(1200).turn).toBe(true)
    // Any key stops it, and does nothing else.
    const turn = run.turn
    expect(control.keyFor(press('KeyQ'))).toEqual({ kind: 'stop' })
    expect(control.claims(press('KeyQ'))).toBe(true)
    // The browser's own keys, and Shift pressed alone, are left alone.
    for (const code of ['F5', 'Tab', 'ShiftLeft']) {
      expect(control.keyFor(press(code))).toBeNull()
      expect(control.claims(press(code))).toBe(false)
    }
    expect(key(control, 'ArrowLeft', 1250)).toEqual({
      lines: ['You stop.'],
      turn: false,
      level: false,
    })
    expect(control.walking).toBe(false)
    expect(control.tick(5000).turn).toBe(false)
    expect(run.turn).toBe(turn)
  })

  it('explores to the end on its own, and says why it stopped', () => {
    const run = arena(HALL)
    const control = new RunControl(run, { walkStepMs: 10 })
    const lines = key(control, 'KeyO', 0)?.lines ?? []
    for (let now = 10; control.walking && now < 10_000; now += 10) {
      lines.push(...control.tick(now).lines)
    }
    expect(control.walking).toBe(false)
    expect(run.playerPosition().x).toBeGreaterThan(20)
    expect(lines.length).toBeGreaterThan(0)
  })

  it('rests with R or Z until healed, a wait every walkStepMs', () => {
    const run = arena()
    const control = new RunControl(run, { walkStepMs: 50 })
    expect(control.keyFor(press('KeyR'))).toEqual({ kind: 'rest' })
    run.world.components.Health.hp[run.player] = run.maxHp - 3
    const start = run.turn
    key(control, 'KeyZ', 0)
    expect(control.walking).toBe(true)
    for (let now = 50; control.walking && now < 100_000; now += 50) control.tick(now)
    expect(run.hp).toBe(run.maxHp)
    expect(run.turn).toBeGreaterThan(start + 1)
  })

  it('walks to a tapped tile a step at a time', () => {
    const run = arena(HALL)
    const control = new RunControl(run, { walkStepMs: 10 })
    control.point({ x: 5, y: 1 }, 0)
    expect(run.playerPosition()).toEqual({ x: 2, y: 1 })
    for (let now = 10; control.walking; now += 10) control.tick(now)
    expect(run.playerPosition()).toEqual({ x: 5, y: 1 })
  })
})

describe('RunControl: the end', () => {
  it('ends the run with an end to report, then takes no key and no tap until a new run', () => {
    const run = arena(ROOM, [['troll', { x: 5, y: 2 }]])
    run.world.components.Health.hp[run.player] = 1
    const control = new RunControl(run)
    let end: RunChange['end']
    for (let turns = 0; turns < 50 && !end; turns++) end = key(control, 'Space')?.end
    expect(end).toMatchObject({ died: true, won: false, depth: 1 })
    expect(control.mode).toEqual({ name: 'over', end })
    expect(control.prompt()).toEqual([`The run is over: ${end?.cause}.`])
    for (const code of ['Space', 'ArrowUp', 'KeyG', 'Enter', 'KeyA']) {
      expect(control.keyFor(press(code))).toBeNull()
      expect(control.claims(press(code))).toBe(false)
    }
    const turn = run.turn
    expect(control.perform({ kind: 'wait' }, 0).turn).toBe(false)
    expect(control.point({ x: 1, y: 1 }, 0).turn).toBe(false)
    expect(run.turn).toBe(turn)
    const next = arena()
    control.setRun(next)
    expect(control.run).toBe(next)
    expect(control.mode.name).toBe('play')
    expect(key(control, 'Space')?.turn).toBe(true)
  })
})

describe('RunControl: inputs from the game’s own code', () => {
  it('plays a RunInput as given, closing the pack, but only the choice at a level-up', () => {
    const run = arena()
    drop(run, 'healing potion')
    const control = new RunControl(run)
    key(control, 'KeyG')
    key(control, 'KeyI')
    const waited = control.play({ kind: 'wait' })
    expect(waited.turn).toBe(true)
    expect(control.mode.name).toBe('play')
    run.world.components.Experience.pending[run.player] = 1
    control.setRun(run)
    const turn = run.turn
    expect(control.play({ kind: 'wait' }).turn).toBe(false)
    expect(run.turn).toBe(turn)
    const third = run.levelUpOffer()[2]
    expect(control.play({ kind: 'level-up', choice: 2 }).lines).toEqual([
      `${third?.line}: ${third?.gives}.`,
    ])
    expect(control.mode.name).toBe('play')
  })
})

describe('RunControl: its key table', () => {
  it('is data a game extends: a key of its own for any command', () => {
    const run = arena()
    const control = new RunControl(run, { keys: { ...DEFAULT_RUN_KEYS, KeyQ: 'explore' } })
    expect(control.keyFor(press('KeyQ'))).toEqual({ kind: 'explore' })
    const wasd = new RunControl(run, { keys: { ...DEFAULT_RUN_KEYS, KeyD: 'right' } })
    expect(wasd.keyFor(press('KeyD'))).toEqual({ kind: 'move', direction: 'right' })
  })

  it('names the keys of its own in the prompts', () => {
    const run = arena()
    drop(run, 'healing potion')
    const noEscape: Record<string, KeyCommand> = { ...DEFAULT_RUN_KEYS, Backspace: 'cancel' }
    delete noEscape.Escape
    const control = new RunControl(run, { keys: noEscape })
    key(control, 'KeyG')
    key(control, 'KeyI')
    expect(control.prompt()[0]).toBe('Use which item? A letter; Backspace: none.')
    expect(key(control, 'Backspace')?.turn).toBe(false)
    expect(control.mode.name).toBe('play')
  })

  it('refuses a table with a command it does not know, naming the key', () => {
    const bad = { KeyQ: 'jump' } as unknown as typeof DEFAULT_RUN_KEYS
    expect(() => new RunControl(arena(), { keys: bad })).toThrow(KeyTableError)
    expect(() => new RunControl(arena(), { keys: bad })).toThrow(/KeyQ is "jump"/)
  })

  it('claims its keys in every mode, and leaves browser shortcuts alone', () => {
    const control = new RunControl(arena())
    expect(control.claims(press('KeyG'))).toBe(true)
    // A letter of the pack or a level-up choice may follow in the same frame: claimed now.
    expect(control.claims(press('KeyE'))).toBe(true)
    expect(control.claims(press('Digit2'))).toBe(true)
    expect(control.claims(press('F5'))).toBe(false)
    expect(control.claims(press('KeyG', { ctrlKey: true }))).toBe(false)
    expect(control.keyFor(press('KeyG', { metaKey: true }))).toBeNull()
  })

  it('gives every action a key of the default table asks for in play', () => {
    const control = new RunControl(arena())
    const actions = Object.keys(DEFAULT_RUN_KEYS).map((code) => {
      const shift = code.startsWith('Shift+')
      const bare = shift ? code.slice('Shift+'.length) : code
      return control.keyFor(
        press(bare, { shiftKey: shift, ...(code.length === 1 ? { key: code } : {}) }),
      )
    })
    const kindsOf = new Set(actions.map((a: RunKeyAction | null) => a?.kind))
    expect(kindsOf).toEqual(
      new Set([
        'move',
        'wait',
        'pickup',
        'inventory',
        'drop',
        'descend',
        'ascend',
        'explore',
        'travel',
        'rest',
        'confirm',
        'cancel',
      ]),
    )
  })
})
