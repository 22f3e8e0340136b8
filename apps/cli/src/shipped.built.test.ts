import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { delveProcess, main, version } from '../test/delve.js'

// What only the shipped process shows (the other tests run the command in-process from its
// sources): the exit code reaching the shell, output that stops when its reader goes away.
describe('the built `delve` bin', () => {
  it('exits 0 with its output on stdout', async () => {
    const { code, stdout, stderr } = await delveProcess('--version')
    expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' })
  })

  it('exits 2 on a usage mistake, with one line and no stack on stderr', async () => {
    const { code, stdout, stderr } = await delveProcess('generate', '--width', '2')
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^delve: invalid --width: 2\. Allowed: an integer from 4 to 4096\./)
    expect(stderr).not.toMatch(/^\s+at /m)
  })

  it('stops quietly with exit code 0 when the reader closes the pipe early', async () => {
    const child = spawn(process.execPath, [main, 'generate', '--count', '10000'])
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect(code).toBe(0)
    expect(stderr).toBe('')
  })
})
