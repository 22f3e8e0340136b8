import type { GameWorld } from '@delve/ecs'

/**
 * What a level-up may give: a row of the run's perk table. `grant` is a plain function over the
 * world, changing the hero's components (hit points, power, sight…), so whatever it does is in
 * the world's snapshot, its save and its checksum.
 */
export interface Perk {
  /** Unique among the run's perks: what the level-up screen and the story call it. */
  readonly name: string
  /** What it gives, in a few words, for the level-up screen ("20 more hit points"). */
  readonly gives: string
  /** Said when it is taken, before what it gives: "You feel hardier: 20 more hit points." */
  readonly line: string
  /** Offered until taken once, then never again (default: it may be taken again). */
  readonly once?: boolean
  /** Changes the hero `hero` of `world`, once, when taken. */
  readonly grant: (world: GameWorld, hero: number) => void
  /** Runs after each turn the hero killed in, once a kill, for as long as the perk is held. */
  readonly onKill?: (world: GameWorld, hero: number) => void
}

/** The most a perk may raise accuracy to (a chance in 100). */
const MOST_ACCURACY = 100
/** The fewest turns a hit point may take to come back. */
const FASTEST_REGEN = 2
/** The most thrown damage marksman may add (`Fighter.throwing` is a byte). */
const MOST_THROWING = 255
/** The widest sight keen sight gives (tiles). */
const WIDEST_SIGHT = 16

function raiseMaxHp(world: GameWorld, hero: number, amount: number): void {
  const { Health } = world.components
  Health.max[hero] = (Health.max[hero] as number) + amount
  Health.hp[hero] = (Health.hp[hero] as number) + amount
}

/**
 * A run's perks by default: the three stats the tutorials grow (vitality, might, guard) and
 * eight more (marksman for thrown weapons), so two runs that draw different offers grow differently. A level-up offers three,
 * drawn from the run's seed (`perkOffer`).
 */
export const DEFAULT_PERKS: readonly Perk[] = Object.freeze([
  Object.freeze({
    name: 'vitality',
    gives: '20 more hit points',
    line: 'You feel hardier',
    grant: (world: GameWorld, hero: number) => raiseMaxHp(world, hero, 20),
  }),
  Object.freeze({
    name: 'might',
    gives: '1 more power',
    line: 'You feel stronger',
    grant: (world: GameWorld, hero: number) => {
      const { Fighter } = world.components
      Fighter.power[hero] = (Fighter.power[hero] as number) + 1
    },
  }),
  Object.freeze({
    name: 'guard',
    gives: '1 more defence',
    line: 'You feel nimbler',
    grant: (world: GameWorld, hero: number) => {
      const { Fighter } = world.components
      Fighter.defence[hero] = (Fighter.defence[hero] as number) + 1
    },
  }),
  Object.freeze({
    name: 'regeneration',
    gives: 'hit points come back 2 turns sooner each',
    line: 'Your wounds close faster',
    grant: (world: GameWorld, hero: number) => {
      const { Health } = world.components
      const regen = Health.regen[hero] as number
      Health.regen[hero] = regen === 0 ? 8 : Math.max(FASTEST_REGEN, regen - 2)
    },
  }),
  Object.freeze({
    name: 'keen sight',
    gives: 'see 2 tiles farther',
    line: 'Your eyes sharpen',
    once: true,
    grant: (world: GameWorld, hero: number) => {
      const { Viewshed } = world.components
      const radius = Viewshed.radius[hero] as number
      // 0 sees without limit already.
      if (radius > 0) Viewshed.radius[hero] = Math.min(WIDEST_SIGHT, radius + 2)
    },
  }),
  Object.freeze({
    name: 'accuracy',
    gives: 'hit 7 in 100 more often',
    line: 'Your aim steadies',
    grant: (world: GameWorld, hero: number) => {
      const { Fighter } = world.components
      Fighter.accuracy[hero] = Math.min(MOST_ACCURACY, (Fighter.accuracy[hero] as number) + 7)
    },
  }),
  Object.freeze({
    name: 'fury',
    gives: '2 more power, 1 less defence',
    line: 'You feel reckless',
    grant: (world: GameWorld, hero: number) => {
      const { Fighter } = world.components
      Fighter.power[hero] = (Fighter.power[hero] as number) + 2
      Fighter.defence[hero] = Math.max(0, (Fighter.defence[hero] as number) - 1)
    },
  }),
  Object.freeze({
    name: 'stoutness',
    gives: '10 more hit points and 1 more defence',
    line: 'You feel sturdier',
    once: true,
    grant: (world: GameWorld, hero: number) => {
      raiseMaxHp(world, hero, 10)
      const { Fighter } = world.components
      Fighter.defence[hero] = (Fighter.defence[hero] as number) + 1
    },
  }),
  Object.freeze({
    name: 'second wind',
    gives: 'healed in full, and 10 more hit points',
    line: 'Your strength floods back',
    grant: (world: GameWorld, hero: number) => {
      raiseMaxHp(world, hero, 10)
      const { Health } = world.components
      Health.hp[hero] = Health.max[hero] as number
    },
  }),
  Object.freeze({
    name: 'marksman',
    gives: 'thrown weapons deal 2 more damage',
    line: 'Your throwing arm steadies',
    grant: (world: GameWorld, hero: number) => {
      const { Fighter } = world.components
      Fighter.throwing[hero] = Math.min(MOST_THROWING, (Fighter.throwing[hero] as number) + 2)
    },
  }),
  Object.freeze({
    name: 'bloodlust',
    gives: 'each kill heals 3 hit points',
    line: 'You thirst for the fight',
    once: true,
    grant: () => {},
    onKill: (world: GameWorld, hero: number) => {
      const { Health } = world.components
      Health.hp[hero] = Math.min(Health.max[hero] as number, (Health.hp[hero] as number) + 3)
    },
  }),
] satisfies Perk[])
