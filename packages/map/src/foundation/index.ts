// The foundation under every Delve package: the argument errors and the checks that throw them.
export { ArgumentRangeError, ArgumentTypeError, describeValue } from './errors.js'
export {
  checkBoolean,
  checkFunction,
  checkInteger,
  checkKnownKeys,
  checkNumber,
  checkOneOf,
  checkOptions,
  checkPoint,
  checkRecord,
  checkString,
  integerWords,
  isIntegerIn,
  isRecord,
  type RangeErrorClass,
} from './guards.js'
export { checkTileMap } from './tile-map-check.js'
