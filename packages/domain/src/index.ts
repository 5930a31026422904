export * from './api/index.js';
export * from './constants.js';
export * from './geo/index.js';
export * from './messages.js';
export * from './model/index.js';
export * from './roles.js';
export * from './routing/graph-issues.js';
export * from './routing/navigation-graph.js';
