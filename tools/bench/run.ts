import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bench, benchExitStatus } from '../lib/bench-status.js';

/**
 * `npm run bench -- <name>` runs tools/bench/<name>.ts, whose default export does
 * the work, prints its figures and answers whether its goals were met: the run exits
 * 1 when one was not (and when the benchmark fails), 0 otherwise.
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
  default: Bench;
};
const outcome = await module.default(process.argv.slice(3));
// Exit explicitly: a benchmark may leave handles (servers, workers) that would keep Node alive.
process.exit(benchExitStatus(outcome));
