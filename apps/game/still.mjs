import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { readFileSync, readdirSync } from 'node:fs'
function treeCpu(rootPid) { const procs = {}
  for (const d of readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue
    try { const s = readFileSync(`/proc/${d}/stat`, 'utf8'); const r = s.slice(s.lastIndexOf(')') + 2).split(' '); procs[d] = { ppid: r[1], cpu: (+r[11] + +r[12]) / 100 } } catch {} }
  let sum = 0; for (const [pid, p] of Object.entries(procs)) { let q = pid; while (q && q !== '0' && q !== '1') { if (q === String(rootPid)) { sum += p.cpu; break } q = procs[q]?.ppid } } return sum }
const server = await preview({ root: process.cwd(), logLevel: 'silent', preview: { host: '127.0.0.1', port: 0 } })
const origin = `http://127.0.0.1:${server.httpServer.address().port}`
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
const page = await (await browser.newContext({ viewport: { width: 800, height: 450 } })).newPage()
await page.goto(`${origin}/${process.argv[2] ?? ''}`)
await page.waitForFunction(() => window.delve?.ready === true && window.delve?.idle === true)
const f0 = await page.evaluate(() => window.delve.frames); const c0 = treeCpu(process.pid)
await new Promise((r) => setTimeout(r, 5000))
const f1 = await page.evaluate(() => window.delve.frames); const c1 = treeCpu(process.pid)
console.log('frames in 5 s:', f1 - f0, 'cpu-s:', (c1 - c0).toFixed(2), 'idle', await page.evaluate(() => window.delve.idle))
await page.keyboard.press('ArrowRight'); await page.waitForFunction(() => window.delve.idle === true)
const f2 = await page.evaluate(() => window.delve.frames); const c2 = treeCpu(process.pid)
await new Promise((r) => setTimeout(r, 5000))
const f3 = await page.evaluate(() => window.delve.frames); const c3 = treeCpu(process.pid)
console.log('after a step, frames in 5 s:', f3 - f2, 'cpu-s:', (c3 - c2).toFixed(2))
await browser.close(); await server.close()
