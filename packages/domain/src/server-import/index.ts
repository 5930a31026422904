export * from './building-archive.js';
export * from './constants.js';
export * from './messages.js';
export * from './remote-answers.js';
export * from './source.js';
