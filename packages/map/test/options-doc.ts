import { DUNGEON_OPTIONS, type OptionSpec } from '../src/options/option-table.js'
import { PRESET_NAMES, type PresetName } from '../src/options/presets.js'
import { resolveDungeonOptions } from '../src/options/resolve.js'

/** A value as the README writes it: numbers bare, names in quotes, all in code. */
function cell(value: unknown): string {
  return typeof value === 'string'
    ? `\`"${value}"\``
    : `\`${String(value)}\``.replace(/^`(\d+)`$/, '$1')
}

function defaultFor(spec: OptionSpec, preset: PresetName): string {
  if (spec.type === 'seed') return preset === 'tcod' ? 'a fresh random one' : ''
  if (spec.type === 'rng') return ''
  return cell(
    resolveDungeonOptions({ preset })[spec.name as keyof ReturnType<typeof resolveDungeonOptions>],
  )
}

function allowed(spec: OptionSpec): string {
  switch (spec.type) {
    case 'choice':
      return spec.choices.map((c) => `\`"${c}"\``).join(', ')
    case 'integer':
      return `integer, ${spec.range}`
    case 'boolean':
      return '`true`, `false`'
    default:
      return spec.range
  }
}

function what(spec: OptionSpec): string {
  const only = spec.algorithms ? ` (${spec.algorithms.join(', ')} only)` : ''
  return `${spec.doc}${only}`
}

/** The README's options table, made from the option table: one row per option, in its order. */
export function optionsTableMarkdown(): string {
  const header = [
    'option',
    ...PRESET_NAMES.map((p, i) => (i === 0 ? `\`${p}\` (default)` : `\`${p}\``)),
    'allowed',
    'what it does',
  ]
  const rows = (DUNGEON_OPTIONS as readonly OptionSpec[]).map((spec) => [
    `\`${spec.name}\``,
    ...PRESET_NAMES.map((preset) => defaultFor(spec, preset)),
    allowed(spec),
    what(spec),
  ])
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] as string).length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n')
}
