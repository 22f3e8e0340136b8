import { defineConfig } from 'vite'

// Served to this machine only; relative paths, so the build works from any folder. Phaser alone
// is over a megabyte minified: expected, not a warning sign.
export default defineConfig({
  base: './',
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
})
