import { describe, expect, it } from 'vitest';
import { parseRouteLink, routeLinkUrl } from './routeLink';

describe('route links', () => {
  it('carries the building, both ends and the step-free choice', () => {
    const url = routeLinkUrl('https://maps.example.org', 'building_1', {
      from: 'poi_a',
      to: 'poi b&c',
      stepFree: true,
    });
    expect(url).toBe(
      'https://maps.example.org/viewer/?buid=building_1&from=poi_a&to=poi+b%26c&step_free=1',
    );
    expect(parseRouteLink(new URL(url).search)).toEqual({
      from: 'poi_a',
      to: 'poi b&c',
      stepFree: true,
    });
  });

  it('leaves the step-free flag out of an ordinary route', () => {
    const url = routeLinkUrl('', 'b', { from: 'x', to: 'y', stepFree: false });
    expect(url).toBe('/viewer/?buid=b&from=x&to=y');
    expect(parseRouteLink(url.slice(url.indexOf('?')))).toEqual({
      from: 'x',
      to: 'y',
      stepFree: false,
    });
  });

  it('reads step_free=true too and ignores anything else', () => {
    expect(parseRouteLink('?from=x&to=y&step_free=true')?.stepFree).toBe(true);
    expect(parseRouteLink('?from=x&to=y&step_free=0')?.stepFree).toBe(false);
    expect(parseRouteLink('?from=x&to=y&step_free=yes')?.stepFree).toBe(false);
  });

  it('asks for nothing without two different ends', () => {
    expect(parseRouteLink('?buid=b')).toBeNull();
    expect(parseRouteLink('?buid=b&from=x')).toBeNull();
    expect(parseRouteLink('?buid=b&from=x&to=%20')).toBeNull();
    expect(parseRouteLink('?buid=b&from=x&to=x')).toBeNull();
  });
});
