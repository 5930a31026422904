import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { domainAlias } from '../../vitest.shared.js';

export default defineProject({
  plugins: [react()],
  resolve: { alias: domainAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
