import type {
  ImdfAccessControlCategory,
  ImdfAccessibilityCategory,
  ImdfAmenityCategory,
  ImdfBuildingCategory,
  ImdfFootprintCategory,
  ImdfLevelCategory,
  ImdfOpeningCategory,
  ImdfRestrictionCategory,
  ImdfUnitCategory,
  ImdfVenueCategory,
} from './categories.js';

/**
 * The IMDF 1.0 objects the validator checks, as the standard's feature pages describe them
 * (https://docs.ogc.org/cs/20-094/Reference/index.html and the page of each feature type).
 * These types say what a valid archive holds; validateImdf takes `unknown` JSON and tells
 * where an archive differs from them.
 */

/** A GeoJSON position: longitude, latitude (WGS84 degrees). */
export type ImdfPosition = [number, number];

export interface ImdfPoint {
  type: 'Point';
  coordinates: ImdfPosition;
}

export interface ImdfLineString {
  type: 'LineString';
  coordinates: ImdfPosition[];
}

export interface ImdfPolygon {
  type: 'Polygon';
  /** The outer ring first, then holes; every ring closed (first position = last). */
  coordinates: ImdfPosition[][];
}

export interface ImdfMultiPolygon {
  type: 'MultiPolygon';
  coordinates: ImdfPosition[][][];
}

export type ImdfPolygonal = ImdfPolygon | ImdfMultiPolygon;

/** LABELS: language tag (BCP 47) to text, e.g. `{ "en": "Main hall", "fr": "Hall" }`. */
export type ImdfLabels = Record<string, string>;

/** FEATURE-ID: a UUID. */
export type ImdfFeatureId = string;

export interface ImdfManifest {
  /** Only "1.0.0" is allowed. */
  version: string;
  /** DATE-TIME of packaging. */
  created: string;
  generated_by?: string | null;
  /** The default language of the archive's labels. */
  language: string;
  extensions?: string[] | null;
}

interface ImdfFeatureBase<T extends string, G, P> {
  id: ImdfFeatureId;
  type: 'Feature';
  feature_type: T;
  geometry: G;
  properties: P;
}

export interface ImdfDoor {
  type?: string | null;
  material?: string | null;
  automatic?: boolean | null;
}

export type ImdfAddress = ImdfFeatureBase<
  'address',
  null,
  {
    address: string;
    unit?: string | null;
    locality: string;
    /** ISO 3166-2, e.g. "US-CA". */
    province?: string | null;
    /** ISO 3166 alpha-2, e.g. "US". */
    country: string;
    postal_code?: string | null;
    postal_code_ext?: string | null;
    postal_code_vanity?: string | null;
  }
>;

export type ImdfVenue = ImdfFeatureBase<
  'venue',
  ImdfPolygonal,
  {
    category: ImdfVenueCategory;
    restriction?: ImdfRestrictionCategory | null;
    name: ImdfLabels;
    alt_name?: ImdfLabels | null;
    hours?: string | null;
    phone?: string | null;
    website?: string | null;
    display_point: ImdfPoint;
    address_id: ImdfFeatureId;
  }
>;

export type ImdfBuilding = ImdfFeatureBase<
  'building',
  null,
  {
    name?: ImdfLabels | null;
    alt_name?: ImdfLabels | null;
    category: ImdfBuildingCategory;
    restriction?: ImdfRestrictionCategory | null;
    display_point?: ImdfPoint | null;
    address_id?: ImdfFeatureId | null;
  }
>;

export type ImdfFootprint = ImdfFeatureBase<
  'footprint',
  ImdfPolygonal,
  {
    category: ImdfFootprintCategory;
    name?: ImdfLabels | null;
    building_ids: ImdfFeatureId[];
  }
>;

export type ImdfLevel = ImdfFeatureBase<
  'level',
  ImdfPolygonal,
  {
    category: ImdfLevelCategory;
    restriction?: ImdfRestrictionCategory | null;
    outdoor: boolean;
    /** Stacking position: 0 the ground level, negative below it. */
    ordinal: number;
    name: ImdfLabels;
    short_name: ImdfLabels;
    display_point?: ImdfPoint | null;
    address_id?: ImdfFeatureId | null;
    building_ids?: ImdfFeatureId[] | null;
  }
>;

export type ImdfUnit = ImdfFeatureBase<
  'unit',
  ImdfPolygonal,
  {
    category: ImdfUnitCategory;
    restriction?: ImdfRestrictionCategory | null;
    accessibility?: ImdfAccessibilityCategory[] | null;
    name?: ImdfLabels | null;
    alt_name?: ImdfLabels | null;
    level_id: ImdfFeatureId;
    display_point?: ImdfPoint | null;
  }
>;

export type ImdfOpening = ImdfFeatureBase<
  'opening',
  ImdfLineString,
  {
    category: ImdfOpeningCategory;
    accessibility?: ImdfAccessibilityCategory[] | null;
    access_control?: ImdfAccessControlCategory[] | null;
    door?: ImdfDoor | null;
    name?: ImdfLabels | null;
    alt_name?: ImdfLabels | null;
    display_point?: ImdfPoint | null;
    level_id: ImdfFeatureId;
  }
>;

export type ImdfAmenity = ImdfFeatureBase<
  'amenity',
  ImdfPoint,
  {
    category: ImdfAmenityCategory;
    accessibility?: ImdfAccessibilityCategory[] | null;
    name?: ImdfLabels | null;
    alt_name?: ImdfLabels | null;
    hours?: string | null;
    phone?: string | null;
    website?: string | null;
    unit_ids: ImdfFeatureId[];
    address_id?: ImdfFeatureId | null;
    correlation_id?: ImdfFeatureId | null;
  }
>;

export type ImdfAnchor = ImdfFeatureBase<
  'anchor',
  ImdfPoint,
  { address_id?: ImdfFeatureId | null; unit_id: ImdfFeatureId }
>;

export type ImdfFeature =
  | ImdfAddress
  | ImdfVenue
  | ImdfBuilding
  | ImdfFootprint
  | ImdfLevel
  | ImdfUnit
  | ImdfOpening
  | ImdfAmenity
  | ImdfAnchor;

export type ImdfCheckedFeatureType = ImdfFeature['feature_type'];

export interface ImdfFeatureCollection<F extends ImdfFeature = ImdfFeature> {
  type: 'FeatureCollection';
  features: F[];
}

/**
 * An unpacked archive: file name (as in the zip, without folders) to its parsed JSON, e.g.
 * `{ 'manifest.json': {...}, 'unit.geojson': {...} }`. Unknown, because it comes from a file.
 */
export type ImdfArchive = Record<string, unknown>;

/** One thing the validator found; `rule` is a stable id such as 'unit.category'. */
export interface ImdfFinding {
  rule: string;
  severity: 'error' | 'warning';
  featureId?: string;
  file: string;
  message: string;
}
