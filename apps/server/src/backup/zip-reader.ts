import fs from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { BackupMessages } from '@indoor/domain';
import { Inflate } from 'fflate';

/**
 * A zip archive read defensively, without trusting anything it declares:
 * - the central directory is the only list of entries; each local header must agree with
 *   it, and no two entries may share bytes (the "overlapping files" bomb);
 * - encrypted entries, methods other than stored and deflate, links and special files,
 *   split and Zip64 archives are refused;
 * - inflation is counted as it happens and stops at the entry's cap, the archive's total
 *   cap or the compression-ratio cap, whatever the headers say; the count and the CRC
 *   must then match what was declared.
 * Input is pushed to the inflater in small slices, so a bomb can only produce about a
 * thousand times a slice before the counters see it.
 */

/** Random access to the archive's bytes: an uploaded file on disk, or a buffer in tests. */
export interface ArchiveSource {
  readonly size: number;
  read(position: number, length: number): Promise<Uint8Array>;
}

export function bufferSource(bytes: Uint8Array): ArchiveSource {
  return {
    size: bytes.length,
    read: async (position, length) => bytes.subarray(position, position + length),
  };
}

export async function openFileSource(
  path: string,
): Promise<ArchiveSource & { close(): Promise<void> }> {
  const handle = await fs.open(path, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(position, length) {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      let done = 0;
      while (done < buffer.length) {
        const { bytesRead } = await handle.read(
          buffer,
          done,
          buffer.length - done,
          position + done,
        );
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return buffer.subarray(0, done);
    },
    close: () => handle.close(),
  };
}

/** The archive was refused; the message says why, for the user (HTTP 400). */
export class ArchiveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefusedError';
  }
}

export interface ZipEntry {
  name: string;
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  /** What the archive claims; only ever compared with what inflation really produced. */
  declaredSize: number;
  /** Where the entry's compressed bytes start and end in the archive. */
  dataStart: number;
  dataEnd: number;
}

export interface ZipReaderLimits {
  maxEntries: number;
  maxCompressionRatio: number;
  /** The ratio is only looked at past this many inflated bytes (small files compress well). */
  ratioFreeBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;
/** Valid names are at most 255 bytes; extra fields of real archives are small. */
const MAX_CENTRAL_RECORD = CENTRAL_HEADER_SIZE + 1024 + 4096;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_ENCRYPTED_DIRECTORY = 0x2000;
const ZIP64_MARK = 0xffffffff;
/** Hosts whose external attributes carry Unix file modes: Unix and macOS. */
const UNIX_HOSTS = new Set([3, 19]);
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

const refuse = (message: string): never => {
  throw new ArchiveRefusedError(message);
};

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const utf8 = new TextDecoder('utf-8');

function findEndOfCentralDirectory(tail: Uint8Array, tailStart: number): number {
  const data = view(tail);
  for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
    if (data.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    // The comment must run exactly to the end of the file, or this is a stray signature.
    if (at + EOCD_SIZE + data.getUint16(at + 20, true) === tail.length) return tailStart + at;
  }
  return refuse(BackupMessages.notAZip);
}

/**
 * Lists the entries of an archive from its central directory, checked as described
 * above. Names are returned as the archive spells them; judging them is the caller's.
 */
export async function readZipEntries(
  source: ArchiveSource,
  limits: ZipReaderLimits,
): Promise<ZipEntry[]> {
  if (source.size < EOCD_SIZE) refuse(BackupMessages.notAZip);
  const tailStart = Math.max(0, source.size - EOCD_SIZE - MAX_COMMENT);
  const tail = await source.read(tailStart, source.size - tailStart);
  const eocdAt = findEndOfCentralDirectory(tail, tailStart);
  const eocd = view(await source.read(eocdAt, EOCD_SIZE));
  const disk = eocd.getUint16(4, true);
  const directoryDisk = eocd.getUint16(6, true);
  const entriesOnDisk = eocd.getUint16(8, true);
  const entryCount = eocd.getUint16(10, true);
  const directorySize = eocd.getUint32(12, true);
  const directoryStart = eocd.getUint32(16, true);
  const locatorAt = eocdAt - 20;
  const hasZip64Locator =
    locatorAt >= 0 &&
    view(await source.read(locatorAt, 4)).getUint32(0, true) === ZIP64_LOCATOR_SIGNATURE;
  if (
    hasZip64Locator ||
    disk !== 0 ||
    directoryDisk !== 0 ||
    entriesOnDisk !== entryCount ||
    entryCount === 0xffff ||
    directorySize === ZIP64_MARK ||
    directoryStart === ZIP64_MARK
  ) {
    refuse(BackupMessages.unsupportedZip);
  }
  if (entryCount > limits.maxEntries) refuse(BackupMessages.tooManyEntries);
  if (directoryStart + directorySize > eocdAt || directorySize > entryCount * MAX_CENTRAL_RECORD) {
    refuse(BackupMessages.notAZip);
  }

  const directory = await source.read(directoryStart, directorySize);
  const data = view(directory);
  const entries: (ZipEntry & { headerStart: number; nameBytes: Uint8Array })[] = [];
  let at = 0;
  for (let index = 0; index < entryCount; index++) {
    if (
      at + CENTRAL_HEADER_SIZE > directory.length ||
      data.getUint32(at, true) !== CENTRAL_SIGNATURE
    ) {
      refuse(BackupMessages.notAZip);
    }
    const madeBy = data.getUint16(at + 4, true);
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    const crc = data.getUint32(at + 16, true);
    const compressedSize = data.getUint32(at + 20, true);
    const declaredSize = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const externalAttributes = data.getUint32(at + 38, true);
    const headerStart = data.getUint32(at + 42, true);
    const next = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (next > directory.length) refuse(BackupMessages.notAZip);
    const nameBytes = directory.subarray(
      at + CENTRAL_HEADER_SIZE,
      at + CENTRAL_HEADER_SIZE + nameLength,
    );
    const name = utf8.decode(nameBytes);
    at = next;

    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION | FLAG_ENCRYPTED_DIRECTORY)) {
      refuse(BackupMessages.encryptedEntry(name));
    }
    if (method !== 0 && method !== 8) refuse(BackupMessages.unsupportedMethod(name));
    const fileType = (externalAttributes >>> 16) & S_IFMT;
    if (
      UNIX_HOSTS.has(madeBy >> 8) &&
      fileType !== 0 &&
      fileType !== S_IFREG &&
      fileType !== S_IFDIR
    ) {
      refuse(BackupMessages.symlinkEntry(name));
    }
    if ([compressedSize, declaredSize, headerStart].includes(ZIP64_MARK)) {
      refuse(BackupMessages.unsupportedZip);
    }
    entries.push({
      name,
      nameBytes,
      method: method as 0 | 8,
      crc32: crc,
      compressedSize,
      declaredSize,
      headerStart,
      dataStart: 0,
      dataEnd: 0,
    });
  }

  for (const entry of entries) {
    const header = await source.read(entry.headerStart, LOCAL_HEADER_SIZE + entry.nameBytes.length);
    const local = view(header);
    if (header.length < LOCAL_HEADER_SIZE || local.getUint32(0, true) !== LOCAL_SIGNATURE) {
      refuse(BackupMessages.damagedEntry(entry.name));
    }
    const localFlags = local.getUint16(6, true);
    const localMethod = local.getUint16(8, true);
    const localName = header.subarray(
      LOCAL_HEADER_SIZE,
      LOCAL_HEADER_SIZE + local.getUint16(26, true),
    );
    if (localFlags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION))
      refuse(BackupMessages.encryptedEntry(entry.name));
    // The name unpacked must be the name listed: a second, hidden name is how zip tools get fooled.
    if (localMethod !== entry.method || !sameBytes(localName, entry.nameBytes)) {
      refuse(BackupMessages.damagedEntry(entry.name));
    }
    entry.dataStart =
      entry.headerStart + LOCAL_HEADER_SIZE + localName.length + local.getUint16(28, true);
    entry.dataEnd = entry.dataStart + entry.compressedSize;
    if (entry.dataEnd > directoryStart) refuse(BackupMessages.damagedEntry(entry.name));
  }
  const byPosition = [...entries].sort((a, b) => a.headerStart - b.headerStart);
  for (let i = 1; i < byPosition.length; i++) {
    const previous = byPosition[i - 1];
    const current = byPosition[i];
    if (previous && current && current.headerStart < previous.dataEnd) {
      refuse(BackupMessages.overlappingEntries);
    }
  }
  return entries.map(({ headerStart: _h, nameBytes: _n, ...entry }) => entry);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Shared by every entry of one archive: what may still be unpacked in total. */
export interface InflateBudget {
  remainingBytes: number;
  /** The message once it is spent. */
  exhausted: string;
}

export interface InflateOptions {
  /** The most this entry may unpack to. */
  maxBytes: number;
  budget?: InflateBudget;
  /** Receives the unpacked bytes in order; without it they are only counted and checked. */
  onData?: (chunk: Uint8Array) => void;
}

/** Compressed bytes read from the archive at a time, and pushed to the inflater at a time. */
const READ_SIZE = 64 * 1024;
const PUSH_SIZE = 8 * 1024;

/**
 * Unpacks one entry, counting as it goes; refuses it as soon as a cap is passed, and at
 * the end unless the size and CRC are exactly the declared ones. Answers the size.
 */
export async function inflateEntry(
  source: ArchiveSource,
  entry: ZipEntry,
  limits: ZipReaderLimits,
  options: InflateOptions,
): Promise<number> {
  if (entry.declaredSize > options.maxBytes)
    refuse(BackupMessages.entryTooLarge(entry.name, options.maxBytes));
  const ratioCap = Math.max(
    limits.ratioFreeBytes,
    entry.compressedSize * limits.maxCompressionRatio,
  );
  if (entry.declaredSize > ratioCap) refuse(BackupMessages.compressionRatio(entry.name));

  let produced = 0;
  let crc = 0;
  const take = (chunk: Uint8Array) => {
    produced += chunk.length;
    if (produced > options.maxBytes)
      refuse(BackupMessages.entryTooLarge(entry.name, options.maxBytes));
    if (options.budget && produced > options.budget.remainingBytes)
      refuse(options.budget.exhausted);
    if (produced > ratioCap) refuse(BackupMessages.compressionRatio(entry.name));
    if (produced > entry.declaredSize) refuse(BackupMessages.sizeMismatch(entry.name));
    crc = crc32(chunk, crc);
    options.onData?.(chunk);
  };
  const inflater =
    entry.method === 8
      ? new Inflate((chunk) => {
          if (chunk.length > 0) take(chunk);
        })
      : null;

  try {
    if (entry.compressedSize === 0 && inflater) refuse(BackupMessages.damagedEntry(entry.name));
    for (let offset = 0; offset < entry.compressedSize; offset += READ_SIZE) {
      const length = Math.min(READ_SIZE, entry.compressedSize - offset);
      const block = await source.read(entry.dataStart + offset, length);
      if (block.length !== length) refuse(BackupMessages.damagedEntry(entry.name));
      for (let slice = 0; slice < block.length; slice += PUSH_SIZE) {
        const piece = block.subarray(slice, slice + PUSH_SIZE);
        if (inflater) {
          const last = offset + slice + piece.length === entry.compressedSize;
          inflater.push(piece, last);
        } else {
          take(piece);
        }
      }
    }
  } catch (error) {
    if (error instanceof ArchiveRefusedError) throw error;
    // fflate: invalid block type, distance too far back, unexpected end of data…
    refuse(BackupMessages.damagedEntry(entry.name));
  }
  if (produced !== entry.declaredSize) refuse(BackupMessages.sizeMismatch(entry.name));
  if (crc >>> 0 !== entry.crc32) refuse(BackupMessages.damagedEntry(entry.name));
  if (options.budget) options.budget.remainingBytes -= produced;
  return produced;
}

/** inflateEntry, keeping the bytes. */
export async function readEntry(
  source: ArchiveSource,
  entry: ZipEntry,
  limits: ZipReaderLimits,
  options: Omit<InflateOptions, 'onData'>,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  await inflateEntry(source, entry, limits, { ...options, onData: (chunk) => chunks.push(chunk) });
  return Buffer.concat(chunks);
}
