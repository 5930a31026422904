import { viewerPath } from '@indoor/domain';

/** The ends of a route a viewer link carries: `?buid=…&from=…&to=…[&step_free=1]`. */
export interface RouteLink {
  from: string;
  to: string;
  stepFree: boolean;
}

const ROUTE_PARAMS = { from: 'from', to: 'to', stepFree: 'step_free' } as const;

/** The viewer link that opens a building with a route's two ends already chosen. */
export function routeLinkUrl(origin: string, buid: string, link: RouteLink): string {
  const params = new URLSearchParams({
    [ROUTE_PARAMS.from]: link.from,
    [ROUTE_PARAMS.to]: link.to,
  });
  if (link.stepFree) params.set(ROUTE_PARAMS.stepFree, '1');
  return `${origin}${viewerPath({ buid })}&${params.toString()}`;
}

/**
 * The route a viewer link asks for, or null when it names no complete pair of two
 * different POIs (a link with one end only opens the viewer as usual).
 */
export function parseRouteLink(search: string): RouteLink | null {
  const query = new URLSearchParams(search);
  const from = query.get(ROUTE_PARAMS.from)?.trim() ?? '';
  const to = query.get(ROUTE_PARAMS.to)?.trim() ?? '';
  if (from === '' || to === '' || from === to) return null;
  const stepFree = query.get(ROUTE_PARAMS.stepFree);
  return { from, to, stepFree: stepFree === '1' || stepFree === 'true' };
}
