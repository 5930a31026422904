export * from './constants.js';
export * from './messages.js';
export * from './offline-reads.js';
export * from './plan-tiles.js';
