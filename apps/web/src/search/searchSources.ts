import {
  FloorUiMessages,
  isValidLatitude,
  isValidLongitude,
  type LatLng,
  MapDefaults,
  type Poi,
  poiPosition,
  poiSearchLabels,
  poisSearch,
  SearchConstants,
  type Space,
  spacePickerLabels,
  spacePosition,
  spaceSearch,
} from '@indoor/domain';
import { z } from 'zod';
import { callApi } from '../api/client';
import type { RoomSearchEntry } from '../rooms/roomSearch';
import { SPACE_TYPE_LABEL } from '../spaces/SpaceMarkers';

/** One entry of the results list; every entry has a position to pan to. */
export type SearchResult =
  | { kind: 'space'; id: string; label: string; detail: string; position: LatLng; space: Space }
  | { kind: 'poi'; id: string; label: string; detail: string; position: LatLng; poi: Poi }
  | {
      kind: 'room';
      id: string;
      label: string;
      detail: string;
      position: LatLng;
      room: RoomSearchEntry;
    }
  | { kind: 'place'; id: string; label: string; detail: string; position: LatLng };

/**
 * Where the camera goes for a chosen result: a building at the zoom of a selected space, a
 * POI at the centring zoom (its building, floor and info window are selected with it), a
 * place or coordinates at the search zoom (docs/map-and-editor.md#search).
 */
export function cameraFor(result: SearchResult): LatLng & { zoom: number } {
  const zoom =
    result.kind === 'space'
      ? MapDefaults.selectedSpaceZoom
      : result.kind === 'poi' || result.kind === 'room'
        ? MapDefaults.centringZoom
        : MapDefaults.searchPanZoom;
  return { ...result.position, zoom };
}

export interface SearchOutcome {
  results: SearchResult[];
  /** True only when every source failed: some results beat an error. */
  failed: boolean;
}

/** Nominatim's search URL: {geocoderUrl}/search?format=json&q=…&limit=5. */
export function geocoderSearchUrl(geocoderUrl: string, text: string): string {
  const base = geocoderUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({
    format: 'json',
    q: text,
    limit: String(SearchConstants.geocoderResultLimit),
  });
  return `${base}/search?${query.toString()}`;
}

const numberLike = z.union([z.number(), z.string()]).transform((value) => Number(value));

/** The part of a Nominatim answer the list needs; anything else in it is ignored. */
const geocoderAnswerSchema = z.array(
  z.object({
    place_id: z.union([z.number(), z.string()]).optional(),
    display_name: z.string(),
    lat: numberLike,
    lon: numberLike,
  }),
);

function validPosition(lat: number, lon: number): LatLng | null {
  return isValidLatitude(lat) && isValidLongitude(lon) ? { lat, lon } : null;
}

export function spaceResults(spaces: readonly Space[]): SearchResult[] {
  const labels = spacePickerLabels(spaces);
  return spaces.flatMap((space) => {
    const position = spacePosition(space);
    if (!position) return [];
    const where = space.address && space.address !== '-' ? ` · ${space.address}` : '';
    return [
      {
        kind: 'space' as const,
        id: `space:${space.buid}`,
        label: labels.get(space.buid) ?? space.name,
        detail: `${SPACE_TYPE_LABEL[space.space_type]}${where}`,
        position,
        space,
      },
    ];
  });
}

/**
 * The POIs found; results sharing a name say their building (named by `buildingName`) and
 * floor (docs/map-and-editor.md#search).
 */
export function poiResults(
  pois: readonly Poi[],
  buildingName: (buid: string) => string | undefined = () => undefined,
): SearchResult[] {
  const labels = poiSearchLabels(pois, buildingName);
  return pois.flatMap((poi) => {
    const position = poiPosition(poi);
    if (!position) return [];
    const floor = poi.floor_name || FloorUiMessages.floorNumbered(poi.floor_number);
    return [
      {
        kind: 'poi' as const,
        id: `poi:${poi.puid}`,
        label: labels.get(poi.puid) ?? poi.name,
        // A label that names the floor already leaves the type alone under it.
        detail: labels.get(poi.puid) === poi.name ? `${poi.pois_type} · ${floor}` : poi.pois_type,
        position,
        poi,
      },
    ];
  });
}

/** Rooms of the selected space found (docs/rooms.md#on-the-map), each saying its floor. */
export function roomResults(rooms: readonly RoomSearchEntry[]): SearchResult[] {
  return rooms.map((room) => ({
    kind: 'room' as const,
    id: `room:${room.id}`,
    label: room.name,
    // The kind says it is a room; its floor says where.
    detail: room.floorLabel,
    position: room.position,
    room,
  }));
}

export function placeResults(answer: unknown): SearchResult[] {
  const parsed = geocoderAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new Error('Unexpected answer from the geocoder.');
  return parsed.data.flatMap((place, index) => {
    const position = validPosition(place.lat, place.lon);
    if (!position) return [];
    const [label = place.display_name, ...rest] = place.display_name.split(', ');
    return [
      {
        kind: 'place' as const,
        id: `place:${place.place_id ?? index}`,
        label,
        detail: rest.join(', '),
        position,
      },
    ];
  });
}

export interface SearchSourcesOptions {
  /** The configured geocoder; places are searched only when there is one. */
  geocoderUrl: string | null;
  /** Names the building of a POI found (the map's spaces); the spaces found name theirs too. */
  buildingName?: (buid: string) => string | undefined;
  /** The rooms of the selected space whose names hold the text; no rooms are searched without. */
  searchRooms?: (text: string) => Promise<RoomSearchEntry[]>;
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Searches spaces, POIs, the selected space's rooms and (when configured) places at once. The lists come back in
 * that order; a failing source leaves its part out.
 */
export async function searchAllSources(
  text: string,
  {
    geocoderUrl,
    signal,
    fetchImpl = fetch,
    buildingName = () => undefined,
    searchRooms,
  }: SearchSourcesOptions,
): Promise<SearchOutcome> {
  const spacesFound = callApi(spaceSearch, {
    body: { query: text, limit: SearchConstants.spaceResultLimit },
    signal,
  }).then((answer) => answer.spaces);
  const sources: Promise<SearchResult[]>[] = [
    spacesFound.then(spaceResults),
    callApi(poisSearch, {
      body: { query: text, limit: SearchConstants.poiResultLimit },
      signal,
    }).then(async (answer) => {
      const found = await spacesFound.catch((): Space[] => []);
      const name = (buid: string) =>
        buildingName(buid) ?? found.find((space) => space.buid === buid)?.name;
      return poiResults(answer.pois, name);
    }),
  ];
  if (searchRooms) sources.push(searchRooms(text).then(roomResults));
  if (geocoderUrl) {
    sources.push(
      fetchImpl(geocoderSearchUrl(geocoderUrl, text), {
        signal,
        headers: { accept: 'application/json' },
      }).then(async (response) => {
        if (!response.ok) throw new Error(`The geocoder answered ${response.status}.`);
        return placeResults(await response.json());
      }),
    );
  }
  const settled = await Promise.allSettled(sources);
  if (signal.aborted) throw new DOMException('The search was replaced.', 'AbortError');
  const results = settled.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? outcome.value : [],
  );
  return { results, failed: settled.every((outcome) => outcome.status === 'rejected') };
}
