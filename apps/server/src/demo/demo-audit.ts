import { randomUUID } from 'node:crypto';
import { buildNavigationGraph, ConnectorType, planAuditRoute } from '@indoor/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import { repositoriesFor } from '../db/repositories/repositories.js';
import type { Database } from '../db/schema.js';

const DEMO_AUDIT_KEY = 'demo_audit_loaded';

/** The demo team: the web app resolves these usernames to the planner and auditor roles. */
export const DEMO_PLANNER_USERNAME = 'planner';
export const DEMO_AUDITOR_USERNAME = 'auditor';

/** What the demo route visits on the ground floor: the safety equipment and the ways out. */
const DEMO_ROUTE_TYPES = new Set([
  'Entrance',
  'Security/Guard',
  'Ramp',
  'First Aid/AED',
  'Fire Extinguisher',
  'Elevator',
]);

/** The demo auditor has checked the first stops: found, found, damaged. */
const DEMO_RESULTS = [
  { result: 'found', note: '', minutesAgo: 42 },
  { result: 'found', note: '', minutesAgo: 38 },
  { result: 'damaged', note: 'Glass of the cabinet cracked; unit itself fine.', minutesAgo: 31 },
] as const;

/**
 * Once, next to the demo building: a planner and an auditor working for them (random
 * passwords, logged once, as for the first admin) and one audit route over the demo
 * building's ground floor with some results. Skipped when the demo building is not
 * there or either username is taken.
 */
export async function loadDemoAuditOnce(
  db: Kysely<Database>,
  /** The demo building's id; read only when the audit is still to be loaded. */
  demoBuid: () => Promise<string>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<'loaded' | 'skipped'> {
  const { meta, users, pois, connections } = repositoriesFor(db);
  if ((await meta.get(DEMO_AUDIT_KEY)) !== null) return 'skipped';
  const buid = await demoBuid();
  const space = await db
    .selectFrom('spaces')
    .select('buid')
    .where('buid', '=', buid)
    .executeTakeFirst();
  const taken =
    (await users.findByUsername(DEMO_PLANNER_USERNAME)) ??
    (await users.findByUsername(DEMO_AUDITOR_USERNAME));
  if (!space || taken) {
    await meta.set(DEMO_AUDIT_KEY, 'skipped');
    return 'skipped';
  }

  const [nodes, edges] = await Promise.all([pois.listNodes(buid), connections.listEdges(buid)]);
  const graph = buildNavigationGraph(
    nodes.map((n) => ({
      puid: n.puid,
      floor: n.floor_number,
      lat: n.coordinates_lat,
      lon: n.coordinates_lon,
    })),
    edges.map((e) => ({ a: e.pois_a, b: e.pois_b })),
  );
  const groundFloor = await db
    .selectFrom('pois')
    .select(['puid', 'name', 'pois_type', 'coordinates_lat', 'coordinates_lon'])
    .where('buid', '=', buid)
    .where('floor_number', '=', 0)
    .where('pois_type', '<>', ConnectorType)
    .orderBy('name')
    .execute();
  const selected = groundFloor
    .filter((p) => DEMO_ROUTE_TYPES.has(p.pois_type))
    // The walk starts at the main entrance.
    .sort((a, b) => Number(b.name === 'Main Entrance') - Number(a.name === 'Main Entrance'))
    .map((p) => ({ ...p, lat: p.coordinates_lat, lon: p.coordinates_lon }));
  const plan = planAuditRoute(selected, 'shortest-path', graph);
  if (!plan.ok) {
    await meta.set(DEMO_AUDIT_KEY, 'skipped');
    return 'skipped';
  }

  const plannerPassword = generatePassword();
  const auditorPassword = generatePassword();
  const [plannerHash, auditorHash] = await Promise.all([
    hashPassword(plannerPassword),
    hashPassword(auditorPassword),
  ]);
  await db.transaction().execute(async (tx) => {
    const repos = repositoriesFor(tx);
    const txUsers = repos.users;
    const planner = await txUsers.insert({
      id: randomUUID(),
      username: DEMO_PLANNER_USERNAME,
      name: 'Demo Planner',
      email: '',
      password_hash: plannerHash,
      role: 'planner',
      account_type: 'local',
    });
    const auditor = await txUsers.insert({
      id: randomUUID(),
      username: DEMO_AUDITOR_USERNAME,
      name: 'Demo Auditor',
      email: '',
      password_hash: auditorHash,
      role: 'auditor',
      account_type: 'local',
      assigned_planner: planner.id,
    });
    await tx
      .insertInto('space_auditors')
      .values({ buid, user_id: auditor.id, position: 0 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Planners plan routes on the buildings they own or co-own.
    await repos.spaces.addCoOwner(buid, planner.id);
    const routes = repos.auditRoutes;
    const routeId = `route_demo_${randomUUID()}`;
    await routes.insert({
      id: routeId,
      name: 'Ground floor safety round',
      description: 'Entrances, ramp, security desk, defibrillator, extinguisher and lift.',
      building_id: buid,
      floor_number: 0,
      pois: plan.stops.map((stop, i) => ({
        puid: stop.puid,
        name: stop.name,
        order: i + 1,
        lat: stop.lat,
        lon: stop.lon,
        pois_type: stop.pois_type,
      })),
      assigned_auditors: [auditor.id],
      optimization_method: 'shortest-path',
      estimated_time: plan.estimatedMinutes,
      created_by: planner.id,
      status: 'active',
    });
    for (const [i, done] of DEMO_RESULTS.entries()) {
      const stop = plan.stops[i];
      if (!stop) break;
      const at = new Date(Date.now() - done.minutesAgo * 60_000);
      await routes.upsertResult({
        route_id: routeId,
        puid: stop.puid,
        result: done.result,
        note: done.note,
        recorded_at: at,
        auditor_id: auditor.id,
        auditor_username: auditor.username,
      });
      await routes.rememberLastAudit(stop.puid, {
        at,
        result: done.result,
        by: auditor.username,
        routeId,
      });
    }
    await repos.meta.set(DEMO_AUDIT_KEY, new Date().toISOString());
  });
  for (const [username, password] of [
    [DEMO_PLANNER_USERNAME, plannerPassword],
    [DEMO_AUDITOR_USERNAME, auditorPassword],
  ]) {
    log.warn(
      { username, password },
      'created a demo account; its random password is shown only this once: sign in and keep it safe',
    );
  }
  log.info('demo audit route loaded');
  return 'loaded';
}
