// The test command's unit step (scripts/test.mjs), after the build: `pnpm test:unit`'s files and
// those that run what the build makes (`needsBuild`: README examples by plain node, shipped
// bins), in one vitest process. One process for the eleven workspaces took 139 CPU-seconds
// where a process each took 154 (the same 8 833 tests, alone on two cores).
import { configDefaults, defineConfig } from 'vitest/config'
import unit from './vitest.config.js'

export default defineConfig({
  ...unit,
  test: { ...unit.test, exclude: [...configDefaults.exclude] },
})
