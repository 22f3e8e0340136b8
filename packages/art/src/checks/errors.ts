/**
 * The package's errors for a value it cannot take: `ArgumentTypeError` (the wrong type) and
 * `ArgumentRangeError` (the right type, out of range), the classes every Delve package throws,
 * defined once in `@delve/map` and re-exported here, so `instanceof` holds whichever package threw.
 * Each message names the function, the argument, the value as given and what is allowed
 * (`new PixelImage: width is -1; allowed: an integer from 0 to 268435456.`); the fields carry the
 * same for code. `@delve/phaser` throws the same two.
 */
export { ArgumentRangeError, ArgumentTypeError } from '@delve/map'
