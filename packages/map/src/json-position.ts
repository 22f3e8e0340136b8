/**
 * Where JSON text stops being JSON: the index of the first character that cannot be read
 * there (the text's length when it ends too soon), or −1 for valid JSON. `JSON.parse` says
 * what is wrong but, in some engines, not where; this says where, for an error message's
 * line and column.
 */
export function jsonErrorAt(text: string): number {
  try {
    const end = skipSpace(text, value(text, skipSpace(text, 0)))
    return end === text.length ? -1 : end
  } catch (at) {
    return at as number
  }
}

function skipSpace(text: string, i: number): number {
  let at = i
  while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at++
  return at
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y

/** The index after the string starting at `i` (a quote); throws where it goes wrong. */
function string(text: string, i: number): number {
  if (text.charAt(i) !== '"') throw i
  let at = i + 1
  while (at < text.length) {
    const code = text.charCodeAt(at)
    if (code === 0x22) return at + 1
    if (code < 0x20) throw at
    at = code === 0x5c ? matchAt(ESCAPE, text, at) : at + 1
  }
  throw at
}

/** The index after the value starting at `i`; throws the index where it goes wrong. */
function value(text: string, i: number): number {
  const c = text.charAt(i)
  if (c === '{')
    return members(text, i, '}', (at) => {
      const key = string(text, at)
      const colon = skipSpace(text, key)
      if (text.charAt(colon) !== ':') throw colon
      return value(text, skipSpace(text, colon + 1))
    })
  if (c === '[') return members(text, i, ']', (at) => value(text, at))
  if (c === '"') return string(text, i)
  for (const word of ['true', 'false', 'null']) {
    if (text.startsWith(word, i)) return i + word.length
  }
  return matchAt(NUMBER, text, i)
}

/** An object's or array's members, separated by commas, up to `close`. */
function members(
  text: string,
  open: number,
  close: string,
  member: (at: number) => number,
): number {
  let at = skipSpace(text, open + 1)
  if (text.charAt(at) === close) return at + 1
  for (;;) {
    at = skipSpace(text, member(at))
    const c = text.charAt(at)
    if (c === close) return at + 1
    if (c !== ',') throw at
    at = skipSpace(text, at + 1)
  }
}

function matchAt(pattern: RegExp, text: string, i: number): number {
  pattern.lastIndex = i
  if (!pattern.test(text)) throw i
  return pattern.lastIndex
}
