import type { RunRecord } from '@delve/run'

export const submit = (origin: string, record: RunRecord, name: string) =>
  fetch(`${origin}/api/runs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...record, name }),
  })

/**
 * `submit`, sent again after the `Retry-After` a busy board (503) asks for, as a client would,
 * up to `tries` times: on a starved machine a replay can outlast the board's time budget.
 */
export async function submitPatiently(
  origin: string,
  record: RunRecord,
  name: string,
  tries = 6,
): Promise<Response> {
  for (let n = 1; ; n++) {
    const answer = await submit(origin, record, name)
    if (answer.status !== 503 || n >= tries) return answer
    const wait = Number(answer.headers.get('retry-after') ?? 5)
    await new Promise((resolve) => setTimeout(resolve, wait * 1000))
  }
}
