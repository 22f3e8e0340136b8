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
    rolldownOptions: {
      output: {
        // Phaser in a chunk of its own: browsers keep it cached across releases of the game, and
        // the size of the game's own code (with the map and ECS packages) can be read off apart.
        codeSplitting: {
          groups: [{ name: 'phaser', test: /[\\/]node_modules[\\/]phaser[\\/]/ }],
        },
      },
    },
  },
})
