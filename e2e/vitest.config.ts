import { defineConfig } from 'vitest/config';

/** End-to-end suites: the built server as a child process, driven over HTTP and through Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A busy two-core CI machine can take more than the default second to show what a
    // page does after a server answer; a poll that names no timeout waits up to 10 s.
    expect: { poll: { timeout: 10_000 } },
    // Three files at a time, each with its own server and Chromium: a browser test mostly
    // waits (for a server answer, a map frame, a poll), so one file at a time left a
    // two-core machine more than half idle (about 4 CPU-minutes in a 10-minute run).
    fileParallelism: true,
    maxWorkers: 3,
  },
});
