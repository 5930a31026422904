import {
  type Actor,
  type AssetAuditFilter,
  type AssetRegisterAnswer,
  type AssetRow,
  ConnectorType,
  canEditSpace,
  isAdminOrModerator,
  isAssetRegisterSpace,
  matchesAuditFilter,
  poiRoomFinder,
  ServerLimits,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { AssetDbRow } from '../db/repositories/assets.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import { poiToWire } from '../wire/poi.wire.js';
import { spaceToWire } from '../wire/space.wire.js';
import { unitFromRow } from '../wire/unit.wire.js';

type RoomOfPoi = ReturnType<typeof poiRoomFinder>;

function assetToWire(row: AssetDbRow, roomOf: RoomOfPoi): AssetRow {
  const poi = poiToWire(row);
  return {
    ...poi,
    floor_name: row.current_floor_name ?? row.floor_name,
    space_name: row.space_name,
    audit_interval_days: row.audit_interval_days,
    audited_place_types: row.audited_place_types,
    unit: roomOf(poi),
  };
}

/** The asset register (docs/audit.md#asset-register): all the /assets page lists, at once. */
export class AssetsService {
  private readonly assets: Repositories['assets'];
  private readonly spaces: Repositories['spaces'];
  private readonly users: Repositories['users'];
  private readonly units: Repositories['units'];

  constructor(
    data: DataAccess,
    private readonly maxRows: number = ServerLimits.assetRegisterMaxRows,
  ) {
    this.assets = data.repos.assets;
    this.spaces = data.repos.spaces;
    this.users = data.repos.users;
    this.units = data.repos.units;
  }

  /**
   * The candidate spaces: every space for admins and moderators, else owned ones and those
   * audited by the caller or, for a planner, by their auditors.
   */
  private async candidateSpaces(
    actor: Actor,
    plannersAuditorIds: readonly string[],
  ): Promise<SpaceWithAuditors[]> {
    if (isAdminOrModerator(actor)) return this.spaces.listAll();
    const [owned, audited] = await Promise.all([
      this.spaces.listOwnedBy(actor.id),
      this.spaces.listAssignedTo(actor.id, ...plannersAuditorIds),
    ]);
    const byBuid = new Map([...owned, ...audited].map((space) => [space.buid, space]));
    return [...byBuid.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * `audit` keeps the assets due or overdue for an audit on the server's (UTC) today;
   * the truncation flag still speaks of the whole register.
   */
  async register(actor: Actor, audit?: AssetAuditFilter): Promise<AssetRegisterAnswer> {
    // isAssetRegisterSpace (domain) is the rule; the SQL filters are its fast form,
    // and the checks below keep a row out should the two ever disagree.
    // A planner's register also holds the spaces their auditors audit: the overdue list
    // they plan the next route from.
    const plannersAuditorIds =
      actor.role === 'planner'
        ? (await this.users.listAuditorsOfPlanner(actor.id)).map((user) => user.id)
        : [];
    // Only spaces whose asset details the caller may see (isAssetRegisterSpace is
    // canSeeAssetDetails): every row below is kept to these.
    const spaces = (await this.candidateSpaces(actor, plannersAuditorIds)).filter((space) =>
      isAssetRegisterSpace(actor, spaceFacts(space)),
    );
    const inScope = new Set(spaces.map((space) => space.buid));
    const editable = new Set(
      spaces.filter((space) => canEditSpace(actor, spaceFacts(space))).map((space) => space.buid),
    );
    const rows = await this.assets.list({
      viewer: {
        id: actor.id,
        seesAll: isAdminOrModerator(actor),
        auditorIds: plannersAuditorIds,
      },
      excludeType: ConnectorType,
      // One more than the cap tells whether the register was cut.
      limit: this.maxRows + 1,
    });
    const truncated = rows.length > this.maxRows;
    const listed = rows
      .slice(0, this.maxRows)
      // Auditors who do not edit a space see its published POIs only (as poisSpaceAll).
      .filter((row) => inScope.has(row.buid) && (editable.has(row.buid) || row.is_published));
    // Each asset with the room it lies in (docs/rooms.md#pois-in-rooms).
    const roomOf = poiRoomFinder(
      (await this.units.listUnitsOfSpaces([...new Set(listed.map((row) => row.buid))])).map(
        unitFromRow,
      ),
    );
    const assets = listed
      .map((row) => assetToWire(row, roomOf))
      .filter((row) => matchesAuditFilter(row, audit, new Date().toISOString().slice(0, 10)));
    return { assets, spaces: spaces.map(spaceToWire), truncated, limit: this.maxRows };
  }
}
