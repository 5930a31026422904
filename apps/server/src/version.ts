import fs from 'node:fs';
import path from 'node:path';
import type { VersionInfo } from '@indoor/domain';

/** The product version is the root package's version; VERSION_VARIANT names a build flavour. */
export function readVersion(env: NodeJS.ProcessEnv = process.env): VersionInfo {
  const rootPackage = path.resolve(import.meta.dirname, '../../../package.json');
  const { version } = JSON.parse(fs.readFileSync(rootPackage, 'utf8')) as { version: string };
  return env.VERSION_VARIANT ? { version, variant: env.VERSION_VARIANT } : { version };
}
