export * from './categories.js';
export * from './constants.js';
export * from './messages.js';
export * from './read-archive.js';
export * from './rules.js';
export * from './types.js';
export * from './validate.js';
