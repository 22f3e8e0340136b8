import { isUtf8 } from 'node:buffer'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FieldError } from './fields.js'

/** Most levels of arrays and objects a JSON body may nest (a submission needs two). */
export const JSON_DEPTH_MAX = 8

/**
 * Reads JSON bodies as bytes, so that what is not UTF-8 is refused rather than read with
 * U+FFFD in its place, and refuses bodies nested past `JSON_DEPTH_MAX` (one nested 10 000 deep
 * parses, but overflows the stack of whatever walks it recursively). Both are 400s naming the
 * field. Fastify's own parser does the rest (its guard against `__proto__` keys included).
 */
export function readJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (
      request: FastifyRequest,
      body: Buffer,
      done: (error: Error | null, value?: unknown) => void,
    ) => {
      const text = body.toString('utf8')
      parse(request, text, (error: Error | null, value?: unknown) => {
        if (error) return done(error)
        try {
          if (!isUtf8(body)) {
            throw new FieldError(fieldWith(value, '\uFFFD'), 'must be UTF-8 text')
          }
          checkDepth(value)
          done(null, value)
        } catch (refused) {
          done(refused as Error)
        }
      })
    },
  )
}

/** The top-level field of `value` whose text holds `mark`, else `body`. */
function fieldWith(value: unknown, mark: string): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(value)) {
      if (JSON.stringify(key).includes(mark)) return 'body'
      if (typeof field === 'string' ? field.includes(mark) : deepText(field, mark)) return key
    }
  }
  return 'body'
}

/** Whether any text inside `value` (keys too) holds `mark`, walked without recursion. */
function deepText(value: unknown, mark: string): boolean {
  const stack = [value]
  while (stack.length > 0) {
    const next = stack.pop()
    if (typeof next === 'string') {
      if (next.includes(mark)) return true
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes(mark)) return true
        stack.push(inner)
      }
    }
  }
  return false
}

/** Refuses a value nested deeper than `JSON_DEPTH_MAX`, naming its top-level field. */
function checkDepth(value: unknown): void {
  const stack: [unknown, number, string][] = [[value, 0, 'body']]
  while (stack.length > 0) {
    const [next, depth, field] = stack.pop() as [unknown, number, string]
    if (typeof next !== 'object' || next === null) continue
    if (depth + 1 > JSON_DEPTH_MAX) {
      throw new FieldError(
        field,
        `must not nest arrays or objects more than ${JSON_DEPTH_MAX} deep`,
      )
    }
    for (const [key, inner] of Object.entries(next)) {
      stack.push([inner, depth + 1, depth === 0 && !Array.isArray(next) ? key : field])
    }
  }
}
