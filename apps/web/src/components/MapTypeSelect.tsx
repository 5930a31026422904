import { AppShellMessages, MapTypeLabels, MapTypes } from '@indoor/domain';
import { useClientConfig } from '../state/serverData';
import { isMapType, useUiStore } from '../state/ui';

export function MapTypeSelect() {
  const mapType = useUiStore((state) => state.mapType);
  const setMapType = useUiStore((state) => state.setMapType);
  const baseMaps = useClientConfig().data?.baseMaps;

  return (
    <label className="map-type-select">
      <span className="visually-hidden">{AppShellMessages.mapType}</span>
      <select
        data-testid="map-type-select"
        value={mapType}
        onChange={(event) => {
          if (isMapType(event.target.value)) setMapType(event.target.value);
        }}
      >
        {MapTypes.map((type) => (
          <option key={type} value={type}>
            {baseMaps?.[type].label ?? MapTypeLabels[type]}
          </option>
        ))}
      </select>
    </label>
  );
}
