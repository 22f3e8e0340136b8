import {
  aggravation,
  amnesia,
  type Effect,
  heal,
  type ItemKindInfo,
  identify,
  insight,
  magicMapping,
  poison,
  summoning,
  teleportation,
  train,
  vigour,
} from '@delve/ecs'

// The potions and scrolls a run adds to `@delve/ecs`'s four: rows of data, each effect a plain
// function over the world. Their kinds are unknown to the player until used or identified.

/** A kind used on oneself: a potion (`!`) or a scroll (`?`) of `effect`. */
function selfUse(name: string, glyph: '!' | '?', effect: Effect): Readonly<ItemKindInfo> {
  return Object.freeze({
    name,
    article: /^[aeiou]/.test(name) ? 'an' : 'a',
    glyph,
    use: Object.freeze({ targets: 'self', effect } as const),
  })
}

/**
 * Healing that keeps up with the hero: `percent` of its most hit points (rounded, at least
 * `least`), told as `heal` tells it (and at full health, as `heal` does, one more at most).
 */
export function mending(percent: number, least: number): Effect {
  return (world, use) => {
    const most = world.components.Health.max[use.user] as number
    return heal(Math.max(least, Math.round((most * percent) / 100)))(world, use)
  }
}

/** A healing potion's share of the most hit points, and the least it heals. */
export const HEALING = Object.freeze({ percent: 12, least: 5 })

/** An extra healing potion's share of the most hit points, and the least it heals. */
export const EXTRA_HEALING = Object.freeze({ percent: 30, least: 12 })

/** The run's healing potion: `@delve/ecs`'s, healing a share of the most hit points. */
export const HEALING_POTION: Readonly<ItemKindInfo> = Object.freeze({
  name: 'healing potion',
  article: 'a',
  glyph: '!',
  use: Object.freeze({
    targets: 'self',
    effect: mending(HEALING.percent, HEALING.least),
  } as const),
})

/** Potions beyond the healing potion: two good for hit points, two for stats, three harmful. */
export const MORE_POTIONS: readonly Readonly<ItemKindInfo>[] = Object.freeze(
  (
    [
      ['extra healing potion', mending(EXTRA_HEALING.percent, EXTRA_HEALING.least)],
      ['vigour potion', vigour(5)],
      ['strength potion', train('power', 1)],
      ['experience potion', insight(150)],
      ['poison potion', poison(6)],
      ['weakness potion', train('power', -1)],
      ['amnesia potion', amnesia()],
    ] as const
  ).map(([name, effect]) => selfUse(name, '!', effect)),
)

/** Scrolls beyond lightning, confusion and fireball: read on oneself, two of them harmful. */
export const MORE_SCROLLS: readonly Readonly<ItemKindInfo>[] = Object.freeze(
  (
    [
      ['identify scroll', identify()],
      ['teleportation scroll', teleportation()],
      ['magic mapping scroll', magicMapping()],
      ['enchant armour scroll', train('defence', 1)],
      ['aggravation scroll', aggravation()],
      ['summoning scroll', summoning(2, ['goblin', 'orc', 'jackal'])],
    ] as const
  ).map(([name, effect]) => selfUse(name, '?', effect)),
)
