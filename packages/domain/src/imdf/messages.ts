/**
 * Texts of the IMDF validator and archive reader: one plain sentence per finding
 * (docs/imdf.md). `{property}` is a property key such as level_id.
 */
export const ImdfMessages = {
  manifestMissing: 'The archive has no manifest.json.',
  manifestNotObject: 'manifest.json is not a JSON object.',
  manifestVersion: (version: unknown, expected: string) =>
    `The manifest's version is ${JSON.stringify(version)}; IMDF 1.0 archives say "${expected}".`,
  manifestLanguage: (language: unknown) =>
    `The manifest's language ${JSON.stringify(language)} is not a language tag such as "en" or "en-US".`,
  manifestCreated: (created: unknown) =>
    `The manifest's created ${JSON.stringify(created)} is not a date and time such as "2026-11-27T09:00:00Z".`,
  missingFile: (file: string) =>
    `The archive has no ${file}; every IMDF archive of a building needs one.`,
  unknownFile: (file: string) => `${file} is not an IMDF file; it was not checked.`,
  notFeatureCollection: (file: string) =>
    `${file} is not a GeoJSON FeatureCollection with a list of features.`,
  notFeature: (index: number) =>
    `Entry ${index + 1} is not a GeoJSON Feature: its type must be "Feature".`,
  badId: (id: unknown) => `The feature id ${JSON.stringify(id)} is not a UUID.`,
  duplicateId: (file: string) => `Another feature (in ${file}) has the same id.`,
  wrongFeatureType: (found: unknown, expected: string) =>
    `The feature_type is ${JSON.stringify(found)} but features of this file are "${expected}".`,
  noProperties: 'The feature has no properties object.',
  wrongGeometryType: (found: string, allowed: readonly string[]) =>
    `The geometry is ${found}; this feature type needs ${allowed.join(' or ')}.`,
  /** Fills wrongGeometryType when the geometry member is missing or has no type. */
  noGeometry: 'missing',
  badCoordinates: 'The geometry has coordinates that are not pairs of numbers.',
  outOfRange: (lon: number, lat: number) =>
    `The position ${lon}, ${lat} is not a WGS84 longitude and latitude.`,
  ringNotClosed: 'A polygon ring does not end where it starts.',
  ringTooShort: (positions: number) =>
    `A polygon ring has ${positions} positions; a closed ring needs at least 4.`,
  selfIntersection: 'A polygon ring crosses or touches itself.',
  holeOutside: 'A hole of the polygon reaches outside its outer ring.',
  lineTooShort: 'The line needs at least two different positions.',
  propertyMissing: (property: string) => `The feature has no ${property}.`,
  notLabels: (property: string) =>
    `${property} is not a set of labels such as { "en": "Main hall" }.`,
  emptyLabels: (property: string) => `${property} has no label in any language.`,
  badLanguageTag: (property: string, tag: string) =>
    `${property} has a label under "${tag}", which is not a language tag such as "en" or "en-US".`,
  labelNotText: (property: string, tag: string) => `The ${tag} label of ${property} is not text.`,
  notInList: (property: string, value: unknown) =>
    `${property} ${JSON.stringify(value)} is not one of the values IMDF 1.0 allows.`,
  notList: (property: string) => `${property} is not a list.`,
  notText: (property: string) => `${property} is not text.`,
  badCode: (property: string, value: string, example: string) =>
    `${property} "${value}" is not a code such as "${example}".`,
  notInteger: (property: string, value: unknown) =>
    `${property} ${JSON.stringify(value)} is not a whole number.`,
  notBoolean: (property: string) => `${property} is not true or false.`,
  notPoint: (property: string) =>
    `${property} is not a GeoJSON Point with a WGS84 longitude and latitude.`,
  notReference: (property: string, value: unknown) =>
    `${property} ${JSON.stringify(value)} is not the id of a feature.`,
  unresolved: (property: string, id: string, target: string) =>
    `${property} names ${id}, which is not a ${target} of this archive.`,
  emptyList: (property: string) => `${property} names no feature.`,
  duplicateInList: (property: string, id: string) => `${property} names ${id} twice.`,
  notDoor: 'door is not an object with a type, a material and automatic.',
  venueCount: (count: number) =>
    `The archive has ${count} venues; an IMDF archive describes exactly one.`,
  displayPointOutside: 'The display_point lies outside the feature.',
  displayPointOffLine: (metres: number) =>
    `The display_point lies ${metres.toFixed(2)} m from the opening.`,
  unitOutsideLevel: (squareMetres: number) =>
    `${squareMetres.toFixed(2)} m² of the unit lie outside its level.`,
  unitsOverlap: (otherId: string | undefined, squareMetres: number) =>
    `The unit overlaps ${otherId === undefined ? 'another unit' : `unit ${otherId}`} by ${squareMetres.toFixed(2)} m².`,
  openingOffBoundary: (metres: number) =>
    `The opening lies up to ${metres.toFixed(2)} m from the boundary of every unit of its level.`,
  anchorOutsideUnit: 'The anchor lies outside its unit.',
  amenityOutsideUnits: 'The amenity lies outside every unit it names.',
  notZip: 'The file is not a zip archive.',
  notJson: (file: string) => `${file} in the archive is not valid JSON.`,
  noManifest: 'The zip archive has no manifest.json, so it is not an IMDF archive.',
} as const;
