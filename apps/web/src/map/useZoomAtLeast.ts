import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';

/**
 * Whether the map is zoomed in to `threshold` or more, following every zoom; the component
 * renders again only when the answer changes. False outside a map.
 */
export function useZoomAtLeast(threshold: number): boolean {
  const { current } = useMap();
  const [atLeast, setAtLeast] = useState(() => (current ? current.getZoom() >= threshold : false));
  useEffect(() => {
    if (!current) return;
    const map = current.getMap();
    const read = () => setAtLeast(map.getZoom() >= threshold);
    read();
    map.on('zoom', read);
    return () => {
      map.off('zoom', read);
    };
  }, [current, threshold]);
  return atLeast;
}
