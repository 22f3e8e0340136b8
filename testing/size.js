// The size property tests run at, for every workspace: one setting, DELVE_TEST_SIZE.
// `quick` (the default) is the test command's: sized to keep its time bound while still finding
// the bugs each suite was written for (each suite says which). `deep` is full strength, for a
// change to the rules: ten thousand dungeons, hundreds of bot runs.
// Plain JavaScript with its types beside it, so it needs no build.

/** The values DELVE_TEST_SIZE may take. */
export const TEST_SIZES = Object.freeze(['quick', 'deep'])

/**
 * Reads a DELVE_TEST_SIZE value: unset or empty is `quick`.
 * @param {string | undefined} value
 * @returns {'quick' | 'deep'}
 */
export function readTestSize(value) {
  if (value === undefined || value === '') return 'quick'
  if (value === 'quick' || value === 'deep') return value
  throw new RangeError(
    `readTestSize: DELVE_TEST_SIZE is ${JSON.stringify(value)}; allowed: "quick" (the default) or "deep"`,
  )
}

/** This process's size, read once. */
export const TEST_SIZE = readTestSize(process.env.DELVE_TEST_SIZE)

/**
 * A count for this size: `quick` at the quick size, `deep` at the deep one. Both whole numbers
 * from 1, and quick no more than deep (deep is never the weaker run).
 * @param {number} quick
 * @param {number} deep
 * @returns {number}
 */
export function sized(quick, deep) {
  return sizedFor(TEST_SIZE, quick, deep)
}

/**
 * As `sized`, for a size given.
 * @param {'quick' | 'deep'} size
 * @param {number} quick
 * @param {number} deep
 * @returns {number}
 */
export function sizedFor(size, quick, deep) {
  if (!Number.isSafeInteger(quick) || quick < 1) {
    throw new RangeError(`sized: quick is ${quick}; allowed: a whole number from 1`)
  }
  if (!Number.isSafeInteger(deep) || deep < quick) {
    throw new RangeError(`sized: deep is ${deep}; allowed: a whole number from quick (${quick})`)
  }
  if (size !== 'quick' && size !== 'deep') {
    throw new RangeError(`sized: size is ${JSON.stringify(size)}; allowed: "quick" or "deep"`)
  }
  return size === 'deep' ? deep : quick
}
