import { AccesLayerMessages } from '@indoor/domain';
import { useMemo } from 'react';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import { beforeIdOf } from '../../map/layerOrder';
import type { AccesPosition } from './accesModel';
import { AccesPaint } from './accesPaint';

export const SURVEY_NEXT_SOURCE = 'acces-survey-next';
export const SURVEY_NEXT_LINE_LAYER = 'acces-survey-next-line';

/**
 * Where to survey next (docs/wifi-layers.md#acces-map): the places joined by a line in walking
 * order, each a disc with its number. The base styles carry no glyphs, so the numbers are DOM
 * markers over the line.
 */
export function SurveyNextRoute({ points }: { points: readonly AccesPosition[] }) {
  const line = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features:
        points.length >= 2
          ? [
              {
                type: 'Feature' as const,
                properties: {},
                geometry: {
                  type: 'LineString' as const,
                  coordinates: points.map(([lat, lng]) => [lng, lat]),
                },
              },
            ]
          : [],
    }),
    [points],
  );
  const paint = AccesPaint.surveyNextLine;
  return (
    <>
      <Source id={SURVEY_NEXT_SOURCE} type="geojson" data={line}>
        <Layer
          id={SURVEY_NEXT_LINE_LAYER}
          type="line"
          beforeId={beforeIdOf('acces')}
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{
            'line-color': paint.color,
            'line-width': paint.width,
            'line-opacity': paint.opacity,
            'line-dasharray': [...paint.dash],
          }}
        />
      </Source>
      {points.map(([lat, lng], i) => (
        // Each place is suggested once: its position names it.
        <Marker key={`${lat},${lng}`} latitude={lat} longitude={lng} anchor="center">
          <span
            className="acces-survey-next__number"
            role="img"
            aria-label={AccesLayerMessages.surveyNextMarker(i + 1)}
            data-testid="acces-survey-next-marker"
          >
            {i + 1}
          </span>
        </Marker>
      ))}
    </>
  );
}
