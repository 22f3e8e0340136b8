import {
  digging,
  hurl,
  type ItemKindInfo,
  lightning,
  type MonsterKindInfo,
  slowing,
} from '@delve/ecs'

// Delve's own kinds beyond the tutorials' (`MONSTER_KINDS` and `ITEM_KINDS` of `@delve/ecs`):
// monsters that fight each in a way of its own, through the behaviours `@delve/ecs` registers,
// and things to fight from afar. Rows of data, their names the words the game shows; append
// only, since a save finds a kind by name and a run's table keeps its codes in order.

/**
 * Monsters beyond the tutorials', each with a way of fighting of its own: an archer that keeps
 * its distance and shoots, a kobold that runs when hurt, jackals that come quick and weak, in
 * packs. Delve's own, in `RUN_KINDS` after the tutorials' (`MONSTER_KINDS` of `@delve/ecs`).
 */
export const MORE_MONSTER_KINDS: readonly Readonly<MonsterKindInfo>[] = Object.freeze([
  Object.freeze({
    name: 'goblin archer',
    article: 'a',
    glyph: 'a',
    hp: 5,
    power: 2,
    defence: 0,
    speed: 100,
    sight: 8,
    xp: 30,
    accuracy: 65,
    behaviour: 'ranged',
    range: 5,
  } as const),
  Object.freeze({
    name: 'kobold',
    article: 'a',
    glyph: 'k',
    hp: 8,
    power: 3,
    defence: 1,
    speed: 110,
    sight: 8,
    xp: 25,
    behaviour: 'cowardly',
    fleeAt: 50,
  } as const),
  Object.freeze({
    name: 'jackal',
    article: 'a',
    glyph: 'j',
    hp: 3,
    power: 2,
    defence: 0,
    speed: 160,
    sight: 7,
    xp: 8,
    pack: 3,
  } as const),
])

/**
 * The deeper dungeon's monsters, each worth meeting in its own way: bats that flit at random,
 * wolves in packs, a thief that runs off with what it takes, a necromancer that calls skeletons,
 * an acid jelly that burns whoever strikes it (fight it from afar), and plain hard hitters.
 * `sleeps` is each kind's chance in 100 to be placed asleep (a thief and a wraith never sleep).
 * Delve's own, in `RUN_KINDS` after `MORE_MONSTER_KINDS` and the warden (a necromancer's
 * skeletons are found by name, so the table must hold them too).
 */
export const DEEP_MONSTER_KINDS: readonly Readonly<MonsterKindInfo>[] = Object.freeze([
  Object.freeze({
    name: 'bat',
    article: 'a',
    glyph: 'b',
    hp: 4,
    power: 2,
    defence: 0,
    speed: 150,
    sight: 6,
    xp: 12,
    behaviour: 'erratic',
    randomness: 60,
    say: 'The bat flutters.',
    sleeps: 70,
  } as const),
  Object.freeze({
    name: 'wolf',
    article: 'a',
    glyph: 'd',
    hp: 7,
    power: 3,
    defence: 0,
    speed: 130,
    sight: 8,
    xp: 30,
    pack: 3,
    sleeps: 40,
  } as const),
  Object.freeze({
    name: 'thief',
    article: 'a',
    glyph: 't',
    hp: 9,
    power: 2,
    defence: 1,
    speed: 120,
    sight: 8,
    xp: 40,
    behaviour: 'thief',
    sleeps: 0,
  } as const),
  Object.freeze({
    name: 'acid jelly',
    article: 'an',
    glyph: 'J',
    hp: 20,
    power: 3,
    defence: 0,
    speed: 60,
    sight: 4,
    xp: 60,
    acid: 2,
    sleeps: 60,
  } as const),
  Object.freeze({
    name: 'skeleton',
    article: 'a',
    glyph: 's',
    hp: 8,
    power: 3,
    defence: 1,
    speed: 90,
    sight: 7,
    xp: 25,
    sleeps: 50,
  } as const),
  Object.freeze({
    name: 'necromancer',
    article: 'a',
    glyph: 'n',
    hp: 14,
    power: 3,
    defence: 1,
    speed: 100,
    sight: 8,
    xp: 120,
    behaviour: 'summoner',
    range: 6,
    summons: 'skeleton',
    summonEvery: 6,
    summonMost: 3,
    say: 'The necromancer chants.',
    sleeps: 50,
  } as const),
  Object.freeze({
    name: 'orc archer',
    article: 'an',
    glyph: 'A',
    hp: 9,
    power: 3,
    defence: 1,
    speed: 100,
    sight: 9,
    xp: 60,
    accuracy: 70,
    behaviour: 'ranged',
    range: 6,
    sleeps: 30,
  } as const),
  Object.freeze({
    name: 'ogre',
    article: 'an',
    glyph: 'O',
    hp: 20,
    power: 6,
    defence: 2,
    speed: 80,
    sight: 8,
    xp: 150,
    accuracy: 70,
    spread: 2,
    sleeps: 60,
  } as const),
  Object.freeze({
    name: 'dire wolf',
    article: 'a',
    glyph: 'D',
    hp: 11,
    power: 4,
    defence: 1,
    speed: 130,
    sight: 8,
    xp: 70,
    pack: 3,
    sleeps: 30,
  } as const),
  Object.freeze({
    name: 'wraith',
    article: 'a',
    glyph: 'w',
    hp: 14,
    power: 5,
    defence: 2,
    speed: 120,
    sight: 9,
    xp: 180,
    sleeps: 0,
  } as const),
])

/**
 * Things for fighting from afar, thrown or zapped along a line (`targets: 'line'`): darts (weak,
 * 6 tiles) and javelins (strong, 5), each landing where it stops to be picked up again; wands of
 * lightning (a bolt of 8 tiles hurting every creature on it for 8), slowing (the first creature
 * on it acts at half speed for 20 turns) and digging (up to 8 tiles of rock along 8 tiles become
 * floor), each made with a few charges and kept when they are spent.
 */
export const RANGED_ITEM_KINDS: readonly Readonly<ItemKindInfo>[] = Object.freeze([
  Object.freeze({
    name: 'dart',
    article: 'a',
    glyph: ')',
    thrown: Object.freeze({ damage: 3, accuracy: 85, spread: 1 }),
    use: Object.freeze({ targets: 'line', range: 6, effect: hurl() } as const),
  }),
  Object.freeze({
    name: 'javelin',
    article: 'a',
    glyph: ')',
    thrown: Object.freeze({ damage: 7, accuracy: 75, spread: 2 }),
    use: Object.freeze({ targets: 'line', range: 5, effect: hurl() } as const),
  }),
  Object.freeze({
    name: 'wand of lightning',
    article: 'a',
    glyph: '-',
    charges: 4,
    use: Object.freeze({ targets: 'line', bolt: true, range: 8, effect: lightning(8) } as const),
  }),
  Object.freeze({
    name: 'wand of slowing',
    article: 'a',
    glyph: '-',
    charges: 5,
    use: Object.freeze({ targets: 'line', bolt: true, range: 8, effect: slowing(20) } as const),
  }),
  Object.freeze({
    name: 'wand of digging',
    article: 'a',
    glyph: '-',
    charges: 4,
    use: Object.freeze({ targets: 'line', bolt: true, range: 8, effect: digging(8) } as const),
  }),
])
