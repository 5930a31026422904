import { defineProject } from 'vitest/config';
import { domainAlias } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: domainAlias },
  test: {
    name: 'server',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
