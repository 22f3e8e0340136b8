import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the browser the test files share listens (`launchBrowser` connects to it). */
    browserEndpoint: string
  }
}

/**
 * Vitest's global setup for the end-to-end tests: one headless Chromium for all the files, each
 * of which connects to it and makes contexts of its own (a browser started per file cost seconds
 * of work apiece). Nothing it does reaches beyond this machine: it listens on the loopback only.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
  return () => server.close()
}
