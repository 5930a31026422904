import { viewerPath } from '@indoor/domain';

/** What a viewer link shows: a building (optionally on one floor) or a campus. */
export type ShareTarget = { buid: string; floor?: string | null } | { cuid: string };

/**
 * docs/spaces-and-campuses.md#viewer-links-and-short-links: {origin}/viewer/?buid={buid}[&floor=…]
 * or {origin}/viewer/?cuid={cuid}.
 */
export function viewerUrl(origin: string, target: ShareTarget): string {
  if ('cuid' in target) return `${origin}${viewerPath({ cuid: target.cuid })}`;
  return `${origin}${viewerPath({ buid: target.buid }, target.floor ?? undefined)}`;
}

/** The body of shortLinkCreate for a target. */
export function shortLinkBody(
  target: ShareTarget,
): { buid: string; floor?: string } | { cuid: string } {
  if ('cuid' in target) return { cuid: target.cuid };
  return target.floor ? { buid: target.buid, floor: target.floor } : { buid: target.buid };
}

/** The short link the server answered (`/s/{code}`), made absolute. */
export function shortLinkUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
