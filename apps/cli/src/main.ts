#!/usr/bin/env node
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { run } from './cli.js'

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))

// A reader that stops early (`delve generate --count 1000 | head`) is not a failure: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') process.stderr.write(`delve: cannot write output: ${error.message}\n`)
  process.exit(error.code === 'EPIPE' ? 0 : 1)
})

process.exitCode = await run(process.argv.slice(2), {
  // Waits for a full pipe to drain, so a batch is never held in memory all at once.
  stdout: (text) => (process.stdout.write(text) ? undefined : once(process.stdout, 'drain').then()),
  stderr: (text) => process.stderr.write(text),
  version,
})
