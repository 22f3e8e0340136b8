import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the browser the test files share listens (`launchBrowser` connects to it). */
    browserEndpoint: string
    /** The copy of the built game the files serve (`startPreview`). */
    gameDist: string
  }
}

/**
 * Vitest's global setup for the end-to-end tests: one headless Chromium for all the files, each
 * of which connects to it and makes contexts of its own (a browser started per file cost seconds
 * of work apiece), and one copy of the built game that they all serve: a build of the game while
 * the tests run (another command in the same checkout) cannot change the page under them. Nothing
 * it does reaches beyond this machine: it listens on the loopback only.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist')
  const copy = await mkdtemp(join(tmpdir(), 'delve-e2e-dist-'))
  await cp(built, copy, { recursive: true })
  project.provide('gameDist', copy)
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    host: '127.0.0.1',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  project.provide('browserEndpoint', server.wsEndpoint())
  return async () => {
    await server.close()
    await rm(copy, { recursive: true, force: true })
  }
}
