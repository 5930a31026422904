import type { FloorPlanFormat } from './archive-layout.js';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const uint32At = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) * 2 ** 24 +
  ((bytes[at + 1] ?? 0) << 16) +
  ((bytes[at + 2] ?? 0) << 8) +
  (bytes[at + 3] ?? 0);

/** An ISO-BMFF file (AVIF) names its brands in its first box: major brand, then compatible ones. */
function hasAvifBrand(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const end = Math.min(bytes.length, uint32At(bytes, 0), 256);
  const brandOffsets = [8];
  for (let at = 16; at + 4 <= end; at += 4) brandOffsets.push(at);
  return brandOffsets.some((at) => ['avif', 'avis'].includes(ascii(bytes, at, at + 4)));
}

/**
 * The image format of a floor plan from its first bytes (the plan download answers
 * base64 without a content type). Null when it is none of the plan formats.
 */
export function sniffFloorPlanFormat(bytes: Uint8Array): FloorPlanFormat | null {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (hasAvifBrand(bytes)) return 'avif';
  return null;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64_ALPHABET.length; i++) BASE64_VALUES[BASE64_ALPHABET.charCodeAt(i)] = i;

/** Standard base64 (padding optional) to bytes; throws on anything else. */
export function decodeBase64(text: string): Uint8Array {
  let length = text.length;
  while (length > 0 && text.charCodeAt(length - 1) === 0x3d) length--;
  if (text.length - length > 2 || length % 4 === 1) throw new Error('not base64: bad length');
  const out = new Uint8Array(Math.floor((length * 3) / 4));
  let value = 0;
  let bits = 0;
  let at = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? (BASE64_VALUES[code] ?? -1) : -1;
    if (digit < 0) throw new Error('not base64: unexpected character');
    value = ((value << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
