/**
 * Checks for data from outside the program (a save, a map file, the address), in one place for
 * the whole game. The predicates say yes or no; the readers return the value or throw an error
 * of the caller's kind, with a message that names what was wrong.
 */
import { isRecord } from '@delve/map'

/** How a reader reports a wrong value: the caller's own error class. */
export type Failure = new (message: string) => Error

// A plain object; an integer from `min` to `max`: the foundation's predicates.
export { isIntegerIn, isRecord } from '@delve/map'

/** A whole number of things: a safe integer, zero or more. */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0
}

export function readRecord(value: unknown, what: string, fail: Failure): Record<string, unknown> {
  if (!isRecord(value)) throw new fail(`${what} is not an object`)
  return value
}

export function readList(value: unknown, what: string, fail: Failure): unknown[] {
  if (!Array.isArray(value)) throw new fail(`${what} must be an array`)
  return value
}

export function readText(value: unknown, what: string, fail: Failure): string {
  if (typeof value !== 'string') throw new fail(`${what} is not text`)
  return value
}

export function readNumber(value: unknown, what: string, fail: Failure): number {
  if (typeof value !== 'number') throw new fail(`${what} is not a number`)
  return value
}

export function readBoolean(value: unknown, what: string, fail: Failure): boolean {
  if (typeof value !== 'boolean') throw new fail(`${what} is not true or false`)
  return value
}

export function readCount(value: unknown, what: string, fail: Failure): number {
  if (!isCount(value)) throw new fail(`${what} is not a count`)
  return value
}
