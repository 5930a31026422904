import { fileURLToPath } from 'node:url';

/** Tests import the domain package from source, so no build is needed before `vitest`. */
export const domainAlias = {
  // Before the package itself: an alias also matches the paths under its name.
  '@indoor/domain/testing': fileURLToPath(
    new URL('./packages/domain/src/testing/index.ts', import.meta.url),
  ),
  '@indoor/domain': fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url)),
};
