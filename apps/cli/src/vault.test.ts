import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateDungeon, parseTiledVault, parseVaults, toAscii } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { cliRoot, delve, expectedJson, STACK_LINE, tempDir } from '../test/delve.js'

const DOCS = join(cliRoot, 'docs', 'vaults')
const GUARDS = join(DOCS, 'guards.vault')
const SHRINE = join(DOCS, 'shrine.tmj')

/** The vaults of the docs folder, as the command reads them: files in name order. */
const docsVaults = () => [
  ...parseVaults(readFileSync(GUARDS, 'utf8'), { file: GUARDS }),
  parseTiledVault(readFileSync(SHRINE, 'utf8'), { file: SHRINE }),
]

/** A folder holding the given files. */
function folder(files: Record<string, string>): string {
  const dir = tempDir()
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

const BROKEN = 'NAME: broken\nMAP\n#@#\n#?#\nENDMAP\n'

describe.concurrent('delve vault check', () => {
  it('says what each file holds, text and Tiled alike, exit 0', async () => {
    expect(await delve('vault', 'check', GUARDS, SHRINE)).toEqual({
      code: 0,
      stdout: `${GUARDS}: 2 vaults: guard_post, treasury\n${SHRINE}: 1 vault: shrine\n`,
      stderr: '',
    })
  })

  it('gives a mistake as file:line:column: message, exit 2, and still checks the other files', async () => {
    const dir = folder({ 'broken.vault': BROKEN })
    const broken = join(dir, 'broken.vault')
    const { code, stdout, stderr } = await delve('vault', 'check', broken, GUARDS)
    expect(code).toBe(2)
    expect(stderr).toBe(
      `${broken}:4:2: found "?", expected a glyph with a meaning: # . + @ < > x, a space, or one declared by MONSTER, ITEM, ALTAR, SUBST or LOCK\n`,
    )
    expect(stdout).toBe(`${GUARDS}: 2 vaults: guard_post, treasury\n`)
  })

  it('gives a Tiled vault’s mistake at its tile’s row and column', async () => {
    const map = JSON.parse(readFileSync(SHRINE, 'utf8'))
    map.layers[0].data[6] = 99
    const dir = folder({ 'bad.tmj': JSON.stringify(map) })
    const { code, stderr } = await delve('vault', 'check', join(dir, 'bad.tmj'))
    expect(code).toBe(2)
    expect(stderr).toBe(
      `${join(dir, 'bad.tmj')}:2:2: found "99", expected a tile with a "glyph" property\n`,
    )
  })

  it('refuses a file with no vault in it', async () => {
    const dir = folder({ 'empty.vault': '# nothing yet\n' })
    const { code, stderr } = await delve('vault', 'check', join(dir, 'empty.vault'))
    expect(code).toBe(2)
    expect(stderr).toMatch(/empty\.vault:1:1: found nothing, expected a vault/)
  })

  it('says when a file cannot be read: exit 1, unless a vault was wrong too', async () => {
    const missing = join(tempDir(), 'nope.vault')
    const alone = await delve('vault', 'check', missing)
    expect(alone.code).toBe(1)
    expect(alone.stderr).toBe(
      `delve: cannot read ${missing}: ENOENT: no such file or directory, open '${missing}'\n`,
    )
    const dir = folder({ 'broken.vault': BROKEN })
    expect((await delve('vault', 'check', missing, join(dir, 'broken.vault'))).code).toBe(2)
  })

  it.each([
    [['vault'], 'missing vault command. Allowed: check.'],
    [['vault', 'lint', 'a.vault'], 'unknown vault command "lint". Allowed: check.'],
    [['vault', 'check'], 'vault check needs at least one file.'],
    [['vault', 'check', 'a.vault', '--seed', '3'], 'vault check takes files only, not --seed.'],
  ])('refuses delve %j as a usage mistake', async (args, message) => {
    const { code, stdout, stderr } = await delve(...args)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toBe(`delve: ${message}\nRun "delve vault --help" for usage.\n`)
  })

  it.each([[['vault', '--help']], [['help', 'vault']]])('%j prints its help', async (args) => {
    const { code, stdout } = await delve(...args)
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Usage: delve vault check FILE…/)
    for (const line of stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100)
  })
})

describe.concurrent('delve generate --vaults', () => {
  it('furnishes the level with the folder’s vaults, as the library does with the same list', async () => {
    const args = ['--seed', 'v', '--vaults', DOCS, '--vault-count', '3', '--depth', '4']
    const { code, stdout, stderr } = await delve('generate', ...args, '--format', 'json')
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    const dungeon = generateDungeon({
      seed: 'v',
      vaults: { list: docsVaults(), count: 3, depth: 4 },
    })
    expect(JSON.parse(stdout)).toEqual(expectedJson(dungeon))
    expect(dungeon.vaults?.length).toBeGreaterThan(0)
    const ascii = await delve('generate', ...args)
    expect(ascii.stdout).toBe(`${toAscii(dungeon)}\n`)
  })

  it('draws three vaults a level unless told, in every dungeon of a batch', async () => {
    const { code, stdout } = await delve(
      'generate',
      '--seed',
      'b',
      '--vaults',
      DOCS,
      '--count',
      '3',
    )
    expect(code).toBe(0)
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toHaveLength(3)
    for (const json of lines) {
      const dungeon = generateDungeon({ seed: json.seed, vaults: { list: docsVaults(), count: 3 } })
      expect(json).toEqual(expectedJson(dungeon))
    }
  })

  it('reads only .vault and .tmj files of the folder, in name order', async () => {
    const dir = folder({ 'b.vault': readFileSync(GUARDS, 'utf8'), 'notes.txt': 'not a vault' })
    copyFileSync(SHRINE, join(dir, 'a.tmj'))
    const args = ['--seed', 'o', '--vaults', dir, '--format', 'json']
    const { code, stdout, stderr } = await delve('generate', ...args)
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    const [guards, treasury, shrine] = docsVaults()
    const list = [shrine, guards, treasury].map((v) => v as NonNullable<typeof v>)
    const dungeon = generateDungeon({ seed: 'o', vaults: { list, count: 3 } })
    expect(JSON.parse(stdout)).toEqual(expectedJson(dungeon))
    // A folder named like a vault file is no file: it cannot be read.
    mkdirSync(join(dir, 'inner.vault'))
    const inner = await delve('generate', ...args)
    expect(inner.code).toBe(1)
    expect(inner.stderr).toMatch(/^delve: cannot read .*inner\.vault: EISDIR/)
  })

  it('stops at a vault file’s mistake before writing anything: file:line:column, exit 2', async () => {
    const dir = folder({ 'broken.vault': BROKEN })
    const out = join(tempDir(), 'map.txt')
    const { code, stdout, stderr } = await delve('generate', '--vaults', dir, '--out', out)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(
      new RegExp(`^${join(dir, 'broken.vault').replace(/[.]/g, '\\.')}:4:2: found "\\?"`),
    )
    expect(stderr).not.toMatch(STACK_LINE)
  })

  it.each([
    [['--vault-count', '2'], 'delve: --vault-count applies only with --vaults.'],
    [['--depth', '2'], 'delve: --depth applies only with --vaults.'],
    [
      ['--vaults', DOCS, '--vault-count', '65'],
      'delve: invalid --vault-count: 65. Allowed: an integer from 0 to 64.',
    ],
    [
      ['--vaults', DOCS, '--vault-count', 'x'],
      'delve: invalid --vault-count: "x". Allowed: an integer from 0 to 64.',
    ],
    [
      ['--vaults', DOCS, '--depth', '0'],
      'delve: invalid --depth: 0. Allowed: an integer from 1 to 999.',
    ],
    [['--vaults='], 'delve: invalid --vaults: "". Allowed: a folder of .vault and .tmj files.'],
  ])('refuses generate %j', async (args, message) => {
    const { code, stderr } = await delve('generate', ...args)
    expect(code).toBe(2)
    expect(stderr).toBe(`${message}\nRun "delve generate --help" for usage.\n`)
  })

  it('refuses a folder with no vault file, and says when it cannot be read', async () => {
    const empty = folder({ 'readme.txt': 'none here' })
    const none = await delve('generate', '--vaults', empty)
    expect(none.code).toBe(2)
    expect(none.stderr).toBe(
      `delve: --vaults ${empty} holds no .vault or .tmj file.\nRun "delve generate --help" for usage.\n`,
    )
    const missing = join(tempDir(), 'nowhere')
    const gone = await delve('generate', '--vaults', missing)
    expect(gone.code).toBe(1)
    expect(gone.stderr).toMatch(/^delve: cannot read .*nowhere: ENOENT/)
  })
})
