import { describeFailure, UsageError } from './errors.js'
import { readCommandLine } from './flags/command-line.js'
import { GENERATE_USAGE, MAIN_USAGE, VAULT_USAGE } from './flags/usage.js'
import { generate, readGenerateRequest } from './generate.js'
import { checkVaultFiles } from './vault-check.js'

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
    return (await dispatch(argv, io)) ?? 0
  } catch (error) {
    const { message, code, bare } = describeFailure(error)
    io.stderr(bare ? `${message}\n` : `delve: ${message}\n`)
    return code
  }
}

const COMMANDS = 'Allowed: generate, vault.'

async function dispatch(argv: readonly string[], io: Io): Promise<number | undefined> {
  const { command, extra, values } = readCommandLine(argv)
  if (values.version) return void (await io.stdout(`${io.version}\n`))
  const helpFor = command === 'help' ? extra[0] : values.help ? command : null
  if (helpFor !== null) {
    const usage =
      helpFor === 'generate' ? GENERATE_USAGE : helpFor === 'vault' ? VAULT_USAGE : MAIN_USAGE
    return void (await io.stdout(usage))
  }
  if (command === undefined) throw new UsageError(`missing command. ${COMMANDS}`, 'main')
  if (command === 'vault') {
    const out: string[] = []
    const code = checkVaultFiles(extra, values, { stdout: (t) => out.push(t), stderr: io.stderr })
    if (out.length > 0) await io.stdout(out.join(''))
    return code
  }
  if (command !== 'generate') {
    throw new UsageError(`unknown command ${JSON.stringify(command)}. ${COMMANDS}`, 'main')
  }
  if (extra.length > 0) {
    throw new UsageError(
      `unexpected argument ${JSON.stringify(extra[0])}: generate takes flags only.`,
    )
  }
  await generate(readGenerateRequest(values), io.stdout)
  return undefined
}
