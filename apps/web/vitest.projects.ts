import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { domainAlias } from '../../vitest.shared.js';

const WEB = import.meta.dirname;
const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * Test files that replace modules with vi.mock: a module mocked in one file must not be
 * the one another file imported, so these run isolated, each in a fresh module graph.
 */
const MOCKING = fs
  .readdirSync(path.join(WEB, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file))
  .filter((file) => fs.readFileSync(path.join(WEB, file), 'utf8').includes('vi.mock('));

const shared = {
  plugins: [react()],
  resolve: { alias: domainAlias },
};

/**
 * Two projects over the web tests (listed by the root vitest.config.ts): those that mock
 * modules, isolated; all the others in one module graph per worker (isolate: false), which
 * spares each file a fresh jsdom and a fresh import of React and the app (the web tests
 * went from 108 s to about 20 s).
 */
export const webProjects = [
  defineProject({
    ...shared,
    test: {
      name: 'web',
      root: WEB,
      environment: 'jsdom',
      include: [TESTS],
      exclude: MOCKING,
      setupFiles: ['src/test/setup.ts'],
      isolate: false,
    },
    // Stores live as long as the module graph: this zustand lets the setup put them back.
    resolve: {
      alias: [
        ...Object.entries(domainAlias).map(([find, replacement]) => ({ find, replacement })),
        { find: /^zustand$/, replacement: path.join(WEB, 'src/test/resettable-zustand.ts') },
      ],
    },
  }),
  defineProject({
    ...shared,
    test: {
      name: 'web (mocked modules)',
      root: WEB,
      environment: 'jsdom',
      include: MOCKING,
      setupFiles: ['src/test/setup.ts'],
    },
  }),
];
