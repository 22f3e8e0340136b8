/** spread.wat assembled by the WebAssembly Binary Toolkit. */
export function assembleSpread(): Promise<Uint8Array>
/** The text of spread-wasm.ts for these bytes. */
export function spreadModuleSource(bytes: Uint8Array): string
