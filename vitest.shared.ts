import { fileURLToPath } from 'node:url';

/** Tests import the domain package from source, so no build is needed before `vitest`. */
export const domainAlias = {
  '@indoor/domain': fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url)),
};
