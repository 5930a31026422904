export * from './coordinates.js';
export * from './distance.js';
export * from './tiles.js';
