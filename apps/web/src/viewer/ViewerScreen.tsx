import { FetchMessages, IconSizes, MapDefaults } from '@indoor/domain';
import { useEffect, useMemo } from 'react';
import { AlertArea } from '../components/AlertArea';
import { MapTypeSelect } from '../components/MapTypeSelect';
import { Spinner } from '../components/Spinner';
import { useCamera } from '../map/camera';
import { MapView } from '../map/MapView';
import { SpaceMarkers } from '../map/markers/SpaceMarkers';
import { ZoomControls } from '../map/ZoomControls';
import { usePublicSpaces } from '../state/serverData';
import { resolveViewerTarget } from './resolveViewerSpace';

interface ViewerScreenProps {
  buid: string | null;
  cuid: string | null;
  /** The floor preselected by the link (SPEC section 2). */
  floor: string | null;
}

/** The read-only viewer of a shared link: the map and the one space, no editing controls. */
export function ViewerScreen({ buid, cuid, floor }: ViewerScreenProps) {
  const spaces = usePublicSpaces();
  const { flyTo } = useCamera();
  const target = useMemo(
    () => (spaces.isSuccess ? resolveViewerTarget({ buid, cuid }, spaces.data) : null),
    [spaces.isSuccess, spaces.data, buid, cuid],
  );
  const space = target?.kind === 'space' ? target.space : null;
  const position = target?.kind === 'space' ? target.position : null;

  useEffect(() => {
    if (position) flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
  }, [position, flyTo]);

  return (
    <div className="screen" data-testid="viewer">
      <MapView persistCamera={false}>
        {space && <SpaceMarkers spaces={[space]} iconSize={IconSizes.viewerBuildingMarker} />}
      </MapView>
      <div className="map-overlay map-overlay--top-left">
        <section className="viewer-card" aria-live="polite">
          {spaces.isPending && <Spinner label="Loading space…" />}
          {spaces.isError && <p data-testid="viewer-message">{FetchMessages.buildings}</p>}
          {target?.kind === 'unavailable' && <p data-testid="viewer-message">{target.message}</p>}
          {space && (
            <>
              <h1 className="viewer-card__name">{space.name}</h1>
              {space.description && <p className="viewer-card__description">{space.description}</p>}
              {floor !== null && <p className="viewer-card__floor">Floor {floor}</p>}
            </>
          )}
        </section>
        <MapTypeSelect />
      </div>
      <ZoomControls />
      <AlertArea />
    </div>
  );
}
