import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { VERIFY_WORKER } from '../src/verify/verifier.js'

const exec = promisify(execFile)

// A worker thread stopped while Node 20's require() links an ES module's graph aborts the whole
// process (a V8 fatal error, not an exception): the verifier's threads are stopped when it
// closes and when a replay runs out of time, so what they load must never go through require()
// of an ES module.
describe("the verifier's worker entry", () => {
  it('loads with require() of ES modules turned off, and replays a record through import()', async () => {
    const script = [
      `const verify = require(${JSON.stringify(VERIFY_WORKER)})`,
      "import('@delve/run').then(({ act, createRun, recordRun }) => {",
      "  const run = createRun({ seed: 'entry' })",
      "  act(run, { kind: 'wait' })",
      '  return verify(recordRun(run))',
      '}).then((found) => console.log(JSON.stringify(found)))',
    ].join('\n')
    const { stdout } = await exec(
      process.execPath,
      ['--no-experimental-require-module', '-e', script],
      { cwd: import.meta.dirname },
    )
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, end: 'playing', turns: 1 })
  })
})
