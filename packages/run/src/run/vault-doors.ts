// Moved to the run's state (`state/vault-doors.ts`); kept here for the imports that name this path.
export * from '../state/vault-doors.js'
