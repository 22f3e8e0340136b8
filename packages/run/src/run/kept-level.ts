// Moved to the run's state (`state/kept-level.ts`); kept here for the imports that name this path.
export * from '../state/kept-level.js'
