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
    // One Chromium and one server at a time: the machine has two cores.
    fileParallelism: false,
  },
});
