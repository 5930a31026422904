import { MapDefaults, type Space } from '@indoor/domain';
import { Spinner } from '../../components/Spinner';
import { useCamera } from '../../map/camera';
import { spacePosition } from '../../map/markers/spacePosition';
import { useSelectionStore } from '../../state/selection';
import { usePublicSpaces } from '../../state/serverData';
import { PanelIntro } from '../PanelIntro';

function SpaceList({ spaces }: { spaces: readonly Space[] }) {
  const { flyTo } = useCamera();
  const selectedBuid = useSelectionStore((state) => state.selectedBuid);
  const selectSpace = useSelectionStore((state) => state.selectSpace);

  if (spaces.length === 0) {
    return <p className="panel__note">No space has been published yet.</p>;
  }
  return (
    <ul className="space-list" aria-label="Published spaces">
      {spaces.map((space) => {
        const position = spacePosition(space);
        return (
          <li key={space.buid}>
            <button
              type="button"
              className="space-list__item"
              aria-current={space.buid === selectedBuid ? 'true' : undefined}
              disabled={!position}
              title={position ? `Fly to ${space.name}` : 'This space has no position on the map'}
              data-testid="space-list-item"
              onClick={() => {
                if (!position) return;
                selectSpace(space.buid);
                flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
              }}
            >
              <span className="space-list__name">{space.name}</span>
              <span className="space-list__meta">
                {space.space_type === 'vessel' ? 'Vessel' : 'Building'} · {space.buid}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function SpacesPanel() {
  const spaces = usePublicSpaces();
  return (
    <>
      <PanelIntro>
        The published buildings and vessels. Choose one to fly to it and open its details on the
        map; signed-in owners add, edit, publish and place spaces here.
      </PanelIntro>
      {spaces.isPending && <Spinner label="Loading spaces…" />}
      {spaces.isError && (
        <div className="panel__note">
          <p>The list of spaces could not be loaded.</p>
          <button type="button" className="button" onClick={() => spaces.refetch()}>
            Try again
          </button>
        </div>
      )}
      {spaces.isSuccess && <SpaceList spaces={spaces.data} />}
    </>
  );
}
