import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueGroups, unusedCatalogueEntries } from './catalogue-usage.js';

/**
 * Every catalogue text and constant is read by product code: an entry nobody reads is
 * either a behaviour that went missing or a text to delete (see docs/README.md#texts-kept-for-anyplace-users).
 */
describe('the catalogue in use', () => {
  it('finds the Messages and Constants groups of the domain package', () => {
    const groups = catalogueGroups();
    const names = groups.map((group) => group.name);
    expect(names).toContain('SpaceMessages');
    expect(names).toContain('AuditCycleConstants');
    expect(groups.filter((group) => group.kind === 'Messages').length).toBeGreaterThan(40);
    expect(groups.every((group) => group.keys.length > 0)).toBe(true);
  });

  it('has no message that product code does not show', () => {
    expect(unusedCatalogueEntries(undefined, 'Messages')).toEqual([]);
  });

  it('has no constant that product code does not read', () => {
    expect(unusedCatalogueEntries(undefined, 'Constants')).toEqual([]);
  });
});

describe('the catalogue scanner', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-usage-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(
    'packages/domain/src/things/messages.ts',
    [
      'export const ThingMessages = {',
      '  dotted: "a",',
      "  'quoted-key': 'b',",
      '  indexed: "c",',
      '  destructured: "d",',
      '  renamed: "e",',
      '  viaAlias: "f",',
      '  viaConst: "g",',
      '  onlyInTests: "h",',
      '  onlyInOwnFile: "i",',
      '  nested: {',
      '    inner: "not a key of its own",',
      '  },',
      '  never: (n: number) => String(n),',
      '} as const;',
      'const own = ThingMessages.onlyInOwnFile;',
      '',
    ].join('\n'),
  );
  write(
    'packages/domain/src/things/constants.ts',
    'export const ThingConstants = {\n  used: 1,\n  unused: 2,\n} as const;\n',
  );
  write(
    'apps/web/src/Thing.tsx',
    [
      "import { ThingMessages, ThingMessages as T, ThingConstants } from '@indoor/domain';",
      'const a = ThingMessages.dotted + ThingMessages["quoted-key"];',
      "const b = ThingMessages['indexed'] + T.viaAlias + ThingConstants.used;",
      'const { destructured, renamed: r } = ThingMessages;',
      'const texts = ThingMessages;',
      'const c = texts.viaConst + ThingMessages.nested.inner;',
      '',
    ].join('\n'),
  );
  write('apps/web/src/Thing.test.tsx', 'ThingMessages.onlyInTests; ThingConstants.unused;\n');
  write('apps/web/src/test/helpers.ts', 'ThingMessages.onlyInTests;\n');
  write('tools/test-support/helpers.ts', 'ThingConstants.unused;\n');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the top-level keys of each group', () => {
    expect(catalogueGroups(root).map((group) => [group.name, group.kind, group.keys])).toEqual([
      ['ThingConstants', 'Constants', ['used', 'unused']],
      [
        'ThingMessages',
        'Messages',
        [
          'dotted',
          'quoted-key',
          'indexed',
          'destructured',
          'renamed',
          'viaAlias',
          'viaConst',
          'onlyInTests',
          'onlyInOwnFile',
          'nested',
          'never',
        ],
      ],
    ]);
  });

  it('reports the keys only tests, test folders or the defining file read', () => {
    expect(unusedCatalogueEntries(root)).toEqual([
      'ThingConstants.unused',
      'ThingMessages.onlyInTests',
      'ThingMessages.onlyInOwnFile',
      'ThingMessages.never',
    ]);
    expect(unusedCatalogueEntries(root, 'Constants')).toEqual(['ThingConstants.unused']);
  });
});
