/**
 * Nothing is defined here: every constant lives with its capability (<capability>/constants.ts).
 * These two re-exports serve the message catalogue's import until it imports them from there.
 */
export { ServerLimits } from './api/constants.js';
export { AuditCycleConstants } from './audit/constants.js';
