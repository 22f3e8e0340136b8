// Moved to the run's state (`state/items.ts`); kept here for the imports that name this path.
export * from '../state/items.js'
