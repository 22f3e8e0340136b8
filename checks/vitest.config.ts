import { defineConfig } from 'vitest/config'

// The time-out bounds a hang only; no test checks a speed. Twice the other packages' bound: the
// packed phaser example (npm installs, a Vite build, Chromium) took 460 s of the 600 with two
// test runs sharing two cores.
export default defineConfig({
  test: { include: ['*.test.ts'], testTimeout: 1_200_000, hookTimeout: 1_200_000 },
})
