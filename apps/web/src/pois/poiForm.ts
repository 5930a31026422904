import {
  type BodyOf,
  ConnectorName,
  ConnectorType,
  hasAssetDetails,
  type LatLng,
  type Poi,
  PoiFormRules,
  PoiUiMessages,
  type poisAdd,
  type poisUpdate,
  toWireBoolean,
} from '@indoor/domain';

/** What the POI form edits; every field is text as the inputs hold it, except the two ticks. */
export interface PoiFormValues {
  name: string;
  description: string;
  poisType: string;
  customType: string;
  isBuildingEntrance: boolean;
  manufacturer: string;
  modelNumber: string;
  serialNumber: string;
  purchaseDate: string;
  price: string;
  quantity: string;
  link: string;
  /** Comma separated. */
  tags: string;
  warrantyScope: string;
  warrantyExpiration: string;
  warrantyLifetime: boolean;
}

/** Where a new POI or connector goes: the selected floor and the marker's position. */
export interface PoiPlace extends LatLng {
  buid: string;
  floor_number: string;
  floor_name: string;
}

export type PoiAddRequestBody = BodyOf<typeof poisAdd>;
export type PoiUpdateRequestBody = BodyOf<typeof poisUpdate>;

export type PoiFormVerdict =
  | { ok: true }
  | { ok: false; field: keyof PoiFormValues; message: string };

/**
 * Adding asks for a type (docs/pois-and-navigation.md#adding-a-poi); no type is preselected, so the
 * user chooses one instead of silently saving the first of the list.
 */
export function emptyPoiFormValues(): PoiFormValues {
  return {
    name: '',
    description: '',
    poisType: '',
    customType: '',
    isBuildingEntrance: false,
    manufacturer: '',
    modelNumber: '',
    serialNumber: '',
    purchaseDate: '',
    price: '',
    quantity: String(PoiFormRules.minQuantity),
    link: '',
    tags: '',
    warrantyScope: '',
    warrantyExpiration: '',
    warrantyLifetime: false,
  };
}

/**
 * The form of a saved POI. The server stores the effective type in pois_type (a custom
 * type included), so it goes to the type select and the custom-type field starts empty.
 * A POI sent without its asset details (the reader may not see them) leaves the asset
 * fields at their empty values; the form then does not show them (PoiForm's
 * `assetDetails`) and poiUpdateBody does not send them.
 */
export function poiFormValuesFromPoi(poi: Poi): PoiFormValues {
  const basic = {
    ...emptyPoiFormValues(),
    name: poi.name,
    description: poi.description,
    poisType: poi.pois_type,
    customType: '',
    isBuildingEntrance: poi.is_building_entrance === 'true',
  };
  if (!hasAssetDetails(poi)) return basic;
  return {
    ...basic,
    manufacturer: poi.manufacturer,
    modelNumber: poi.modelNumber,
    serialNumber: poi.serialNumber,
    purchaseDate: poi.purchaseDate,
    price: poi.price === null ? '' : String(poi.price),
    quantity: String(poi.quantity),
    link: poi.link,
    tags: poi.tags.join(', '),
    warrantyScope: poi.warranty.scope,
    warrantyExpiration: poi.warranty.expirationDate,
    warrantyLifetime: poi.warranty.isLifetime,
  };
}

const pricePattern = new RegExp(
  `^(\\d+(\\.\\d{0,${PoiFormRules.priceDecimals}})?|\\.\\d{1,${PoiFormRules.priceDecimals}})$`,
);
const quantityPattern = /^\d+$/;
// The server's rule (poi-input.ts), plus a parse so "http://" alone is refused too.
const linkPattern = /^https?:\/\/\S+$/i;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const parts = datePattern.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isWebLink(text: string): boolean {
  if (!linkPattern.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The effective type: a non-empty custom type overrides the chosen one
 * (docs/pois-and-navigation.md#poi-types).
 */
function effectiveType(values: PoiFormValues): string {
  const custom = values.customType.trim();
  return custom !== '' ? custom : values.poisType.trim();
}

/**
 * Every problem of the form, in the order the fields appear (so the first one is
 * where focus goes). Expiration is not checked under a lifetime warranty: it is not sent.
 */
export function poiFormErrors(values: PoiFormValues): Partial<Record<keyof PoiFormValues, string>> {
  const errors: Partial<Record<keyof PoiFormValues, string>> = {};
  if (values.name.trim() === '') errors.name = PoiUiMessages.nameRequired;
  if (effectiveType(values) === '') errors.poisType = PoiUiMessages.typeRequired;
  const purchaseDate = values.purchaseDate.trim();
  if (purchaseDate !== '' && !isCalendarDate(purchaseDate)) {
    errors.purchaseDate = PoiUiMessages.dateInvalid;
  }
  const price = values.price.trim();
  if (price !== '' && !pricePattern.test(price)) errors.price = PoiUiMessages.priceInvalid;
  const quantity = values.quantity.trim();
  if (
    !quantityPattern.test(quantity) ||
    Number(quantity) < PoiFormRules.minQuantity ||
    Number(quantity) > PoiFormRules.maxQuantity
  ) {
    errors.quantity = PoiUiMessages.quantityInvalid(PoiFormRules.maxQuantity);
  }
  const link = values.link.trim();
  if (link !== '' && !isWebLink(link)) errors.link = PoiUiMessages.linkInvalid;
  const expiration = values.warrantyExpiration.trim();
  if (!values.warrantyLifetime && expiration !== '' && !isCalendarDate(expiration)) {
    errors.warrantyExpiration = PoiUiMessages.dateInvalid;
  }
  return errors;
}

export function validatePoiForm(values: PoiFormValues): PoiFormVerdict {
  const errors = poiFormErrors(values);
  const field = (Object.keys(errors) as (keyof PoiFormValues)[])[0];
  return field === undefined ? { ok: true } : { ok: false, field, message: errors[field] ?? '' };
}

function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The basic fields an add and an update share; call only after validatePoiForm passed. */
function basicFields(values: PoiFormValues) {
  const type = effectiveType(values);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    pois_type: type,
    // The server reads pois_type2 as the custom type and stores it mirrored from the type.
    pois_type2: type,
    is_building_entrance: toWireBoolean(values.isBuildingEntrance),
  };
}

/** The asset details and warranty; call only after validatePoiForm passed. */
function assetFields(values: PoiFormValues) {
  const price = values.price.trim();
  return {
    manufacturer: values.manufacturer.trim(),
    modelNumber: values.modelNumber.trim(),
    serialNumber: values.serialNumber.trim(),
    purchaseDate: values.purchaseDate.trim(),
    price: price === '' ? null : Number(price),
    quantity: Number(values.quantity.trim()),
    link: values.link.trim(),
    tags: parseTags(values.tags),
    warranty: {
      scope: values.warrantyScope.trim(),
      // A lifetime warranty does not expire; the typed date is kept in the form only.
      expirationDate: values.warrantyLifetime ? '' : values.warrantyExpiration.trim(),
      isLifetime: values.warrantyLifetime,
    },
  };
}

/**
 * Placement fields as the wire carries them: flags and coordinates as text
 * (docs/validation.md#numbers-and-flags).
 */
function placeFields(place: PoiPlace) {
  return {
    buid: place.buid,
    floor_number: place.floor_number,
    floor_name: place.floor_name,
    coordinates_lat: String(place.lat),
    coordinates_lon: String(place.lon),
    is_door: toWireBoolean(false),
    is_published: toWireBoolean(true),
  };
}

export function poiAddBody(values: PoiFormValues, place: PoiPlace): PoiAddRequestBody {
  return { ...placeFields(place), ...basicFields(values), ...assetFields(values) };
}

/**
 * Names the POI and carries every form field; its position and floor are not touched.
 * Asset details go only when the POI came with them: the form had none to show, and
 * sending its empty values would blank what the server keeps.
 */
export function poiUpdateBody(values: PoiFormValues, poi: Poi): PoiUpdateRequestBody {
  return {
    puid: poi.puid,
    buid: poi.buid,
    ...basicFields(values),
    ...(hasAssetDetails(poi) ? assetFields(values) : {}),
  };
}

export function connectorAddBody(place: PoiPlace): PoiAddRequestBody {
  return {
    ...placeFields(place),
    name: ConnectorName,
    description: ConnectorName,
    pois_type: ConnectorType,
    is_building_entrance: toWireBoolean(false),
  };
}

export function isConnector(poi: Pick<Poi, 'pois_type'>): boolean {
  return poi.pois_type === ConnectorType;
}
