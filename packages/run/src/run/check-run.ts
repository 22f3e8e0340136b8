import { ArgumentTypeError } from '@delve/map'
import { Run } from './run.js'

/** A run made by `createRun`, `loadRun` or a replay. */
export function checkRun(fn: string, argument: string, value: unknown): Run {
  if (!(value instanceof Run)) {
    throw new ArgumentTypeError(fn, argument, value, 'a Run made by createRun or loadRun')
  }
  return value
}
