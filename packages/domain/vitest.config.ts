import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions with no shared state: test files share their modules (much less importing).
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
