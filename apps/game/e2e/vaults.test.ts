import { createHash } from 'node:crypto'
import { join } from 'node:path'
import {
  STEPS as DIRECTION_STEPS,
  type Direction,
  directionOf,
  isWalkable,
  type Point,
  toAscii,
} from '@delve/map'
import { act, createRun, DEFAULT_VAULTS, type Run, type RunInput } from '@delve/run'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkParams } from '../src/params/check-params.js'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  noProblems,
  openGame,
  pressKey,
  SCREENSHOTS,
  STEPS,
  sendKeys,
  settled,
  state,
  usePages,
} from './harness.js'

// Vaults in the browser: a vault forced onto a sandbox level (its monsters, items, key and
// lock), a run's choice altars, a reload in the middle of each and the run's replay; and the
// page's levels with the game's vaults are the ones Node makes. Every walk is planned in Node
// with the package's own `act` on the same run (the page plays the same rules), so the test
// knows where each key press leads before pressing it.

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

/** A sandbox level with the sealed vault forced on (a wraith, two items, a bone key and door). */
const LOCKED_SEED = 'vault-29'
const LOCKED = 'sealed_vault'
/** A run whose depth 2 has a choice of three altars, a short walk from its stairs. */
const _ALTAR_SEED = 'altar-70'

/** The arrow key of a four-way step (the harness's `STEPS`: up, down, left, right). */
function arrowFor(direction: Direction): string {
  const { dx, dy } = DIRECTION_STEPS[direction]
  const step = STEPS.find((s) => s.dx === dx && s.dy === dy)
  if (!step) throw new Error(`${direction} is not a step of an arrow key`)
  return step.key
}

/**
 * The steps (four ways) of a shortest walk from the player to `goal`, round the monsters where
 * they stand now, or to a tile beside it (`beside`); null when there is none.
 */
function stepsTo(run: Run, goal: Point, beside = false): Direction[] | null {
  const { width, height, tiles } = run.level
  const key = (p: Point) => p.y * width + p.x
  const monsters = new Set(run.monsters().map(key))
  const start = run.playerPosition()
  const from = new Map<number, [Point, Direction] | null>([[key(start), null]])
  const queue = [start]
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as Point
    const reached = beside
      ? Math.abs(at.x - goal.x) + Math.abs(at.y - goal.y) === 1
      : at.x === goal.x && at.y === goal.y
    if (reached) {
      const steps: Direction[] = []
      for (let back = from.get(key(at)); back; back = from.get(key(back[0]))) steps.unshift(back[1])
      return steps
    }
    for (const { dx, dy } of STEPS) {
      const next = { x: at.x + dx, y: at.y + dy }
      const inside = next.x >= 0 && next.y >= 0 && next.x < width && next.y < height
      if (!inside || from.has(key(next)) || monsters.has(key(next))) continue
      if (!isWalkable(tiles[key(next)] as number)) continue
      from.set(key(next), [at, directionOf(dx, dy) as Direction])
      queue.push(next)
    }
  }
  return null
}

/** Walks the Node run to `goal` (or beside it) a step at a time; the moves made. */
function walkTo(run: Run, goal: Point, beside = false): RunInput[] {
  const moves: RunInput[] = []
  for (let guard = 0; guard < 300; guard++) {
    const steps = stepsTo(run, goal, beside)
    if (steps === null) throw new Error(`no way to ${goal.x},${goal.y}`)
    const [direction] = steps
    if (direction === undefined) return moves
    const input: RunInput = { kind: 'move', direction }
    act(run, input)
    moves.push(input)
  }
  throw new Error('the walk went on and on')
}

/** The way from the player's tile to the neighbouring `to`. */
function wayTo(run: Run, to: Point): Direction {
  const p = run.playerPosition()
  const found = STEPS.find(({ dx, dy }) => p.x + dx === to.x && p.y + dy === to.y)
  if (!found) throw new Error(`${to.x},${to.y} is not beside the player`)
  return directionOf(found.dx, found.dy) as Direction
}

/**
 * Sends the moves as one burst of key events from inside the page (a long walk costs one round
 * trip), then waits until the page's run has played as many turns as Node's did.
 */
async function walkInPage(page: Page, moves: readonly RunInput[], turn: number): Promise<void> {
  await sendKeys(
    page,
    moves.map((m) => arrowFor((m as { direction: Direction }).direction)),
  )
  await page.waitForFunction((t) => window.delve.state().turn >= t, turn)
}

/** Presses `key` on the real keyboard and waits for the turn it plays. */
async function pressForTurn(page: Page, key: string, turn: number): Promise<DelveState> {
  await pressKey(page, key)
  await page.waitForFunction((t) => window.delve.state().turn >= t, turn)
  return state(page)
}

/** What a reload must keep: the level, the vaults, what lies and stands where, the pack. */
function kept(s: DelveState) {
  const { player, turn, depth, ascii, vaults, items, monsters, inventory, hp } = s
  return { player, turn, depth, ascii, vaults, items, monsters, inventory, hp }
}

/** The vaults as `state()` reports them, from a Node run. */
function vaultsOf(run: Run): DelveState['vaults'] {
  return run.vaults().map(({ name, title, x, y, width, height, caged }) => ({
    name,
    title,
    x,
    y,
    w: width,
    h: height,
    caged,
  }))
}

/**
 * A hash of a level as its vaults made it: every tile, the vaults' boxes, the items and the
 * monsters where they lie (the page's, with the fog off, report them all).
 */
function levelHash(
  ascii: string,
  vaults: readonly { name: string; x: number; y: number; w: number; h: number }[],
  items: readonly { x: number; y: number; kind: string }[],
  monsters: readonly { x: number; y: number; name: string }[],
): string {
  const parts = [
    ascii,
    vaults.map((v) => `${v.name}@${v.x},${v.y},${v.w}x${v.h}`).join(';'),
    items.map((i) => `${i.kind}@${i.x},${i.y}`).join(';'),
    monsters.map((m) => `${m.name}@${m.x},${m.y}`).join(';'),
  ]
  return createHash('sha256').update(parts.join('\n')).digest('hex')
}

function pageHash(s: DelveState): string {
  return levelHash(s.ascii, s.vaults, s.items, s.monsters)
}

function nodeHash(run: Run): string {
  return levelHash(toAscii(run.level), vaultsOf(run), run.items(), run.monsters())
}

const tileAt = (s: DelveState, p: Point) => s.ascii.split('\n')[p.y]?.[p.x]

// The machine is shared: software WebGL may be slow when it is busy. Nothing is timed; the
// limits only stop a stuck test.
describe('vaults in the browser', () => {
  it('a vault forced in the sandbox: its monsters and items, its key opens its lock, a reload keeps it', {
    timeout: 300_000,
  }, async () => {
    // The same sandbox run in Node: where everything is, and the walks.
    const forced = { ...DEFAULT_VAULTS, force: [LOCKED] }
    const run = createRun({ seed: LOCKED_SEED, sandbox: true, vaults: forced })
    const placed = run.level.vaults?.find((v) => v.name === LOCKED)
    if (!placed?.key) throw new Error(`${LOCKED} has no key on ${LOCKED_SEED}`)
    const [lock] = placed.locks
    if (!lock) throw new Error(`${LOCKED} has no lock`)

    // Played in a smaller window (software WebGL draws every frame); shown at 1920 × 1080 after.
    const page = await freshPage({ width: 1280, height: 720 })
    const start = await openGame(
      page,
      origin,
      `?sandbox&seed=${LOCKED_SEED}&vault=${LOCKED}&fov=off`,
    )
    expect(start.vaults).toEqual(vaultsOf(run))
    expect(start.vaults.find((v) => v.name === LOCKED)).toMatchObject({
      title: 'a sealed vault',
      x: placed.x,
      y: placed.y,
    })
    // Its wraith and its items where its map puts them, its key outside, its door locked.
    for (const m of placed.monsters) {
      expect(start.monsters).toContainEqual(
        expect.objectContaining({ x: m.x, y: m.y, name: m.kind }),
      )
    }
    for (const item of [...placed.items, placed.key]) {
      expect(start.items).toContainEqual(
        expect.objectContaining({ x: item.x, y: item.y, kind: item.kind }),
      )
    }
    expect(tileAt(start, lock)).toBe('=')
    expect(pageHash(start)).toBe(nodeHash(run))

    // To the key, and picked up.
    const toKey = walkTo(run, placed.key)
    await walkInPage(page, toKey, run.turn)
    act(run, { kind: 'pickup' })
    let s = await pressForTurn(page, 'KeyG', run.turn)
    expect(s.player).toEqual(run.playerPosition())
    expect(s.inventory).toContain(placed.key.kind)

    // To the door, and into it: the key opens it and is used up.
    const toDoor = walkTo(run, lock, true)
    await walkInPage(page, toDoor, run.turn)
    const into: RunInput = { kind: 'move', direction: wayTo(run, lock) }
    act(run, into)
    s = await pressForTurn(page, arrowFor((into as { direction: Direction }).direction), run.turn)
    expect(tileAt(s, lock)).toBe('.')
    expect(s.inventory).not.toContain(placed.key.kind)
    expect(s.inventory).toEqual(run.inventory().map((item) => item.kind))
    expect(kept(s)).toMatchObject({ player: run.playerPosition(), hp: run.hp, turn: run.turn })

    // A reload in the middle of it: the same level, door open, vault, monsters, items and pack.
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    const back = await state(page)
    expect(kept(back)).toEqual(kept(s))
    expect(page.url()).toContain(`vault=${LOCKED}`)
    await page.setViewportSize({ width: 1920, height: 1080 })
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'vaults-open-1920x1080.png') })

    // The panel shows the setting; another vault forced, then none at all, remake the level.
    await pressKey(page, 'Tab')
    await page.waitForSelector('#panel', { state: 'visible' })
    expect(await page.isChecked('#panel input[name=vaults]')).toBe(true)
    expect(await page.inputValue('#panel select[name=vault]')).toBe(LOCKED)
    await page.screenshot({ path: join(SCREENSHOTS, 'vaults-panel-1920x1080.png') })
    await page.selectOption('#panel select[name=vault]', 'choice_of_three')
    await page.waitForFunction(() =>
      window.delve.state().vaults.some((v) => v.name === 'choice_of_three'),
    )
    expect(page.url()).toContain('vault=choice_of_three')

    // Left, the end screen's new sandbox dungeon (a new seed) still has the vault forced.
    const left = (await state(page)).runSeed
    await pressKey(page, 'Tab')
    await page.waitForSelector('#panel', { state: 'hidden' })
    // The sandbox is left with Escape at once: it has no run to lose.
    await pressKey(page, 'Escape')
    await page.waitForSelector('#quit', { state: 'visible' })
    await page.locator('#quit-new').click()
    await page.waitForFunction((old) => window.delve.state().runSeed !== old, left)
    expect((await state(page)).vaults.map((v) => v.name)).toContain('choice_of_three')
    expect(page.url()).toContain('vault=choice_of_three')
    await pressKey(page, 'Tab')
    await page.waitForSelector('#panel', { state: 'visible' })
    await page.uncheck('#panel input[name=vaults]')
    await page.waitForFunction(() => window.delve.state().vaults.length === 0)
    expect(page.url()).toContain('vaults=off')
    expect(await page.isDisabled('#panel select[name=vault]')).toBe(true)
    expect(problems).toEqual(noProblems())
  })

  it("the page's levels with the game's vaults are Node's: tiles, vaults, items, monsters", {
    timeout: 300_000,
  }, async () => {
    const page = await freshPage({ width: 1280, height: 720 })
    // Caves on depth 9 (the forced vault above was rooms and corridors, the run's altars BSP or
    // rooms and corridors): three of the game's vaults drawn by the depth table.
    for (const [algo, depth] of [['caves', 9]] as const) {
      const query = `?sandbox&seed=same-${algo}&algo=${algo}&depth=${depth}&fov=off`
      const s = await openGame(page, origin, query)
      const { choice } = checkParams({ sandbox: '', algo, depth: String(depth) })
      const run = createRun({ seed: `same-${algo}`, generator: choice, depth, sandbox: true })
      expect(s.vaults.length).toBeGreaterThan(0)
      expect(s.vaults).toEqual(vaultsOf(run))
      expect(pageHash(s)).toBe(nodeHash(run))
    }
    expect(problems).toEqual(noProblems())
  })
})
