import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DungeonOptions, generateDungeon, toAscii } from '@delve/map'
import { defaultChoice, makeLevel, runRules } from '@delve/run'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  APP_DIR,
  noProblems,
  openGame,
  pathKeys,
  pressKey,
  runCli,
  SCREENSHOTS,
  state,
  statusText,
  usePages,
  walk,
} from './harness.js'

const SEED = 'interop-7'
const MAP_PATH = '/e2e-maps/interop.tmj'

/** The command-line tool as built in its own package (the e2e task depends on that build). */
const CLI_MAIN = join(APP_DIR, '..', 'cli', 'dist', 'main.js')

let origin: string
let page: Page
const problems = noProblems()
/** The map the CLI exports, served at `MAP_PATH` while the file's tests run. */
const maps = new Map<string, string>()
// One page for all the file's tests, in turn.
const { origin: serverOrigin, holdPage } = usePages(problems, { files: maps })

beforeAll(async () => {
  const tmj = join(await mkdtemp(join(tmpdir(), 'delve-interop-')), 'interop.tmj')
  runCli(CLI_MAIN, ['generate', '--seed', SEED, '--format', 'tiled', '--out', tmj])
  maps.set(MAP_PATH, await readFile(tmj, 'utf8'))
  origin = serverOrigin()
  page = await holdPage()
})

/** The CLI's JSON dungeon for `seed`: its tiles, one string per row. */
function cliTiles(seed: string, ...flags: string[]): string {
  const json = JSON.parse(
    runCli(CLI_MAIN, ['generate', '--seed', seed, '--format', 'json', ...flags]),
  )
  return (json.tiles as string[]).join('\n')
}

describe('the game, the library and the command line agree', () => {
  it('draws byte for byte the tiles the CLI prints and the library makes for a seed', async () => {
    const cases: [string, string, string[], DungeonOptions][] = [
      [`?seed=${SEED}`, SEED, [], {}],
      [
        '?seed=cli-2&preset=mcrogueface&algo=bsp',
        'cli-2',
        ['--preset', 'mcrogueface', '--algo', 'bsp'],
        { preset: 'mcrogueface', algorithm: 'bsp' },
      ],
      ['?seed=cli-3&algo=caves', 'cli-3', ['--algo', 'caves'], { algorithm: 'caves' }],
      [
        '?seed=cli-4&algo=rooms-and-mazes&doors=on',
        'cli-4',
        ['--algo', 'rooms-and-mazes', '--doors'],
        { algorithm: 'rooms-and-mazes', doors: true },
      ],
      ['?seed=cli-5&algo=drunkard', 'cli-5', ['--algo', 'drunkard'], { algorithm: 'drunkard' }],
    ]
    for (const [query, seed, flags, options] of cases) {
      const s = await openGame(page, origin, query)
      const tiles = cliTiles(seed, ...flags)
      expect(s.ascii).toBe(tiles)
      expect(toAscii(generateDungeon({ seed, ...options }))).toBe(tiles)
    }
  })

  it('plays on a Tiled map the CLI exported, served from the game’s own site', async () => {
    const s = await openGame(page, origin, `?map=${MAP_PATH}`)
    expect(s.ascii).toBe(cliTiles(SEED))
    expect(s).toMatchObject({ map: MAP_PATH, seed: SEED, depth: 1, width: 80, height: 45 })
    expect(s.player).toEqual(generateDungeon({ seed: SEED }).start)
    expect(await statusText(page)).toBe(`You enter the map ${MAP_PATH}.`)
    await page.screenshot({ path: join(SCREENSHOTS, 'tiled-map.png') })

    // Walk on it, all the way to the down stairs and below.
    const down = generateDungeon({ seed: SEED }).stairsDown
    const keys = down && pathKeys(s, down)
    if (!keys) throw new Error('the down stairs of the map cannot be reached')
    await walk(page, s.player, keys)
    await pressKey(page, 'Shift+Period')
    await page.waitForFunction(() => window.delve.state().depth === 2)
    const below = await state(page)
    expect(below).toMatchObject({ map: null, seed: `${SEED}/2` })
    // Below the map the run's own levels go on: the generator's, with the depth's vaults in it.
    const level = makeLevel({ runSeed: SEED, depth: 2, choice: defaultChoice() }, runRules())
    expect(below.ascii).toBe(toAscii(level))
  })

  it('refuses a map from another site, says why, and plays a generated dungeon', async () => {
    const s = await openGame(page, origin, '?map=http://example.com/evil.tmj&seed=safe')
    expect(await statusText(page)).toMatch(
      /^Maps are only loaded from this site \(http:\/\/127\.0\.0\.1:\d+\), not from http:\/\/example\.com\. Playing a generated dungeon instead\.$/,
    )
    expect(s).toMatchObject({ map: null, seed: 'safe' })
    const missing = await openGame(page, origin, '?map=/e2e-maps/missing.tmj')
    expect(missing.map).toBeNull()
    expect(await statusText(page)).toMatch(
      /^Could not load the map \/e2e-maps\/missing\.tmj: .*Playing a generated dungeon instead\.$/,
    )
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    // The missing map's 404 is the one error the browser reports on its own.
    const errors = problems.consoleErrors.filter((e) => !/404/.test(e))
    expect({ ...problems, consoleErrors: errors }).toEqual(noProblems())
  })
})
