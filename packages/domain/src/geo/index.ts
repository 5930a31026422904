export * from './base-map-zoom.js';
export * from './coordinates.js';
export * from './distance.js';
export * from './floor-plan-georeference.js';
export * from './plan-placement.js';
export * from './rectangle.js';
export * from './tiles.js';
export * from './units.js';
