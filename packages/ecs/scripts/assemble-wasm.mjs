// Assembles src/explore/known-grids.wat into src/explore/known-grids-wasm.ts (its bytes as hex), which the
// package ships: run after editing the .wat (`pnpm --filter @delve/ecs wasm`). A test checks the
// two agree.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { assembleKnownGrids, knownGridsModuleSource } from './wasm-source.mjs'

const out = fileURLToPath(new URL('../src/explore/known-grids-wasm.ts', import.meta.url))
const bytes = await assembleKnownGrids()
writeFileSync(out, knownGridsModuleSource(bytes))
console.log(`${out}: ${bytes.length} bytes`)
