// What the browser examples' tests share. Each example's test serves its own build, opens it in
// headless Chromium, drives it through `window.example`, and reads its screenshots as pixels.

export type { Page } from 'playwright-core'
export {
  type ExampleHook,
  type ExampleOptions,
  exampleState,
  framesPass,
  type PageProblems,
  POLL,
  useExample,
} from './browser.js'
export {
  type Area,
  colourAt,
  type Found,
  findSprite,
  type PixelStats,
  type Pixels,
  pixelStats,
  readPng,
  type Sprite,
} from './pixels.js'
