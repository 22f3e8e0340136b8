import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// Loopback only: the game is served to this machine, never to the network.
const HOST = '127.0.0.1'

// Phaser built from its own sources with its custom-build switches (the `typeof` flags its
// webpack builds define), leaving out what the game never uses: physics (no arcade or Matter
// body anywhere), sound (the game config sets `noAudio`), the WebGL debugger and the Facebook
// Instant Games plugin. The Canvas renderer stays: `type: AUTO` falls back to it where WebGL is
// missing, as in some headless browsers. 357 KB of Phaser gzipped becomes 299 KB.
const PHASER_SOURCE = fileURLToPath(
  new URL('./node_modules/phaser/src/phaser-no-physics.js', import.meta.url),
)
const PHASER_FLAGS = {
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof FEATURE_SOUND': 'false',
  'typeof PLUGIN_FBINSTANT': 'false',
  // Its entry file publishes itself as `global.Phaser`, which webpack provides and Vite does not.
  global: 'globalThis',
}

// The board (apps/board): the game asks it at api/, and Vite passes those requests on.
const BOARD = process.env.DELVE_BOARD_URL ?? 'http://127.0.0.1:8787'
const proxy = { '/api': { target: BOARD, changeOrigin: true } }

export default defineConfig({
  base: './',
  server: { host: HOST, port: 5173, proxy },
  preview: { host: HOST, port: 4173, proxy },
  resolve: { alias: [{ find: /^phaser$/, replacement: PHASER_SOURCE }] },
  define: PHASER_FLAGS,
  // The dev server pre-bundles Phaser's sources with its own bundler, which does not read the
  // `define` above: without the same switches there, Phaser's WebGL debugger stays in and asks
  // for a module nobody installs, and `pnpm dev` never shows the game.
  optimizeDeps: { rolldownOptions: { transform: { define: PHASER_FLAGS } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Phaser alone is about 1.2 MB minified; that is expected, not a warning sign.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Phaser (with its event emitter) in a chunk of its own: browsers keep it cached across
        // releases of the game, and the size of the game's own code (with the map and ECS
        // packages) can be read off apart.
        codeSplitting: {
          groups: [{ name: 'phaser', test: /[\\/]node_modules[\\/](phaser|eventemitter3)[\\/]/ }],
        },
      },
    },
  },
})
