export * from './anyplace-archive.js';
export * from './archive-files.js';
export * from './archive-layout.js';
export * from './bytes.js';
export * from './constants.js';
export * from './messages.js';
