import { describe, expect, it } from 'vitest';
import { IMDF_EXPORT_NAMESPACE, imdfFeatureId, sha1, uuidV5 } from './export-ids.js';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('stable feature ids of an IMDF export (docs/rooms.md#imdf-export)', () => {
  it('hashes with SHA-1 as FIPS 180-4 does, across block boundaries', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(hex(sha1(text('')))).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(hex(sha1(text('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex(sha1(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    );
    expect(hex(sha1(new Uint8Array(1_000_000).fill(0x61)))).toBe(
      '34aa973cd4c4daa4f61eeb2bdbad27316534016f',
    );
  });

  it('makes the version-5 UUIDs of RFC 9562', () => {
    // The example of RFC 9562, appendix A.4: www.example.com in the DNS namespace.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives one id per kind and product id, the same on every export', () => {
    const id = imdfFeatureId('unit', 'a3e1c0de-0000-4000-8000-000000000001');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(imdfFeatureId('unit', 'a3e1c0de-0000-4000-8000-000000000001')).toBe(id);
    expect(imdfFeatureId('anchor', 'a3e1c0de-0000-4000-8000-000000000001')).not.toBe(id);
    expect(imdfFeatureId('unit', 'a3e1c0de-0000-4000-8000-000000000002')).not.toBe(id);
    expect(uuidV5('unit:a3e1c0de-0000-4000-8000-000000000001', IMDF_EXPORT_NAMESPACE)).toBe(id);
  });
});
