/**
 * A backup or restore refused for a reason the operator can act on; the message says which.
 * Thrown before anything was changed (or with the change rolled back).
 */
export class BackupError extends Error {}
