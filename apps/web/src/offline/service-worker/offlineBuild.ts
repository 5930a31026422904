import { OfflineConstants } from '@indoor/domain';

/** What the build writes into the service worker: its version and the files it keeps. */
export interface OfflineBuild {
  /** Changes whenever any kept file changes (a hash of their names, which are fingerprinted). */
  version: string;
  /** The build's scripts and styles, manifest and icons, as absolute paths. */
  files: string[];
}

export const shellCacheName = (version: string) => `${OfflineConstants.shellCachePrefix}${version}`;
