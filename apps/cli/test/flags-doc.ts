import type { Flag } from '../src/flags/flag.js'
import { findFlag, GENERATE_FLAGS } from '../src/flags/flags.js'

/** Flags in code, with a value of theirs that follows: `for --algo bsp` → ``for `--algo bsp` ``. */
function flagsInCode(text: string): string {
  return text.replace(/--([a-z][a-z-]*)(?: ([a-z][a-z-]*))?/g, (whole, name, value) => {
    const flag = findFlag(name)
    const choices: readonly string[] = flag?.value.kind === 'choice' ? flag.value.choices : []
    return value !== undefined && choices.includes(value)
      ? `\`${whole}\``
      : `\`--${name}\`${value === undefined ? '' : ` ${value}`}`
  })
}

function allowed(flag: Flag): string {
  switch (flag.value.kind) {
    case 'choice':
      return flag.value.choices.map((choice) => `\`${choice}\``).join(', ')
    case 'integer':
      return `an integer, ${flagsInCode(flag.value.range)}`
    case 'text':
      return flag.value.allowed
    case 'switch':
      return 'no value'
  }
}

/** The default with the flag's own choices and any flag in code: `` `ascii`, or `json` … ``. */
function defaultCell(flag: Flag): string {
  const choices: readonly string[] = flag.value.kind === 'choice' ? flag.value.choices : []
  return (flag.defaultText ?? '').replace(/--[a-z][a-z-]*|[a-z][a-z-]*/g, (word) =>
    word.startsWith('--') || choices.includes(word) ? `\`${word}\`` : word,
  )
}

/** The README's flags table, made from the command's flags: one row per flag, in the help's order. */
export function flagsTableMarkdown(): string {
  const header = ['flag', 'allowed values', 'default', 'what it does']
  const rows = [
    ...GENERATE_FLAGS.map((flag) => [
      `\`--${flag.name}${flag.placeholder ? ` ${flag.placeholder}` : ''}\``,
      allowed(flag),
      defaultCell(flag),
      flagsInCode(flag.help),
    ]),
    // Every command's own two, which the generate help lists too.
    ['`-h`, `--help`', '', '', 'show the help'],
    ['`-v`, `--version`', '', '', 'show the version'],
  ]
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] as string).length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n')
}
