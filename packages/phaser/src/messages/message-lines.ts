import { checkInteger, checkLines } from '../checks/check.js'

/**
 * The log's lines after `added`: the last `keep` of `lines` then `added`, oldest first. A run of
 * the same line is told once with a count ("You hit the orc for 3. ×2"), as roguelike logs do,
 * so a wall bumped five times takes one line.
 */
export function appendLines(
  lines: readonly string[],
  added: readonly string[],
  keep: number,
): string[] {
  checkLines('appendLines', 'lines', lines)
  checkLines('appendLines', 'added', added)
  checkInteger('appendLines', 'keep', keep, 0)
  const out = [...lines]
  for (const line of added) {
    const last = out.at(-1)
    const repeat = last === undefined ? null : /^(.*?)(?: ×(\d+))?$/.exec(last)
    if (repeat && repeat[1] === line) out[out.length - 1] = `${line} ×${Number(repeat[2] ?? 1) + 1}`
    else out.push(line)
  }
  return out.slice(Math.max(0, out.length - keep))
}
