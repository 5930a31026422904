import { MapAppearance } from '@indoor/domain';
import type { BackgroundLayerSpecification } from 'maplibre-gl';

export const backgroundLayer: BackgroundLayerSpecification = {
  id: 'base-background',
  type: 'background',
  paint: { 'background-color': MapAppearance.backgroundColour },
};
