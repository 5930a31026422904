import { Readable } from 'node:stream';
import {
  type Fingerprint,
  type LatLng,
  type RadiomapTarget,
  writeRadiomapLog,
} from '@indoor/domain';
import type { Kysely } from 'kysely';
import { repositoriesFor } from '../db/repositories/repositories.js';
import type { Database } from '../db/schema.js';
import {
  type ImportedRadiomap,
  parseRadiomapOrRefuse,
  storeRadiomapScans,
} from '../services/radiomaps.service.js';

/** 2015-03-19 11:26:27.473 UTC, the logger's own example. */
export const RADIOMAP_T0 = 1426764387473;

/** Where the sample scans are taken: the position insertSpace gives a space. */
export const SAMPLE_ORIGIN: LatLng = { lat: 35.14, lon: 33.41 };

/**
 * `count` scans from `origin` along a 140 m diagonal (100 spots, then again from the
 * start: well within the 200 m a radiomap may lie from its building), one second apart,
 * each hearing two access points.
 */
export function sampleScans(
  count = 3,
  start = RADIOMAP_T0,
  origin: LatLng = SAMPLE_ORIGIN,
): Fingerprint[] {
  return Array.from({ length: count }, (_, i) => ({
    timestamp: start + i * 1000,
    lat: origin.lat + (i % 100) * 0.00001,
    lon: origin.lon + (i % 100) * 0.00001,
    heading: 90,
    macs: ['00:1d:7e:ae:d4:10', '00:1d:7e:ae:d4:11'],
    rss: [-60 - (i % 40), -80],
  }));
}

/** A small valid radiomap log of a floor. */
export function sampleRadiomapLog(target: RadiomapTarget, count = 3): string {
  return writeRadiomapLog(sampleScans(count), target);
}

/** Stores a log on a floor directly (no permission check), as an upload would. */
export async function storeRadiomap(
  db: Kysely<Database>,
  target: RadiomapTarget,
  text: string,
): Promise<ImportedRadiomap> {
  const scans = parseRadiomapOrRefuse(text, target);
  return db.transaction().execute((tx) => storeRadiomapScans(repositoriesFor(tx), target, scans));
}

/**
 * A multipart body streamed from a generator: `json`, then a `radiomap` file of up to
 * `fileBytes` bytes of valid log lines (one scan each, at `origin`), made chunk by chunk
 * (never held whole).
 * `sent()` tells how many bytes the server has pulled so far.
 */
export function streamedRadiomapUpload(
  json: RadiomapTarget,
  fileBytes: number,
  origin: LatLng = SAMPLE_ORIGIN,
): { payload: Readable; headers: Record<string, string>; sent: () => number } {
  const boundary = `----radiomap${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${JSON.stringify(json)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="radiomap"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const line = (i: number) =>
    `${RADIOMAP_T0 + i} ${origin.lat} ${origin.lon} 0 00:1d:7e:ae:d4:10 -70 ${json.floor} ${json.buid}\n`;
  let sent = 0;
  let fileSent = 0;
  let index = 0;
  function* chunks(): Generator<Buffer> {
    yield head;
    // Whole lines only, up to 64 KB a chunk, until the next line would pass fileBytes.
    let next = line(index);
    while (fileSent + next.length <= fileBytes) {
      const lines: string[] = [];
      let size = 0;
      while (size + next.length <= 64 * 1024 && fileSent + size + next.length <= fileBytes) {
        lines.push(next);
        size += next.length;
        index += 1;
        next = line(index);
      }
      fileSent += size;
      yield Buffer.from(lines.join(''));
    }
    yield tail;
  }
  const source = chunks();
  const payload = new Readable({
    read() {
      const next = source.next();
      if (next.done) this.push(null);
      else {
        sent += next.value.length;
        this.push(next.value);
      }
    },
  });
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    sent: () => sent,
  };
}
