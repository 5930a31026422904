import { describe, expect, it } from 'vitest';
import { makePoi } from '../testing/index.js';
import {
  hasAssetDetails,
  PoiAssetDetailKeys,
  poiSchema,
  poiWithAssetDetailsSchema,
  redactAssetDetails,
} from './poi-wire.js';

const assetPoi = () =>
  makePoi({
    manufacturer: 'Acme',
    modelNumber: 'X-1',
    serialNumber: 'SN-42',
    purchaseDate: '2023-05-01',
    price: 120.5,
    quantity: 3,
    link: 'https://example.org/x-1',
    tags: ['boiler'],
    warranty: { scope: 'parts', expirationDate: '2026-05-01', isLifetime: false },
  });

describe('asset details of a POI on the wire', () => {
  it('redaction removes every asset key and keeps everything else', () => {
    const poi = { ...assetPoi(), x: '1', y: '2' };
    const redacted = redactAssetDetails(poi);
    for (const key of PoiAssetDetailKeys) expect(key in redacted, key).toBe(false);
    expect(JSON.stringify(redacted)).not.toMatch(/SN-42|Acme|X-1|boiler|parts/);
    const {
      manufacturer,
      modelNumber,
      serialNumber,
      purchaseDate,
      price,
      quantity,
      link,
      tags,
      warranty,
      last_audit,
      ...kept
    } = poi;
    expect(redacted).toEqual(kept);
    // The original is left as it was.
    expect(poi.serialNumber).toBe('SN-42');
  });

  it('names every documented asset field', () => {
    expect([...PoiAssetDetailKeys].sort()).toEqual(
      [
        'last_audit',
        'link',
        'manufacturer',
        'modelNumber',
        'price',
        'purchaseDate',
        'quantity',
        'serialNumber',
        'tags',
        'warranty',
      ].sort(),
    );
  });

  it('a redacted POI is a valid POI answer, but not one with asset details', () => {
    const redacted = redactAssetDetails(assetPoi());
    expect(poiSchema.safeParse(redacted).success).toBe(true);
    expect(poiWithAssetDetailsSchema.safeParse(redacted).success).toBe(false);
    expect(hasAssetDetails(redacted)).toBe(false);
    expect(hasAssetDetails(assetPoi())).toBe(true);
  });
});
