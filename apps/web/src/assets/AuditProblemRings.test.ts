import { makePoi } from '@indoor/domain/testing';
import { describe, expect, it } from 'vitest';
import { auditProblemFeatures } from './AuditProblemRings';

describe('audit problem rings', () => {
  it('rings the POIs whose last audit found a problem, at their positions', () => {
    const at = (date: string, result: 'found' | 'missing' | 'damaged' | 'wrong-location') => ({
      date,
      result,
      auditor: 'ana',
    });
    const pois = [
      makePoi({ puid: 'a', last_audit: at('2026-01-01T00:00:00Z', 'missing') }),
      makePoi({ puid: 'b', last_audit: at('2026-01-01T00:00:00Z', 'found') }),
      makePoi({ puid: 'c', last_audit: null }),
      makePoi({
        puid: 'd',
        coordinates_lat: '57.1',
        coordinates_lon: '21.2',
        last_audit: at('2026-01-01T00:00:00Z', 'wrong-location'),
      }),
      makePoi({ puid: 'e', coordinates_lat: 'x', last_audit: at('2026-01-01', 'damaged') }),
    ];
    const { features } = auditProblemFeatures(pois);
    expect(features.map((f) => [f.properties.puid, f.properties.result])).toEqual([
      ['a', 'missing'],
      ['d', 'wrong-location'],
    ]);
    expect(features[1]?.geometry.coordinates).toEqual([21.2, 57.1]);
  });
});
