export * from './heatmap-cells.js';
export * from './layer-json.js';
export * from './radiomap-log.js';
