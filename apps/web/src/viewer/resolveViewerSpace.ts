import { type LatLng, type Space, ViewerMessages } from '@indoor/domain';
import { spacePosition } from '../map/markers/spacePosition';

export type ViewerTarget =
  | { kind: 'space'; space: Space; position: LatLng }
  | { kind: 'unavailable'; message: string };

/**
 * What a viewer link shows, given the published spaces. Campus links cannot be resolved
 * yet: the API contract has no campus lookup, so they read as unavailable.
 */
export function resolveViewerTarget(
  link: { buid: string | null; cuid: string | null },
  publicSpaces: readonly Space[],
): ViewerTarget {
  if (link.buid) {
    const space = publicSpaces.find((candidate) => candidate.buid === link.buid);
    const position = space ? spacePosition(space) : null;
    if (space && position) return { kind: 'space', space, position };
    return { kind: 'unavailable', message: ViewerMessages.spaceUnavailable };
  }
  if (link.cuid) return { kind: 'unavailable', message: ViewerMessages.campusUnavailable };
  return { kind: 'unavailable', message: ViewerMessages.missingId };
}
