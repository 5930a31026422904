import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects.js';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', ...webProjects, 'tools'],
    // Vitest keeps one core for itself by default, which leaves a two-core machine (CI's)
    // one test file at a time; many files wait on a database or a child process, so two
    // at a time finish the suite about a quarter sooner there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
