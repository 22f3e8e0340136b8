import { defineConfig } from 'vite'

// Loopback only: the game is served to this machine, never to the network.
const HOST = '127.0.0.1'

export default defineConfig({
  base: './',
  server: { host: HOST, port: 5173 },
  preview: { host: HOST, port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Phaser alone is about 1.4 MB minified; that is expected, not a warning sign.
    chunkSizeWarningLimit: 2000,
  },
})
