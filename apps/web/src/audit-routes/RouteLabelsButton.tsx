import { type AuditRoute, AuditRouteWebMessages as Texts } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ActionButton } from '../components/ActionButton';
import { floorPoisQuery } from '../pois/poiQueries';
import { useSignedInUserId } from '../state/serverData';
import type { RoutePoi } from './draftPlan';
import { QrLabelSheet } from './QrLabelSheet';

/** The stops of a route as labels need them: the floor's POIs give type and serial. */
function RouteLabels({ route, onClose }: { route: AuditRoute; onClose: () => void }) {
  const floor = String(route.floor_number);
  const reader = useSignedInUserId();
  const pois = useQuery({
    ...floorPoisQuery(route.building_id, floor, reader),
    retry: false,
  });
  const stops = useMemo((): RoutePoi[] => {
    const byPuid = new Map((pois.data ?? []).map((p) => [p.puid, p]));
    return [...route.pois]
      .sort((a, b) => a.order - b.order)
      .map((stop) => ({
        puid: stop.puid,
        name: stop.name,
        pois_type: stop.pois_type,
        serialNumber: byPuid.get(stop.puid)?.serialNumber ?? '',
        lat: stop.coordinates.lat,
        lon: stop.coordinates.lon,
      }));
  }, [pois.data, route.pois]);
  if (pois.isPending) return null;
  return (
    <QrLabelSheet
      pois={stops}
      buid={route.building_id}
      floor={floor}
      routeId={route.id}
      onClose={onClose}
    />
  );
}

/** Prints the QR labels of a route's POIs; each opens the POI's checklist entry for its auditor. */
export function RouteLabelsButton({ route }: { route: AuditRoute }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        label={Texts.labelsButton}
        testId="audit-route-labels"
        small
        onClick={() => setOpen(true)}
      />
      {open && <RouteLabels route={route} onClose={() => setOpen(false)} />}
    </>
  );
}
