import { BaseMapMessages, type MapType, MapTypeLabels } from '@indoor/domain';
import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { useClientConfig } from '../../state/serverData';
import { useUiStore } from '../../state/ui';
import { isBaseTileFailure, type MapErrorEvent } from './baseMapFailure';
import './base-map-notice.css';

/** Base maps already reported in this page: each is reported once, not per failed tile. */
const reported = new Set<MapType>();

/**
 * Says once, over the map, that the base map's tiles do not load (offline, no tile server),
 * and offers the "None" base map, which needs no tiles.
 */
export function BaseMapFailureNotice() {
  const { current } = useMap();
  const mapType = useUiStore((state) => state.mapType);
  const setMapType = useUiStore((state) => state.setMapType);
  const label = useClientConfig().data?.baseMaps[mapType]?.label ?? MapTypeLabels[mapType];
  const [failed, setFailed] = useState<MapType | null>(null);

  useEffect(() => {
    if (!current) return;
    const map = current.getMap();
    const onError = (event: MapErrorEvent) => {
      if (!isBaseTileFailure(event, mapType) || reported.has(mapType)) return;
      reported.add(mapType);
      setFailed(mapType);
    };
    map.on('error', onError);
    return () => {
      map.off('error', onError);
    };
  }, [current, mapType]);

  if (failed === null || failed !== mapType) return null;
  return (
    <div className="base-map-notice" role="status" data-testid="base-map-notice">
      <p>{BaseMapMessages.tilesFailed(label)}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          data-testid="base-map-use-none"
          onClick={() => {
            setFailed(null);
            setMapType('none');
          }}
        >
          {BaseMapMessages.useNone}
        </button>
        <button
          type="button"
          className="button"
          data-testid="base-map-notice-dismiss"
          onClick={() => setFailed(null)}
        >
          {BaseMapMessages.dismiss}
        </button>
      </div>
    </div>
  );
}
