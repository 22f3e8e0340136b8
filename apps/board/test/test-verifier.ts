import { Verifier } from '../src/verify/verifier.js'

const SHARED = Symbol.for('delve.board.testVerifier')
const held = globalThis as { [SHARED]?: Verifier }

/**
 * The verifier of the in-process tests' boards, one thread, made on first use: the test files
 * run one after another in one process (`isolate: false` in vitest.config.ts) and share it, its
 * thread's replay code loaded and compiled once, not once a file. The files leave it open: it
 * goes with the process.
 */
export function testVerifier(): Verifier {
  held[SHARED] ??= new Verifier({ threads: 1 })
  return held[SHARED]
}
