import {
  type BehaviourContext,
  defineBehaviour,
  defineKinds,
  defineRule,
  type Kinds,
  type MonsterKindInfo,
  type TurnRule,
  teleport,
} from '@delve/ecs'
import { DIRS_8 } from '@delve/map'
import { describe, expect, it } from 'vitest'
import {
  createRun,
  DEFAULT_TABLES,
  loadRun,
  playOn,
  RUN_KINDS,
  recordRun,
  SaveError,
  saveRun,
  verifyRun,
} from '../index.js'

// A game's own monster with a way of acting none of the six built in has, and a rule of its own,
// played through the run's public API: they replay, and content without them is told apart.

/** What the blinker and the door did, counted as they play. */
const counts = { blinks: 0, doors: 0 }

/** From afar, one action in two (a roll), it lands on a free tile beside the hero. */
const blinker = defineBehaviour('blinker', {
  act(ctx: BehaviourContext, imp: number) {
    const [me, you] = [ctx.at(imp), ctx.at(ctx.player)]
    const far = Math.max(Math.abs(me.x - you.x), Math.abs(me.y - you.y)) > 1
    const spot = DIRS_8.map(([dx, dy]) => ({ x: you.x + dx, y: you.y + dy })).find(ctx.isFree)
    if (far && spot && ctx.roll(2) === 0) {
      teleport(ctx.world, imp, { to: spot, events: ctx.events })
      ctx.say(imp, 'The imp blinks beside you!')
      counts.blinks++
    } else ctx.hunt(imp)
  },
})

const IMP: MonsterKindInfo = {
  name: 'imp',
  article: 'an',
  glyph: 'i',
  hp: 6,
  power: 3,
  defence: 0,
  speed: 100,
  sight: 8,
  behaviour: 'blinker',
}

/** A timed door: on turn 40 it grinds open, far away (a line, from the world's turn alone). */
const door = defineRule('timed door', {
  everyTurn: (ctx) => {
    if (ctx.world.turn !== 40) return
    ctx.say('A door grinds open far away.')
    counts.doors++
  },
})

const kindsOf = (
  imp: MonsterKindInfo,
  behaviours = [...RUN_KINDS.behaviours, blinker],
  rules = [door],
) =>
  defineKinds({ monsters: [...RUN_KINDS.monsters, imp], items: RUN_KINDS.items, behaviours, rules })

const contentOf = (kinds: Kinds) => ({
  kinds,
  tables: {
    ...DEFAULT_TABLES,
    monsters: DEFAULT_TABLES.monsters.map((row) => ({
      ...row,
      kinds: [...row.kinds, 'imp', 'imp'],
    })),
  },
})

const CONTENT = contentOf(kindsOf(IMP))

describe('a monster of a game’s own, acting its own way', () => {
  const { run } = playOn('careful', createRun({ seed: 'imps', ...CONTENT }), { maxTurns: 700 })
  const record = recordRun(run)
  const played = { ...counts }

  it('plays in a run by its behaviour, and the run verifies with its content', () => {
    expect(run.stats.killsByKind?.imp).toBeGreaterThan(0)
    expect(played.blinks).toBeGreaterThan(0)
    expect(played.doors).toBe(1)
    expect(verifyRun(record, CONTENT)).toMatchObject({ ok: true, turn: run.turn })
    // The replay played them again: the same blinks, the same door.
    expect(counts).toEqual({ blinks: 2 * played.blinks, doors: 2 })
  })

  it('is told apart, as content, from the default and from other behaviours and rules', () => {
    const others: [string, ReturnType<typeof contentOf> | undefined][] = [
      ['the default content', undefined],
      ['the imp a melee monster', contentOf(kindsOf({ ...IMP, behaviour: 'melee' }))],
      [
        'one more behaviour',
        contentOf(kindsOf(IMP, [...RUN_KINDS.behaviours, blinker, rename('lurker')])),
      ],
      ['no timed door', contentOf(kindsOf(IMP, [...RUN_KINDS.behaviours, blinker], []))],
      [
        'another rule',
        contentOf(kindsOf(IMP, [...RUN_KINDS.behaviours, blinker], [door, other()])),
      ],
    ]
    for (const [what, content] of others) {
      const verdict = verifyRun(record, content)
      expect({ what, ...verdict }).toMatchObject({ what, ok: false, code: 'content' })
      if (verdict.ok) continue
      expect(verdict.reason).toMatch(/other content \(kinds with their behaviours and turn rules/)
    }
  })

  it('loads from a save with its content, and refuses other content by name', () => {
    const text = saveRun(run)
    expect(loadRun(text, CONTENT).turn).toBe(run.turn)
    let thrown: unknown
    try {
      loadRun(text)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(SaveError)
    expect(thrown).toMatchObject({ code: 'content' })
    expect((thrown as Error).message).toMatch(/behaviours and turn rules/)
  })
})

/** The blinker under another name. */
function rename(name: string) {
  return defineBehaviour(name, { act: blinker.act })
}

/** A rule that does nothing, but is another rule. */
function other(): TurnRule {
  return defineRule('quiet', { everyTurn: () => {} })
}
