import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds catalogue entries no product code reads: every key of every
 * `export const XMessages = { … }` and `export const XConstants = { … }` group of
 * packages/domain/src. A key counts as read when product source (apps/, packages/,
 * tools/; not tests, not test/ or test-support/ folders, not the file defining the
 * group) names it as `Group.key`, `Group['key']` or `const { key } = Group`, also
 * through an alias (`import { Group as X }`, `const X = Group`).
 */

/** The repository this file belongs to. */
export const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

export interface CatalogueGroup {
  name: string;
  kind: 'Messages' | 'Constants';
  file: string;
  keys: string[];
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'test-support', 'coverage']);

function sourceFiles(root: string, folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(path.join(root, folder));
  return files;
}

/** The top-level keys of a group's body: the lines indented by exactly two spaces. */
function keysOf(body: string): string[] {
  const keys = [...body.matchAll(/^ {2}(?:(\w+)|'([^']+)'|"([^"]+)")\??\s*[:(,]/gm)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
  return [...new Set(keys)];
}

/** Every Messages and Constants group of the domain package's source (tests left out). */
export function catalogueGroups(root = REPOSITORY): CatalogueGroup[] {
  const groups: CatalogueGroup[] = [];
  for (const file of sourceFiles(root, 'packages/domain/src')) {
    const text = fs.readFileSync(file, 'utf8');
    const groupRe = /^export const (\w+?)(Messages|Constants) = \{\n([\s\S]*?)^\}/gm;
    for (const m of text.matchAll(groupRe)) {
      groups.push({
        name: `${m[1]}${m[2]}`,
        kind: m[2] as CatalogueGroup['kind'],
        file,
        keys: keysOf(m[3] ?? ''),
      });
    }
  }
  return groups;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keys a destructuring `{ a, b: c, ...rest } = Name` reads. */
function destructuredKeys(source: string, name: string): string[] {
  const keys: string[] = [];
  for (const m of source.matchAll(
    new RegExp(`\\{([^{}]*)\\}\\s*=\\s*${escapeRegExp(name)}\\b`, 'g'),
  )) {
    for (const part of (m[1] ?? '').split(',')) {
      const key = part
        .trim()
        .split(/[:=\s]/)[0]
        ?.replace(/^['"]|['"]$/g, '');
      if (key && !key.startsWith('...')) keys.push(key);
    }
  }
  return keys;
}

/** The keys of the group `name` that one source file reads, directly or through an alias. */
function keysRead(text: string, group: string): Set<string> {
  const names = new Set([group]);
  for (const m of text.matchAll(new RegExp(`\\b${group}\\s+as\\s+(\\w+)`, 'g'))) {
    if (m[1]) names.add(m[1]);
  }
  for (const m of text.matchAll(new RegExp(`\\b(\\w+)\\s*=\\s*${group}\\b(?!\\s*\\.)`, 'g'))) {
    if (m[1]) names.add(m[1]);
  }
  const read = new Set<string>();
  for (const name of names) {
    const n = escapeRegExp(name);
    for (const m of text.matchAll(new RegExp(`\\b${n}\\s*\\??\\.\\s*(\\w+)`, 'g'))) {
      if (m[1]) read.add(m[1]);
    }
    for (const m of text.matchAll(
      new RegExp(`\\b${n}\\s*\\[\\s*(['"\`])([^'"\`]+)\\1\\s*\\]`, 'g'),
    )) {
      if (m[2]) read.add(m[2]);
    }
    for (const key of destructuredKeys(text, name)) read.add(key);
  }
  return read;
}

/**
 * The catalogue entries ("Group.key") no product source reads, in catalogue order.
 * `kind` limits the check to Messages or Constants groups.
 */
export function unusedCatalogueEntries(root = REPOSITORY, kind?: CatalogueGroup['kind']): string[] {
  const sources = ['apps', 'packages', 'tools'].flatMap((folder) =>
    sourceFiles(root, folder).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') })),
  );
  const unused: string[] = [];
  for (const group of catalogueGroups(root)) {
    if (kind && group.kind !== kind) continue;
    const read = new Set<string>();
    // Aliases are read per file: `import { Group as X }` and `const X = Group` name it there.
    for (const source of sources) {
      if (source.file === group.file || !source.text.includes(group.name)) continue;
      for (const key of keysRead(source.text, group.name)) read.add(key);
    }
    for (const key of group.keys) {
      if (!read.has(key)) unused.push(`${group.name}.${key}`);
    }
  }
  return unused;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const unused = unusedCatalogueEntries(process.argv[2] ?? REPOSITORY);
  for (const entry of unused) console.log(entry);
  process.exitCode = unused.length === 0 ? 0 : 1;
}
