import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { type PreviewServer, preview } from 'vite'

export const APP_DIR = dirname(dirname(fileURLToPath(import.meta.url)))

/** Serves the built `dist` on a free loopback port and returns the server and its origin. */
export async function startPreview(): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({
    root: APP_DIR,
    configFile: join(APP_DIR, 'vite.config.ts'),
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') throw new Error('preview has no TCP port')
  return { server, origin: `http://127.0.0.1:${address.port}` }
}

/** Headless Chromium with a throwaway profile; nothing it does reaches beyond this machine. */
export async function launchBrowser(): Promise<{
  context: BrowserContext
  close(): Promise<void>
}> {
  const profile = await mkdtemp(join(tmpdir(), 'delve-e2e-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  return {
    context,
    async close() {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    },
  }
}

/** Everything the page said or did that a clean run must not contain. */
export interface PageProblems {
  consoleErrors: string[]
  consoleWarnings: string[]
  pageErrors: string[]
  foreignRequests: string[]
}

/**
 * With the GPU disabled, Chromium composites in software and reads each WebGL frame back from its
 * software GPU, noting "GPU stall due to ReadPixels" on the page's console (a few times, then
 * "this message will no longer repeat"). The browser says it, not the game.
 */
const BROWSER_GPU_NOTE = /^\[\.WebGL-[^\]]+\]GL Driver Message \(OpenGL, Performance,/

/** Records console errors and warnings, uncaught exceptions, and requests to other origins. */
export function watchForProblems(
  context: BrowserContext,
  page: Page,
  origin: string,
): PageProblems {
  const problems: PageProblems = {
    consoleErrors: [],
    consoleWarnings: [],
    pageErrors: [],
    foreignRequests: [],
  }
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error') problems.consoleErrors.push(text)
    if (message.type() === 'warning' && !BROWSER_GPU_NOTE.test(text)) {
      problems.consoleWarnings.push(text)
    }
  })
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message))
  context.on('request', (request) => {
    const url = request.url()
    if (url.startsWith('data:') || url.startsWith('blob:')) return
    if (new URL(url).origin !== origin) problems.foreignRequests.push(url)
  })
  return problems
}
