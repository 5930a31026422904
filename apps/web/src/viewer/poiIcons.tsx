import { ViewerNavigationConstants } from '@indoor/domain';
import { PoiPinIcon } from '../pois/poiIcons';

/** What a POI marker stands for in the directions: nothing, the start or the destination. */
export type PoiMarkerRole = 'plain' | 'from' | 'to';

const FILL: Record<PoiMarkerRole, string> = {
  plain: '#7c3aed',
  from: ViewerNavigationConstants.startColour,
  to: ViewerNavigationConstants.endColour,
};

/** The viewer's POI pin: the planner's pin, coloured by its part in the directions. */
export function ViewerPoiPin({
  width,
  height,
  role = 'plain',
}: {
  width: number;
  height: number;
  role?: PoiMarkerRole;
}) {
  return <PoiPinIcon width={width} height={height} fill={FILL[role]} />;
}
