import { kindCode } from '@delve/ecs'
import {
  directionOf,
  findPath,
  isWalkable,
  LOCKED_DOOR,
  type Point,
  parseVaults,
  pointToIndex,
  Tile,
} from '@delve/map'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { ARRIVAL_CLEARANCE, DEFAULT_TABLES, type RunTables } from '../content/default-tables.js'
import { DEFAULT_VAULTS } from '../content/default-vaults.js'
import { RunOptionsError } from '../content/run-options-error.js'
import { runChecksum } from '../replay/checksum.js'
import { recordRun, verifyRun } from '../replay/replay-run.js'
import { loadRun, saveRun } from '../saving/save-run.js'
import { CAGED_DROP } from '../turn/player-inputs.js'
import { createRun } from './create-run.js'
import type { Run } from './run.js'

/** No monsters but the vaults' own, no wanderers: the hero walks where the test says. */
const QUIET: RunTables = {
  ...DEFAULT_TABLES,
  monsters: [{ from: 1, most: 0, kinds: ['rat'], hp: 0, power: 0 }],
  wanderers: null,
}

const content = (...force: string[]) => ({
  tables: QUIET,
  vaults: { ...DEFAULT_VAULTS, force },
})

/** Walks the hero to `to` a step at a time through `act`, as a player would. */
function walkTo(run: Run, to: Point): void {
  const path = findPath(run.level, run.playerPosition(), to)
  if (!path) throw new Error(`no way to (${to.x}, ${to.y})`)
  for (const [i, step] of path.entries()) {
    const from = path[i - 1]
    if (!from) continue
    const direction = directionOf(step.x - from.x, step.y - from.y)
    if (!direction) throw new Error('not a step')
    expect(act(run, { kind: 'move', direction }).taken).toBe(true)
  }
}

/** The walkable tile beside `lock` (outside its vault) that the hero can reach. */
function besideLock(run: Run, lock: Point): Point {
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    const at = { x: lock.x + dx, y: lock.y + dy }
    const tile = run.level.tiles[pointToIndex(run.level, at)] as number
    if (isWalkable(tile) && findPath(run.level, run.playerPosition(), at)) return at
  }
  throw new Error('no way to the lock')
}

function vaultNamed(run: Run, name: string) {
  const vault = run.level.vaults?.find((v) => v.name === name)
  if (!vault) throw new Error(`${name} was not placed`)
  return vault
}

describe("a run's vaults", () => {
  it("are checked against the run's kinds: an unknown kind names the vault and the glyph", () => {
    const [bad] = parseVaults('NAME: den\nMONSTER: o = orcc\nMAP\n###\n@o@\n###\nENDMAP\n', {
      file: 'den.vault',
    })
    const vaults = { list: [bad as (typeof DEFAULT_VAULTS.list)[number]] }
    expect(() => createRun({ seed: 'bad', vaults })).toThrow(RunOptionsError)
    expect(() => createRun({ seed: 'bad', vaults })).toThrow(
      /vaults\.list\[0\] \(den\) MONSTER o.*"orcc"/,
    )
    const [altar] = parseVaults('NAME: a\nALTAR: _ = prayer\nMAP\n###\n@_@\n###\nENDMAP\n')
    expect(() => createRun({ seed: 'bad', vaults: { list: [altar as never] } })).toThrow(
      /ALTAR _.*"prayer".*"choice"/,
    )
    expect(() =>
      createRun({ seed: 'bad', vaults: { ...DEFAULT_VAULTS, force: ['nope'] } }),
    ).toThrow(/vaults\.force\[0\]/)
    const tables = { ...DEFAULT_TABLES, vaults: [{ from: 1, count: 65 }] }
    expect(() => createRun({ seed: 'bad', tables })).toThrow(/tables\.vaults\[0\]\.count/)
  })

  it('put every game vault in a level when forced, with its monsters and items', () => {
    let placedCount = 0
    for (const vault of DEFAULT_VAULTS.list) {
      const run = createRun({ seed: `each-${vault.name}`, ...content(vault.name) })
      const placed = run.level.vaults?.find((v) => v.name === vault.name)
      if (!placed) continue // a vault may find no room on a level: it is skipped, never forced
      const monsters = run.monsters().map((m) => m.name)
      // None waits in sight of the arrival or within its clearance: a level never opens with a fight.
      const start = run.playerPosition()
      const away = placed.monsters.filter(
        (m) =>
          Math.max(Math.abs(m.x - start.x), Math.abs(m.y - start.y)) > ARRIVAL_CLEARANCE &&
          run.vision.visible[m.y * run.level.width + m.x] === 0,
      )
      for (const mark of away) expect(monsters).toContain(mark.kind)
      placedCount++
      for (const mark of [...placed.items, ...(placed.key ? [placed.key] : [])]) {
        expect(
          run.items().some((i) => i.kind === mark.kind && i.x === mark.x && i.y === mark.y),
        ).toBe(true)
      }
      for (const altar of placed.altars) {
        expect(run.items().filter((i) => i.x === altar.x && i.y === altar.y)).toHaveLength(1)
      }
      expect(run.vaults().find((v) => v.name === vault.name)?.title).toBe(
        DEFAULT_VAULTS.titles?.[vault.name],
      )
    }
    expect(placedCount).toBe(DEFAULT_VAULTS.list.length)
  })

  it('keep a locked door shut without its key, and open it with the key, used up', () => {
    const run = createRun({ seed: 'locks', ...content('small_treasury') })
    const vault = vaultNamed(run, 'small_treasury')
    const lock = vault.locks[0] as Point
    const key = vault.key as Point
    walkTo(run, besideLock(run, lock))
    const toLock = directionOf(lock.x - run.playerPosition().x, lock.y - run.playerPosition().y)
    if (!toLock) throw new Error('not beside the lock')
    const turn = run.turn
    const bump = act(run, { kind: 'move', direction: toLock })
    expect(bump).toMatchObject({ taken: false, refused: 'The door is locked.' })
    expect(run.turn).toBe(turn)
    walkTo(run, key)
    expect(act(run, { kind: 'pickup' }).taken).toBe(true)
    expect(run.inventory().map((p) => p.kind)).toContain('iron key')
    walkTo(run, besideLock(run, lock))
    const open = act(run, { kind: 'move', direction: toLock })
    expect(open.taken).toBe(true)
    expect(open.lines[0]).toBe('You unlock the door with the iron key.')
    expect(run.playerPosition()).toEqual({ x: lock.x, y: lock.y })
    expect(run.level.tiles[pointToIndex(run.level, lock)]).toBe(Tile.Floor)
    expect(run.inventory().map((p) => p.kind)).not.toContain('iron key')
    // Saved and loaded, replayed: the door stays open.
    const c = content('small_treasury')
    const loaded = loadRun(saveRun(run), c)
    expect(loaded.level.tiles[pointToIndex(loaded.level, lock)]).toBe(Tile.Floor)
    expect(runChecksum(loaded)).toBe(runChecksum(run))
    expect(verifyRun(recordRun(run), c).ok).toBe(true)
    expect(verifyRun(recordRun(run)).ok).toBe(false)
  })

  it('keep an opened door open on a level left and come back to', () => {
    const c = content('small_treasury')
    const run = createRun({ seed: 'locks', ...c })
    const vault = vaultNamed(run, 'small_treasury')
    const lock = vault.locks[0] as Point
    walkTo(run, vault.key as Point)
    act(run, { kind: 'pickup' })
    walkTo(run, besideLock(run, lock))
    const at = run.playerPosition()
    act(run, { kind: 'move', direction: directionOf(lock.x - at.x, lock.y - at.y) ?? 'up' })
    walkTo(run, run.level.stairsDown as Point)
    expect(act(run, { kind: 'descend' }).taken).toBe(true)
    const kept = run.keptLevels()[0]
    expect(kept?.dug).toContain(pointToIndex(run.level, lock))
    const loaded = loadRun(saveRun(run), c)
    expect(runChecksum(loaded)).toBe(runChecksum(run))
    expect(act(run, { kind: 'ascend' }).taken).toBe(true)
    expect(run.level.tiles[pointToIndex(run.level, lock)]).toBe(Tile.Floor)
    expect(verifyRun(recordRun(run), c).ok).toBe(true)
  })

  it('cage the other altars once one offering is taken, through saves, returns and replays', () => {
    const c = content('choice_of_three')
    const run = createRun({ seed: 'altars', ...c })
    const vault = vaultNamed(run, 'choice_of_three')
    const first = vault.altars[0] as Point
    const second = vault.altars[1] as Point
    walkTo(run, first)
    const take = act(run, { kind: 'pickup' })
    expect(take.taken).toBe(true)
    expect(take.lines).toContain('Bars fall over the other altars: their offerings are caged.')
    expect(run.vaults().find((v) => v.name === 'choice_of_three')?.caged).toBe(true)
    walkTo(run, second)
    const turn = run.turn
    expect(act(run, { kind: 'pickup' })).toMatchObject({
      taken: false,
      refused: 'The offering is caged: it can no longer be taken.',
    })
    expect(run.turn).toBe(turn)
    expect(run.items().find((i) => i.x === second.x && i.y === second.y)?.caged).toBe(true)
    // Explore leaves caged offerings be: it never stands still trying to take one.
    for (let i = 0; i < 3; i++) while (act(run, { kind: 'explore' }).more) {}
    expect(run.items().filter((i) => i.caged)).toHaveLength(2)
    const loaded = loadRun(saveRun(run), c)
    expect(loaded.cagedNow()).toEqual(run.cagedNow())
    expect(loaded.isCaged(second)).toBe(true)
    expect(runChecksum(loaded)).toBe(runChecksum(run))
    expect(verifyRun(recordRun(run), c).ok).toBe(true)
  })

  it('leave an offering to the player: explore never takes one, a drop on a caged altar is refused', () => {
    const c = content('choice_of_three')
    const run = createRun({ seed: 'altars', ...c })
    const vault = vaultNamed(run, 'choice_of_three')
    const onAltars = () =>
      vault.altars.map((a) => run.items().filter((i) => i.x === a.x && i.y === a.y).length)
    const offered = onAltars()
    expect(offered.every((n) => n > 0)).toBe(true)
    let stopped: string | undefined
    for (let presses = 0; presses < 200 && stopped !== 'Explored.'; presses++) {
      let result = act(run, { kind: 'explore' })
      while (result.more) result = act(run, { kind: 'explore' })
      stopped = result.stopped
    }
    expect(stopped).toBe('Explored.')
    expect(onAltars()).toEqual(offered)
    expect(run.vaults().find((v) => v.name === 'choice_of_three')?.caged).toBe(false)
    // Taken by the player's own choice, the others are caged: nothing may be laid beside them.
    walkTo(run, vault.altars[0] as Point)
    expect(act(run, { kind: 'pickup' }).taken).toBe(true)
    walkTo(run, vault.altars[1] as Point)
    const turn = run.turn
    const pack = run.inventory().length
    expect(act(run, { kind: 'drop', index: 0 })).toMatchObject({
      taken: false,
      refused: CAGED_DROP,
    })
    expect(run.turn).toBe(turn)
    expect(run.inventory()).toHaveLength(pack)
  })

  it('are none with vaults: null, and the same level for the same seed and content', () => {
    const none = createRun({ seed: 'same', vaults: null })
    expect(none.vaults()).toEqual([])
    expect(none.level.tiles.includes(LOCKED_DOOR)).toBe(false)
    const a = createRun({ seed: 'same', ...content('treasury') })
    const b = createRun({ seed: 'same', ...content('treasury') })
    expect(a.vaults()).toEqual(b.vaults())
    expect(runChecksum(a)).toBe(runChecksum(b))
    expect(kindCode(a.world.kinds.items, 'silver key')).toBeGreaterThan(0)
  })
})
