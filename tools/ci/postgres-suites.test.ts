import { expect, it } from 'vitest';
import { postgresSuites } from './postgres-suites.js';

/**
 * .ci/run reads the PostgreSQL suites it expects from the test files themselves
 * (`tsx tools/ci/postgres-suites.ts`) and fails unless each wrote its name to
 * PG_SUITE_MARKER: a suite that silently skipped PostgreSQL is caught.
 */
it('reads every PostgreSQL suite of the test files by a unique, plain name', () => {
  const { names, unnamed } = postgresSuites();
  expect(unnamed, 'give describeEachDatabase a plain string name in these files').toEqual([]);
  expect(new Set(names).size, 'suite names must be unique').toBe(names.length);
  // The suites are many; a broken pattern would find none or few.
  expect(names.length).toBeGreaterThan(30);
  expect(names).toContain('permission matrix over the API contract');
  expect(names).toContain('e2e: the built server on PostgreSQL');
});
