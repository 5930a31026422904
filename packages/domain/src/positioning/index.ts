export * from './anyplace.js';
export * from './constants.js';
export * from './estimator.js';
export * from './limits.js';
export * from './messages.js';
export * from './radiomap-model.js';
export * from './types.js';
export * from './wknn-dbm.js';
