import { z } from 'zod';

/** The product version and optional variant, shown as version-variant. */
export const versionSchema = z.object({ version: z.string(), variant: z.string().optional() });
export type VersionInfo = z.infer<typeof versionSchema>;

export function formatVersion(v: VersionInfo): string {
  return v.variant ? `${v.version}-${v.variant}` : v.version;
}
