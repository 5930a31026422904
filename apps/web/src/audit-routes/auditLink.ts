import { AuditRouteWebConstants, StorageKeys } from '@indoor/domain';
import { useEffect, useState } from 'react';
import { openPoiOnNextRestore } from '../state/selection';
import { readLocal, removeLocal, writeLocal } from '../state/storage';
import { useUiStore } from '../state/ui';
import { useAuditRouteStore } from './auditRouteStore';

const P = AuditRouteWebConstants.linkParams;

/**
 * What a main-screen link opens: a building, optionally on a floor, optionally a POI there
 * (what a QR label's link names), and on a route that POI's checklist entry.
 */
export interface AuditLinkTarget {
  buid: string;
  floor: string | null;
  puid: string | null;
  routeId: string | null;
}

/** The label's link: the main screen with the space, floor, POI (and route) as parameters. */
export function auditLinkUrl(
  origin: string,
  target: AuditLinkTarget & { floor: string; puid: string },
): string {
  const query = new URLSearchParams({
    [P.buid]: target.buid,
    [P.floor]: target.floor,
    [P.poi]: target.puid,
  });
  if (target.routeId) query.set(P.route, target.routeId);
  return `${origin}/?${query.toString()}`;
}

const nonEmpty = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);

/** The target of a main-screen URL (`/?buid=…[&floor=…][&poi=…][&route=…]`), or null without a building. */
export function parseAuditLink(search: string): AuditLinkTarget | null {
  const query = new URLSearchParams(search);
  const buid = nonEmpty(query.get(P.buid));
  if (!buid) return null;
  const puid = nonEmpty(query.get(P.poi));
  return {
    buid,
    floor: nonEmpty(query.get(P.floor)),
    puid,
    routeId: puid ? nonEmpty(query.get(P.route)) : null,
  };
}

/**
 * Puts a link's space, floor and POI where a reload would find them (the remembered
 * selection), so the selection restore that follows selects them and flies there (the
 * first floor when the link names none); the POI's info window opens as for a click. On
 * a route the checklist entry is what opens, and the info window would hide the map of a
 * phone, so the POI is not selected on the map.
 */
export function applyAuditLink(target: AuditLinkTarget): void {
  if (readLocal(StorageKeys.lastBuilding) !== target.buid) {
    removeLocal(StorageKeys.lastSpace);
    removeLocal(StorageKeys.lastFloor);
  }
  writeLocal(StorageKeys.lastBuilding, target.buid);
  if (target.floor) writeLocal(StorageKeys.lastFloor, target.floor);
  if (target.routeId || !target.puid) removeLocal(StorageKeys.lastPoi);
  else {
    writeLocal(StorageKeys.lastPoi, target.puid);
    openPoiOnNextRestore();
  }
}

/**
 * Reads a main-screen link (a building's, or a QR label's) once, before the main screen
 * restores the selection: call it above useSelectionSync. Answers the target (its route
 * opens the auditor's checklist).
 */
export function useAuditLinkOnLoad(): AuditLinkTarget | null {
  const [target] = useState(() => {
    const found = parseAuditLink(window.location.search);
    if (found) {
      applyAuditLink(found);
      // The parameters leave the address bar.
      window.history.replaceState(null, '', window.location.pathname);
    }
    return found;
  });
  // On a route, the scanned POI's checklist entry opens in tab 7 (the auditor's checklist).
  useEffect(() => {
    if (!target?.routeId || !target.puid) return;
    useAuditRouteStore.getState().openRoute(target.routeId, target.puid);
    useUiStore.getState().setActiveTab('audit-routes');
  }, [target]);
  return target;
}
