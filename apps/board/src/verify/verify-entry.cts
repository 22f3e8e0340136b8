// The file the verifier's worker threads load, CommonJS on purpose. Piscina loads a worker's
// file with require() first, and Node 20's require() of an ES module aborts the whole process
// ("FATAL ERROR: v8::Module::IsGraphAsync must be used on an instantiated module") when the
// thread is stopped while that module's graph is being linked: a pool closed, or a replay
// stopped, just as a thread starts. This file is required whole at once; the replay's code
// comes in through import(), which a stopped thread simply leaves.
import type { RunRecord } from '@delve/run' with { 'resolution-mode': 'import' }
import type { Verification } from './verify-worker.js' with { 'resolution-mode': 'import' }

// Started as the thread starts, as a require() of the replay's code would be; a failure to load
// is every replay's error (and no unhandled rejection of a thread that gets none).
const worker = import('./verify-worker.js').then((loaded) => loaded.default)
worker.catch(() => {})

function verify(record: RunRecord): Promise<Verification> {
  return worker.then((replay) => replay(record))
}

export = verify
