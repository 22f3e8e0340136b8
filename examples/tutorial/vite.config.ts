import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// One page per part of the tutorial (`part-NN/index.html`) and a contents page, built together
// so Phaser and Delve's packages are one shared chunk. Served to this machine only; relative
// paths, so the build works from any folder (the docs serve it under `/play/`). Phaser alone is
// over a megabyte minified: expected, not a warning sign.
const root = fileURLToPath(new URL('.', import.meta.url))
const parts = readdirSync(root).filter((name) => /^part-\d\d$/.test(name))

export default defineConfig({
  base: './',
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: Object.fromEntries([
        ['index', `${root}index.html`],
        ...parts.map((part) => [part, `${root}${part}/index.html`]),
      ]),
    },
  },
})
