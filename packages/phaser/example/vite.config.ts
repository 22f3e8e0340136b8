import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The README's example built against this workspace's packages: `@delve/phaser` is this
// package's own build (its `dist`), as a user's install would give it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  resolve: {
    alias: { '@delve/phaser': fileURLToPath(new URL('../dist/index.js', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  preview: { host: '127.0.0.1', port: 0 },
})
