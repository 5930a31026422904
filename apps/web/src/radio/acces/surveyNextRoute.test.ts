import { describe, expect, it } from 'vitest';
import { surveyNextGeoJson, surveyNextGpx } from './surveyNextRoute';

const POINTS: [number, number][] = [
  [57.0500001, 21.01],
  [57.05003, 21.010045],
  [57.05006, 21.01009],
];

describe('the survey-next route files', () => {
  it('write a GPX 1.1 route whose points are named 1, 2, 3 in walking order', () => {
    const gpx = surveyNextGpx(POINTS, 'Survey next: Hall & <Lab>, floor 0');
    const doc = new DOMParser().parseFromString(gpx, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('1.1');
    expect(doc.documentElement.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    const route = doc.querySelector('rte');
    expect(route?.querySelector(':scope > name')?.textContent).toBe(
      'Survey next: Hall & <Lab>, floor 0',
    );
    const rtepts = [...doc.querySelectorAll('rtept')];
    expect(rtepts.map((p) => p.querySelector('name')?.textContent)).toEqual(['1', '2', '3']);
    expect(
      rtepts.map((p) => [Number(p.getAttribute('lat')), Number(p.getAttribute('lon'))]),
    ).toEqual(POINTS);
  });

  it('write the same route as GeoJSON: the walking line, then the numbered points as [lng, lat]', () => {
    const geojson = surveyNextGeoJson(POINTS, 'Survey next');
    expect(geojson.features).toHaveLength(4);
    const [line, ...points] = geojson.features;
    expect(line?.geometry).toEqual({
      type: 'LineString',
      coordinates: POINTS.map(([lat, lng]) => [lng, lat]),
    });
    expect(points.map((p) => p.properties)).toEqual([
      { name: '1', order: 1 },
      { name: '2', order: 2 },
      { name: '3', order: 3 },
    ]);
    expect(points[2]?.geometry).toEqual({ type: 'Point', coordinates: [21.01009, 57.05006] });
    // One place has no line to walk.
    expect(surveyNextGeoJson(POINTS.slice(0, 1), 'x').features.map((f) => f.geometry.type)).toEqual(
      ['Point'],
    );
  });
});
