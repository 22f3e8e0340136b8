import type { PlayerAction } from '@delve/ecs'

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  k: [0, -1],
  j: [0, 1],
  h: [-1, 0],
  l: [1, 0],
  y: [-1, -1],
  u: [1, -1],
  b: [-1, 1],
  n: [1, 1],
}
const PAD = [
  [-1, 1],
  [0, 1],
  [1, 1],
  [-1, 0],
  [0, 0],
  [1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
] as const

/** The action a key stands for (arrows, vi-keys, the number pad; `.` or 5 waits), if any. */
export function actionFor(key: string, code: string): PlayerAction | undefined {
  const pad = /^Numpad([1-9])$/.exec(code)?.[1]
  const [dx, dy] = pad ? (PAD[Number(pad) - 1] as readonly [number, number]) : (STEPS[key] ?? [])
  if (key === '.' || (dx === 0 && dy === 0)) return { kind: 'wait' }
  return dx === undefined || dy === undefined ? undefined : { kind: 'move', dx, dy }
}
