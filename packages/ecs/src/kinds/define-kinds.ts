import { checkString, isIntegerIn, isRecord, show } from '../checks.js'
import { MAX_STAT } from '../creatures/fighters.js'
import { ArgumentRangeError, ArgumentTypeError, KindError } from '../errors.js'
import { isCatalogue, type Messages } from '../events/messages.js'
import { MAX_SAY_LENGTH } from '../events/turn-events.js'
import { BEHAVIOURS } from '../turns/built-in-behaviours.js'
import { MAX_CHARGES, MAX_SIGHT_RADIUS } from '../world/components.js'
import type {
  BehaviourDefinition,
  Effect,
  EquipSlot,
  ItemEquip,
  ItemKindInfo,
  ItemTargets,
  Kinds,
  MonsterKindInfo,
  ThrownWeapon,
  TurnRule,
} from '../world/game-world.js'

/**
 * What `defineKinds` takes: the monster and item kinds of a game, each list in code order; the
 * behaviours its monster kinds name (default `BEHAVIOURS`, the six built in) and the rules run
 * every turn (default none), each made with `defineBehaviour` and `defineRule`.
 */
export interface KindsDefinition {
  monsters: readonly MonsterKindInfo[]
  items: readonly ItemKindInfo[]
  behaviours?: readonly BehaviourDefinition[]
  rules?: readonly TurnRule[]
  /** The words its lines are told in (`defineMessages`; default the engine's English). */
  messages?: Messages
}

/** Most monster kinds a world can tell apart (`Monster.kind` is a byte). */
export const MAX_MONSTER_KINDS = 256
/** Most item kinds a world can tell apart (`Item.kind` is 16 bits). */
export const MAX_ITEM_KINDS = 65_536
/** Farthest an item can reach, in tiles. */
export const MAX_ITEM_RANGE = MAX_SIGHT_RADIUS

const TARGETS: readonly ItemTargets[] = ['self', 'nearest', 'creature', 'area', 'line']

/**
 * A world's kinds, checked and frozen: every row complete and in range, names unique within
 * each list (saves find kinds by name). A `KindError` names the first thing wrong. Extend the
 * defaults by spreading them: `defineKinds({ monsters: [...MONSTER_KINDS, kobold], items })`.
 */
export function defineKinds(definition: KindsDefinition): Kinds {
  if (!isRecord(definition)) throw new KindError('definition', 'must be { monsters, items }')
  const behaviours = readRegistry<BehaviourDefinition>(
    definition.behaviours ?? BEHAVIOURS,
    'behaviours',
    'act',
  )
  const rules = readRegistry<TurnRule>(definition.rules ?? [], 'rules', 'everyTurn')
  const monsters = readList(definition.monsters, 'monsters', MAX_MONSTER_KINDS, (row, path) =>
    readMonster(row, path, behaviours),
  )
  const items = readList(definition.items, 'items', MAX_ITEM_KINDS, readItem)
  monsters.forEach((kind, i) => {
    if (kind.summons !== undefined && !monsters.some((other) => other.name === kind.summons)) {
      throw new KindError(
        `monsters[${i}].summons`,
        `must name a monster kind of the list, got ${show(kind.summons)}`,
      )
    }
  })
  const kinds = { monsters, items, behaviours, rules }
  if (definition.messages !== undefined) {
    if (!isCatalogue(definition.messages)) {
      throw new KindError(
        'messages',
        `must be a catalogue made by defineMessages, got ${show(definition.messages)}`,
      )
    }
    Object.defineProperty(kinds, 'messages', { value: definition.messages, enumerable: false })
  }
  return Object.freeze(kinds)
}

/**
 * A list of behaviours or rules, as `defineBehaviour` and `defineRule` make them (frozen, named,
 * with their function), names unique; frozen.
 */
function readRegistry<T extends BehaviourDefinition | TurnRule>(
  value: unknown,
  path: 'behaviours' | 'rules',
  run: 'act' | 'everyTurn',
): readonly T[] {
  const maker = path === 'behaviours' ? 'defineBehaviour' : 'defineRule'
  if (!Array.isArray(value)) {
    throw new KindError(path, `must be an array of what ${maker} makes, got ${show(value)}`)
  }
  const seen = new Set<string>()
  value.forEach((row: unknown, i) => {
    const at = `${path}[${i}]`
    if (!isRecord(row) || !Object.isFrozen(row) || typeof row[run] !== 'function') {
      throw new KindError(at, `must be made by ${maker}(name, { ${run}, … }), got ${show(row)}`)
    }
    const name = row.name as string
    if (seen.has(name)) throw new KindError(`${at}.name`, `${show(name)} is taken`)
    seen.add(name)
  })
  return Object.freeze([...value]) as readonly T[]
}

/** The code of the kind called `name` in `list`, or −1. */
export function kindCode(list: readonly { name: string }[], name: string): number {
  const fn = 'kindCode'
  const rows = 'a list of kinds, as world.kinds.monsters or world.kinds.items'
  if (!Array.isArray(list)) throw new ArgumentTypeError(fn, 'list', list, rows)
  list.forEach((kind, i) => {
    if (!isRecord(kind))
      throw new ArgumentTypeError(fn, `list[${i}]`, kind, `a kind { name, … } (${rows})`)
  })
  checkString(fn, 'name', name, "a kind's name")
  return list.findIndex((kind) => kind.name === name)
}

function readList<T extends { name: string }>(
  value: unknown,
  path: string,
  most: number,
  readRow: (row: Record<string, unknown>, path: string) => T,
): readonly Readonly<T>[] {
  if (!Array.isArray(value) || value.length > most) {
    throw new KindError(path, `must be an array of at most ${most} kinds, got ${show(value)}`)
  }
  const seen = new Set<string>()
  return Object.freeze(
    value.map((row: unknown, i) => {
      const at = `${path}[${i}]`
      if (!isRecord(row)) throw new KindError(at, `must be an object, got ${show(row)}`)
      const kind = readRow(row, at)
      if (seen.has(kind.name)) throw new KindError(`${at}.name`, `${show(kind.name)} is taken`)
      seen.add(kind.name)
      return Object.freeze(kind)
    }),
  )
}

function readLook(row: Record<string, unknown>, path: string) {
  const { name, article, glyph } = row
  if (typeof name !== 'string' || name.length === 0 || name.length > 40) {
    throw new KindError(`${path}.name`, `must be text of 1 to 40 characters, got ${show(name)}`)
  }
  if (article !== 'a' && article !== 'an' && article !== 'the') {
    throw new KindError(`${path}.article`, `must be "a", "an" or "the", got ${show(article)}`)
  }
  if (typeof glyph !== 'string' || [...glyph].length !== 1) {
    throw new KindError(`${path}.glyph`, `must be one character, got ${show(glyph)}`)
  }
  return { name, article, glyph } as const
}

function readStat(
  row: Record<string, unknown>,
  field: string,
  path: string,
  min: number,
  max: number,
) {
  const value = row[field]
  if (!isIntegerIn(value, min, max)) {
    throw new KindError(
      `${path}.${field}`,
      `must be an integer from ${min} to ${max}, got ${show(value)}`,
    )
  }
  return value
}

function readMonster(
  row: Record<string, unknown>,
  path: string,
  behaviours: readonly BehaviourDefinition[],
): MonsterKindInfo {
  const kind: MonsterKindInfo = {
    ...row,
    ...readLook(row, path),
    hp: readStat(row, 'hp', path, 1, MAX_STAT),
    power: readStat(row, 'power', path, 0, MAX_STAT),
    defence: readStat(row, 'defence', path, 0, MAX_STAT),
    speed: readStat(row, 'speed', path, 1, MAX_STAT),
    sight: readStat(row, 'sight', path, 0, MAX_SIGHT_RADIUS),
  }
  for (const [field, min, max] of [
    ['xp', 0, 1_000_000],
    ['accuracy', 0, 100],
    ['spread', 0, 255],
    ['fleeAt', 1, 100],
    ['randomness', 0, 100],
    ['pack', 1, 20],
    ['summonEvery', 1, 1000],
    ['summonMost', 1, 20],
    ['acid', 0, MAX_STAT],
    ['sleeps', 0, 100],
  ] as const) {
    if (row[field] !== undefined) readStat(row, field, path, min, max)
  }
  const name = row.behaviour ?? 'melee'
  const names = () => behaviours.map((known) => known.name).join(', ') || 'none'
  if (typeof name !== 'string') {
    throw new ArgumentTypeError(
      'defineKinds',
      `kinds.${path}.behaviour`,
      name,
      `the name of a behaviour of the kinds: ${names()}`,
    )
  }
  const behaviour = behaviours.find((known) => known.name === name)
  if (behaviour === undefined) {
    throw new ArgumentRangeError(
      'defineKinds',
      `kinds.${path}.behaviour`,
      name,
      `for the ${show(kind.name)} kind, the name of a behaviour of the kinds: ${names()}`,
    )
  }
  behaviour.checkKind?.(kind, path)
  if (name !== 'summoner' && row.summons !== undefined) {
    throw new KindError(`${path}.summons`, `is for a summoner only, got ${show(row.summons)}`)
  }
  const { say } = row
  if (
    say !== undefined &&
    (typeof say !== 'string' || say.length === 0 || say.length > MAX_SAY_LENGTH)
  ) {
    throw new KindError(
      `${path}.say`,
      `must be text of 1 to ${MAX_SAY_LENGTH} characters, got ${show(say)}`,
    )
  }
  return kind
}

const SLOTS: readonly EquipSlot[] = ['weapon', 'armour']

function readEquip(value: unknown, path: string): ItemEquip {
  if (!isRecord(value)) throw new KindError(path, `must be an object, got ${show(value)}`)
  if (!SLOTS.includes(value.slot as EquipSlot)) {
    throw new KindError(`${path}.slot`, `must be weapon or armour, got ${show(value.slot)}`)
  }
  for (const field of ['power', 'defence'] as const) {
    if (value[field] !== undefined) readStat(value, field, path, 0, MAX_STAT)
  }
  return Object.freeze({ ...value }) as unknown as ItemEquip
}

/** A thrown weapon's landing: damage, and under the rolled rule its accuracy and spread. */
function readThrown(value: unknown, path: string): ThrownWeapon {
  if (!isRecord(value)) throw new KindError(path, `must be an object, got ${show(value)}`)
  readStat(value, 'damage', path, 0, MAX_STAT)
  if (value.accuracy !== undefined) readStat(value, 'accuracy', path, 0, 100)
  if (value.spread !== undefined) readStat(value, 'spread', path, 0, 255)
  return Object.freeze({ ...value }) as unknown as ThrownWeapon
}

function readItem(row: Record<string, unknown>, path: string): ItemKindInfo {
  const item: ItemKindInfo = { ...row, ...readLook(row, path) }
  if (row.equip !== undefined) item.equip = readEquip(row.equip, `${path}.equip`)
  if (row.thrown !== undefined) item.thrown = readThrown(row.thrown, `${path}.thrown`)
  if (row.charges !== undefined) readStat(row, 'charges', path, 1, MAX_CHARGES)
  if (row.use === undefined) return item
  const at = `${path}.use`
  if (!isRecord(row.use)) throw new KindError(at, `must be an object, got ${show(row.use)}`)
  const use = row.use
  const targets = use.targets as ItemTargets
  if (!TARGETS.includes(targets)) {
    throw new KindError(
      `${at}.targets`,
      `must be one of ${TARGETS.join(', ')}, got ${show(targets)}`,
    )
  }
  if (typeof use.effect !== 'function') {
    throw new KindError(`${at}.effect`, `must be a function (world, use) => refusal | undefined`)
  }
  const range = targets === 'self' ? undefined : readStat(use, 'range', at, 1, MAX_ITEM_RANGE)
  const radius = targets === 'area' ? readStat(use, 'radius', at, 0, MAX_ITEM_RANGE) : undefined
  if (use.bolt !== undefined && (targets !== 'line' || typeof use.bolt !== 'boolean')) {
    throw new KindError(
      `${at}.bolt`,
      `must be true or false, for a line only, got ${show(use.bolt)}`,
    )
  }
  item.use = Object.freeze({
    ...use,
    targets,
    effect: use.effect as Effect,
    ...(range === undefined ? {} : { range }),
    ...(radius === undefined ? {} : { radius }),
  })
  return item
}
