import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImdfMessages } from './messages.js';
import { ImdfArchiveError, readImdfArchive } from './read-archive.js';
import { makeImdfArchive } from './testing/minimal-archive.js';
import { validateImdf } from './validate.js';

function zipOf(files: Record<string, string>): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
  );
}

const archiveFiles = () =>
  Object.fromEntries(
    Object.entries(makeImdfArchive()).map(([name, content]) => [name, JSON.stringify(content)]),
  );

function readError(bytes: Uint8Array): unknown {
  try {
    readImdfArchive(bytes);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('readImdfArchive', () => {
  it('parses every file of a zipped archive into what validateImdf checks', () => {
    const archive = readImdfArchive(zipOf(archiveFiles()));
    expect(archive).toEqual(JSON.parse(JSON.stringify(makeImdfArchive())));
    expect(validateImdf(archive)).toEqual([]);
  });

  it('keys files by name when the archive was zipped from a folder, leaving other files out', () => {
    const files = Object.fromEntries(
      Object.entries(archiveFiles()).map(([name, text]) => [`library/${name}`, text]),
    );
    const archive = readImdfArchive(
      zipOf({
        ...files,
        'library/readme.txt': 'hello',
        '__MACOSX/library/._unit.geojson': '\u0000',
      }),
    );
    expect(Object.keys(archive).sort()).toEqual(Object.keys(archiveFiles()).sort());
  });

  it('refuses a file that is not a zip, an empty one and a cut-off zip', () => {
    const whole = zipOf(archiveFiles());
    for (const bytes of [
      strToU8('{"type": "FeatureCollection"}'),
      new Uint8Array(0),
      whole.subarray(0, 40),
    ]) {
      const error = readError(bytes);
      expect(error).toBeInstanceOf(ImdfArchiveError);
      expect((error as Error).message).toBe(ImdfMessages.notZip);
    }
  });

  it('names the file that is not JSON', () => {
    const error = readError(zipOf({ ...archiveFiles(), 'unit.geojson': '{"type": ' }));
    expect(error).toBeInstanceOf(ImdfArchiveError);
    expect((error as Error).message).toBe(ImdfMessages.notJson('unit.geojson'));
  });

  it('refuses an archive without manifest.json', () => {
    const { 'manifest.json': _manifest, ...rest } = archiveFiles();
    const error = readError(zipOf(rest));
    expect((error as Error).message).toBe(ImdfMessages.noManifest);
  });
});
