/**
 * Reading the answers of a server with Anyplace's API. Two shapes are accepted for each
 * call: Anyplace 4.3's (dmsl/anyplace server/app/controllers, every value a string,
 * answers gzip-compressed) and this product's (packages/domain/src/api), which keeps the
 * same paths and field names:
 *
 * - POST /api/mapping/space/get {buid} → the space object itself, no wrapper
 *   (MapSpaceController.scala `get`; 404 "Space not found." for an unknown one);
 * - POST /api/mapping/floor/all {buid} → {floors: [{buid, fuid, floor_name, floor_number,
 *   description, is_published, bottom_left_lat, bottom_left_lng, top_right_lat,
 *   top_right_lng, zoom}]} (MapFloorController.scala `all`; the bounds are those the plan
 *   was uploaded with, MapFloorplanController.scala `uploadWithZoom`);
 * - POST /api/floorplans64/all/:buid/:floors {} → {all_floors: [base64, …]}, "" for a floor
 *   without a plan (MapFloorplanController.scala `getAllBase64`);
 * - POST /api/mapping/pois/space/all {buid} → {pois: [{puid, buid, floor_number,
 *   floor_name, name, description, pois_type, is_door, is_building_entrance,
 *   coordinates_lat, coordinates_lon, is_published, url, image}]}, connectors (type
 *   "None") included (MapPoiController.scala `bySpace`, models/Poi.scala);
 * - POST /api/mapping/connection/floor/all {buid, floor_number} → {connections: [{cuid,
 *   pois_a, pois_b, floor_a, floor_b, buid, buid_a, buid_b, edge_type, weight,
 *   is_published}]}: a connection between two floors is listed on both
 *   (MapPoiConnectionController.scala `byFloor`);
 * - POST /api/radiomap/floors {buid, floors} → Anyplace: {map_url_mean: [floor or "" per
 *   floor], rss_log_files: [the radiomap text of each floor with fingerprints]}
 *   (RadiomapController.scala `getByFloorsAll`); this product: {rss_log_files:
 *   [{floor_number, rss_log}]}. Asked one floor at a time, either names that floor's text.
 */

/** An answer that is not in a shape the import reads: the field and what is wrong with it. */
export class RemoteAnswerError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
    this.name = 'RemoteAnswerError';
  }
}

export type RemoteObject = Record<string, unknown>;

const isObject = (value: unknown): value is RemoteObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The space of a space/get answer: the answer itself (Anyplace 4.3, ours) or wrapped. */
export function readSpaceAnswer(raw: unknown): RemoteObject {
  if (!isObject(raw)) throw new RemoteAnswerError('the answer', 'is not an object');
  for (const key of ['space', 'building']) {
    const inner = raw[key];
    if (isObject(inner) && 'buid' in inner) return inner;
  }
  if (!('buid' in raw)) throw new RemoteAnswerError('buid', 'is missing');
  return raw;
}

/** The list `key` of an answer ({floors: […]}, {pois: […]}, {connections: […]}). */
export function readListAnswer(raw: unknown, key: string): RemoteObject[] {
  if (!isObject(raw)) throw new RemoteAnswerError('the answer', 'is not an object');
  const list = raw[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new RemoteAnswerError(key, 'is not a list');
  return list.map((item, i) => {
    if (!isObject(item)) throw new RemoteAnswerError(`${key}.${i}`, 'is not an object');
    return item;
  });
}

/** One floor's plan of a floorplans64/all answer asked for that floor alone: base64 or "". */
export function readFloorPlanAnswer(raw: unknown): string {
  if (!isObject(raw)) throw new RemoteAnswerError('the answer', 'is not an object');
  const all = raw.all_floors;
  if (!Array.isArray(all)) throw new RemoteAnswerError('all_floors', 'is not a list');
  const first = all[0] ?? '';
  if (typeof first !== 'string') throw new RemoteAnswerError('all_floors.0', 'is not text');
  return first;
}

/** One floor's radiomap text of a radiomap/floors answer asked for that floor alone ("" without). */
export function readRadiomapAnswer(raw: unknown, floorNumber: number): string {
  if (!isObject(raw)) throw new RemoteAnswerError('the answer', 'is not an object');
  const files = raw.rss_log_files ?? [];
  if (!Array.isArray(files)) throw new RemoteAnswerError('rss_log_files', 'is not a list');
  for (const [i, file] of files.entries()) {
    if (typeof file === 'string') return file;
    if (!isObject(file) || typeof file.rss_log !== 'string') {
      throw new RemoteAnswerError(
        `rss_log_files.${i}`,
        'is neither text nor {floor_number, rss_log}',
      );
    }
    if (Number(file.floor_number) === floorNumber) return file.rss_log;
  }
  return '';
}
