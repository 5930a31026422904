import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { attachMap, detachMap } from './editor';

/** Hands the main map to the editor's modes for as long as it exists. Renders nothing. */
export function EditorHost() {
  const { current } = useMap();
  useEffect(() => {
    if (!current) return;
    const map = current.getMap();
    attachMap(map);
    return () => detachMap(map);
  }, [current]);
  return null;
}
