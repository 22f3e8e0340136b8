import { join } from 'node:path'
import type { Direction } from '@delve/map'
import {
  applyInput,
  decodeLog,
  encodeLog,
  type LoggedInput,
  type RunRecord,
  replayRun,
  verifyRun,
} from '@delve/run'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import { readReplayLink } from '../src/watch/replay-link.js'
import {
  firstStepToward,
  keyFor,
  noProblems,
  openGame,
  playTurn,
  pressKey,
  replayVerdict,
  SCREENSHOTS,
  settled,
  state,
  statusText,
  usePages,
} from './harness.js'

// A run played in the browser with real keys is checked in Node, by the package a server would
// use: its replay link verifies to the run the page shows, and a tampered one is refused where
// it went astray, by verifyRun and by the page alike.

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

/**
 * A run of the default dungeon whose exploring meets a monster soon: it stops at a potion on
 * turn 3 and at a rat in view on turn 7 (explore-meets took 100 turns, each drawn).
 */
const MEETS = '?seed=explore-meets-4'

const DIRECTIONS: readonly Direction[] = [
  'up',
  'up-right',
  'right',
  'down-right',
  'down',
  'down-left',
  'left',
  'up-left',
]

const inSight = (s: DelveState) =>
  s.monsters.filter((m) => s.visible.split('\n')[m.y]?.[m.x] === '1')
const distance = (s: DelveState, m: { x: number; y: number }) =>
  Math.max(Math.abs(m.x - s.player.x), Math.abs(m.y - s.player.y))

/** Presses `o` and waits until the walk it starts has stopped; returns the status line. */
async function explore(page: Page): Promise<string> {
  await pressKey(page, 'KeyO')
  // At rest again, the walk has been refused, or gone and stopped (it keeps the game busy).
  await settled(page)
  return statusText(page)
}

/** Fights the monsters in sight, a key a turn, until none is left in sight (or 150 turns). */
async function fight(page: Page): Promise<DelveState> {
  for (let turn = 0; turn < 150; turn++) {
    const s = await state(page)
    if (s.dead) return s
    const [foe] = inSight(s).sort((a, b) => distance(s, a) - distance(s, b))
    if (!foe) return s
    const to = distance(s, foe) === 1 ? foe : firstStepToward(s, foe)
    await playTurn(page, to ? keyFor(s.player, to) : 'Period')
  }
  return state(page)
}

/**
 * Plays a run with the keys a player presses: explores, fights what it meets, waits, picks up
 * what lies underfoot, then leaves with Escape and Y (unless it died). Returns the state at the
 * end and the end screen's replay link.
 */
async function playedRun(page: Page): Promise<{ end: DelveState; link: string; presses: number }> {
  await openGame(page, origin, MEETS)
  let presses = 0
  for (; presses < 16; presses++) {
    const status = await explore(page)
    let s = await state(page)
    if (/is in view/.test(status)) s = await fight(page)
    if (s.dead) break
    if (s.items.some((item) => item.x === s.player.x && item.y === s.player.y)) {
      s = await playTurn(page, 'KeyG')
    }
    if (presses % 3 === 0) s = await playTurn(page, 'Period')
    // An item seen stops the walk; the next press fetches it, so go on until the pack has one.
    const enough = s.kills > 0 && s.inventory.length > 0 && presses >= 2
    if (s.dead || enough || status === 'Explored.') break
  }
  let end = await state(page)
  if (!end.dead) {
    await pressKey(page, 'Escape')
    await pressKey(page, 'KeyY')
  }
  await page.waitForSelector('#quit-watch', { state: 'visible' })
  end = await state(page)
  const link = (await page.getAttribute('#quit-replay-link', 'href')) ?? ''
  return { end, link, presses: presses + 1 }
}

/** The link with its log replaced by `inputs`. */
function withLog(link: string, inputs: readonly LoggedInput[]): string {
  return link.replace(/replay=.*$/, `replay=${encodeLog(inputs)}`)
}

/**
 * The link without its check, as links were written before they carried one: an edit is then
 * found out by playing it (a link with its check is refused at once, naming the field edited).
 */
function unchecked(link: string): string {
  return link.replace(/&check=[0-9a-f]+/, '')
}

/** The first move of the log that, turned another way, walks into a wall: where, which way, the turn. */
function wallTurn(record: RunRecord): { i: number; direction: Direction; turn: number } {
  const inputs = decodeLog(record.log)
  for (const [i, input] of inputs.entries()) {
    if (input.kind !== 'move') continue
    for (const direction of DIRECTIONS) {
      const before = replayRun({ ...record, log: inputs.slice(0, i) })
      const turn = before.turn
      if (!applyInput(before, { kind: 'move', direction })) return { i, direction, turn }
    }
  }
  throw new Error('no move of the run could be turned into a wall')
}

/** The run played in the first test, for the others. */
let played: { end: DelveState; link: string; record: RunRecord } | undefined

function thePlayedRun() {
  if (!played) throw new Error('the run was not played: see the first test')
  return played
}

// The machine is shared: a page of software WebGL and a run played a key at a time may take
// minutes when it is busy. Nothing here is timed; the limits only stop a stuck test.
describe('a run played in the browser, verified in Node', () => {
  it('its replay link, read in Node, verifies to the run the page shows', {
    timeout: 300_000,
  }, async () => {
    // Played in the small window, which draws least (every frame is drawn in software); shown at
    // 1280 × 720 after.
    const page = await freshPage()
    const { end, link, presses } = await playedRun(page)
    await page.setViewportSize({ width: 1280, height: 720 })
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'verify-end-1280x720.png') })
    expect(end.kills + (end.dead ? 1 : 0)).toBeGreaterThan(0)
    expect(link.startsWith(`${origin}/${MEETS}&`)).toBe(true)

    // Read as a player's browser reads it, checked by the package alone.
    const record = readReplayLink(new URL(link).search)
    const inputs = decodeLog(record.log)
    expect(verifyRun(record)).toEqual({
      ok: true,
      end: end.dead ? 'died' : 'playing',
      turn: end.turn,
      depth: end.depth,
      // A run that stays on depth 1 has been no deeper.
      deepest: end.depth,
      level: end.level,
      checksum: record.checksum,
      cause: end.dead ? expect.stringMatching(/^killed by /) : '',
      stats: expect.objectContaining({ kills: end.kills, turns: end.turn }),
    })
    // The world it replays to is the one on the page: the hero, its pack, the monsters.
    const replayed = replayRun(record)
    expect({
      player: replayed.playerPosition(),
      hp: replayed.hp,
      inventory: replayed.inventory().map((item) => item.kind),
      monsters: replayed.monsters(),
    }).toEqual({
      player: end.player,
      hp: end.hp,
      inventory: end.inventory,
      monsters: end.monsters,
    })
    played = { end, link, record }
    console.info(
      `verify-run: ${presses} explore presses, ${inputs.length} inputs, ${end.turn} turns, ` +
        `depth ${end.depth}, ${end.kills} kills, hp ${end.hp}/${end.maxHp}, ` +
        `pack [${end.inventory.join(', ')}], ${end.dead ? 'died' : 'left'}, checksum ${record.checksum}`,
    )
  })

  it('one move turned into a wall: refused at that input and turn, by verifyRun and by the page', {
    timeout: 180_000,
  }, async () => {
    const { link, record } = thePlayedRun()
    const wall = wallTurn(record)
    const inputs = decodeLog(record.log).map(
      (input, j): LoggedInput =>
        j === wall.i ? { kind: 'move', direction: wall.direction } : input,
    )
    expect(() => readReplayLink(new URL(withLog(link, inputs)).search)).toThrow(
      `the replay link's "replay" is not the one it was made with`,
    )
    const tampered = unchecked(withLog(link, inputs))
    expect(verifyRun(readReplayLink(new URL(tampered).search))).toEqual({
      ok: false,
      reason: `the replay went elsewhere: input ${wall.i + 1} (move) was refused on turn ${wall.turn}`,
      input: wall.i + 1,
      turn: wall.turn,
    })
    const viewer = await freshPage()
    expect(await replayVerdict(viewer, tampered)).toEqual({
      same: 'false',
      text:
        `This replay went elsewhere than the run it records: input ${wall.i + 1} (move) ` +
        `was refused on turn ${wall.turn}. A rule changed, or the link was altered.`,
    })
    expect((await state(viewer)).turn).toBe(wall.turn)
    await viewer.setViewportSize({ width: 1280, height: 720 })
    await settled(viewer)
    await viewer.screenshot({ path: join(SCREENSHOTS, 'verify-tampered-1280x720.png') })
  })

  it('another count of turns: refused as ended elsewhere, by verifyRun and by the page', {
    timeout: 180_000,
  }, async () => {
    const { end, link, record } = thePlayedRun()
    expect(() =>
      readReplayLink(new URL(link.replace(`turns=${end.turn}`, `turns=${end.turn + 1}`)).search),
    ).toThrow(`the replay link's "turns" is not the one it was made with`)
    const recount = unchecked(link).replace(`turns=${end.turn}`, `turns=${end.turn + 1}`)
    expect(verifyRun(readReplayLink(new URL(recount).search))).toEqual({
      ok: false,
      reason:
        `the replay ended elsewhere than the run it records: turn ${end.turn} ` +
        `(recorded ${end.turn + 1}), checksum ${record.checksum} (recorded ${record.checksum})`,
      turn: end.turn,
    })
    const viewer = await freshPage()
    const shown = await replayVerdict(viewer, recount)
    expect(shown.same).toBe('false')
    expect(shown.text).toMatch(
      new RegExp(`^This replay ended elsewhere than the run it records \\(turn ${end.turn}, `),
    )
    // The link as the game wrote it plays to the same end.
    expect((await replayVerdict(viewer, link)).same).toBe('true')
  })

  it('logged no errors and asked nothing of any other origin', () => {
    expect(problems.pageErrors).toEqual([])
    expect(problems.consoleErrors).toEqual([])
    expect(problems.foreignRequests).toEqual([])
  })
})
