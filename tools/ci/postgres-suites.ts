import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository this file belongs to. */
export const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

function filesUnder(root: string, folder: string, suffix: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter(
      (name) =>
        name.endsWith(suffix) &&
        !name.includes('node_modules') &&
        !name.split(path.sep).includes('dist'),
    )
    .map((name) => path.join(root, folder, name));
}

/**
 * The PostgreSQL suites of the test files, by name: every describeEachDatabase suite of
 * the unit and database tests, and every browser suite that writes its name to
 * PG_SUITE_MARKER. `unnamed` lists files whose describeEachDatabase name is not a plain
 * string (the name could not be read).
 */
export function postgresSuites(root = REPOSITORY): { names: string[]; unnamed: string[] } {
  const names: string[] = [];
  const unnamed: string[] = [];
  const files = [
    ...filesUnder(root, 'apps', '.test.ts'),
    ...filesUnder(root, 'packages', '.test.ts'),
    ...filesUnder(root, 'tools', '.test.ts'),
    ...filesUnder(root, 'e2e', '.e2e.ts'),
  ];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const calls = text.match(/describeEachDatabase\(/g)?.length ?? 0;
    const literal = [...text.matchAll(/describeEachDatabase\(\s*(['"])(.*?)\1\s*,/g)].map(
      (m) => m[2] ?? '',
    );
    if (literal.length !== calls) unnamed.push(path.relative(root, file));
    names.push(...literal);
    for (const m of text.matchAll(/PG_SUITE_MARKER,\s*(['"])(.*?)\\n\1/g)) names.push(m[2] ?? '');
  }
  return { names, unnamed };
}

// `tsx tools/ci/postgres-suites.ts` prints the names, one a line: what .ci/run expects to
// have run on PostgreSQL.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { names, unnamed } = postgresSuites();
  if (unnamed.length > 0) {
    console.error(`describeEachDatabase needs a plain string name in: ${unnamed.join(', ')}`);
    process.exit(1);
  }
  process.stdout.write(`${names.join('\n')}\n`);
}
