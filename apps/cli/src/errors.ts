import { DungeonOptionsError } from '@delve/map'
import { flagForOption } from './flags.js'

/** A mistake on the command line: reported with a pointer to the help, exit code 2. */
export class UsageError extends Error {
  /** Which help to point to: the command's, or the general one. */
  readonly help: 'generate' | 'main'

  constructor(message: string, help: 'generate' | 'main' = 'generate') {
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

/** How a value is quoted in messages: numbers bare, anything else as a JSON string. */
export function showValue(text: string): string {
  return /^-?\d+$/.test(text) ? text : JSON.stringify(text)
}

/** Every bad-value message has the library's shape: `invalid --flag: value. Allowed: …`. */
export function invalidFlag(flag: string, value: string, allowed: string): UsageError {
  return new UsageError(`invalid --${flag}: ${showValue(value)}. Allowed: ${allowed}.`)
}

/**
 * The library's error, reworded to name the flag the user typed instead of the option behind it
 * (`Invalid roomMinSize: 2` becomes `invalid --room-min: 2`); the allowed range is kept as is.
 */
export function fromOptionsError(error: DungeonOptionsError): UsageError {
  const flag = flagForOption(error.option)
  const prefix = `Invalid ${error.option}: `
  if (!flag || !error.message.startsWith(prefix)) return new UsageError(error.message)
  return new UsageError(`invalid --${flag.name}: ${error.message.slice(prefix.length)}`)
}

/** Turns any failure into the line to print and the exit code: 2 for the user's mistake, else 1. */
export function describeFailure(error: unknown): { message: string; code: 1 | 2 } {
  const usage = error instanceof DungeonOptionsError ? fromOptionsError(error) : error
  if (usage instanceof UsageError) {
    const help = usage.help === 'generate' ? 'delve generate --help' : 'delve --help'
    return { message: `${usage.message}\nRun "${help}" for usage.`, code: 2 }
  }
  return { message: error instanceof Error ? error.message : String(error), code: 1 }
}
