import {
  compareFloorNumbers,
  type Floor,
  type LatLng,
  type Space,
  spacePosition,
} from '@indoor/domain';

/**
 * The floor a building link opens on (docs/floors-and-plans.md#floor-choice, without the
 * stored floor: a shared link must not depend on the visitor's browser): the link's floor
 * when the building has it, otherwise the lowest floor; null for a building without floors.
 */
export function chooseViewerFloor(
  floors: readonly Floor[],
  linkFloor: string | null,
): string | null {
  const sorted = [...floors].sort((a, b) => compareFloorNumbers(a.floor_number, b.floor_number));
  if (linkFloor !== null) {
    const wanted = Number(linkFloor);
    const match = sorted.find((floor) => Number(floor.floor_number) === wanted);
    if (match) return match.floor_number;
  }
  return sorted[0]?.floor_number ?? null;
}

/** The floor above or below `current` in numeric order; null at the top or bottom. */
export function neighbourFloor(
  floors: readonly Floor[],
  current: string | null,
  direction: 1 | -1,
): string | null {
  const sorted = [...floors].sort((a, b) => compareFloorNumbers(a.floor_number, b.floor_number));
  const index = sorted.findIndex((floor) => floor.floor_number === current);
  if (index < 0) return null;
  return sorted[index + direction]?.floor_number ?? null;
}

export type CampusFrame =
  | { kind: 'none' }
  | { kind: 'point'; position: LatLng }
  | { kind: 'bounds'; southWest: LatLng; northEast: LatLng };

/** What the campus viewer frames: all its buildings with a position. */
export function campusFrame(spaces: readonly Space[]): CampusFrame {
  const positions = spaces.flatMap((space) => {
    const position = spacePosition(space);
    return position ? [position] : [];
  });
  const [first] = positions;
  if (!first) return { kind: 'none' };
  const lats = positions.map((p) => p.lat);
  const lons = positions.map((p) => p.lon);
  const southWest = { lat: Math.min(...lats), lon: Math.min(...lons) };
  const northEast = { lat: Math.max(...lats), lon: Math.max(...lons) };
  if (southWest.lat === northEast.lat && southWest.lon === northEast.lon) {
    return { kind: 'point', position: first };
  }
  return { kind: 'bounds', southWest, northEast };
}
