export * from './config.js';
export * from './contract.js';
export * from './endpoint.js';
export * from './floors.js';
export * from './spaces.js';
export * from './system.js';
export * from './users.js';
