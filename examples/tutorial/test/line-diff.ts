// Unified diffs of the tutorial's parts, line by line, for the docs and the test that each part
// is the one before it plus its change.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** One line of an edit script: kept (' '), removed ('-') or added ('+'). */
export interface Edit {
  op: ' ' | '-' | '+'
  line: string
}

/** The shortest edit script from `a` to `b`, by a longest common subsequence of their lines. */
export function lineEdits(a: readonly string[], b: readonly string[]): Edit[] {
  const n = a.length
  const m = b.length
  // common[i][j]: the length of a longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1))
  for (let i = n - 1; i >= 0; i--) {
    const row = common[i] as Uint32Array
    const below = common[i + 1] as Uint32Array
    for (let j = m - 1; j >= 0; j--) {
      row[j] =
        a[i] === b[j]
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number)
    }
  }
  const edits: Edit[] = []
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      edits.push({ op: ' ', line: a[i++] as string })
      j++
    } else if (j >= m || (i < n && (common[i + 1]?.[j] ?? 0) >= (common[i]?.[j + 1] ?? 0))) {
      edits.push({ op: '-', line: a[i++] as string })
    } else {
      edits.push({ op: '+', line: b[j++] as string })
    }
  }
  return edits
}

/** Lines of context around each change. */
const CONTEXT = 3

/** A unified diff of one file (`before` or `after` null: the file is new, or gone); '' if equal. */
export function unifiedDiff(name: string, before: string | null, after: string | null): string {
  const a = before === null ? [] : before.trimEnd().split('\n')
  const b = after === null ? [] : after.trimEnd().split('\n')
  const edits = lineEdits(a, b)
  const changed = edits.flatMap((edit, k) => (edit.op === ' ' ? [] : [k]))
  if (changed.length === 0) return ''
  const out = [
    `--- ${before === null ? '/dev/null' : `a/${name}`}`,
    `+++ ${after === null ? '/dev/null' : `b/${name}`}`,
  ]
  // Changes closer than twice the context share a hunk.
  let first = 0
  while (first < changed.length) {
    let last = first
    while (
      last + 1 < changed.length &&
      (changed[last + 1] as number) - (changed[last] as number) <= 2 * CONTEXT
    )
      last++
    const from = Math.max(0, (changed[first] as number) - CONTEXT)
    const to = Math.min(edits.length, (changed[last] as number) + CONTEXT + 1)
    const oldStart = edits.slice(0, from).filter((e) => e.op !== '+').length
    const newStart = edits.slice(0, from).filter((e) => e.op !== '-').length
    const hunk = edits.slice(from, to)
    const oldCount = hunk.filter((e) => e.op !== '+').length
    const newCount = hunk.filter((e) => e.op !== '-').length
    out.push(
      `@@ -${oldStart + (oldCount > 0 ? 1 : 0)},${oldCount} +${newStart + (newCount > 0 ? 1 : 0)},${newCount} @@`,
    )
    for (const edit of hunk) out.push(`${edit.op}${edit.line}`)
    first = last + 1
  }
  return `${out.join('\n')}\n`
}

/** The source folder of part `n` (0 to 13). */
export function partDir(n: number): string {
  return fileURLToPath(new URL(`../src/part-${String(n).padStart(2, '0')}`, import.meta.url))
}

/** The files of part `n`, by name. */
export function partFiles(n: number): Map<string, string> {
  const dir = partDir(n)
  const files = new Map<string, string>()
  if (!existsSync(dir)) return files
  for (const name of readdirSync(dir).sort()) files.set(name, readFileSync(join(dir, name), 'utf8'))
  return files
}

/** Part `n` as a change to part `n − 1`: each file's unified diff, in name order. */
export function partDiff(n: number): string {
  const before = partFiles(n - 1)
  const after = partFiles(n)
  const names = [...new Set([...before.keys(), ...after.keys()])].sort()
  return names
    .map((name) => unifiedDiff(name, before.get(name) ?? null, after.get(name) ?? null))
    .join('')
}
