import {
  MapDefaults,
  type Space,
  SpaceUiMessages,
  spacePickerLabel,
  spacePosition,
} from '@indoor/domain';
import { useCamera } from '../map/camera';
import { useSelectionStore } from '../state/selection';
import { SPACE_TYPE_LABEL } from './SpaceMarkers';

interface SpaceListProps {
  spaces: readonly Space[];
  label: string;
  emptyText: string;
  testId: string;
}

/** Spaces to choose from: choosing one selects it and flies to it at zoom 19. */
export function SpaceList({ spaces, label, emptyText, testId }: SpaceListProps) {
  const { flyTo } = useCamera();
  const selectedBuid = useSelectionStore((state) => state.selectedBuid);
  const selectSpace = useSelectionStore((state) => state.selectSpace);

  if (spaces.length === 0) return <p className="panel__note">{emptyText}</p>;
  return (
    <ul className="space-list" aria-label={label} data-testid={testId}>
      {spaces.map((space) => {
        const position = spacePosition(space);
        return (
          <li key={space.buid}>
            <button
              type="button"
              className="space-list__item"
              aria-current={space.buid === selectedBuid ? 'true' : undefined}
              disabled={!position}
              title={position ? SpaceUiMessages.flyTo(space.name) : SpaceUiMessages.noPosition}
              data-testid="space-list-item"
              data-buid={space.buid}
              onClick={() => {
                if (!position) return;
                selectSpace(space);
                flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
              }}
            >
              <span className="space-list__name">{spacePickerLabel(space, spaces)}</span>
              <span className="space-list__meta">
                {SPACE_TYPE_LABEL[space.space_type]}
                {space.is_published === 'true' ? '' : SpaceUiMessages.notPublishedSuffix} ·{' '}
                {space.buid}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
