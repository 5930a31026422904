import { describe, expect, it } from 'vitest';
import { decodeBase64, sniffFloorPlanFormat } from './bytes.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'number' ? [v] : [...v].map((c) => c.charCodeAt(0)))),
  );

describe('floor-plan format sniffing', () => {
  it('tells the plan formats apart by their signatures', () => {
    expect(sniffFloorPlanFormat(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffFloorPlanFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFloorPlanFormat(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(sniffFloorPlanFormat(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffFloorPlanFormat(bytes('II', 0x2a, 0))).toBe('tiff');
    expect(sniffFloorPlanFormat(bytes('MM', 0, 0x2a))).toBe('tiff');
    expect(sniffFloorPlanFormat(bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0, 'mif1miaf'))).toBe(
      'avif',
    );
    // A HEIC file is ISO-BMFF too, but not AVIF.
    expect(sniffFloorPlanFormat(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic'))).toBe(
      null,
    );
    expect(sniffFloorPlanFormat(bytes('BM', 0, 0))).toBe(null);
    expect(sniffFloorPlanFormat(new Uint8Array())).toBe(null);
  });
});

describe('base64 decoding', () => {
  it('decodes what btoa encodes, with and without padding', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', 'floor plan \u00ff\u0000\u0080']) {
      const encoded = btoa(text);
      const expected = bytes(text);
      expect(decodeBase64(encoded)).toEqual(expected);
      expect(decodeBase64(encoded.replace(/=+$/, ''))).toEqual(expected);
    }
    const all = new Uint8Array(256).map((_, i) => i);
    expect(decodeBase64(btoa(String.fromCharCode(...all)))).toEqual(all);
  });

  it('refuses what is not base64', () => {
    expect(() => decodeBase64('ab$d')).toThrow(/not base64/);
    expect(() => decodeBase64('abcde')).toThrow(/not base64/);
    expect(() => decodeBase64('ab===')).toThrow(/not base64/);
    expect(() => decodeBase64('\u00e9abc')).toThrow(/not base64/);
  });
});
