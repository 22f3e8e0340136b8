import { DungeonOptionsError, VaultError } from '@delve/map'
import { flagForOption } from './flags/flags.js'

/** A mistake on the command line: reported with a pointer to the help, exit code 2. */
export class UsageError extends Error {
  /** Which help to point to: a command's, or the general one. */
  readonly help: 'generate' | 'vault' | 'main'

  constructor(message: string, help: 'generate' | 'vault' | 'main' = 'generate') {
    super(message)
    this.name = 'UsageError'
    this.help = help
  }
}

/** Output that could not be written (a missing directory, a full disk): exit code 1. */
export class OutputError extends Error {
  constructor(file: string, cause: unknown) {
    super(`cannot write ${file}: ${cause instanceof Error ? cause.message : String(cause)}`)
    this.name = 'OutputError'
  }
}

/** How a value is quoted in messages, as the library does: numbers bare, anything else as JSON. */
export function showValue(value: unknown): string {
  return typeof value === 'number' ? String(value) : JSON.stringify(String(value))
}

/**
 * Every bad-value message has the library's shape: `invalid --flag: value. Allowed: …`. An
 * integer flag's value is given as read (`integerOrText`), so a whole number shows bare.
 */
export function invalidFlag(flag: string, value: unknown, allowed: string): UsageError {
  return new UsageError(`invalid --${flag}: ${showValue(value)}. Allowed: ${allowed}.`)
}

/**
 * The library's error, reworded from its fields to name the flag the user typed instead of the
 * option behind it (`roomMinSize` is `--room-min`); what is allowed is the library's own words.
 */
export function fromOptionsError(error: DungeonOptionsError): UsageError {
  const flag = flagForOption(error.option)
  if (!flag) return new UsageError(error.message)
  return invalidFlag(flag.name, error.value, error.allowed)
}

/**
 * Turns any failure into the line to print and the exit code: 2 for the user's mistake, else 1.
 * A mistake in a vault file is printed bare (`bare`), as `file:line:column: …`, for editors.
 */
export function describeFailure(error: unknown): { message: string; code: 1 | 2; bare?: true } {
  if (error instanceof VaultError) return { message: error.message, code: 2, bare: true }
  const usage = error instanceof DungeonOptionsError ? fromOptionsError(error) : error
  if (usage instanceof UsageError) {
    const help = usage.help === 'main' ? 'delve --help' : `delve ${usage.help} --help`
    return { message: `${usage.message}\nRun "${help}" for usage.`, code: 2 }
  }
  return { message: error instanceof Error ? error.message : String(error), code: 1 }
}
