import { randomBytes } from 'node:crypto';
import { BackupMessages } from '@indoor/domain';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipHeaderOffsets } from '../test/backup-archives.js';
import {
  ArchiveRefusedError,
  bufferSource,
  inflateEntry,
  readEntry,
  readZipEntries,
  type ZipReaderLimits,
} from './zip-reader.js';

const limits: ZipReaderLimits = {
  maxEntries: 10,
  maxCompressionRatio: 100,
  ratioFreeBytes: 1 << 20,
};
const text = (s: string) => new TextEncoder().encode(s);

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveRefusedError);
  return (error as Error).message;
};

describe('zip reader', () => {
  it('lists entries from the central directory and unpacks stored and deflated ones exactly', async () => {
    const noise = randomBytes(5000);
    const archive = zipSync({
      'a.txt': [text('hello '.repeat(1000)), { level: 9 }],
      'b.bin': [noise, { level: 0 }],
    });
    const source = bufferSource(archive);
    const entries = await readZipEntries(source, limits);
    expect(entries.map((e) => [e.name, e.method, e.declaredSize])).toEqual([
      ['a.txt', 8, 6000],
      ['b.bin', 0, 5000],
    ]);
    const [a, b] = entries;
    if (!a || !b) throw new Error('entries missing');
    expect(new TextDecoder().decode(await readEntry(source, a, limits, { maxBytes: 6000 }))).toBe(
      'hello '.repeat(1000),
    );
    expect(await readEntry(source, b, limits, { maxBytes: 5000 })).toEqual(noise);
    expect(await refusal(readEntry(source, a, limits, { maxBytes: 5999 }))).toBe(
      BackupMessages.entryTooLarge('a.txt', 5999),
    );
  });

  it('stops at the total budget of the archive', async () => {
    const archive = zipSync({
      'a.bin': [randomBytes(3000), { level: 0 }],
      'b.bin': [randomBytes(3000), { level: 0 }],
    });
    const source = bufferSource(archive);
    const budget = { remainingBytes: 5000, exhausted: BackupMessages.totalTooLarge };
    const [a, b] = await readZipEntries(source, limits);
    if (!a || !b) throw new Error('entries missing');
    expect(await inflateEntry(source, a, limits, { maxBytes: 10_000, budget })).toBe(3000);
    expect(budget.remainingBytes).toBe(2000);
    expect(await refusal(inflateEntry(source, b, limits, { maxBytes: 10_000, budget }))).toBe(
      BackupMessages.totalTooLarge,
    );
  });

  it('refuses entries sharing bytes, a local name other than the listed one, and split archives', async () => {
    const archive = Buffer.from(zipSync({ 'a.txt': text('aaaa'), 'b.txt': text('bbbb') }));
    const [a, b] = zipHeaderOffsets(archive);
    if (!a || !b) throw new Error('entries missing');

    // a's compressed size now runs over b's header: the "overlapping files" bomb.
    const overlapping = Buffer.from(archive);
    overlapping.writeUInt32LE(b.local - a.local, a.central + 20);
    expect(await refusal(readZipEntries(bufferSource(overlapping), limits))).toBe(
      BackupMessages.overlappingEntries,
    );

    const hidden = Buffer.from(archive);
    hidden.write('x', b.local + 30);
    expect(await refusal(readZipEntries(bufferSource(hidden), limits))).toBe(
      BackupMessages.damagedEntry('b.txt'),
    );

    const split = Buffer.from(archive);
    split.writeUInt16LE(1, split.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 4);
    expect(await refusal(readZipEntries(bufferSource(split), limits))).toBe(
      BackupMessages.unsupportedZip,
    );

    const tooMany = zipSync(
      Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`${i}`, text('x')])),
    );
    expect(await refusal(readZipEntries(bufferSource(tooMany), limits))).toBe(
      BackupMessages.tooManyEntries,
    );
  });
});
