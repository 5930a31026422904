import { assetFloorLabel } from '../assets/asset-register.js';
import { SearchMessages } from './messages.js';

/** What a POI search result needs to say where the POI is. */
export interface SearchedPoi {
  puid: string;
  name: string;
  buid: string;
  floor_name: string;
  floor_number: string;
}

const sameName = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The labels of POI search results (docs/map-and-editor.md#search): a POI whose name another
 * listed POI shares is named with its building and floor ("Toilets — Engineering Hall,
 * Ground floor (0)"), so the results tell apart; a unique name stands alone. `buildingName`
 * names a building, or is undefined when the building is not known (the floor still says
 * where the POI is). Names are compared without case and surrounding spaces.
 */
export function poiSearchLabels(
  pois: readonly SearchedPoi[],
  buildingName: (buid: string) => string | undefined,
): Map<string, string> {
  const count = new Map<string, number>();
  for (const poi of pois) count.set(sameName(poi.name), (count.get(sameName(poi.name)) ?? 0) + 1);
  return new Map(
    pois.map((poi) => {
      const name = poi.name.trim();
      if ((count.get(sameName(poi.name)) ?? 0) < 2) return [poi.puid, poi.name];
      const floor = assetFloorLabel(poi);
      const building = buildingName(poi.buid)?.trim();
      return [
        poi.puid,
        building
          ? SearchMessages.poiInBuilding(name, building, floor)
          : SearchMessages.poiOnFloor(name, floor),
      ];
    }),
  );
}
