import { defineProject } from 'vitest/config';
import { domainAlias } from '../vitest.shared.js';

export default defineProject({
  resolve: { alias: domainAlias },
  test: {
    name: 'tools',
    environment: 'node',
    isolate: false,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
  },
});
