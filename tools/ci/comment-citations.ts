import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository this file belongs to. */
export const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/** The folders whose sources are scanned, from the repository root. */
export const SCANNED_FOLDERS = ['apps', 'packages', 'tools', 'e2e'] as const;

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'artifacts']);

/**
 * A citation of a document a clone of the repository does not have: a numbered section of
 * the old specification (the word in capitals, then "section", "§" or a number; or "per"
 * before it) or an issue number.
 */
const FOREIGN_CITATION = /SPEC\s*(?:sections?\b|§|\d)|\bper SPEC\b|\b[Ii]ssue\s*#?\d+/;

/** A path of a product document, with its anchor when it has one. */
const DOCS_PATH = /(?<![\w./-])docs\/([\w.-]+\.md)(?:#([\w-]+))?/g;

/**
 * The anchor GitHub gives a heading: lower case, spaces become '-', punctuation other
 * than '-' and '_' is dropped.
 */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown document's headings, repeated ones numbered as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface SourceFile {
  /** The path from the repository root, with '/' separators. */
  path: string;
  text: string;
}

/**
 * The problems of the given sources, one `file:line: what` each: citations of the old
 * specification or of issue numbers, and `docs/<file>.md` paths whose file, or whose
 * `#anchor` among that file's headings, does not exist. `docs` maps a document's file
 * name (`roles.md`) to its text.
 */
export function citationProblems(sources: SourceFile[], docs: Map<string, string>): string[] {
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (name: string): Set<string> | undefined => {
    const text = docs.get(name);
    if (text === undefined) return undefined;
    let found = anchors.get(name);
    if (!found) {
      found = headingAnchors(text);
      anchors.set(name, found);
    }
    return found;
  };
  const problems: string[] = [];
  for (const source of sources) {
    source.text.split('\n').forEach((line, index) => {
      const where = `${source.path}:${index + 1}`;
      const citation = FOREIGN_CITATION.exec(line);
      if (citation) {
        problems.push(`${where}: cites "${citation[0]}"; cite a docs/ section instead`);
      }
      for (const match of line.matchAll(DOCS_PATH)) {
        const [cited, name = '', anchor] = match;
        const headings = anchorsOf(name);
        if (!headings) problems.push(`${where}: ${cited}: no such document`);
        else if (anchor !== undefined && !headings.has(anchor)) {
          problems.push(`${where}: ${cited}: no heading with that anchor`);
        }
      }
    });
  }
  return problems;
}

function sourcesUnder(root: string, folder: string): SourceFile[] {
  const found: SourceFile[] = [];
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(child);
      } else if (
        entry.isFile() &&
        SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension))
      ) {
        found.push({ path: child, text: fs.readFileSync(path.join(root, child), 'utf8') });
      }
    }
  };
  walk(folder);
  return found;
}

/** The scanned sources of the repository. */
export function repositorySources(root = REPOSITORY): SourceFile[] {
  return SCANNED_FOLDERS.flatMap((folder) => sourcesUnder(root, folder));
}

/** The problems of the repository's sources (see citationProblems). */
export function repositoryCitationProblems(root = REPOSITORY): string[] {
  const docs = new Map<string, string>();
  for (const name of fs.readdirSync(path.join(root, 'docs'))) {
    if (!name.endsWith('.md')) continue;
    docs.set(name, fs.readFileSync(path.join(root, 'docs', name), 'utf8'));
  }
  return citationProblems(repositorySources(root), docs);
}
