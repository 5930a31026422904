/** Short-link codes: 8 characters of an unambiguous alphabet (no 0/O, 1/l/I). */
export const SHORT_LINK_ALPHABET = '23456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const SHORT_LINK_LENGTH = 8;
export const shortLinkPattern = new RegExp(`^[${SHORT_LINK_ALPHABET}]{${SHORT_LINK_LENGTH}}$`);

/**
 * Viewer links (docs/spaces-and-campuses.md#viewer-links-and-short-links): {origin}/viewer/?buid=
 * or ?cuid=, optional floor.
 */
export function viewerPath(target: { buid: string } | { cuid: string }, floor?: string): string {
  const params = new URLSearchParams(
    'buid' in target ? { buid: target.buid } : { cuid: target.cuid },
  );
  if (floor !== undefined && floor !== '') params.set('floor', floor);
  return `/viewer/?${params.toString()}`;
}
