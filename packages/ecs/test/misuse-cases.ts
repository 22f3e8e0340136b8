import { misuseKit } from '@delve/testing/misuse'
import { ArgumentRangeError, ArgumentTypeError } from '../src/index.js'

// The shared misuse table parts (`@delve/testing/misuse`), bound to this package's errors.
export {
  argumentCases,
  type Bad,
  byDesignEntries,
  type Case,
  type Entry,
  noInputEntries,
  refusalCases,
  shown,
  thrownBy,
} from '@delve/testing/misuse'

export const {
  NOT_NUMBERS,
  NOT_STRINGS,
  NOT_BOOLEANS,
  NOT_OBJECTS,
  NOT_FUNCTIONS,
  badIntegers,
  badNumbers,
} = misuseKit(ArgumentTypeError, ArgumentRangeError)
