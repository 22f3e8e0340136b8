// The misuse tables' parts, shared by every package's misuse suite: what an export does with what
// it cannot take. A package's table has an entry for every runtime export; its test compares the
// two, so a new export without cases fails it. Read by vitest from this TypeScript source.

type ErrorClass = abstract new (...args: never[]) => Error

/** One wrong call: it must throw `error`, whose message names `fn` and each of `names`. */
export interface Case {
  what: string
  call: () => unknown
  error: ErrorClass
  fn: string
  names: readonly string[]
}

export type Entry =
  /** A function or constructor: the calls it must refuse. */
  | { cases: readonly Case[] }
  /** A value, not a function: nothing is handed to it. */
  | { constant: string }
  /** A function of no parameters. */
  | { takesNothing: string }
  /** A function that takes any value by design (said in its comment): `check` shows it does. */
  | { acceptsAnything: string; check: () => void }

/** A bad value of an argument and the error it must raise. */
export type Bad = readonly [value: unknown, error: ErrorClass]

/**
 * The bad values and case makers for a package whose wrong types raise `typeError` and whose
 * values out of range raise `rangeError` (`@delve/map`'s `ArgumentTypeError` and
 * `ArgumentRangeError`, which every package re-exports).
 */
export function misuseKit(typeError: ErrorClass, rangeError: ErrorClass) {
  /** The wrong types every argument that wants a number refuses. */
  const NOT_NUMBERS: readonly Bad[] = [
    ['7', typeError],
    [null, typeError],
    [{}, typeError],
    [[7], typeError],
  ]

  /**
   * Bad values for an integer argument from `min` to `max`: wrong types, NaN, ±Infinity,
   * fractions, just out of range, huge. The right type out of range raises `range`.
   */
  function badIntegers(
    min = Number.NEGATIVE_INFINITY,
    max = Number.POSITIVE_INFINITY,
    range: ErrorClass = rangeError,
  ): readonly Bad[] {
    const out: Bad[] = [
      ...NOT_NUMBERS,
      [Number.NaN, range],
      [Number.POSITIVE_INFINITY, range],
      [Number.NEGATIVE_INFINITY, range],
      [(Number.isFinite(min) ? min : 0) + 0.5, range],
    ]
    if (Number.isFinite(min)) out.push([min - 1, range], [-(2 ** 40), range])
    if (Number.isFinite(max)) out.push([max + 1, range], [2 ** 40, range])
    return out
  }

  /** Bad values for a finite number from `min` up (above `min` with `above`). */
  function badNumbers(min = Number.NEGATIVE_INFINITY, above = false): readonly Bad[] {
    const out: Bad[] = [
      ...NOT_NUMBERS,
      [Number.NaN, rangeError],
      [Number.POSITIVE_INFINITY, rangeError],
      [Number.NEGATIVE_INFINITY, rangeError],
    ]
    if (Number.isFinite(min))
      out.push([above ? min : min - 0.5, rangeError], [-(2 ** 40), rangeError])
    return out
  }

  return {
    NOT_NUMBERS,
    badIntegers,
    badNumbers,
    /** Bad values for a string argument. */
    NOT_STRINGS: [
      [7, typeError],
      [null, typeError],
      [undefined, typeError],
      [['g'], typeError],
    ] as readonly Bad[],
    /** Bad values for a true-or-false argument. */
    NOT_BOOLEANS: [
      ['yes', typeError],
      [1, typeError],
      [null, typeError],
    ] as readonly Bad[],
    /** Bad values for an object argument (an options object, a point, a turn's events). */
    NOT_OBJECTS: [
      [null, typeError],
      [5, typeError],
      ['x', typeError],
      [[], typeError],
    ] as readonly Bad[],
    /** Bad values for a function argument. */
    NOT_FUNCTIONS: [
      ['f', typeError],
      [5, typeError],
      [null, typeError],
      [{}, typeError],
    ] as readonly Bad[],
  }
}

/**
 * How a message shows a value, where it is plain: numbers and short strings as written, null and
 * undefined by name. Objects are named by kind or as short JSON; the test then asks for the
 * argument alone.
 */
export function shown(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = JSON.stringify(value)
    return text.length > 42 ? [] : [text]
  }
  if (typeof value === 'number' || value === null || value === undefined) return [String(value)]
  return []
}

/** One case per bad value: `call(value)` must throw its error, naming `fn`, `argument` and the value. */
export function argumentCases(
  fn: string,
  argument: string,
  values: readonly Bad[],
  call: (value: never) => unknown,
): Case[] {
  return values.map(([value, error]) => ({
    what: `${argument} ${shown(value)[0] ?? label(value)}`,
    call: () => call(value as never),
    error,
    fn,
    names: [argument, ...shown(value)],
  }))
}

/** A short name for a value in a test's title. */
function label(value: unknown): string {
  if (ArrayBuffer.isView(value)) {
    return `a ${value.constructor.name} of ${(value as unknown as { length: number }).length}`
  }
  if (typeof value === 'function') return 'a function'
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    text = undefined
  }
  text ??= String(value)
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}

/** A table: each runtime export of a package by name, and what it does with what it cannot take. */
export type Table = Readonly<Record<string, Entry>>

/** The table's constants and functions of no parameters, for a test that they take no input. */
export function noInputEntries(table: Table): (readonly [string, Entry])[] {
  return Object.entries(table).flatMap(([name, entry]) =>
    'constant' in entry || 'takesNothing' in entry ? [[name, entry] as const] : [],
  )
}

/** The table's exports that take anything by design, each with its `check`. */
export function byDesignEntries(table: Table) {
  return Object.entries(table).flatMap(([name, entry]) =>
    'check' in entry ? [[name, entry] as const] : [],
  )
}

/** Every wrong call of `entries`, as `[export, what, case]` rows for `it.each`. */
export function refusalCases(entries: readonly (readonly [string, Entry])[]) {
  return entries.flatMap(([name, entry]) =>
    'cases' in entry ? entry.cases.map((c) => [name, c.what, c] as const) : [],
  )
}

/** What `call` throws, or undefined when it returns. */
export function thrownBy(call: () => unknown): unknown {
  try {
    call()
  } catch (error) {
    return error
  }
  return undefined
}
