import type { PlayerAction } from '@delve/ecs'

const STEPS: Record<string, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  KeyW: [0, -1],
  KeyS: [0, 1],
  KeyA: [-1, 0],
  KeyD: [1, 0],
  Numpad8: [0, -1],
  Numpad2: [0, 1],
  Numpad4: [-1, 0],
  Numpad6: [1, 0],
  Numpad7: [-1, -1],
  Numpad9: [1, -1],
  Numpad1: [-1, 1],
  Numpad3: [1, 1],
}

/** The action a key stands for (by its `code`: arrows, WASD, the number pad; `.` and 5 wait). */
export function actionForKey(code: string): PlayerAction | undefined {
  if (code === 'Period' || code === 'Numpad5' || code === 'Space') return { kind: 'wait' }
  const step = STEPS[code]
  return step && { kind: 'move', dx: step[0], dy: step[1] }
}
