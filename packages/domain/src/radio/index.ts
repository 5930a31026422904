export * from './heatmap-cells.js';
export * from './radiomap-log.js';
