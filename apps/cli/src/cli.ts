import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  type Dungeon,
  type DungeonOptions,
  DungeonOptionsError,
  generateDungeon,
  toAscii,
} from '@delve/map'

export const USAGE = `Usage: delve generate [options]

Generates a dungeon and prints it.

Options:
  --seed S        seed (any text or number); a fresh one when omitted
  --preset P      tcod (80×45, default) or mcrogueface (50×35)
  --algo A        rooms-and-corridors
  --width W       map width in tiles
  --height H      map height in tiles
  --format F      ascii (default) or json
  --out FILE      write to FILE instead of standard output
  -h, --help      show this help
  -v, --version   show the version`

const FORMATS = ['ascii', 'json'] as const
type Format = (typeof FORMATS)[number]

export interface Io {
  stdout: (text: string) => void
  stderr: (text: string) => void
  version: string
}

/** A mistake in the command line: printed with the usage hint, exit code 2. */
class UsageError extends Error {}

/** Runs the command line `argv` (without node and the script) and returns the exit code. */
export function run(argv: readonly string[], io: Io): number {
  try {
    return runOrThrow(argv, io)
  } catch (error) {
    if (error instanceof UsageError || error instanceof DungeonOptionsError) {
      io.stderr(`delve: ${error.message}\nRun "delve --help" for usage.\n`)
      return 2
    }
    if (isParseArgsError(error)) {
      io.stderr(`delve: ${(error as Error).message}\nRun "delve --help" for usage.\n`)
      return 2
    }
    io.stderr(`delve: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}

function runOrThrow(argv: readonly string[], io: Io): number {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      seed: { type: 'string' },
      preset: { type: 'string' },
      algo: { type: 'string' },
      width: { type: 'string' },
      height: { type: 'string' },
      format: { type: 'string', default: 'ascii' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  })
  if (values.version) {
    io.stdout(`${io.version}\n`)
    return 0
  }
  const [command, ...rest] = positionals
  if (values.help || command === undefined) {
    io.stdout(`${USAGE}\n`)
    return values.help ? 0 : 2
  }
  if (command !== 'generate') throw new UsageError(`unknown command "${command}"; try "generate"`)
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`)

  const format = values.format as string
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got "${format}"`)
  }
  const options: DungeonOptions = {}
  if (values.seed !== undefined) options.seed = values.seed
  if (values.preset !== undefined) options.preset = values.preset as DungeonOptions['preset']
  if (values.algo !== undefined) options.algorithm = values.algo as DungeonOptions['algorithm']
  if (values.width !== undefined) options.width = integerFlag('--width', values.width)
  if (values.height !== undefined) options.height = integerFlag('--height', values.height)

  const text = render(generateDungeon(options), format as Format)
  if (values.out === undefined) io.stdout(text)
  else writeFileSync(values.out, text)
  return 0
}

function render(dungeon: Dungeon, format: Format): string {
  if (format === 'ascii') return `${toAscii(dungeon)}\n`
  const { width, height, rooms, start, seed, options } = dungeon
  return `${JSON.stringify({
    seed,
    width,
    height,
    start,
    rooms: rooms.map(({ x1, y1, x2, y2 }) => ({ x1, y1, x2, y2 })),
    tiles: toAscii(dungeon).split('\n'),
    options,
  })}\n`
}

/** Parses a whole number flag; anything else is a usage error naming the flag. */
function integerFlag(flag: string, text: string): number {
  if (!/^-?\d+$/.test(text)) throw new UsageError(`${flag} must be a whole number, got "${text}"`)
  return Number(text)
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')
}
