import { describe, expect, it } from 'vitest';
import {
  citationProblems,
  headingAnchors,
  headingSlug,
  repositoryCitationProblems,
  repositorySources,
} from './comment-citations.js';

/**
 * Comments cite the repository's own documents (docs/README.md#how-code-cites-these-documents):
 * never sections of a specification or issue numbers a clone does not have, and only
 * documents and headings that exist.
 */
describe('comment citations', () => {
  it('finds no foreign citation and no broken docs/ path in the sources', () => {
    expect(repositoryCitationProblems()).toEqual([]);
  });

  it('scans the sources of every folder, without dependencies or the catalogue', () => {
    const paths = repositorySources().map((source) => source.path);
    for (const folder of ['apps/', 'packages/', 'tools/', 'e2e/']) {
      expect(paths.some((file) => file.startsWith(folder))).toBe(true);
    }
    expect(paths).toContain('tools/ci/comment-citations.ts');
    expect(paths).toContain('apps/web/src/router.ts');
    expect(paths).not.toContain('packages/domain/src/messages.ts');
    expect(paths.filter((file) => file.includes('node_modules/'))).toEqual([]);
  });

  // The samples are built from pieces so that this file does not trip the scan itself.
  const spec = 'SP' + 'EC';
  const d = 'do' + 'cs/';
  const docs = new Map([
    ['roles.md', '# Roles\n\n## Seeing spaces\n\ntext\n\n## Co-owners\n'],
    ['README.md', '# Docs\n\n```md\n## Not a heading\n```\n\n## The documents\n'],
  ]);

  it('lists file and line of every citation of the specification or of an issue', () => {
    const text = [
      `// fine: see ${d}roles.md#seeing-spaces`,
      `// Owners only (${spec} section 6).`,
      `/** ${spec} §4.2: the selection. */`,
      `// ${spec} 5: a name is required.`,
      `// As per ${spec}, not found.`,
      `// Directions (issue ${'#'}6) and the register (Issue ${17}).`,
      '// A test spec and the MapLibre style spec are fine.',
    ].join('\n');
    const problems = citationProblems([{ path: 'apps/x.ts', text }], docs);
    expect(problems.map((problem) => problem.split(': ')[0])).toEqual([
      'apps/x.ts:2',
      'apps/x.ts:3',
      'apps/x.ts:4',
      'apps/x.ts:5',
      'apps/x.ts:6',
    ]);
  });

  it('lists docs/ paths whose document or heading does not exist', () => {
    const text = [
      `// see ${d}roles.md#co-owners and ${d}roles.md`,
      `// see ${d}rolls.md#co-owners`,
      `// see ${d}roles.md#co-owner`,
      `// see ${d}README.md#not-a-heading, ${d}README.md#the-documents`,
      '// apps/web/docs/other.md is not a product document',
    ].join('\n');
    expect(citationProblems([{ path: 'tools/y.ts', text }], docs)).toEqual([
      `tools/y.ts:2: ${d}rolls.md#co-owners: no such document`,
      `tools/y.ts:3: ${d}roles.md#co-owner: no heading with that anchor`,
      `tools/y.ts:4: ${d}README.md#not-a-heading: no heading with that anchor`,
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Plan versions')).toBe('plan-versions');
    expect(headingSlug('Sign-in throttling')).toBe('sign-in-throttling');
    expect(headingSlug('What’s new (2.0)?')).toBe('whats-new-20');
    expect([...headingAnchors('## Tests\n\n### Tests\n')]).toEqual(['tests', 'tests-1']);
  });
});
