import { parseArgs } from 'node:util'
import { UsageError } from '../errors.js'
import { allowedValues } from './flag.js'
import { findFlag, KNOWN_FLAGS, PARSE_OPTIONS } from './flags.js'

export type FlagValues = Partial<Record<string, string | boolean>>

export interface CommandLine {
  command: string | undefined
  /** Words after the command, which no command takes. */
  extra: string[]
  values: FlagValues
}

/** Splits `argv` into the command and its flags; a malformed flag is a `UsageError` naming it. */
export function readCommandLine(argv: readonly string[]): CommandLine {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: PARSE_OPTIONS,
      allowPositionals: true,
      strict: true,
    })
    const [command, ...extra] = positionals
    return { command, extra, values: values as FlagValues }
  } catch (error) {
    throw parseFailure(error)
  }
}

/** Rewords the parser's errors (which quote the flag, e.g. `Unknown option '--colour'`). */
function parseFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) return error
  const message = (error as Error).message
  // Node quotes the flag as typed, or as `'-h, --help'` for one with a short form.
  const typed = /^[^']*'(?:-\w, )?(-[^' ]*)/.exec(message)?.[1]
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && typed) {
    return new UsageError(`unknown flag ${typed}. Allowed: ${KNOWN_FLAGS.join(', ')}.`)
  }
  const flag = typed?.startsWith('--') ? findFlag(typed.slice(2)) : undefined
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag) {
    if (flag.value.kind === 'switch') return new UsageError(`--${flag.name} takes no value.`)
    return new UsageError(
      `--${flag.name} needs a value (write --${flag.name}=VALUE for one starting with "-"). ` +
        `Allowed: ${allowedValues(flag)}.`,
    )
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && typed) {
    return new UsageError(`${typed} takes no value.`, 'main')
  }
  return new UsageError(message.split('\n')[0] ?? message, 'main')
}
