// Moved to the run's state (`state/names.ts`); kept here for the imports that name this path.
export * from '../state/names.js'
