// Assembles src/explore/spread.wat into src/explore/spread-wasm.ts (its bytes as hex), which the
// package ships: run after editing the .wat (`pnpm --filter @delve/ecs wasm`). A test checks the
// two agree.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { assembleSpread, spreadModuleSource } from './wasm-source.mjs'

const out = fileURLToPath(new URL('../src/explore/spread-wasm.ts', import.meta.url))
const bytes = await assembleSpread()
writeFileSync(out, spreadModuleSource(bytes))
console.log(`${out}: ${bytes.length} bytes`)
