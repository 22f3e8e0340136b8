import { type Browser, chromium } from 'playwright-core'
import { preview } from 'vite'

/** A built page served on a free loopback port, and headless Chromium to open it in. */
export interface ServedPage {
  url: string
  browser: Browser
  /** Closes the browser, then the server. */
  close(): Promise<void>
}

/** Serves `dir` (a built page with its `index.html`) and starts Chromium (`CHROMIUM_PATH`, else Debian's). */
export async function servePage(dir: string): Promise<ServedPage> {
  const server = await preview({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: '.' },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') throw new Error('preview has no TCP port')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  return {
    url: `http://127.0.0.1:${address.port}/`,
    browser,
    async close() {
      await browser.close()
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    },
  }
}
