import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// Loopback only: the game is served to this machine, never to the network.
const HOST = '127.0.0.1'

// Phaser built from its own sources, from an entry of the game's own (`phaser/phaser-game.cjs`)
// that takes only the parts the game uses, with its custom-build switches (the `typeof` flags
// its webpack builds define): no physics (no arcade or Matter body anywhere), no sound (the game
// config sets `noAudio`), no WebGL debugger, no Facebook Instant Games plugin; no loader, tweens,
// particles, shapes or other game objects the scenes never add. The Canvas renderer stays:
// `type: AUTO` falls back to it where WebGL is missing, as in some headless browsers. 357 KB of
// Phaser gzipped became 299 KB with the switches, and 211 KB with the game's own entry.
// The dev server serves Phaser's whole entry (without physics): it pre-bundles what lies in
// node_modules, and the game's own entry, a CommonJS file beside it, it would serve untouched.
const PHASER_SOURCE = {
  build: fileURLToPath(new URL('./phaser/phaser-game.cjs', import.meta.url)),
  serve: fileURLToPath(new URL('./node_modules/phaser/src/phaser-no-physics.js', import.meta.url)),
}
const PHASER_FLAGS = {
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof FEATURE_SOUND': 'false',
  'typeof PLUGIN_FBINSTANT': 'false',
  // Webpack provides `global` to Phaser's sources; Vite does not.
  global: 'globalThis',
}

// The board (apps/board): the game asks it at api/, and Vite passes those requests on.
const BOARD = process.env.DELVE_BOARD_URL ?? 'http://127.0.0.1:8787'
const proxy = { '/api': { target: BOARD, changeOrigin: true } }

export default defineConfig(({ command }) => ({
  base: './',
  server: { host: HOST, port: 5173, proxy },
  preview: { host: HOST, port: 4173, proxy },
  resolve: { alias: [{ find: /^phaser$/, replacement: PHASER_SOURCE[command] }] },
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
}))
