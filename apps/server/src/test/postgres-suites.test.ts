import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));

/** The names .ci/run expects to find in PG_SUITE_MARKER after the test run. */
function expectedSuites(): string[] {
  return fs
    .readFileSync(path.join(repository, '.ci/postgres-suites.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function filesUnder(folder: string, suffix: string): string[] {
  return fs
    .readdirSync(path.join(repository, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix) && !name.includes('node_modules'))
    .map((name) => path.join(repository, folder, name));
}

/** Names of the PostgreSQL suites in the test files: describeEachDatabase and e2e markers. */
function suitesInTestFiles(): { names: string[]; unnamed: string[] } {
  const names: string[] = [];
  const unnamed: string[] = [];
  const files = [
    ...filesUnder('apps', '.test.ts').filter((f) => !f.includes(`${path.sep}dist${path.sep}`)),
    ...filesUnder('packages', '.test.ts'),
    ...filesUnder('tools', '.test.ts'),
    ...filesUnder('e2e', '.e2e.ts'),
  ];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const calls = text.match(/describeEachDatabase\(/g)?.length ?? 0;
    const literal = [...text.matchAll(/describeEachDatabase\(\s*(['"])(.*?)\1\s*,/g)].map(
      (m) => m[2] ?? '',
    );
    if (literal.length !== calls) unnamed.push(path.relative(repository, file));
    names.push(...literal);
    for (const m of text.matchAll(/PG_SUITE_MARKER,\s*(['"])(.*?)\\n\1/g)) names.push(m[2] ?? '');
  }
  return { names, unnamed };
}

it('lists in .ci/postgres-suites.txt exactly the PostgreSQL suites of the test files', () => {
  const { names, unnamed } = suitesInTestFiles();
  expect(unnamed, 'give describeEachDatabase a plain string name in these files').toEqual([]);
  expect(new Set(names).size, 'suite names must be unique').toBe(names.length);
  expect([...expectedSuites()].sort()).toEqual([...names].sort());
});
