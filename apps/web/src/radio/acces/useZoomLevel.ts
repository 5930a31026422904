import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { type ZoomLevel, zoomLevel } from '../coverage';

/**
 * The zoom band of the map (docs/wifi-layers.md#zoom-bands), updated while the map zooms: the
 * component re-renders only when the zoom crosses a band boundary.
 */
export function useZoomLevel(): ZoomLevel {
  const { current } = useMap();
  const [level, setLevel] = useState<ZoomLevel>(() =>
    current ? zoomLevel(current.getMap().getZoom()) : 1,
  );
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const read = () => setLevel(zoomLevel(map.getZoom()));
    read();
    map.on('zoom', read);
    return () => {
      map.off('zoom', read);
    };
  }, [current]);
  return level;
}
