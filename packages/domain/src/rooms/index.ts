export * from './constants.js';
export * from './messages.js';
export * from './poi-room.js';
export * from './rules.js';
export * from './types.js';
export * from './web-messages.js';
