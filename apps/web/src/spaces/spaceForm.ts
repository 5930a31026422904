import {
  AuditCycleConstants,
  type BodyOf,
  isValidLatitude,
  isValidLongitude,
  type LatLng,
  orDash,
  PlacementConstants,
  type Space,
  SpaceMessages,
  type SpaceType,
  type spaceAdd,
  type spaceUpdate,
  undash,
} from '@indoor/domain';

/** The fields of the new-space popup form (docs/spaces-and-campuses.md#adding-a-space). */
export interface SpaceFormValues {
  name: string;
  description: string;
  bucode: string;
  space_type: SpaceType;
  is_published: boolean;
  address: string;
  url: string;
}

/** The edit form adds the position, as decimal text the user may type. */
export interface SpaceEditValues extends SpaceFormValues {
  coordinates_lat: string;
  coordinates_lon: string;
  /** Days between audits of the space's assets, as typed. */
  audit_interval_days: string;
  /** The place types whose POIs are audited too (docs/audit.md#audit-cycle). */
  audited_place_types: string[];
}

/**
 * Defaults (docs/spaces-and-campuses.md#adding-a-space): published; description, address and url
 * '-' when left empty.
 */
export const newSpaceDefaults: SpaceFormValues = {
  name: '',
  description: '',
  bucode: '',
  space_type: 'building',
  is_published: true,
  address: '',
  url: '',
};

export type FormVerdict<Body> = { ok: true; body: Body } | { ok: false; message: string };

export type SpaceAddBody = BodyOf<typeof spaceAdd>;
export type SpaceUpdateBody = BodyOf<typeof spaceUpdate>;

/** A position from the map (drop or drag), rounded to the precision the planner keeps. */
export function roundPosition(position: LatLng): LatLng {
  const round = (value: number) => Number(value.toFixed(PlacementConstants.coordinateDecimals));
  return { lat: round(position.lat), lon: round(position.lon) };
}

/** Digits with an optional sign and up to 18 decimals (docs/validation.md#coordinates). */
const COORDINATE_TEXT = /^[-+]?\d{1,3}(\.\d{1,18})?$/;

function parseCoordinate(text: string, valid: (value: number) => boolean): number | null {
  const trimmed = text.trim();
  if (!COORDINATE_TEXT.test(trimmed)) return null;
  const value = Number(trimmed);
  return valid(value) ? value : null;
}

/** A new space needs a name and a position; empty texts become '-'. */
export function validateNewSpace(
  values: SpaceFormValues,
  position: LatLng,
): FormVerdict<SpaceAddBody> {
  if (values.name.trim() === '') return { ok: false, message: SpaceMessages.requiredMissing };
  if (!isValidLatitude(position.lat)) return { ok: false, message: SpaceMessages.invalidLatitude };
  if (!isValidLongitude(position.lon))
    return { ok: false, message: SpaceMessages.invalidLongitude };
  const rounded = roundPosition(position);
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      description: orDash(values.description),
      bucode: values.bucode.trim(),
      space_type: values.space_type,
      is_published: values.is_published,
      address: orDash(values.address),
      url: orDash(values.url),
      coordinates_lat: rounded.lat,
      coordinates_lon: rounded.lon,
    },
  };
}

/** The edit form starts from the space as stored; '-' placeholders show as empty fields. */
export function editValuesOf(space: Space): SpaceEditValues {
  return {
    name: space.name,
    description: undash(space.description),
    bucode: space.bucode,
    space_type: space.space_type,
    is_published: space.is_published === 'true',
    address: undash(space.address),
    url: undash(space.url),
    coordinates_lat: space.coordinates_lat,
    coordinates_lon: space.coordinates_lon,
    audit_interval_days: String(
      space.audit_interval_days ?? AuditCycleConstants.defaultIntervalDays,
    ),
    audited_place_types: space.audited_place_types ?? [],
  };
}

/** A whole number of days within the audit cycle's bounds, or null. */
function parseAuditInterval(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= AuditCycleConstants.minIntervalDays && days <= AuditCycleConstants.maxIntervalDays
    ? days
    : null;
}

/**
 * The update body of the edit form (docs/spaces-and-campuses.md#editing-a-space). The whole form is
 * sent: the server compares it with the stored space and answers 'No changes detected…' when
 * nothing differs.
 */
export function validateSpaceEdit(
  buid: string | null,
  values: SpaceEditValues,
): FormVerdict<SpaceUpdateBody> {
  if (!buid) return { ok: false, message: SpaceMessages.noBuildingForUpdate };
  if (values.name.trim() === '') return { ok: false, message: SpaceMessages.requiredMissing };
  const lat = parseCoordinate(values.coordinates_lat, isValidLatitude);
  if (lat === null) return { ok: false, message: SpaceMessages.invalidLatitude };
  const lon = parseCoordinate(values.coordinates_lon, isValidLongitude);
  if (lon === null) return { ok: false, message: SpaceMessages.invalidLongitude };
  const auditIntervalDays = parseAuditInterval(values.audit_interval_days);
  if (auditIntervalDays === null) return { ok: false, message: SpaceMessages.invalidAuditInterval };
  return {
    ok: true,
    body: {
      buid,
      name: values.name.trim(),
      description: orDash(values.description),
      bucode: values.bucode.trim(),
      space_type: values.space_type,
      is_published: values.is_published,
      address: orDash(values.address),
      url: orDash(values.url),
      coordinates_lat: values.coordinates_lat.trim(),
      coordinates_lon: values.coordinates_lon.trim(),
      audit_interval_days: auditIntervalDays,
      audited_place_types: values.audited_place_types,
    },
  };
}

/** The position a dragged marker sends: its drop point, as the map reports it. */
export function moveBody(buid: string, position: LatLng): SpaceUpdateBody {
  const rounded = roundPosition(position);
  return { buid, coordinates_lat: rounded.lat, coordinates_lon: rounded.lon };
}
