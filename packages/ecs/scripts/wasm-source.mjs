import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import initWabt from 'wabt'

const WAT = fileURLToPath(new URL('../src/explore/spread.wat', import.meta.url))

/** spread.wat assembled by the WebAssembly Binary Toolkit. */
export async function assembleSpread() {
  const wabt = await initWabt()
  const module = wabt.parseWat('spread.wat', readFileSync(WAT, 'utf8'))
  try {
    return new Uint8Array(module.toBinary({}).buffer)
  } finally {
    module.destroy()
  }
}

/** The text of spread-wasm.ts for these bytes. */
export function spreadModuleSource(bytes) {
  const hex = Buffer.from(bytes).toString('hex')
  const lines = hex.match(/.{1,96}/g).map((line) => `  '${line}' +`)
  return `// Made from spread.wat by \`pnpm --filter @delve/ecs wasm\`; do not edit (a test checks it).

/** spread.wat assembled: a WebAssembly module, as hex. */
export const SPREAD_WASM_HEX =
${lines.join('\n').slice(0, -2)}
`
}
