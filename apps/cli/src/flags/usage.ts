import type { Flag } from './flag.js'
import { GENERATE_FLAGS } from './flags.js'

export const MAIN_USAGE = `Usage: delve <command> [flags]

Delve's dungeons from the command line: the same seed and flags give the same dungeon as the
@delve/map library and the game.

Commands:
  generate        generate a dungeon and print it as ASCII, JSON or a Tiled map
  vault check     check vault files (.vault text, .tmj Tiled maps) and say what they hold

Flags:
  -h, --help      show this help ("delve generate --help", "delve vault --help" for more)
  -v, --version   show the version

Exit codes: 0 success, 2 usage error, 1 any other failure.
`

const HELP_WIDTH = 100
const NAME_COLUMN = 20

/** `  --room-min N      smallest room side in tiles (default: 6)`, wrapped under its own column. */
function flagLine(flag: Flag): string {
  const name = flag.placeholder ? `--${flag.name} ${flag.placeholder}` : `--${flag.name}`
  const choices = flag.value.kind === 'choice' ? `${flag.value.choices.join(' | ')}: ` : ''
  const fallback = flag.defaultText ? ` (default: ${flag.defaultText})` : ''
  // A name too long for its column has its text start on the next line, under the column.
  const column =
    name.length < NAME_COLUMN - 2
      ? name.padEnd(NAME_COLUMN - 2)
      : `${name}\n${' '.repeat(NAME_COLUMN)}`
  return `  ${column}${wrap(`${choices}${flag.help}${fallback}`)}`
}

/** Breaks `text` between words to fit the help's width, continuing lines under the column. */
function wrap(text: string): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && NAME_COLUMN + line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  lines.push(line)
  return lines.join(`\n${' '.repeat(NAME_COLUMN)}`)
}

export const GENERATE_USAGE = `Usage: delve generate [flags]

Generates a dungeon and prints it: the map as ASCII (# wall, . floor, + door, < up, > down,
= locked door), the whole dungeon as JSON, or a Tiled 1.10 JSON map.

Flags:
${GENERATE_FLAGS.map(flagLine).join('\n')}
  ${'-h, --help'.padEnd(NAME_COLUMN - 2)}show this help

A bad value is refused with the values allowed, exit code 2. Exit code 1: the output could not be
written. Examples:
  delve generate --seed 42 --preset mcrogueface
  delve generate --seed 42 --format tiled --out level.tmj
  delve generate --seed 42 --count 100 > dungeons.jsonl
  delve generate --seed 42 --vaults vaults/ --vault-count 2 --depth 4
`

export const VAULT_USAGE = `Usage: delve vault check FILE…

Checks vault files as "delve generate --vaults" reads them: .vault text (several vaults a file)
and .tmj Tiled maps (a "vault" tile layer, the header as map properties). For each file, one
line: on stdout "FILE: N vaults: names", or on stderr its first mistake as
"FILE:LINE:COLUMN: found …, expected …". Every file is checked.

Exit codes: 0 every file holds good vaults, 2 a vault has a mistake, 1 a file could not be read.
Examples:
  delve vault check vaults/guards.vault
  delve vault check vaults/*.vault vaults/*.tmj
`
