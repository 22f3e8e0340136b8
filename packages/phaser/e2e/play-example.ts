import { Frame, paintTileset, TILE_SIZE } from '@delve/art'
import { decode } from 'fast-png'
import type { Page } from 'playwright-core'
import { framesPass, servePage } from './served-page.js'

/** A screenshot as RGBA bytes. */
interface Shot {
  width: number
  height: number
  data: Uint8Array
}

/** Where the player's sprite is on a screenshot: its top-left corner, and the zoom it is drawn at. */
export interface Found {
  x: number
  y: number
  zoom: number
}

export interface ExampleRun {
  /** Distinct colours on the first screenshot, and the share of its pixels that are not black. */
  colours: number
  lit: number
  /** Where the player was drawn at first, and after the first key that moved it. */
  before: Found[]
  after: Found[]
  /** The key that moved the player. */
  moved: string | null
  /** How many tiles that key moved the drawn player (1 for one step), or null if none did. */
  tilesMoved: number | null
  /**
   * Near-white pixels (the message log's text) in the bottom-left corner of the page at first,
   * and after a walk into the walls: the turns' lines are shown.
   */
  logBefore: number
  logAfter: number
  problems: string[]
}

/** The player's frame of `@delve/art`: its opaque pixels, each with its colour. */
function playerPixels(): { x: number; y: number; rgb: [number, number, number] }[] {
  const image = paintTileset()
  const pixels = []
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) {
      const i = (y * image.width + Frame.Player * TILE_SIZE + x) * 4
      if (image.data[i + 3] !== 255) continue
      pixels.push({
        x,
        y,
        rgb: [image.data[i], image.data[i + 1], image.data[i + 2]] as [number, number, number],
      })
    }
  }
  return pixels
}

const PLAYER = playerPixels()

/** Every place on the screenshot the player's sprite is drawn, at zoom 1 to 4. */
export function findPlayer(shot: Shot): Found[] {
  const found: Found[] = []
  const channels = shot.data.length / (shot.width * shot.height)
  for (let zoom = 1; zoom <= 4; zoom++) {
    const size = TILE_SIZE * zoom
    for (let oy = 0; oy + size <= shot.height; oy++) {
      for (let ox = 0; ox + size <= shot.width; ox++) {
        let match = true
        for (const { x, y, rgb } of PLAYER) {
          const i = ((oy + y * zoom) * shot.width + ox + x * zoom) * channels
          if (
            Math.abs((shot.data[i] as number) - rgb[0]) > 6 ||
            Math.abs((shot.data[i + 1] as number) - rgb[1]) > 6 ||
            Math.abs((shot.data[i + 2] as number) - rgb[2]) > 6
          ) {
            match = false
            break
          }
        }
        // At a zoom above 1 the same sprite also matches a pixel or so off: one place each.
        const near = found.some((f) => Math.abs(f.x - ox) < size && Math.abs(f.y - oy) < size)
        if (match && !near) found.push({ x: ox, y: oy, zoom })
      }
    }
  }
  return found
}

async function screenshot(page: Page): Promise<Shot> {
  const png = decode(await page.screenshot())
  return { width: png.width, height: png.height, data: png.data as Uint8Array }
}

/** Distinct colours, and the share of pixels brighter than the background's near-black. */
function colourCount(shot: Shot): { colours: number; lit: number } {
  const channels = shot.data.length / (shot.width * shot.height)
  const colours = new Set<number>()
  let lit = 0
  for (let i = 0; i < shot.data.length; i += channels) {
    const r = shot.data[i] as number
    const g = shot.data[i + 1] as number
    const b = shot.data[i + 2] as number
    colours.add((r << 16) | (g << 8) | b)
    if (r + g + b > 60) lit++
  }
  return { colours: colours.size, lit: lit / (shot.width * shot.height) }
}

/** Near-white pixels in the bottom-left corner (the log's place on a whole-map view). */
function logPixels(shot: Shot): number {
  const channels = shot.data.length / (shot.width * shot.height)
  let count = 0
  for (let y = shot.height - 40; y < shot.height; y++) {
    for (let x = 0; x < shot.width / 2; x++) {
      const i = (y * shot.width + x) * channels
      if (
        Math.min(shot.data[i] as number, shot.data[i + 1] as number, shot.data[i + 2] as number) >
        190
      )
        count++
    }
  }
  return count
}

/**
 * Frames for a key to be played and the camera to come to rest: it eases a quarter of the way a
 * frame (`MapCamera`'s lerp), so after 40 frames less than a hundredth of a pixel is left.
 */
const SETTLE_FRAMES = 40

const KEYS = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'KeyD', 'KeyS', 'KeyA', 'KeyW']

/**
 * Serves a built example (`dir` holds its `index.html`), plays it in headless Chromium at
 * 1280 × 720: a screenshot once it has drawn, then movement keys one by one until the player's
 * sprite stands one tile from where it stood. Everything the page logged as an error is returned.
 * With `keys` false it stops at the first screenshot the player is drawn on: no key pressed.
 */
export async function playExample(
  dir: string,
  screenshotPath?: string,
  keys = true,
): Promise<ExampleRun> {
  const { url, browser, close } = await servePage(dir)
  const problems: string[] = []
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    await page.goto(url)
    await page.waitForSelector('canvas')
    // The player is drawn once the first frames are (the test's time-out bounds the wait).
    let before: Found[] = []
    let first: Shot | null = null
    while (before.length !== 1) {
      await framesPass(page, 2)
      first = await screenshot(page)
      before = findPlayer(first)
    }
    // Drawn, and the camera come to rest (before a key, whose step is read against it).
    if (keys) {
      await framesPass(page, SETTLE_FRAMES)
      first = await screenshot(page)
      before = findPlayer(first)
    }
    if (screenshotPath) await page.screenshot({ path: screenshotPath })
    const { colours, lit } = first ? colourCount(first) : { colours: 0, lit: 0 }
    let after = before
    let moved: string | null = null
    if (!keys) {
      const log = first ? logPixels(first) : 0
      return {
        colours,
        lit,
        before,
        after,
        moved,
        tilesMoved: null,
        logBefore: log,
        logAfter: log,
        problems,
      }
    }
    for (const key of KEYS) {
      if (before.length !== 1) break
      await page.keyboard.press(key)
      await framesPass(page, SETTLE_FRAMES)
      after = findPlayer(await screenshot(page))
      const [a] = after
      const [b] = before
      if (a && b && after.length === 1 && (a.x !== b.x || a.y !== b.y)) {
        moved = key
        break
      }
    }
    // A walk up and then left ends against walls, or in a fight: either way, lines in the log.
    for (const key of [...Array(12).fill('ArrowUp'), ...Array(12).fill('ArrowLeft')]) {
      await page.keyboard.press(key)
      await framesPass(page, 2)
    }
    await framesPass(page, SETTLE_FRAMES)
    const logBefore = first ? logPixels(first) : 0
    const logAfter = logPixels(await screenshot(page))
    const [b] = before
    const [a] = after
    const tilesMoved =
      moved && a && b
        ? Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) / (TILE_SIZE * b.zoom)
        : null
    return { colours, lit, before, after, moved, tilesMoved, logBefore, logAfter, problems }
  } finally {
    await close()
  }
}
