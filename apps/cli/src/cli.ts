import { describeFailure, UsageError } from './errors.js'
import { readCommandLine } from './flags/command-line.js'
import { GENERATE_USAGE, MAIN_USAGE } from './flags/usage.js'
import { generate, readGenerateRequest } from './generate.js'

export interface Io {
  /** Writes to standard output; may return a promise that resolves once a slow reader caught up. */
  stdout: (text: string) => void | Promise<void>
  stderr: (text: string) => void
  version: string
}

/**
 * Runs the command line `argv` (without node and the script) and returns the exit code: 0
 * success, 2 a usage mistake, 1 anything else. Failures are one message on stderr, never a trace.
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  try {
    await dispatch(argv, io)
    return 0
  } catch (error) {
    const { message, code } = describeFailure(error)
    io.stderr(`delve: ${message}\n`)
    return code
  }
}

async function dispatch(argv: readonly string[], io: Io): Promise<void> {
  const { command, extra, values } = readCommandLine(argv)
  if (values.version) return io.stdout(`${io.version}\n`)
  const helpFor = command === 'help' ? extra[0] : values.help ? command : null
  if (helpFor !== null) return io.stdout(helpFor === 'generate' ? GENERATE_USAGE : MAIN_USAGE)
  if (command === undefined) throw new UsageError('missing command. Allowed: generate.', 'main')
  if (command !== 'generate') {
    throw new UsageError(`unknown command ${JSON.stringify(command)}. Allowed: generate.`, 'main')
  }
  if (extra.length > 0) {
    throw new UsageError(
      `unexpected argument ${JSON.stringify(extra[0])}: generate takes flags only.`,
    )
  }
  return generate(readGenerateRequest(values), io.stdout)
}
