/**
 * `@delve/run/testing`: the run's test hooks, apart from the package's main entry, whose one way
 * to change a run is `act`. For tests, benchmarks and a game's sandbox: set a scene up (a monster
 * here, an item there), play one input and read its report, make the level anew.
 *
 * @module \@delve/run/testing
 */

export { type RunTestHooks, testHooks } from './run/test-hooks.js'
