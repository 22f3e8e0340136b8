import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { MONSTER_KINDS } from '@delve/ecs'
import { computeFov, generateDungeon, toAscii } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { IN_SIGHT, REMEMBERED } from '../src/play.js'

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url))
const WIDTH = 60
const HEIGHT = 22
const CREATURES = new Set(['@', '&', ...MONSTER_KINDS.map((k) => k.glyph)])

/** Runs the built program as a user would; its exit code, output and errors. */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8' })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

function frame(seed: string, turns: number) {
  const { status, stdout, stderr } = run('--seed', seed, '--turns', String(turns))
  expect(stderr).toBe('')
  expect(status).toBe(0)
  const lines = stdout.trimEnd().split('\n')
  return { map: lines.slice(0, HEIGHT), status: lines[HEIGHT] ?? '', log: lines.slice(HEIGHT + 1) }
}

const cells = (map: string[]) => map.flatMap((row, y) => [...row].map((c, x) => ({ x, y, c })))

describe('the headless ASCII game', () => {
  it('prints the map, a status line and at most three messages', () => {
    const { map, status, log } = frame('shape', 80)
    expect(map).toHaveLength(HEIGHT)
    for (const row of map) expect(row).toHaveLength(WIDTH)
    expect(status).toMatch(/^turn \d+ · hp -?\d+\/30$/)
    expect(log.length).toBeLessThanOrEqual(3)
    expect(cells(map).filter((p) => p.c === '@' || p.c === '&')).toHaveLength(1)
  })

  it('is the same game every time for a seed, and another game for another seed', () => {
    const once = run('--seed', 'same', '--turns', '150').stdout
    expect(run('--seed', 'same', '--turns', '150').stdout).toBe(once)
    expect(run('--seed', 'other', '--turns', '150').stdout).not.toBe(once)
  })

  it.each(['fog', 'moor', 'deep'])(
    'seed %s: draws only what was seen, each tile as the dungeon has it',
    (seed) => {
      const { map } = frame(seed, 150)
      const truth = toAscii(generateDungeon({ seed, width: WIDTH, height: HEIGHT })).split('\n')
      const all = cells(map)
      const unknown = all.filter((p) => p.c === ' ')
      const remembered = all.filter((p) => REMEMBERED.includes(p.c))
      const inSight = all.filter((p) => IN_SIGHT.includes(p.c) || CREATURES.has(p.c))
      expect(unknown.length + remembered.length + inSight.length).toBe(WIDTH * HEIGHT)
      expect(unknown.length).toBeGreaterThan(0) // fog: not every tile is drawn
      expect(remembered.length).toBeGreaterThan(0)
      for (const { x, y, c } of [...remembered, ...inSight]) {
        if (CREATURES.has(c)) continue
        const code = IN_SIGHT.includes(c) ? IN_SIGHT.indexOf(c) : REMEMBERED.indexOf(c)
        expect(IN_SIGHT[code], `(${x}, ${y})`).toBe(truth[y]?.[x])
      }
      // What is in sight is exactly the field of view from where the player stands.
      const me = all.find((p) => p.c === '@' || p.c === '&') ?? { x: -1, y: -1 }
      const dungeon = generateDungeon({ seed, width: WIDTH, height: HEIGHT })
      const fov = computeFov(dungeon, me, 8)
      const drawnInSight = new Set(inSight.map((p) => p.y * WIDTH + p.x))
      const expected = [...fov.keys()].filter((i) => fov[i] === 1)
      expect([...drawnInSight].sort((a, b) => a - b)).toEqual(expected)
    },
  )

  it('explores as it plays: more is known after more turns', () => {
    const known = (turns: number) =>
      cells(frame('explore', turns).map).filter((p) => p.c !== ' ').length
    const [start, later] = [known(0), known(100)]
    expect(start).toBeGreaterThan(0)
    expect(later).toBeGreaterThan(start)
    expect(frame('explore', 0).status).toBe('turn 0 · hp 30/30')
  })

  it('refuses a bad turn count, saying what it got', () => {
    const { status, stderr } = run('--turns', 'many')
    expect(status).toBe(2)
    expect(stderr).toContain('--turns must be a whole number from 0 up, got "many"')
  })
})
