import { type GameWorld, snapshot } from '@delve/ecs'

/**
 * A checksum of a world: two 32-bit FNV-1a hashes (different offsets) of its snapshot's JSON, as
 * 16 hex digits. Every entity, the turn, the rolls and what is explored go into it, so two worlds
 * with the same checksum are, for a replay's purposes, the same.
 */
export function worldChecksum(world: GameWorld): string {
  const text = JSON.stringify(snapshot(world))
  let a = 0x811c9dc5
  let b = 0x01000193
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
  }
  return hex(a) + hex(b)
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0')
