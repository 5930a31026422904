import { type Floor, type LatLng, RoomConstants, type UnitWire } from '@indoor/domain';
import { unitLabelPoint } from './roomFeatures';

/*
 * Rooms found by the search box (docs/rooms.md#on-the-map): the named rooms of the selected
 * space, on every floor, matched in the browser (the server has no room search), each with
 * its floor and the point its label sits on.
 */

/** A named room the search can find. */
export interface RoomSearchEntry {
  id: string;
  name: string;
  buid: string;
  /** The floor as the space's floor list spells it (what selecting a floor takes). */
  floorNumber: string;
  /** How the floor reads in selectors, e.g. "Ground floor (0)". */
  floorLabel: string;
  /** Where the camera flies: the point the room's label sits on. */
  position: LatLng;
}

/** The named rooms of one floor as search entries; unnamed rooms cannot be searched for. */
export function roomSearchEntries(
  buid: string,
  floor: Pick<Floor, 'floor_number'>,
  floorLabel: string,
  units: readonly Pick<UnitWire, 'id' | 'name' | 'polygon'>[],
): RoomSearchEntry[] {
  return units.flatMap((unit) => {
    const name = unit.name.trim();
    const at = name === '' ? null : unitLabelPoint(unit.polygon);
    if (!at) return [];
    return [
      {
        id: unit.id,
        name,
        buid,
        floorNumber: floor.floor_number,
        floorLabel,
        position: { lon: at[0], lat: at[1] },
      },
    ];
  });
}

/** How well a name matches: 0 the whole name, 1 its start, 2 a word's start, 3 inside it. */
function matchRank(name: string, text: string): number | null {
  const at = name.indexOf(text);
  if (at < 0) return null;
  if (name === text) return 0;
  if (at === 0) return 1;
  if (name.slice(0, at).match(/[^\p{L}\p{N}]$/u)) return 2;
  // A later word may start with the text although an earlier part holds it mid-word.
  const words = name.split(/[^\p{L}\p{N}]+/u);
  return words.some((word) => word.startsWith(text)) ? 2 : 3;
}

/**
 * The rooms whose name holds the text, without case (as the server matches POI names): the
 * whole name first, then names that start with it, a word that starts with it, and the rest;
 * alphabetical within each, then by floor. At most `limit`.
 */
export function matchRooms(
  entries: readonly RoomSearchEntry[],
  text: string,
  limit: number = RoomConstants.searchResultLimit,
): RoomSearchEntry[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === '') return [];
  return entries
    .flatMap((entry) => {
      const rank = matchRank(entry.name.toLocaleLowerCase(), wanted);
      return rank === null ? [] : [{ entry, rank }];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.entry.name.localeCompare(b.entry.name) ||
        Number(a.entry.floorNumber) - Number(b.entry.floorNumber),
    )
    .slice(0, limit)
    .map(({ entry }) => entry);
}
