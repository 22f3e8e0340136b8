/** The values DELVE_TEST_SIZE may take. */
export declare const TEST_SIZES: readonly ['quick', 'deep']
/** Reads a DELVE_TEST_SIZE value: unset or empty is `quick`; anything else a RangeError. */
export declare function readTestSize(value: string | undefined): 'quick' | 'deep'
/** This process's size, from DELVE_TEST_SIZE, read once. */
export declare const TEST_SIZE: 'quick' | 'deep'
/** A count for this process's size: `quick` at the quick size, `deep` at the deep one. */
export declare function sized(quick: number, deep: number): number
/** As `sized`, for a size given. */
export declare function sizedFor(size: 'quick' | 'deep', quick: number, deep: number): number
