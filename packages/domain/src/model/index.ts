export * from './common.js';
export * from './floor.js';
export * from './poi.js';
export * from './space.js';
export * from './user.js';
export * from './version.js';
