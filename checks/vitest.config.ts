import { defineConfig } from 'vitest/config'

// The time-out bounds a hang only (a loaded two-core machine is slow); no test checks a speed.
export default defineConfig({
  test: { include: ['*.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 },
})
