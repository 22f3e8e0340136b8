/** known-grids.wat assembled by the WebAssembly Binary Toolkit. */
export function assembleKnownGrids(): Promise<Uint8Array>
/** The text of known-grids-wasm.ts for these bytes. */
export function knownGridsModuleSource(bytes: Uint8Array): string
