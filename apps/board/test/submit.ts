import type { RunRecord } from '@delve/run'

export const submit = (origin: string, record: RunRecord, name: string) =>
  fetch(`${origin}/api/runs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...record, name }),
  })
