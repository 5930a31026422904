export * from './access-point-estimate.js';
export * from './access-point-observations.js';
export * from './access-point-survey.js';
export * from './access-point-vendor.js';
export * from './constants.js';
export * from './heatmap-cells.js';
export * from './layer-json.js';
export * from './radiomap-log.js';
