import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type Connection,
  ConnectorName,
  ConnectorType,
  DoorPathMessages,
  type DoorPathNode,
  FloorMessages,
  type Poi,
  planDoorPaths,
  ServerMessages,
} from '@indoor/domain';
import type { JsonRow } from '../db/repositories/json-rows.js';
import { type ConnectionEnd, newConnectionRow, newPoiRow } from '../db/repositories/new-rows.js';
import type { Repositories } from '../db/repositories/repositories.js';
import type { PoiRow } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import { connectionToWire } from '../wire/connection.wire.js';
import { poiToWire } from '../wire/poi.wire.js';
import { openingFromRow, unitFromRow } from '../wire/unit.wire.js';

export interface DoorPathsAnswer {
  pois: Poi[];
  connections: Connection[];
  message: string;
}

/**
 * Makes the walking paths through the doors of a floor (docs/rooms.md#walking-paths-through-doors)
 * inside the caller's transaction: the space and the floor locked first, so that the POIs and
 * connections read are those the plan is stored beside; then the connectors, the connections
 * and one bump of the graph version. The caller has checked that the actor edits the space.
 */
export async function makeDoorPaths(
  repos: Repositories,
  actor: Actor,
  buid: string,
  floorNumber: number,
): Promise<DoorPathsAnswer> {
  if (!(await repos.spaces.lockForChange(buid))) throw notFound(ServerMessages.spaceNotFound);
  const floor = await repos.floors.findLockedShared(buid, floorNumber);
  if (!floor) throw notFound(FloorMessages.notFound);
  const [units, openings, pois, connections] = await Promise.all([
    repos.units.listFloorUnits(buid, floorNumber),
    repos.units.listFloorOpenings(buid, floorNumber),
    repos.pois.listByFloor(buid, floorNumber),
    repos.connections.listByFloor(buid, floorNumber),
  ]);
  const plan = planDoorPaths({
    units: units.map(unitFromRow),
    openings: openings.map(openingFromRow),
    pois: pois.map((poi) => ({
      puid: poi.puid,
      lat: poi.coordinates_lat,
      lon: poi.coordinates_lon,
      isConnector: poi.pois_type === ConnectorType,
    })),
    connections: connections.map((c) => ({ a: c.pois_a, b: c.pois_b })),
  });
  const made: (PoiRow | JsonRow<PoiRow>)[] = [];
  for (const connector of plan.connectors) {
    made.push(
      await repos.pois.insert(
        newPoiRow(
          { floor_number: floorNumber, name: ConnectorName, pois_type: ConnectorType },
          {
            puid: `poi_${randomUUID()}`,
            buid,
            ownerId: actor.id,
            floorName: floor.floor_name,
            lat: connector.lat,
            lon: connector.lon,
          },
        ),
      ),
    );
  }
  const byPuid = new Map<string, ConnectionEnd>(pois.map((poi) => [poi.puid, poi]));
  const endOf = (node: DoorPathNode): ConnectionEnd => {
    const end = 'puid' in node ? byPuid.get(node.puid) : made[node.connector];
    if (!end) throw new Error('A planned walking path names a POI the floor does not hold.');
    return end;
  };
  const joined = [];
  for (const { a, b } of plan.connections) {
    joined.push(
      await repos.connections.insert(
        newConnectionRow(endOf(a), endOf(b), {
          cuid: `conn_${randomUUID()}`,
          buid,
          ownerId: actor.id,
        }),
      ),
    );
  }
  if (made.length > 0 || joined.length > 0) await repos.connections.bumpGraphVersion(buid);
  return {
    pois: made.map((row) => poiToWire(row as PoiRow)),
    connections: joined.map(connectionToWire),
    message:
      openings.length === 0
        ? DoorPathMessages.noDoors
        : DoorPathMessages.made(made.length, joined.length),
  };
}
