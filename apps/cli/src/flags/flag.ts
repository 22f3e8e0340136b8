// What a command-line flag is: how its value reads, what it sets, its help line, what it accepts.

/**
 * What a flag's value is checked against before it is used. An integer's `range` is in words, for
 * the README (a bad value's message says the range that applies); a switch takes no value and sets
 * its option to `sets`.
 */
export type FlagValue =
  | { kind: 'text'; allowed: string }
  | { kind: 'integer'; range: string }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'switch'; sets: boolean }

/** One `delve generate` flag: how its value reads, what it sets, and its line in the help. */
export interface Flag {
  /** The long name, without the dashes. */
  name: string
  /** What the value is called in the help; a switch has none. */
  placeholder?: string
  value: FlagValue
  /** The library option it sets: the library's errors for that option are reported as this flag. */
  option?: string
  help: string
  /** The default, as the help shows it. */
  defaultText?: string
}

/** A list of allowed values as the library words it: `one of "a", "b"`. */
export function oneOf(choices: readonly string[]): string {
  return `one of ${choices.map((choice) => `"${choice}"`).join(', ')}`
}

/** What a flag accepts, in the library's words: `one of "a", "b"`, `an integer`, … */
export function allowedValues(flag: Flag): string {
  switch (flag.value.kind) {
    case 'choice':
      return oneOf(flag.value.choices)
    case 'integer':
      return 'an integer'
    case 'text':
      return flag.value.allowed
    case 'switch':
      return 'no value'
  }
}
