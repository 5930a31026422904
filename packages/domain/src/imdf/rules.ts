import {
  IMDF_ACCESS_CONTROL_CATEGORIES,
  IMDF_ACCESSIBILITY_CATEGORIES,
  IMDF_AMENITY_CATEGORIES,
  IMDF_BUILDING_CATEGORIES,
  IMDF_FOOTPRINT_CATEGORIES,
  IMDF_LEVEL_CATEGORIES,
  IMDF_OPENING_CATEGORIES,
  IMDF_RESTRICTION_CATEGORIES,
  IMDF_UNIT_CATEGORIES,
  IMDF_VENUE_CATEGORIES,
} from './categories.js';
import type { ImdfCheckedFeatureType } from './types.js';

/** What one property of a feature holds; a finding for it has the rule id `<type>.<key>`. */
export type ImdfPropertyRule = { required: boolean } & (
  | { kind: 'labels' }
  | { kind: 'category'; values: readonly string[] }
  | { kind: 'categories'; values: readonly string[] }
  | { kind: 'text'; code?: { pattern: RegExp; example: string } }
  | { kind: 'integer' }
  | { kind: 'boolean' }
  | { kind: 'point' }
  | { kind: 'reference'; target: ImdfCheckedFeatureType }
  | { kind: 'references'; target: ImdfCheckedFeatureType }
  | { kind: 'door' }
);

const labels = (required: boolean): ImdfPropertyRule => ({ kind: 'labels', required });
const category = (values: readonly string[]): ImdfPropertyRule => ({
  kind: 'category',
  values,
  required: true,
});
const restriction: ImdfPropertyRule = {
  kind: 'category',
  values: IMDF_RESTRICTION_CATEGORIES,
  required: false,
};
const accessibility: ImdfPropertyRule = {
  kind: 'categories',
  values: IMDF_ACCESSIBILITY_CATEGORIES,
  required: false,
};
const text = (required: boolean): ImdfPropertyRule => ({ kind: 'text', required });
const point = (required: boolean): ImdfPropertyRule => ({ kind: 'point', required });
const reference = (target: ImdfCheckedFeatureType, required: boolean): ImdfPropertyRule => ({
  kind: 'reference',
  target,
  required,
});
const references = (target: ImdfCheckedFeatureType, required: boolean): ImdfPropertyRule => ({
  kind: 'references',
  target,
  required,
});

/**
 * The properties of each checked feature type with their types, from the Property Keys
 * tables of https://docs.ogc.org/cs/20-094/ (Address, Venue, Building, Footprint, Level,
 * Unit, Opening, Amenity and Anchor pages). `required` marks the properties whose type has
 * no "null or"; the others may be null or left out.
 */
export const IMDF_PROPERTY_RULES: Record<
  ImdfCheckedFeatureType,
  Readonly<Record<string, ImdfPropertyRule>>
> = {
  address: {
    address: text(true),
    unit: text(false),
    locality: text(true),
    province: {
      kind: 'text',
      required: false,
      code: { pattern: /^[A-Z]{2}-[A-Z0-9]{1,3}$/, example: 'US-CA' },
    },
    country: { kind: 'text', required: true, code: { pattern: /^[A-Z]{2}$/, example: 'US' } },
    postal_code: text(false),
    postal_code_ext: text(false),
    postal_code_vanity: text(false),
  },
  venue: {
    category: category(IMDF_VENUE_CATEGORIES),
    restriction,
    name: labels(true),
    alt_name: labels(false),
    hours: text(false),
    phone: text(false),
    website: text(false),
    display_point: point(true),
    address_id: reference('address', true),
  },
  building: {
    name: labels(false),
    alt_name: labels(false),
    category: category(IMDF_BUILDING_CATEGORIES),
    restriction,
    display_point: point(false),
    address_id: reference('address', false),
  },
  footprint: {
    category: category(IMDF_FOOTPRINT_CATEGORIES),
    name: labels(false),
    building_ids: references('building', true),
  },
  level: {
    category: category(IMDF_LEVEL_CATEGORIES),
    restriction,
    outdoor: { kind: 'boolean', required: true },
    ordinal: { kind: 'integer', required: true },
    name: labels(true),
    short_name: labels(true),
    display_point: point(false),
    address_id: reference('address', false),
    building_ids: references('building', false),
  },
  unit: {
    category: category(IMDF_UNIT_CATEGORIES),
    restriction,
    accessibility,
    name: labels(false),
    alt_name: labels(false),
    level_id: reference('level', true),
    display_point: point(false),
  },
  opening: {
    category: category(IMDF_OPENING_CATEGORIES),
    accessibility,
    access_control: {
      kind: 'categories',
      values: IMDF_ACCESS_CONTROL_CATEGORIES,
      required: false,
    },
    door: { kind: 'door', required: false },
    name: labels(false),
    alt_name: labels(false),
    display_point: point(false),
    level_id: reference('level', true),
  },
  amenity: {
    category: category(IMDF_AMENITY_CATEGORIES),
    accessibility,
    name: labels(false),
    alt_name: labels(false),
    hours: text(false),
    phone: text(false),
    website: text(false),
    unit_ids: references('unit', true),
    address_id: reference('address', false),
    correlation_id: reference('amenity', false),
  },
  anchor: {
    address_id: reference('address', false),
    unit_id: reference('unit', true),
  },
};

/** The geometry each checked feature type has (null: an unlocated feature). */
export const IMDF_GEOMETRY_TYPES: Record<ImdfCheckedFeatureType, readonly (string | null)[]> = {
  address: [null],
  venue: ['Polygon', 'MultiPolygon'],
  building: [null],
  footprint: ['Polygon', 'MultiPolygon'],
  level: ['Polygon', 'MultiPolygon'],
  unit: ['Polygon', 'MultiPolygon'],
  opening: ['LineString'],
  amenity: ['Point'],
  anchor: ['Point'],
};

export const IMDF_CHECKED_FEATURE_TYPES = Object.keys(
  IMDF_PROPERTY_RULES,
) as ImdfCheckedFeatureType[];

/**
 * Every rule id the validator can answer, for docs/imdf.md and for tests that make each
 * one fire.
 */
export const IMDF_RULE_IDS: readonly string[] = [
  'manifest.present',
  'manifest.version',
  'manifest.language',
  'manifest.created',
  'archive.required-file',
  'archive.unknown-file',
  'file.feature-collection',
  'feature.type',
  'feature.id',
  'feature.id-unique',
  'feature.feature-type',
  'feature.properties',
  'feature.geometry-type',
  'geometry.coordinates',
  'geometry.wgs84',
  'geometry.ring-closed',
  'geometry.ring-positions',
  'geometry.self-intersection',
  'geometry.hole-outside',
  'geometry.line-positions',
  ...IMDF_CHECKED_FEATURE_TYPES.flatMap((type) =>
    Object.keys(IMDF_PROPERTY_RULES[type]).map((key) => `${type}.${key}`),
  ),
  'venue.count',
  'display-point.inside',
  'unit.inside-level',
  'unit.overlap',
  'opening.on-unit-boundary',
  'anchor.inside-unit',
  'amenity.inside-unit',
];
