import { PoiFileMessages } from './messages.js';
import type { PoiFileUpdate } from './poi-update-file.js';

/** What matching reads of a POI of the building being updated. */
export interface PoiIds {
  puid: string;
  external_id?: string | undefined;
}

/** The POI an id of a file names, or why none is updated. */
export type PoiMatch<T extends PoiIds> =
  | { ok: true; poi: T }
  | { ok: false; reason: 'none' | 'ambiguous' };

/**
 * Finds POIs of one building by the ids a file gives (docs/import-export.md#external-ids): a POI
 * whose puid is one of them, else the one POI whose external id is one of them. Two POIs with
 * that external id (the same file imported twice) match neither: which one is meant is unknown.
 */
export class PoiIdIndex<T extends PoiIds> {
  private readonly byPuid = new Map<string, T>();
  private readonly byExternalId = new Map<string, T[]>();

  constructor(pois: readonly T[]) {
    for (const poi of pois) {
      this.byPuid.set(poi.puid, poi);
      if (poi.external_id) {
        const list = this.byExternalId.get(poi.external_id) ?? [];
        list.push(poi);
        this.byExternalId.set(poi.external_id, list);
      }
    }
  }

  match(ids: readonly (string | undefined)[]): PoiMatch<T> {
    const given = ids.filter((id): id is string => id !== undefined && id !== '');
    for (const id of given) {
      const poi = this.byPuid.get(id);
      if (poi) return { ok: true, poi };
    }
    for (const id of given) {
      const found = this.byExternalId.get(id);
      if (found?.length === 1) return { ok: true, poi: found[0] as T };
      if (found && found.length > 1) return { ok: false, reason: 'ambiguous' };
    }
    return { ok: false, reason: 'none' };
  }
}

/** One POI of an update file, sent to the POI it matched or logged with why it is not. */
export type PoiUpdatePlan =
  | { kind: 'update'; update: PoiFileUpdate }
  | { kind: 'unmatched'; update: PoiFileUpdate; reason: string };

/**
 * The updates of a file for the POIs of the building being updated: each names its POI by the
 * puid, or by the external id (the file's puid, or its external_id, is the POI's external id:
 * Anyplace's allpois.json of a restored building). A matched update carries the POI's own
 * puid and building; an unmatched one says why.
 */
export function matchPoiUpdates(
  updates: readonly PoiFileUpdate[],
  building: { buid: string; name: string; pois: readonly PoiIds[] },
): PoiUpdatePlan[] {
  const index = new PoiIdIndex(building.pois);
  return updates.map((update) => {
    const found = index.match([update.puid, update.external_id]);
    if (found.ok)
      return { kind: 'update', update: { ...update, puid: found.poi.puid, buid: building.buid } };
    return {
      kind: 'unmatched',
      update,
      reason:
        found.reason === 'ambiguous'
          ? PoiFileMessages.ambiguousId(building.name)
          : PoiFileMessages.noPoiWithId(building.name),
    };
  });
}
