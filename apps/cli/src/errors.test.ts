import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { delve, STACK_LINE, tempDir } from '../test/delve.js'

const GENERATE_HELP = 'Run "delve generate --help" for usage.'
const MAIN_HELP = 'Run "delve --help" for usage.'
const longSeed = 's'.repeat(255)

/** Each bad invocation, the first line of its message, and which help it points to. */
const USAGE_ERRORS: [string[], string, string][] = [
  [[], 'missing command. Allowed: generate, vault.', MAIN_HELP],
  [['dig'], 'unknown command "dig". Allowed: generate, vault.', MAIN_HELP],
  [['generate', 'extra'], 'unexpected argument "extra": generate takes flags only.', GENERATE_HELP],
  [
    ['generate', '--colour'],
    'unknown flag --colour. Allowed: --seed, --preset, --algo,',
    GENERATE_HELP,
  ],
  [['generate', '-x'], 'unknown flag -x. Allowed: --seed,', GENERATE_HELP],
  [
    ['generate', '--width'],
    '--width needs a value (write --width=VALUE for one starting with "-"). Allowed: an integer.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--preset'],
    '--preset needs a value (write --preset=VALUE for one starting with "-"). Allowed: one of "tcod", "mcrogueface".',
    GENERATE_HELP,
  ],
  [['generate', '--width', '--height', '20'], '--width needs a value', GENERATE_HELP],
  [
    ['generate', '--padding', '-1'],
    '--padding needs a value (write --padding=VALUE',
    GENERATE_HELP,
  ],
  [['generate', '--no-stairs=yes'], '--no-stairs takes no value.', GENERATE_HELP],
  [['--version=2'], '--version takes no value.', MAIN_HELP],
  [
    ['generate', '--width', '12abc'],
    'invalid --width: "12abc". Allowed: an integer from 4 to 4096.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--width', '1.5'],
    'invalid --width: "1.5". Allowed: an integer from 4 to 4096.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--width='],
    'invalid --width: "". Allowed: an integer from 4 to 4096.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--width', '2'],
    'invalid --width: 2. Allowed: an integer from 4 to 4096.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--height', '5000'],
    'invalid --height: 5000. Allowed: an integer from 4 to 4096.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--preset', 'mcrogueface', '--width', '5'],
    'invalid --width: 5. Allowed: an integer from 6 to 4096.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--max-rooms', '0'],
    'invalid --max-rooms: 0. Allowed: an integer from 1 to 100000.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--room-min', '2'],
    'invalid --room-min: 2. Allowed: an integer from 3 to 44.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--room-max', '100'],
    'invalid --room-max: 100. Allowed: an integer from 6 to 44.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--room-min', '8', '--room-max', '7'],
    'invalid --room-max: 7. Allowed: an integer from 8 to 44.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--padding=-1'],
    'invalid --padding: -1. Allowed: an integer from 0 to 80.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--preset', 'nethack'],
    'invalid --preset: "nethack". Allowed: one of "tcod", "mcrogueface".',
    GENERATE_HELP,
  ],
  [
    ['generate', '--algo', 'cellular'],
    'invalid --algo: "cellular". Allowed: one of "rooms-and-corridors", "bsp", "caves", "rooms-and-mazes", "drunkard".',
    GENERATE_HELP,
  ],
  [
    ['generate', '--shape', 'hex'],
    'invalid --shape: "hex". Allowed: one of "rect", "circle", "mixed".',
    GENERATE_HELP,
  ],
  [
    ['generate', '--tunnel', 'zigzag'],
    'invalid --tunnel: "zigzag". Allowed: one of "l", "bresenham", "mixed".',
    GENERATE_HELP,
  ],
  [
    ['generate', '--algo', 'bsp', '--iterations', '17'],
    'invalid --iterations: 17. Allowed: an integer from 0 to 16.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--format', 'xml'],
    'invalid --format: "xml". Allowed: one of "ascii", "json", "tiled".',
    GENERATE_HELP,
  ],
  [
    ['generate', '--count', '0'],
    'invalid --count: 0. Allowed: an integer from 1 to 10000.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--count', '10001'],
    'invalid --count: 10001. Allowed: an integer from 1 to 10000.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--count', '2.5'],
    'invalid --count: "2.5". Allowed: an integer from 1 to 10000.',
    GENERATE_HELP,
  ],
  [['generate', '--tile-size', '32'], '--tile-size applies only to --format tiled.', GENERATE_HELP],
  [
    ['generate', '--format', 'tiled', '--tile-size', '0'],
    'invalid --tile-size: 0. Allowed: an integer from 1 to 1024.',
    GENERATE_HELP,
  ],
  [
    ['generate', '--seed='],
    'invalid --seed: "". Allowed: a string of 1 to 256 characters',
    GENERATE_HELP,
  ],
  [
    ['generate', '--seed', longSeed, '--count', '2'],
    `invalid --seed: "${longSeed}/1". Allowed: a string of 1 to 256`,
    GENERATE_HELP,
  ],
  [['generate', '--out='], 'invalid --out: "". Allowed: a file path.', GENERATE_HELP],
]

describe.concurrent('usage mistakes: exit code 2, one message naming the flag and what is allowed', () => {
  it.each(USAGE_ERRORS)('delve %j', async (args, message, help) => {
    const { code, stdout, stderr } = await delve(...args)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    const [first, second, ...rest] = stderr.split('\n')
    expect(first).toBe(`delve: ${first?.slice(7)}`)
    expect(first?.startsWith(`delve: ${message}`)).toBe(true)
    expect([second, ...rest]).toEqual([help, ''])
    expect(stderr).not.toMatch(STACK_LINE)
    expect(stderr).not.toMatch(/Error/)
  })

  it('covers at least 15 bad invocations', () => {
    expect(USAGE_ERRORS.length).toBeGreaterThanOrEqual(15)
  })

  it('never creates the --out file for a usage mistake', async () => {
    const file = join(tempDir(), 'map.txt')
    const { code } = await delve('generate', '--width', '2', '--out', file)
    expect(code).toBe(2)
    expect(existsSync(file)).toBe(false)
  })
})

describe.concurrent('other failures: exit code 1 with the system message', () => {
  it.each([
    ['a missing directory', '/nonexistent-dir/map.txt', 'ENOENT: no such file or directory'],
    ['a directory', tempDir(), 'EISDIR: illegal operation on a directory'],
  ])('--out into %s', async (_, out, reason) => {
    const { code, stdout, stderr } = await delve('generate', '--seed', 'x', '--out', out)
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toBe(`delve: cannot write ${out}: ${reason}, open '${out}'\n`)
    expect(stderr).not.toMatch(STACK_LINE)
  })
})
