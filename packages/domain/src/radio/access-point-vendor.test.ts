import { describe, expect, it } from 'vitest';
import { isLocallyAdministeredMac, macHexDigits, vendorPrefixes } from './access-point-vendor.js';

describe('MAC addresses for the vendor lookup', () => {
  it('reads colon, dash, dot and bare forms in either case, and nothing else', () => {
    for (const text of [
      '00:1d:7e:ae:d4:10',
      '00-1D-7E-AE-D4-10',
      '001d.7eae.d410',
      '001D7EAED410',
    ]) {
      expect(macHexDigits(text), text).toBe('001D7EAED410');
    }
    for (const text of ['00:1d:7e:ae:d4', '00:1d-7e:ae:d4:10', 'zz:1d:7e:ae:d4:10', '', 'N/A']) {
      expect(macHexDigits(text), text).toBeNull();
    }
  });

  it('tells locally administered (randomised) MACs by the second bit of the first octet', () => {
    expect(isLocallyAdministeredMac('001D7EAED410')).toBe(false);
    expect(isLocallyAdministeredMac('021D7EAED410')).toBe(true);
    expect(isLocallyAdministeredMac('3E5AB4000001')).toBe(true);
    expect(isLocallyAdministeredMac('3C5AB4000001')).toBe(false);
    // The multicast bit alone does not make a MAC local.
    expect(isLocallyAdministeredMac('011D7EAED410')).toBe(false);
  });

  it('tries the registry blocks longest first: MA-S, MA-M, MA-L', () => {
    expect(vendorPrefixes('001BC5001ABC')).toEqual(['001BC5001', '001BC50', '001BC5']);
  });
});
