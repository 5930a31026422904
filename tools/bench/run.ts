import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm run bench -- <name>` runs tools/bench/<name>.ts, whose default export does
 * the work and prints its figures.
 */
const name = process.argv[2];
const available = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <name>\navailable: ${available.join(', ')}`);
  process.exit(2);
}
const module = (await import(pathToFileURL(path.join(import.meta.dirname, `${name}.ts`)).href)) as {
  default: (args: string[]) => Promise<void>;
};
await module.default(process.argv.slice(3));
process.exit(0);
