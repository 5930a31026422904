import type { AuditRoute, AuditRoutePoi, Poi } from '@indoor/domain';
import { makeListedUser, makePoi, makeSpace } from '../test/factories';

/** Test data of the audit-route tab: a library with four POIs and a connector on floor 0. */
export const library = makeSpace({ buid: 'lib', name: 'Main Library', owner_id: 'planner_1' });

export const libraryPois: Poi[] = [
  makePoi({
    puid: 'p_door',
    buid: 'lib',
    name: 'Front door',
    pois_type: 'Entrance',
    coordinates_lat: '57.05000',
    coordinates_lon: '21.01000',
  }),
  makePoi({
    puid: 'p_far',
    buid: 'lib',
    name: 'Far extinguisher',
    pois_type: 'Fire Extinguisher',
    coordinates_lat: '57.05090',
    coordinates_lon: '21.01000',
    serialNumber: 'FX-9',
  }),
  makePoi({
    puid: 'p_near',
    buid: 'lib',
    name: 'Near extinguisher',
    pois_type: 'Fire Extinguisher',
    coordinates_lat: '57.05010',
    coordinates_lon: '21.01000',
    serialNumber: 'FX-1',
  }),
  makePoi({
    puid: 'p_mid',
    buid: 'lib',
    name: 'Defibrillator',
    pois_type: 'First Aid/AED',
    coordinates_lat: '57.05045',
    coordinates_lon: '21.01000',
  }),
  makePoi({
    puid: 'p_conn',
    buid: 'lib',
    name: 'Connector',
    pois_type: 'None',
    coordinates_lat: '57.05020',
    coordinates_lon: '21.01000',
  }),
];

export const libraryAuditors = ['auditor_ann', 'auditor_bob', 'auditor_cy'].map((username, i) => ({
  userId: `aud_${i}`,
  username,
  name: `Auditor ${i}`,
  email: '',
  role: 'auditor',
  assigned_planner: 'planner_1',
}));

export const allAuditors = [
  ...libraryAuditors.map((a) =>
    makeListedUser({ id: a.userId, username: a.username, name: a.name, role: 'auditor' }),
  ),
  makeListedUser({ id: 'aud_x', username: 'auditor_xena', name: 'Xena', role: 'auditor' }),
];

const stop = (poi: Poi, order: number, result: AuditRoutePoi['result'] = null): AuditRoutePoi => ({
  puid: poi.puid,
  name: poi.name,
  order,
  coordinates: { lat: Number(poi.coordinates_lat), lon: Number(poi.coordinates_lon) },
  pois_type: poi.pois_type,
  result,
});

export function makeRoute(overrides: Partial<AuditRoute> = {}): AuditRoute {
  const pois = overrides.pois ?? [
    stop(libraryPois[0] as Poi, 1, {
      result: 'found',
      note: '',
      recorded_at: '2026-01-02T10:00:00.000Z',
      auditor: 'auditor_ann',
    }),
    stop(libraryPois[2] as Poi, 2),
    stop(libraryPois[3] as Poi, 3),
  ];
  const done = pois.filter((p) => p.result !== null).length;
  return {
    id: 'route_1',
    _id: 'route_1',
    name: 'Morning round',
    description: 'Doors and safety kit',
    assigned_auditors: ['auditor_ann'],
    building_id: 'lib',
    floor_number: 0,
    pois,
    optimization_method: 'nearest-neighbor',
    estimated_time: 9,
    status: done === pois.length ? 'completed' : 'active',
    created_by: 'pat',
    createdBy: 'pat',
    created_by_id: 'planner_1',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    completed_at: null,
    progress: { done, total: pois.length },
    ...overrides,
  };
}

export { stop as routeStop };

/** Answers of the server for the tab, by method and path; `routes` is the live list. */
export function auditServer(routes: AuditRoute[]) {
  const requests: { method: string; url: string; body: Record<string, unknown> }[] = [];
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ method, url, body });
    if (url === '/api/mapping/space/public') return json(200, { spaces: [library] });
    if (url === '/api/auth/mapping/space/accessible') return json(200, { spaces: [library] });
    if (url === '/api/mapping/space/get') return json(200, library);
    if (url === '/api/mapping/floor/all')
      return json(200, {
        floors: [
          {
            buid: 'lib',
            floor_number: '0',
            floor_name: 'Ground',
            description: '',
            is_published: 'true',
          },
          {
            buid: 'lib',
            floor_number: '1',
            floor_name: 'First',
            description: '',
            is_published: 'true',
          },
        ],
      });
    if (url === '/api/mapping/pois/floor/all')
      return json(200, { pois: libraryPois.filter((p) => p.floor_number === body.floor_number) });
    if (url === '/api/mapping/connection/floor/all') return json(200, { connections: [] });
    if (url === '/api/buildings/lib/assigned-auditors')
      return json(200, { status: 'success', assigned_auditors: libraryAuditors });
    if (url === '/api/permissions/users')
      return json(200, { status: 'success', users: allAuditors });
    if (url === '/api/auditor/routes' && method === 'GET')
      return json(200, { status: 'success', routes });
    if (url === '/api/auditor/create-route') {
      const created = makeRoute({
        id: `route_${routes.length + 1}`,
        name: String(body.name),
        pois: (body.pois as { puid: string; order: number }[]).map((p) =>
          stop(libraryPois.find((q) => q.puid === p.puid) as Poi, p.order),
        ),
      });
      routes.push(created);
      return json(200, {
        status: 'success',
        message: 'Audit route saved successfully!',
        id: created.id,
        route: created,
      });
    }
    const one = /^\/api\/auditor\/routes\/([^/]+)(\/results)?$/.exec(url);
    if (one) {
      const index = routes.findIndex((r) => r.id === one[1]);
      const route = routes[index];
      if (!route) return json(404, { message: 'Audit route not found.' });
      if (method === 'DELETE') {
        routes.splice(index, 1);
        return json(200, { status: 'success', message: 'Audit route deleted.' });
      }
      if (method === 'PUT') {
        const updated = { ...route, name: String(body.name) };
        routes[index] = updated;
        return json(200, { status: 'success', message: 'Audit route updated.', route: updated });
      }
      if (one[2]) {
        const pois = route.pois.map((p) =>
          p.puid === body.puid
            ? {
                ...p,
                result: {
                  result: body.result as 'found',
                  note: String(body.note ?? ''),
                  recorded_at: '2026-01-02T11:00:00.000Z',
                  auditor: 'auditor_ann',
                },
              }
            : p,
        );
        const done = pois.filter((p) => p.result !== null).length;
        const updated: AuditRoute = {
          ...route,
          pois,
          progress: { done, total: pois.length },
          status: done === pois.length ? 'completed' : 'active',
        };
        routes[index] = updated;
        return json(200, {
          status: 'success',
          message:
            done === pois.length
              ? 'Result recorded. Every POI has a result: the route is completed.'
              : 'Result recorded.',
          route: updated,
        });
      }
    }
    return json(404, { message: 'Not found.' });
  };
  return { fetchImpl, requests };
}
