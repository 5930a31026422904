export * from './archive-files.js';
export * from './archive-layout.js';
export * from './bytes.js';
export * from './anyplace-archive.js';
