import type { BackgroundLayerSpecification } from 'maplibre-gl';
import { MapAppearance } from '../mapAppearance';

export const backgroundLayer: BackgroundLayerSpecification = {
  id: 'base-background',
  type: 'background',
  paint: { 'background-color': MapAppearance.backgroundColour },
};
