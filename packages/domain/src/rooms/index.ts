export * from './constants.js';
export * from './drawing.js';
export * from './messages.js';
export * from './rules.js';
export * from './types.js';
export * from './web-messages.js';
