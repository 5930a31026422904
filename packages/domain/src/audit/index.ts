export * from './audit-cycle.js';
export * from './constants.js';
export * from './distances.js';
export * from './estimate.js';
export * from './messages.js';
export * from './ordering.js';
export * from './plan.js';
export * from './results-export.js';
