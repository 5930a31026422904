import { type LatLng, parseCoordinateQuery, SearchConstants } from '@indoor/domain';

/** What the search-box text asks for. */
export type SearchQuery =
  | { kind: 'empty' }
  /** Valid coordinates pan the map on Enter, no search (docs/map-and-editor.md#search). */
  | { kind: 'coordinates'; position: LatLng }
  /** Two numbers that are no valid position (e.g. latitude 91): no pan, no search. */
  | { kind: 'invalidCoordinates' }
  /** Text too short to search. */
  | { kind: 'tooShort' }
  | { kind: 'text'; text: string };

/** Two numeric parts split by a comma and/or spaces: the user means a position. */
const TWO_NUMBERS = /^[-+]?\d+(?:\.\d*)?\s*[,\s]\s*[-+]?\d+(?:\.\d*)?$/;

export function classifySearchText(raw: string): SearchQuery {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  const position = parseCoordinateQuery(text);
  if (position) return { kind: 'coordinates', position };
  if (TWO_NUMBERS.test(text)) return { kind: 'invalidCoordinates' };
  if (text.length < SearchConstants.minTextLength) return { kind: 'tooShort' };
  return { kind: 'text', text };
}
