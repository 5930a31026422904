/** WGS84 position. Latitude and longitude in degrees. */
export interface LatLng {
  lat: number;
  lon: number;
}

const DECIMAL = /^[-+]?\d{1,3}(?:\.\d{1,18})?$/;

export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

/** Parses one coordinate written with up to 18 decimals (docs/map-and-editor.md#search). */
function parseDecimal(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  return Number(text);
}

/**
 * Parses search-box text as coordinates (docs/map-and-editor.md#search): exactly two parts split
 * by a space or a comma, an optional trailing comma on the first part; latitude
 * -90..90 and longitude -180..180. Returns null for anything else (no pan).
 */
export function parseCoordinateQuery(text: string): LatLng | null {
  const trimmed = text.trim();
  let parts: string[];
  if (/\s/.test(trimmed)) {
    parts = trimmed.split(/\s+/);
    if (parts.length !== 2) return null;
    parts[0] = (parts[0] ?? '').replace(/,$/, '');
  } else {
    parts = trimmed.split(',');
    if (parts.length !== 2) return null;
  }
  const [latText, lonText] = parts as [string, string];
  const lat = parseDecimal(latText);
  const lon = parseDecimal(lonText);
  if (lat === null || lon === null) return null;
  if (!isValidLatitude(lat) || !isValidLongitude(lon)) return null;
  return { lat, lon };
}

/** Reads a coordinate sent as a number or decimal text; null when it is not a valid one. */
export function parseWireCoordinate(
  raw: number | string,
  valid: (n: number) => boolean,
): number | null {
  const value =
    typeof raw === 'number' ? raw : /^\s*[-+]?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return valid(value) ? value : null;
}

/** An optional number sent as a number or text: null when absent, empty or not finite. */
export function parseOptionalNumber(raw: number | string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(n) ? n : null;
}
