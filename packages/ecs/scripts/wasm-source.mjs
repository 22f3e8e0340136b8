import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import initWabt from 'wabt'

const WAT = fileURLToPath(new URL('../src/explore/known-grids.wat', import.meta.url))

/** known-grids.wat assembled by the WebAssembly Binary Toolkit. */
export async function assembleKnownGrids() {
  const wabt = await initWabt()
  const module = wabt.parseWat('known-grids.wat', readFileSync(WAT, 'utf8'))
  try {
    return new Uint8Array(module.toBinary({}).buffer)
  } finally {
    module.destroy()
  }
}

/** The text of known-grids-wasm.ts for these bytes. */
export function knownGridsModuleSource(bytes) {
  const hex = Buffer.from(bytes).toString('hex')
  const lines = hex.match(/.{1,96}/g).map((line) => `  '${line}' +`)
  return `// Made from known-grids.wat by \`pnpm --filter @delve/ecs wasm\`; do not edit (a test checks it).

/** known-grids.wat assembled: a WebAssembly module, as hex. */
export const KNOWN_GRIDS_WASM_HEX =
${lines.join('\n').slice(0, -2)}
`
}
