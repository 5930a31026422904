import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import {
  type BackupSources,
  buildBackupArchive,
  type Connection,
  contract,
  type Floor,
  type OpeningWire,
  type Poi,
  type Space,
  type UnitWire,
} from '@indoor/domain';
import { makeConnection, makeFloor, makePoi, makeSpace } from '@indoor/domain/testing';
import { Deflate, Zip, type ZipInputFile, zipSync } from 'fflate';
import sharp from 'sharp';
import { PLAN_BOUNDS } from './factories.js';
import { multipartBody } from './multipart.js';
import type { TestApp } from './test-app.js';

/** The plan corners [lon, lat] of the factories' PLAN_BOUNDS (TL, TR, BR, BL). */
export const PLAN_CORNERS: [number, number][] = [
  [PLAN_BOUNDS.bottom_left_lng, PLAN_BOUNDS.top_right_lat],
  [PLAN_BOUNDS.top_right_lng, PLAN_BOUNDS.top_right_lat],
  [PLAN_BOUNDS.top_right_lng, PLAN_BOUNDS.bottom_left_lat],
  [PLAN_BOUNDS.bottom_left_lng, PLAN_BOUNDS.bottom_left_lat],
];

let smallPng: Buffer | null = null;
export async function smallPlanPng(): Promise<Buffer> {
  smallPng ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cde' } })
    .png()
    .toBuffer();
  return smallPng;
}

/**
 * Gathers a backup's sources the way the browser does (its calls: floors,
 * plans, radiomaps, POIs, connections), through the real routes.
 */
export async function backupSourcesOf(
  t: TestApp,
  buid: string,
  token: string,
): Promise<BackupSources> {
  const post = async <T>(url: string, body: unknown = {}): Promise<T> => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json() as T;
  };
  const space = await post<Space>(contract.spaceGet.path, { buid });
  const { floors } = await post<{ floors: Floor[] }>(contract.floorAll.path, { buid });
  const numbers = floors.map((f) => f.floor_number).join(' ');
  const plans =
    floors.length > 0
      ? await post<{ all_floors: string[] }>(`/api/floorplans64/all/${buid}/${numbers}`)
      : { all_floors: [] };
  const radiomaps =
    floors.length > 0
      ? await post<{ rss_log_files: { floor_number: string; rss_log: string }[] }>(
          contract.radiomapFloors.path,
          { buid, floors: numbers },
        )
      : { rss_log_files: [] };
  const { pois } = await post<{ pois: Poi[] }>(contract.poisSpaceAll.path, { buid });
  const { connections } = await post<{ connections: Connection[] }>(
    contract.connectionSpaceAll.path,
    { buid },
  );
  const rooms = { units: [] as UnitWire[], openings: [] as OpeningWire[] };
  for (const floor of floors) {
    const answer = await post<{ units: UnitWire[]; openings: OpeningWire[] }>(
      contract.unitsFloorAll.path,
      { buid, floor_number: floor.floor_number },
    );
    rooms.units.push(...answer.units);
    rooms.openings.push(...answer.openings);
  }
  return {
    space,
    floors,
    floorPlansBase64: plans.all_floors,
    radiomaps: radiomaps.rss_log_files,
    pois,
    connections,
    rooms,
  };
}

/** A one-floor building with a plan and two connected POIs, as the browser would back it up. */
export async function tinyBuildingArchive(name = 'Restored Hall'): Promise<Buffer> {
  const buid = 'building_archived';
  const poi = (puid: string, lat: string) =>
    makePoi({
      puid,
      buid,
      name: `Room ${puid}`,
      pois_type: 'Room',
      pois_type2: 'Room',
      coordinates_lat: lat,
      coordinates_lon: '33.41',
      owner_id: 'someone',
      manufacturer: '',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    });
  return Buffer.from(
    buildBackupArchive({
      space: makeSpace({
        buid,
        name,
        description: '-',
        bucode: '',
        type: '',
        coordinates_lat: '35.14',
        coordinates_lon: '33.41',
        owner_id: 'someone',
      }),
      floors: [
        makeFloor('0', {
          buid,
          floor_name: 'Ground',
          description: '-',
          zoom: '19',
          plan_corners: PLAN_CORNERS,
        }),
      ],
      floorPlansBase64: [(await smallPlanPng()).toString('base64')],
      radiomaps: [],
      pois: [poi('poi_a', '35.14'), poi('poi_b', '35.1401')],
      connections: [
        makeConnection({
          buid,
          buid_a: buid,
          buid_b: buid,
          pois_a: 'poi_a',
          pois_b: 'poi_b',
          weight: '11.1',
          owner_id: 'someone',
        }),
      ],
    }),
  );
}

/** The multipart request of a restore. */
export function restoreUpload(archive: Uint8Array, field = 'archive') {
  return multipartBody(
    {},
    {
      [field]: {
        data: Buffer.from(archive),
        filename: 'backup.zip',
        contentType: 'application/zip',
      },
    },
  );
}

/** An archive of arbitrary entries (names as given, no checks). */
export const zipOf = (files: Record<string, Uint8Array | string>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, data]) => [
          name,
          typeof data === 'string' ? new TextEncoder().encode(data) : data,
        ]),
      ),
    ),
  );

/** Where each entry's headers are, found by walking the central directory. */
export function zipHeaderOffsets(
  archive: Buffer,
): { name: string; central: number; local: number }[] {
  const eocd = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(eocd + 10);
  let at = archive.readUInt32LE(eocd + 16);
  const out: { name: string; central: number; local: number }[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = archive.readUInt16LE(at + 28);
    const next =
      at + 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    out.push({
      name: archive.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      central: at,
      local: archive.readUInt32LE(at + 42),
    });
    at = next;
  }
  return out;
}

/**
 * Rewrites header fields of one entry in both its central and local header (a copy).
 * Offsets are those of the central header; the local header has the same fields 4 bytes
 * earlier (flags 8/6, method 10/8, sizes 20/18 and 24/22), except attributes (central only).
 */
export function patchEntry(
  archive: Buffer,
  name: string,
  patch: {
    flags?: number;
    method?: number;
    declaredSize?: number;
    madeBy?: number;
    externalAttributes?: number;
  },
): Buffer {
  const copy = Buffer.from(archive);
  const entry = zipHeaderOffsets(copy).find((e) => e.name === name);
  if (!entry) throw new Error(`no entry ${name}`);
  const both = (centralOffset: number, write: (at: number) => void) => {
    write(entry.central + centralOffset);
    write(entry.local + centralOffset - 2);
  };
  if (patch.flags !== undefined) both(8, (at) => copy.writeUInt16LE(patch.flags as number, at));
  if (patch.method !== undefined) both(10, (at) => copy.writeUInt16LE(patch.method as number, at));
  if (patch.declaredSize !== undefined) {
    both(24, (at) => copy.writeUInt32LE(patch.declaredSize as number, at));
  }
  if (patch.madeBy !== undefined) copy.writeUInt16LE(patch.madeBy, entry.central + 4);
  if (patch.externalAttributes !== undefined) {
    copy.writeUInt32LE(patch.externalAttributes >>> 0, entry.central + 38);
  }
  return copy;
}

/**
 * A zip bomb made with fflate's streaming Zip: one entry of `inflatedBytes` zeros (whole
 * megabytes), deflated once per megabyte and repeated (the deflate window only ever
 * holds zeros, so the same sync-flushed block is valid again and again). About 1 KB of
 * archive per MB unpacked. The headers tell the truth; patchEntry makes them lie.
 */
export function zipBomb(
  name: string,
  inflatedBytes: number,
  others: Record<string, string> = {},
): Buffer {
  const megabyte = new Uint8Array(1 << 20);
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => out.push(chunk));
  const take = () => Buffer.concat(out.splice(0));
  deflate.push(megabyte);
  deflate.flush(true);
  const first = take();
  deflate.push(megabyte);
  deflate.flush(true);
  const repeated = take();
  deflate.push(new Uint8Array(0), true);
  const end = take();

  const megabytes = Math.ceil(inflatedBytes / megabyte.length);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(megabyte, crc);

  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [otherName, text] of Object.entries(others)) {
    const file = new PrecompressedFile(otherName, 0);
    zip.add(file);
    const bytes = new TextEncoder().encode(text);
    file.crc = crc32(bytes);
    file.size = bytes.length;
    file.emit(bytes, true);
  }
  const bomb = new PrecompressedFile(name, 8);
  zip.add(bomb);
  bomb.crc = crc >>> 0;
  bomb.size = megabytes * megabyte.length;
  bomb.emit(first, false);
  for (let i = 1; i < megabytes; i++) bomb.emit(repeated, false);
  bomb.emit(end, true);
  zip.end();
  return Buffer.concat(chunks);
}

/** A file handed to fflate's Zip already compressed (or stored): its bytes go in as they are. */
class PrecompressedFile implements ZipInputFile {
  crc = 0;
  size = 0;
  ondata?: ZipInputFile['ondata'];
  constructor(
    readonly filename: string,
    readonly compression: number,
  ) {}
  emit(chunk: Uint8Array, final: boolean): void {
    this.ondata?.(null, new Uint8Array(chunk), final);
  }
}

/**
 * A restore upload of `fileBytes` bytes of zeros, streamed (never held whole): the test of
 * the size limit without building a 100 MB buffer.
 */
export function streamedArchiveUpload(fileBytes: number): {
  payload: Readable;
  headers: Record<string, string>;
  sent: () => number;
} {
  const boundary = `----restore${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = Buffer.alloc(1 << 20);
  let fileSent = 0;
  let sent = 0;
  let state: 'head' | 'file' | 'tail' | 'done' = 'head';
  const payload = new Readable({
    read() {
      let chunk: Buffer | null;
      if (state === 'head') {
        chunk = head;
        state = 'file';
      } else if (state === 'file') {
        chunk = block.subarray(0, Math.min(block.length, fileBytes - fileSent));
        fileSent += chunk.length;
        if (fileSent >= fileBytes) state = 'tail';
      } else if (state === 'tail') {
        chunk = tail;
        state = 'done';
      } else {
        chunk = null;
      }
      if (chunk) sent += chunk.length;
      this.push(chunk);
    },
  });
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    sent: () => sent,
  };
}
