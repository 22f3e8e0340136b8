// A package's documented examples run as a user runs them: plain node from the package's folder,
// where the package's own name is its build (`dist/`). All of them in one node process, one after
// another, each its own module file (a node process an example cost half a CPU-second to start
// and load the package before the example's own work).
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** What an example wrote on its standard output, and the error it threw, if any. */
export interface ExampleRun {
  stdout: string
  error?: string
}

/** Imports each module in turn, its output kept apart; prints them all as JSON at the end. */
const RUNNER = `
const write = process.stdout.write.bind(process.stdout)
const runs = []
for (const url of JSON.parse(process.env.DELVE_EXAMPLES)) {
  let stdout = ''
  process.stdout.write = (chunk, encoding, done) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
    const callback = typeof encoding === 'function' ? encoding : done
    if (typeof callback === 'function') callback()
    return true
  }
  try {
    await import(url)
    runs.push({ stdout })
  } catch (error) {
    runs.push({ stdout, error: String(error?.stack ?? error) })
  }
}
process.stdout.write = write
write(JSON.stringify(runs))
`

/**
 * Runs each of `codes` (ES modules, as a README shows them) by plain node in the package folder
 * `packageDir`, in one process, and returns what each printed, in order. Each is a file of a
 * temporary folder inside the package (so its name resolves to itself, as from the folder).
 */
export async function runExamples(
  packageDir: string,
  codes: readonly string[],
): Promise<ExampleRun[]> {
  const dir = mkdtempSync(join(packageDir, '.examples-'))
  try {
    const urls = codes.map((code, i) => {
      const file = join(dir, `example-${i}.mjs`)
      writeFileSync(file, code)
      return pathToFileURL(file).href
    })
    const runner = join(dir, 'run.mjs')
    writeFileSync(runner, RUNNER)
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [runner],
        {
          cwd: packageDir,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, DELVE_EXAMPLES: JSON.stringify(urls) },
        },
        (error, out) => (error ? reject(error) : resolve(out)),
      )
    })
    return JSON.parse(stdout) as ExampleRun[]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
