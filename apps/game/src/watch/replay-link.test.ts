import {
  createRun,
  defaultChoice,
  ReplayError,
  RUN_VERSION,
  type Run,
  type RunRecord,
  recordRun,
  runChecksum,
  verifyRun,
} from '@delve/run'
import { testHooks } from '@delve/run/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import uncheckedLink from '../../../../packages/run/test/fixtures/replay-link-caves-unchecked-2026-11-26.txt?raw'
import { checkParams } from '../params/check-params.js'
import { Playback } from './playback.js'
import { asksForReplay } from './replay-asked.js'
import { ADDRESS_LIMIT, readReplayLink, replayQuery } from './replay-link.js'

/** A run of a few dozen turns: steps about, waits, bumps (refused, so not kept). */
function playedRun(seed: string, choice = defaultChoice()): Run {
  const run = createRun({ generator: choice, seed })
  const ways = ['right', 'down', 'left', 'up', 'down-right', 'up-left', 'down-left'] as const
  for (let n = 0; n < 40 && !run.dead; n++) {
    testHooks(run).move(ways[n % ways.length] as (typeof ways)[number])
    if (n % 5 === 0) testHooks(run).wait()
  }
  return run
}

const recording = recordRun(playedRun('link-run'))

/** A link as the game wrote it before links carried a check. */
const unchecked = (link: string) => link.replace(/&check=[0-9a-f]*/, '')

/**
 * A link the game wrote before links carried a check (a run of moves and waits on a cave level):
 * such links must go on loading and verifying.
 */
const LINK_OF_TODAY = uncheckedLink.trim()

describe('a replay link', () => {
  // 25 runs made and played: seconds on a busy machine.
  it('reads back the recording it was written from, for any seed and choice', () => {
    const choices = [
      defaultChoice(),
      checkParams({ algo: 'bsp', w: '60', h: '40' }).choice,
      checkParams({ algo: 'caves', seed: 'x' }).choice,
    ]
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s),
        fc.constantFrom(...choices),
        (seed, choice) => {
          fc.pre(checkParams({ seed }).notices.length === 0)
          const recorded = recordRun(playedRun(seed, choice))
          const query = replayQuery(recorded)
          expect(asksForReplay(query)).toBe(true)
          expect(readReplayLink(query)).toEqual(recorded)
        },
      ),
      { numRuns: 25 },
    )
  })

  it('is compact: a short run fits an address many times over', () => {
    const query = replayQuery(recording)
    expect(query.length).toBeLessThan(ADDRESS_LIMIT / 10)
    expect(query).toMatch(
      /^\?seed=link-run&v=10&turns=\d+&sum=[0-9a-f]{16}&check=[0-9a-f]{30}&replay=[0-9a-zA-Z.-]+$/,
    )
  })

  it('refuses what is not a replay of a first level, with a ReplayError saying what', () => {
    // Unchecked, as links were written before: each part is checked on its own.
    const good = unchecked(replayQuery(recording))
    const cases: [string, RegExp][] = [
      ['seed=a&replay=s&sum=0123456789abcdef&turns=1', /start with/],
      ['?seed=a&sum=0123456789abcdef&turns=1', /no log/],
      ['?seed=a&replay=&sum=0123456789abcdef&turns=1', /no log/],
      ['?replay=s&sum=0123456789abcdef&turns=1', /no seed/],
      ['?seed=a&replay=s&turns=1', /checksum/],
      ['?seed=a&replay=s&sum=0123456789ABCDEZ&turns=1', /checksum/],
      ['?seed=a&replay=s&sum=0123456789abcdef', /turns/],
      ['?seed=a&replay=s&sum=0123456789abcdef&turns=-1', /turns/],
      [`${good}&sandbox`, /no parameter "sandbox"/],
      [`${good}&fov=off`, /no parameter "fov"/],
      [`${good}&depth=4`, /first generated level/],
      [`${good}&map=x.tmj`, /first generated level/],
      [`${good}&evil=%3Cscript%3E`, /no parameter "evil"/],
      [`${good}&seed=b`, /twice/],
      [good.replace('replay=', 'replay=%3Cimg%20src%3Dx%3E'), /replay log has/],
      [good.replace('seed=link-run', 'seed=link-run&algo=nope'), /dungeon is refused/],
      [good.replace(/replay=.*/, 'replay=99999999d'), /number too long/],
      [`?${'x'.repeat(5_000_000)}`, /too long/],
    ]
    for (const [text, why] of cases) {
      expect(() => readReplayLink(text), text.slice(0, 80)).toThrow(ReplayError)
      expect(() => readReplayLink(text), text.slice(0, 80)).toThrow(why)
    }
    expect(() => readReplayLink(42)).toThrow(/not text/)
  })

  it('is refused, naming the field, when any field was edited by hand: its check covers them all', () => {
    const query = replayQuery(readReplayLink(LINK_OF_TODAY))
    const edits: [string, string][] = [
      [query.replace(/turns=\d+/, 'turns=99999'), 'turns'],
      [query.replace('seed=link-of-today', 'seed=link-of-tomorrow'), 'seed'],
      [query.replace('algo=caves', 'algo=bsp'), 'algo'],
      [query.replace('w=50', 'w=51'), 'w'],
      [query.replace(/sum=[0-9a-f]{16}/, 'sum=0123456789abcdef'), 'sum'],
      [query.replace('replay=ds', 'replay=sd'), 'replay'],
      // A field added is one the link was not made with.
      [query.replace('&turns', '&padding=2&turns'), 'padding'],
    ]
    for (const [edited, field] of edits) {
      expect(() => readReplayLink(edited), edited).toThrow(ReplayError)
      expect(() => readReplayLink(edited), edited).toThrow(
        `the replay link's "${field}" is not the one it was made with: it was changed by hand`,
      )
    }
    expect(() => readReplayLink(query.replace('&w=50', ''))).toThrow(
      'a parameter was taken out of the replay link after it was made',
    )
    expect(() => readReplayLink(query.replace(/check=[0-9a-f]+/, 'check=xyz'))).toThrow(
      "the replay link's check is not one the game writes",
    )
    // The same fields in another order are the same link.
    const [head, log] = query.split('&replay=') as [string, string]
    const reordered = `?${head.slice(1).split('&').reverse().join('&')}&replay=${log}`
    expect(readReplayLink(reordered)).toEqual(readReplayLink(query))
  })

  it('refuses any one field changed, for any run and choice', () => {
    const choices = [
      defaultChoice(),
      checkParams({ algo: 'bsp', w: '60', h: '40' }).choice,
      checkParams({ algo: 'drunkard', shape: 'circle', doors: 'on' }).choice,
    ]
    fc.assert(
      fc.property(
        fc.constantFrom(...choices),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 4 }),
        (choice, pick, extra) => {
          const query = replayQuery(recordRun(playedRun('any-field', choice)))
          const fields = [...new URLSearchParams(query)].filter(([name]) => name !== 'check')
          const [name, value] = fields[pick % fields.length] as [string, string]
          const params = new URLSearchParams(query)
          params.set(name, `${value}${extra}`)
          // The check is read before anything else of the link: whatever the field, it is named.
          expect(() => readReplayLink(`?${params}`)).toThrow(
            `the replay link's "${name}" is not the one it was made with: it was changed by hand`,
          )
        },
      ),
      { numRuns: 60 },
    )
  })

  it('reads a link written before links carried a check: of version 1, it is refused by its version', () => {
    const record = readReplayLink(LINK_OF_TODAY)
    expect(record).toMatchObject({ version: 1, seed: 'link-of-today', turns: 38 })
    expect(record.choice).toMatchObject({ algorithm: 'caves', width: 50, height: 30 })
    expect(verifyRun(record)).toEqual({
      ok: false,
      reason: `the replay is of version 1; this game plays version ${RUN_VERSION}`,
    })
    // The game writes it again with its version and check, which read back to the same record.
    const written = replayQuery(record)
    expect(unchecked(written).replace('&v=1', '')).toBe(LINK_OF_TODAY)
    expect(readReplayLink(written)).toEqual(record)
  })

  it('reads a link without a check as before: an edited count of turns is found out at the end', () => {
    const link = unchecked(replayQuery(recording))
    const playback = new Playback(readReplayLink(link))
    playback.toEnd()
    expect(playback.verdict?.same).toBe(true)
    const edited = new Playback(readReplayLink(link.replace(/turns=\d+/, 'turns=99999')))
    edited.toEnd()
    expect(edited.verdict?.same).toBe(false)
    expect(edited.verdict?.text).toMatch(/^This replay ended elsewhere than the run it records/)
  })

  it('never fails with anything but a ReplayError, whatever the text', () => {
    const good = replayQuery(recording)
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.nat(good.length), fc.nat(6), (junk, at, cut) => {
        for (const text of [junk, `?${junk}`, good.slice(0, at) + junk + good.slice(at + cut)]) {
          try {
            readReplayLink(text)
          } catch (error) {
            expect(error).toBeInstanceOf(ReplayError)
          }
        }
      }),
      { numRuns: 1500 },
    )
  })
})

describe('playing a recording back', () => {
  it('plays a turn a step and ends where the run did, checksum and all', () => {
    const run = playedRun('playback-run')
    const recorded = recordRun(run)
    const playback = new Playback(recorded)
    expect(playback.turn).toBe(0)
    expect(playback.of).toBe(run.turn)
    let steps = 0
    while (!playback.done) {
      const before = playback.turn
      expect(playback.step()).toBe('player')
      expect(playback.turn).toBe(before + 1)
      steps++
    }
    expect(steps).toBe(run.turn)
    expect(playback.verdict?.same).toBe(true)
    expect(playback.verdict?.text).toMatch(
      /ends where the run did: turn \d+, depth 1, \d+ kills?\./,
    )
    expect(runChecksum(playback.run)).toBe(recorded.checksum)
    expect(playback.step()).toBe('none')
  })

  it('says plainly when a replay ends elsewhere, or goes elsewhere on the way', () => {
    const other: RunRecord = { ...recording, checksum: '0123456789abcdef' }
    const elsewhere = new Playback(other)
    elsewhere.toEnd()
    expect(elsewhere.verdict?.same).toBe(false)
    expect(elsewhere.verdict?.text).toMatch(/ended elsewhere than the run it records/)
    // A descent where there are no stairs: refused, so the replay stops there.
    const astray = new Playback({ ...recording, log: `s${'v'}${recording.log}` })
    astray.toEnd()
    expect(astray.verdict?.same).toBe(false)
    expect(astray.verdict?.text).toMatch(
      /went elsewhere.*input 2 \(descend\) was refused on turn 1/,
    )
    expect(astray.turn).toBe(1)
  })

  it('keeps its speed within the table, and refuses a log it cannot read', () => {
    const playback = new Playback(recording)
    for (let n = 0; n < 10; n++) playback.faster()
    expect(playback.delay).toBe(8)
    for (let n = 0; n < 10; n++) playback.slower()
    expect(playback.delay).toBe(500)
    expect(() => new Playback({ ...recording, log: 'Q' })).toThrow(ReplayError)
  })
})
