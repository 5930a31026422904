import { type LocalFrame, localFrame } from '../geo/local-frame.js';
import { IMDF_DOOR_MATERIALS, IMDF_DOOR_TYPES } from './categories.js';
import { ImdfConstants } from './constants.js';
import {
  type Box,
  BoxGrid,
  boxesShareArea,
  boxOfPoints,
  distanceToBoundary,
  distanceToSegment,
  mergeBoxes,
  type PreparedPolygon,
  pointInPolygon,
  pointInRing,
  polygonArea,
  preparePolygon,
  type Ring,
  ringIsConvex,
  ringSelfIntersects,
  shapesIntersectionArea,
  withoutRepeats,
  type XY,
} from './geometry.js';
import { ImdfMessages } from './messages.js';
import {
  IMDF_CHECKED_FEATURE_TYPES,
  IMDF_GEOMETRY_TYPES,
  IMDF_PROPERTY_RULES,
  type ImdfPropertyRule,
} from './rules.js';
import type { ImdfArchive, ImdfCheckedFeatureType, ImdfFinding } from './types.js';

/**
 * Checks an unpacked IMDF 1.0 archive (docs/imdf.md#what-the-validator-checks): the
 * manifest, that each file is a FeatureCollection of features of its type with unique UUIDs,
 * the properties of address, venue, building, footprint, level, unit, opening, amenity and
 * anchor features (types, category lists, labels, references), their geometry (types,
 * WGS84 ranges, closed simple rings) and how they lie: display points inside, units inside
 * their level and apart from each other, openings on a unit's boundary, anchors and
 * amenities in their units. Detail, fixture, geofence, kiosk, occupant, relationship and
 * section features are only checked as features (docs/imdf.md#what-it-does-not-check).
 *
 * Spatial checks work in metres around the venue and look only at neighbours found through
 * a grid of bounding boxes, so a level of thousands of units is not compared pair by pair.
 */
export function validateImdf(archive: ImdfArchive): ImdfFinding[] {
  return new ImdfValidation(archive).run();
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const languageTags = new Map<string, boolean>();
/** A BCP 47 language tag, as Intl (browser and Node alike) parses them. */
function isLanguageTag(tag: string): boolean {
  let valid = languageTags.get(tag);
  if (valid === undefined) {
    try {
      valid = tag.length > 0 && Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      valid = false;
    }
    languageTags.set(tag, valid);
  }
  return valid;
}

type Position = readonly [number, number];

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    (value.length === 2 || value.length === 3) &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

const inWgs84 = ([lon, lat]: Position) => lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90;

interface FeatureRecord {
  file: string;
  featureType: string;
  id?: string;
  properties?: Json;
  /** Projected polygon parts, when the geometry is a valid Polygon or MultiPolygon. */
  shape?: PreparedPolygon[];
  /** Projected vertices of a valid LineString. */
  line?: XY[];
  /** Projected position of a valid Point. */
  point?: XY;
}

/** A unit with a valid polygon on a level that exists. */
interface PlacedUnit {
  record: FeatureRecord;
  shape: PreparedPolygon[];
  box: Box;
}

interface PendingReference {
  record: FeatureRecord;
  key: string;
  id: string;
  target: ImdfCheckedFeatureType;
}

class ImdfValidation {
  private readonly findings: ImdfFinding[] = [];
  private readonly records: FeatureRecord[] = [];
  private readonly byId = new Map<string, FeatureRecord>();
  private readonly references: PendingReference[] = [];
  private frame?: LocalFrame;

  constructor(private readonly archive: ImdfArchive) {}

  run(): ImdfFinding[] {
    this.checkManifest();
    this.chooseFrame();
    // Checked files first, so a feature they reference keeps its id when a fixture or
    // another unchecked feature repeats it.
    const unchecked = (file: string) =>
      (ImdfConstants.uncheckedFeatureTypes as readonly string[]).some(
        (type) => file === `${type}${ImdfConstants.featureFileSuffix}`,
      );
    const files = Object.keys(this.archive).sort(
      (a, b) => Number(unchecked(a)) - Number(unchecked(b)) || a.localeCompare(b),
    );
    for (const featureType of ImdfConstants.requiredFeatureTypes) {
      const file = `${featureType}${ImdfConstants.featureFileSuffix}`;
      if (!files.includes(file))
        this.report('archive.required-file', 'error', file, ImdfMessages.missingFile(file));
    }
    for (const file of files) {
      if (file === ImdfConstants.manifestFile) continue;
      const featureType = file.endsWith(ImdfConstants.featureFileSuffix)
        ? file.slice(0, -ImdfConstants.featureFileSuffix.length)
        : '';
      const checked = (IMDF_CHECKED_FEATURE_TYPES as string[]).includes(featureType);
      if (
        !checked &&
        !(ImdfConstants.uncheckedFeatureTypes as readonly string[]).includes(featureType)
      ) {
        this.report('archive.unknown-file', 'warning', file, ImdfMessages.unknownFile(file));
        continue;
      }
      this.checkFile(file, featureType, checked);
    }
    this.checkVenueCount();
    this.resolveReferences();
    this.checkDisplayPoints();
    this.checkUnitsAndOpenings();
    this.checkPointsInUnits();
    return this.findings;
  }

  private report(
    rule: string,
    severity: ImdfFinding['severity'],
    file: string,
    message: string,
    featureId?: string,
  ) {
    this.findings.push(
      featureId === undefined
        ? { rule, severity, file, message }
        : { rule, severity, featureId, file, message },
    );
  }

  private reportOn(
    record: FeatureRecord,
    rule: string,
    message: string,
    severity: ImdfFinding['severity'] = 'error',
  ) {
    this.report(rule, severity, record.file, message, record.id);
  }

  private checkManifest() {
    const file = ImdfConstants.manifestFile;
    if (!(file in this.archive)) {
      this.report('manifest.present', 'error', file, ImdfMessages.manifestMissing);
      return;
    }
    const manifest = this.archive[file];
    if (!isObject(manifest)) {
      this.report('manifest.present', 'error', file, ImdfMessages.manifestNotObject);
      return;
    }
    if (manifest.version !== ImdfConstants.version)
      this.report(
        'manifest.version',
        'error',
        file,
        ImdfMessages.manifestVersion(manifest.version, ImdfConstants.version),
      );
    if (typeof manifest.language !== 'string' || !isLanguageTag(manifest.language))
      this.report(
        'manifest.language',
        'error',
        file,
        ImdfMessages.manifestLanguage(manifest.language),
      );
    const created = manifest.created;
    if (
      typeof created !== 'string' ||
      !DATE_TIME.test(created) ||
      Number.isNaN(Date.parse(created))
    )
      this.report('manifest.created', 'error', file, ImdfMessages.manifestCreated(created));
  }

  /** Metres are measured around the first position of the venue (or of any level). */
  private chooseFrame() {
    for (const file of ['venue.geojson', 'level.geojson']) {
      const collection = this.archive[file];
      const features =
        isObject(collection) && Array.isArray(collection.features) ? collection.features : [];
      for (const feature of features) {
        const position = isObject(feature) ? firstPosition(feature.geometry) : undefined;
        if (position && inWgs84(position)) {
          this.frame = localFrame({ lon: position[0], lat: position[1] });
          return;
        }
      }
    }
  }

  private project(position: Position): XY {
    this.frame ??= localFrame({ lon: position[0], lat: position[1] });
    const m = this.frame.toMetres({ lon: position[0], lat: position[1] });
    return [m.x, m.y];
  }

  private checkFile(file: string, featureType: string, checked: boolean) {
    const collection = this.archive[file];
    if (
      !isObject(collection) ||
      collection.type !== 'FeatureCollection' ||
      !Array.isArray(collection.features)
    ) {
      this.report(
        'file.feature-collection',
        'error',
        file,
        ImdfMessages.notFeatureCollection(file),
      );
      return;
    }
    collection.features.forEach((feature: unknown, index: number) => {
      if (!isObject(feature) || feature.type !== 'Feature') {
        const id = isObject(feature) && typeof feature.id === 'string' ? feature.id : undefined;
        this.report('feature.type', 'error', file, ImdfMessages.notFeature(index), id);
        return;
      }
      const record: FeatureRecord = { file, featureType };
      if (typeof feature.id === 'string') record.id = feature.id;
      if (typeof feature.id !== 'string' || !UUID.test(feature.id)) {
        this.reportOn(record, 'feature.id', ImdfMessages.badId(feature.id));
      }
      if (record.id !== undefined) {
        const earlier = this.byId.get(record.id);
        if (earlier)
          this.reportOn(record, 'feature.id-unique', ImdfMessages.duplicateId(earlier.file));
        else this.byId.set(record.id, record);
      }
      if (feature.feature_type !== featureType)
        this.reportOn(
          record,
          'feature.feature-type',
          ImdfMessages.wrongFeatureType(feature.feature_type, featureType),
        );
      if (isObject(feature.properties)) record.properties = feature.properties;
      else this.reportOn(record, 'feature.properties', ImdfMessages.noProperties);
      this.records.push(record);
      if (!checked) return;
      const type = featureType as ImdfCheckedFeatureType;
      this.checkGeometry(record, feature.geometry, IMDF_GEOMETRY_TYPES[type]);
      if (record.properties) this.checkProperties(record, record.properties, type);
    });
  }

  private checkGeometry(
    record: FeatureRecord,
    geometry: unknown,
    allowed: readonly (string | null)[],
  ) {
    const found =
      geometry === null
        ? null
        : isObject(geometry) && typeof geometry.type === 'string'
          ? geometry.type
          : undefined;
    if (found === undefined || !allowed.includes(found)) {
      this.reportOn(
        record,
        'feature.geometry-type',
        ImdfMessages.wrongGeometryType(
          found === undefined ? ImdfMessages.noGeometry : String(found),
          allowed.map((t) => t ?? 'null'),
        ),
      );
      return;
    }
    if (!isObject(geometry) || found === null) return;
    const coordinates = geometry.coordinates;
    const positions = collectPositions(found, coordinates);
    if (!positions) {
      this.reportOn(record, 'geometry.coordinates', ImdfMessages.badCoordinates);
      return;
    }
    const outside = positions.find((p) => !inWgs84(p));
    if (outside) {
      this.reportOn(record, 'geometry.wgs84', ImdfMessages.outOfRange(outside[0], outside[1]));
      return;
    }
    if (found === 'Point') {
      record.point = this.project(coordinates as Position);
      return;
    }
    if (found === 'LineString') {
      const line = withoutRepeats((coordinates as Position[]).map((p) => this.project(p)));
      if (line.length < 2)
        this.reportOn(record, 'geometry.line-positions', ImdfMessages.lineTooShort);
      else record.line = line;
      return;
    }
    const polygons = (found === 'Polygon' ? [coordinates] : coordinates) as Position[][][];
    let valid = true;
    const shape: PreparedPolygon[] = [];
    for (const polygon of polygons) {
      const rings: XY[][] = [];
      for (const ring of polygon) {
        if (ring.length < 4) {
          this.reportOn(record, 'geometry.ring-positions', ImdfMessages.ringTooShort(ring.length));
          valid = false;
          continue;
        }
        const first = ring[0] as Position;
        const last = ring[ring.length - 1] as Position;
        if (first[0] !== last[0] || first[1] !== last[1]) {
          this.reportOn(record, 'geometry.ring-closed', ImdfMessages.ringNotClosed);
          valid = false;
          continue;
        }
        const projected = ring.slice(0, -1).map((p) => this.project(p));
        if (ringSelfIntersects(projected)) {
          this.reportOn(record, 'geometry.self-intersection', ImdfMessages.selfIntersection);
          valid = false;
          continue;
        }
        rings.push(withoutRepeats(projected));
      }
      const [outer, ...holes] = rings;
      if (outer && holes.some((hole) => hole.some((p) => !inRing(p, outer)))) {
        this.reportOn(record, 'geometry.hole-outside', ImdfMessages.holeOutside);
        valid = false;
      }
      shape.push(preparePolygon(rings));
    }
    if (valid && shape.length > 0) record.shape = shape;
  }

  private checkProperties(record: FeatureRecord, properties: Json, type: ImdfCheckedFeatureType) {
    for (const [key, rule] of Object.entries(IMDF_PROPERTY_RULES[type])) {
      const problem = this.propertyProblem(record, key, rule, properties[key]);
      if (problem) this.reportOn(record, `${type}.${key}`, problem);
    }
  }

  /** The message for a property that breaks its rule, or undefined when it keeps it. */
  private propertyProblem(
    record: FeatureRecord,
    key: string,
    rule: ImdfPropertyRule,
    value: unknown,
  ): string | undefined {
    if (value === undefined || value === null)
      return rule.required ? ImdfMessages.propertyMissing(key) : undefined;
    switch (rule.kind) {
      case 'labels': {
        if (!isObject(value)) return ImdfMessages.notLabels(key);
        const entries = Object.entries(value);
        if (entries.length === 0) return ImdfMessages.emptyLabels(key);
        for (const [tag, label] of entries) {
          if (!isLanguageTag(tag)) return ImdfMessages.badLanguageTag(key, tag);
          if (typeof label !== 'string') return ImdfMessages.labelNotText(key, tag);
        }
        return undefined;
      }
      case 'category':
        return typeof value === 'string' && rule.values.includes(value)
          ? undefined
          : ImdfMessages.notInList(key, value);
      case 'categories': {
        if (!Array.isArray(value)) return ImdfMessages.notList(key);
        const wrong = value.find((v) => typeof v !== 'string' || !rule.values.includes(v));
        return wrong === undefined ? undefined : ImdfMessages.notInList(key, wrong);
      }
      case 'text':
        if (typeof value !== 'string') return ImdfMessages.notText(key);
        return rule.code && !rule.code.pattern.test(value)
          ? ImdfMessages.badCode(key, value, rule.code.example)
          : undefined;
      case 'integer':
        return Number.isInteger(value) ? undefined : ImdfMessages.notInteger(key, value);
      case 'boolean':
        return typeof value === 'boolean' ? undefined : ImdfMessages.notBoolean(key);
      case 'point':
        return isObject(value) &&
          value.type === 'Point' &&
          isPosition(value.coordinates) &&
          inWgs84(value.coordinates)
          ? undefined
          : ImdfMessages.notPoint(key);
      case 'reference':
        if (typeof value !== 'string' || value.length === 0)
          return ImdfMessages.notReference(key, value);
        this.references.push({ record, key, id: value, target: rule.target });
        return undefined;
      case 'references': {
        if (!Array.isArray(value)) return ImdfMessages.notList(key);
        if (value.length === 0) return ImdfMessages.emptyList(key);
        const seen = new Set<string>();
        for (const id of value) {
          if (typeof id !== 'string' || id.length === 0) return ImdfMessages.notReference(key, id);
          if (seen.has(id)) return ImdfMessages.duplicateInList(key, id);
          seen.add(id);
        }
        for (const id of seen) this.references.push({ record, key, id, target: rule.target });
        return undefined;
      }
      case 'door': {
        const ok =
          isObject(value) &&
          (value.type == null || (IMDF_DOOR_TYPES as readonly unknown[]).includes(value.type)) &&
          (value.material == null ||
            (IMDF_DOOR_MATERIALS as readonly unknown[]).includes(value.material)) &&
          (value.automatic == null || typeof value.automatic === 'boolean');
        return ok ? undefined : ImdfMessages.notDoor;
      }
    }
  }

  private checkVenueCount() {
    const venues = this.records.filter((r) => r.featureType === 'venue').length;
    if (venues !== 1)
      this.report('venue.count', 'error', 'venue.geojson', ImdfMessages.venueCount(venues));
  }

  private resolveReferences() {
    for (const { record, key, id, target } of this.references) {
      if (this.byId.get(id)?.featureType !== target)
        this.reportOn(
          record,
          `${record.featureType}.${key}`,
          ImdfMessages.unresolved(key, id, target),
        );
    }
  }

  /** The record a property names, when it is of the right type. */
  private referenced(
    record: FeatureRecord,
    key: string,
    target: string,
  ): FeatureRecord | undefined {
    const id = record.properties?.[key];
    const found = typeof id === 'string' ? this.byId.get(id) : undefined;
    return found?.featureType === target ? found : undefined;
  }

  private checkDisplayPoints() {
    for (const record of this.records) {
      const value = record.properties?.display_point;
      if (!isObject(value) || !isPosition(value.coordinates) || !inWgs84(value.coordinates))
        continue;
      const p = this.project(value.coordinates);
      if (record.shape && !inShape(p, record.shape))
        this.reportOn(record, 'display-point.inside', ImdfMessages.displayPointOutside);
      if (record.line) {
        const metres = distanceToLine(p, record.line);
        if (metres > ImdfConstants.openingBoundaryToleranceM)
          this.reportOn(record, 'display-point.inside', ImdfMessages.displayPointOffLine(metres));
      }
    }
  }

  private checkUnitsAndOpenings() {
    const unitsByLevel = new Map<FeatureRecord, PlacedUnit[]>();
    for (const record of this.records) {
      if (record.featureType !== 'unit' || !record.shape) continue;
      const level = this.referenced(record, 'level_id', 'level');
      if (!level) continue;
      const unit = {
        record,
        shape: record.shape,
        box: mergeBoxes(record.shape.map((part) => part.box)),
      };
      const units = unitsByLevel.get(level);
      if (units) units.push(unit);
      else unitsByLevel.set(level, [unit]);
    }
    const grids = new Map<FeatureRecord, BoxGrid>();
    for (const [level, units] of unitsByLevel) {
      // Cells about one unit wide: a unit's box meets a few cells, each holding a few units.
      const meanSize =
        units.reduce(
          (sum, { box }) => sum + Math.max(box.maxX - box.minX, box.maxY - box.minY),
          0,
        ) / units.length;
      const grid = new BoxGrid(Math.max(1, meanSize));
      units.forEach((unit, i) => {
        grid.insert(i, unit.box);
      });
      grids.set(level, grid);
      units.forEach((unit, i) => {
        if (level.shape && !insideConvexLevel(unit.shape, level.shape)) {
          const area = unit.shape.reduce(
            (sum, part) => sum + polygonArea(part.rings.map((r) => r.points)),
            0,
          );
          const outside = area - shapesIntersectionArea(unit.shape, level.shape);
          if (outside > ImdfConstants.unitOutsideLevelToleranceM2)
            this.reportOn(unit.record, 'unit.inside-level', ImdfMessages.unitOutsideLevel(outside));
        }
        for (const j of grid.query(unit.box)) {
          const other = units[j];
          if (j <= i || !other || !boxesShareArea(unit.box, other.box)) continue;
          const shared = shapesIntersectionArea(unit.shape, other.shape);
          if (shared > ImdfConstants.unitOverlapToleranceM2)
            this.reportOn(
              unit.record,
              'unit.overlap',
              ImdfMessages.unitsOverlap(other.record.id, shared),
            );
        }
      });
    }
    const tolerance = ImdfConstants.openingBoundaryToleranceM;
    for (const record of this.records) {
      if (record.featureType !== 'opening' || !record.line) continue;
      const level = this.referenced(record, 'level_id', 'level');
      const units = level ? unitsByLevel.get(level) : undefined;
      if (!level || !units) continue;
      const box = boxOfPoints(record.line);
      const near = (
        grids.get(level)?.query({
          minX: box.minX - tolerance,
          minY: box.minY - tolerance,
          maxX: box.maxX + tolerance,
          maxY: box.maxY + tolerance,
        }) ?? []
      ).flatMap((i) => units[i] ?? []);
      let best = Number.POSITIVE_INFINITY;
      for (const unit of near.length > 0 ? near : units) {
        const rings = unit.shape.flatMap((part) => part.rings.map((r) => r.points));
        const farthest = Math.max(...record.line.map((p) => distanceToBoundary(p, rings)));
        if (farthest < best) best = farthest;
      }
      if (best > tolerance)
        this.reportOn(record, 'opening.on-unit-boundary', ImdfMessages.openingOffBoundary(best));
    }
  }

  private checkPointsInUnits() {
    for (const record of this.records) {
      if (!record.point) continue;
      const point = record.point;
      if (record.featureType === 'anchor') {
        const unit = this.referenced(record, 'unit_id', 'unit');
        if (unit?.shape && !inShape(point, unit.shape))
          this.reportOn(record, 'anchor.inside-unit', ImdfMessages.anchorOutsideUnit);
      } else if (record.featureType === 'amenity') {
        const ids = record.properties?.unit_ids;
        const units = (Array.isArray(ids) ? ids : [])
          .map((id) => (typeof id === 'string' ? this.byId.get(id) : undefined))
          .filter((u) => u?.featureType === 'unit' && u.shape);
        if (units.length > 0 && !units.some((u) => inShape(point, u?.shape ?? [])))
          this.reportOn(record, 'amenity.inside-unit', ImdfMessages.amenityOutsideUnits, 'warning');
      }
    }
  }
}

/** Every position of a geometry, or undefined when its coordinates do not fit its type. */
function collectPositions(type: string, coordinates: unknown): Position[] | undefined {
  const list = (value: unknown, depth: number): Position[] | undefined => {
    if (depth === 0) return isPosition(value) ? [value] : undefined;
    if (!Array.isArray(value)) return undefined;
    const out: Position[] = [];
    for (const item of value) {
      const inner = list(item, depth - 1);
      if (!inner) return undefined;
      for (const p of inner) out.push(p);
    }
    return out;
  };
  const depth = { Point: 0, LineString: 1, Polygon: 2, MultiPolygon: 3 }[type];
  return depth === undefined ? undefined : list(coordinates, depth);
}

function firstPosition(geometry: unknown): Position | undefined {
  let value: unknown = isObject(geometry) ? geometry.coordinates : undefined;
  while (Array.isArray(value) && !isPosition(value)) value = value[0];
  return isPosition(value) ? value : undefined;
}

function inShape(p: XY, shape: readonly PreparedPolygon[]): boolean {
  return shape.some(
    (part) =>
      pointInPolygon(
        p,
        part.rings.map((r) => r.points),
      ) ||
      distanceToBoundary(
        p,
        part.rings.map((r) => r.points),
      ) <= ImdfConstants.pointOnBoundaryToleranceM,
  );
}

/**
 * The quick answer for most units: a level that is one convex polygon without holes holds
 * a unit whose every vertex lies in it (a convex set holds the segments between its points).
 * False means "measure the area", not "outside".
 */
function insideConvexLevel(unit: readonly PreparedPolygon[], level: readonly PreparedPolygon[]) {
  const [part, ...others] = level;
  const outer = part?.rings[0];
  if (!part || !outer || others.length > 0 || part.rings.length > 1) return false;
  outer.convex ??= ringIsConvex(outer.points);
  return (
    outer.convex &&
    unit.every((p) => p.rings.every((ring) => ring.points.every((v) => inRing(v, outer.points))))
  );
}

/** Inside the ring or within the boundary tolerance of it. */
function inRing(p: XY, ring: Ring): boolean {
  return (
    pointInRing(p, ring) || distanceToBoundary(p, [ring]) <= ImdfConstants.pointOnBoundaryToleranceM
  );
}

function distanceToLine(p: XY, line: readonly XY[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < line.length; i += 1) {
    best = Math.min(best, distanceToSegment(p, line[i - 1] as XY, line[i] as XY));
  }
  return best;
}
