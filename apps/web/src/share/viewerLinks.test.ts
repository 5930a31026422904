import { describe, expect, it } from 'vitest';
import { shortLinkBody, shortLinkUrl, viewerUrl } from './viewerLinks';

const origin = 'https://planner.example';

describe('viewer links', () => {
  it('links a building, with the floor when one is chosen', () => {
    expect(viewerUrl(origin, { buid: 'building_1' })).toBe(
      'https://planner.example/viewer/?buid=building_1',
    );
    expect(viewerUrl(origin, { buid: 'building_1', floor: '-1' })).toBe(
      'https://planner.example/viewer/?buid=building_1&floor=-1',
    );
    expect(viewerUrl(origin, { buid: 'building_1', floor: null })).toBe(
      'https://planner.example/viewer/?buid=building_1',
    );
  });

  it('links a campus', () => {
    expect(viewerUrl(origin, { cuid: 'cuid_abc_1' })).toBe(
      'https://planner.example/viewer/?cuid=cuid_abc_1',
    );
  });

  it('asks the server for the same target and makes its answer absolute', () => {
    expect(shortLinkBody({ buid: 'b', floor: '2' })).toEqual({ buid: 'b', floor: '2' });
    expect(shortLinkBody({ buid: 'b', floor: null })).toEqual({ buid: 'b' });
    expect(shortLinkBody({ cuid: 'c' })).toEqual({ cuid: 'c' });
    expect(shortLinkUrl(origin, '/s/Ab3dEf7h')).toBe('https://planner.example/s/Ab3dEf7h');
  });
});
