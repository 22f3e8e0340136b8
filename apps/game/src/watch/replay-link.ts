import type { RunRecord } from '@delve/run'
import { decodeLog, MAX_LOG_TEXT, ReplayError, RUN_VERSION } from '@delve/run'
import { PAGE_PARAM_NAMES, PARAM_NAMES } from '../params/param-names.js'
import { queryFor, readUrlParams } from '../params/url-params.js'

/** The longest link the game writes into an address; a longer run is shared as a file. */
export const ADDRESS_LIMIT = 8000

/** The most characters a replay link or file may have: the longest log and room for the rest. */
export const MAX_REPLAY_TEXT = MAX_LOG_TEXT + 4096

/** The parameters a replay link may hold: the dungeon's, and the record's own five. */
const REPLAY_PARAMS = new Set<string>(['replay', 'sum', 'turns', 'check', 'v', ...PARAM_NAMES])

/** Hex digits of each parameter's part of a link's check. */
const CHECK_DIGITS = 6

/**
 * A recording as a query string: the seed and the choice as any link names them, the version of
 * the rules it was played by, the turns, the checksum, the link's check and the log, last
 * (`?seed=…&v=4&turns=812&sum=…&check=…&replay=12dsg…`).
 * The check covers every other parameter, so a field edited by hand is refused by name
 * (`readReplayLink`). Every character is one a URL carries as it is.
 */
export function replayQuery(recording: RunRecord): string {
  const dungeon = queryFor({
    runSeed: recording.seed,
    depth: 1,
    choice: recording.choice,
    fov: true,
    sandbox: false,
  })
  const version = recording.version ?? RUN_VERSION
  const fields = `${dungeon}&v=${version}&turns=${recording.turns}&sum=${recording.checksum}`
  const check = linkCheck([...new URLSearchParams(`${fields}&replay=${recording.log}`)])
  return `${fields}&check=${check}&replay=${recording.log}`
}

/**
 * A link's check: for each of its parameters in order, a hash of its name and value
 * (`CHECK_DIGITS` hex digits), so the check says which one was changed.
 */
function linkCheck(params: readonly [string, string][]): string {
  return params.map(([name, value]) => fieldHash(name, value)).join('')
}

/** 32-bit FNV-1a of `name=value`, cut to `CHECK_DIGITS` hex digits. */
function fieldHash(name: string, value: string): string {
  const text = `delve-link:${name}=${value}`
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(16).padStart(8, '0').slice(0, CHECK_DIGITS)
}

/**
 * Refuses a link whose parameters are not those its check was made over: one changed or added
 * is named; one taken out is said. A parameter's place does not matter. Links made before links
 * carried a check have none, and are read as they always were.
 */
function checkFields(params: URLSearchParams): void {
  const check = params.get('check')
  if (check === null) return
  if (check.length === 0 || check.length % CHECK_DIGITS !== 0 || !/^[0-9a-f]+$/.test(check)) {
    throw new ReplayError("the replay link's check is not one the game writes")
  }
  const made = new Map<string, number>()
  for (let at = 0; at < check.length; at += CHECK_DIGITS) {
    const part = check.slice(at, at + CHECK_DIGITS)
    made.set(part, (made.get(part) ?? 0) + 1)
  }
  const fields = [...params].filter(([name]) => name !== 'check')
  for (const [name, value] of fields) {
    const part = fieldHash(name, value)
    const left = made.get(part) ?? 0
    if (left === 0) {
      throw new ReplayError(
        `the replay link's ${quote(name)} is not the one it was made with: it was changed by hand`,
      )
    }
    made.set(part, left - 1)
  }
  if (fields.length * CHECK_DIGITS !== check.length) {
    throw new ReplayError('a parameter was taken out of the replay link after it was made')
  }
}

/**
 * The recording a replay link (or a replay file's text) holds, checked through: its length, the
 * parameters it may have, the dungeon (as the address bar checks it, nothing replaced), the
 * checksum's and the turns' form, and the log (`decodeLog`). Anything else is a `ReplayError`
 * saying what, never another error.
 */
export function readReplayLink(text: unknown): RunRecord {
  if (typeof text !== 'string') throw new ReplayError('the replay is not text')
  if (text.length > MAX_REPLAY_TEXT) {
    throw new ReplayError(`the replay is too long (${text.length} characters)`)
  }
  const search = text.trim()
  if (!search.startsWith('?')) throw new ReplayError('the replay does not start with "?"')
  const params = new URLSearchParams(search)
  for (const name of params.keys()) {
    if (!REPLAY_PARAMS.has(name) || PAGE_PARAM_NAMES.includes(name as never)) {
      throw new ReplayError(`a replay has no parameter ${quote(name)}`)
    }
    if (params.getAll(name).length > 1)
      throw new ReplayError(`the replay names ${quote(name)} twice`)
  }
  checkFields(params)
  const log = params.get('replay')
  if (log === null || log === '') throw new ReplayError('the replay has no log')
  const checked = readUrlParams(search)
  if (checked.notices.length > 0) {
    throw new ReplayError(`the replay's dungeon is refused: ${checked.notices.join(' ')}`)
  }
  if (checked.seed === undefined) throw new ReplayError('the replay has no seed')
  const depth = params.get('depth')
  if (checked.map !== undefined || (depth !== null && depth !== '1')) {
    throw new ReplayError('a replay starts on the first generated level')
  }
  const sum = params.get('sum') ?? ''
  if (!/^[0-9a-f]{16}$/.test(sum)) {
    throw new ReplayError('the replay has no checksum of 16 hexadecimal digits')
  }
  const turns = params.get('turns') ?? ''
  if (!/^\d{1,7}$/.test(turns)) throw new ReplayError('the replay has no count of turns')
  // Links written before they carried a version were played by version 1 of the rules: the
  // replay refuses them, saying so, rather than play them by rules they were not played by.
  const v = params.get('v') ?? '1'
  if (!/^\d{1,4}$/.test(v))
    throw new ReplayError(`the replay's version ${quote(v)} is not a number`)
  // Read through now: a malformed log is refused before anything is shown.
  decodeLog(log)
  return {
    version: Number(v),
    seed: checked.seed,
    choice: checked.choice,
    log,
    checksum: sum,
    turns: Number(turns),
  }
}

/** A name from outside, quoted and cut short for a message. */
function quote(name: string): string {
  const shown = name.length > 24 ? `${name.slice(0, 24)}…` : name
  return JSON.stringify(shown)
}
